import { Award, SearchX, TriangleAlert } from "lucide-react";
import { data, Form } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/certificate";
import { certificateAction, certificateLoader } from "./certificate.route.server";

/** The page a certificate's QR code opens: valid, revoked, or no such certificate (404); never the holder's email. */
export async function loader(args: Route.LoaderArgs) {
  const { status, ...page } = await certificateLoader(args, args.params.code ?? "");
  return data(page, { status, headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: Route.ActionArgs) {
  return certificateAction(args, args.params.code ?? "");
}

export const handle = i18nHandle("certificates");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function CertificateVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { certificate } = loaderData;
  const Icon = !certificate ? SearchX : certificate.valid ? Award : TriangleAlert;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <Icon
          aria-hidden="true"
          className={`size-10 ${certificate?.valid ? "text-savanna" : certificate ? "text-destructive" : "text-laterite"}`}
        />
        <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{t("certificates.verify.title")}</h1>
        {!certificate ? (
          <p className="mt-4">{t("certificates.verify.notFound")}</p>
        ) : (
          <>
            <p
              role="status"
              className={`mt-4 rounded-lg p-3 font-medium ${certificate.valid ? "bg-savanna/15" : "bg-destructive/10 text-destructive"}`}
            >
              {certificate.valid
                ? t("certificates.verify.valid", { agency: certificate.agency })
                : t("certificates.verify.revoked", { when: certificate.revokedOn ?? "" })}
            </p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm text-muted-foreground">{t("certificates.verify.participant")}</dt>
              <dd className="font-semibold">{certificate.name}</dd>
              <dt className="text-sm text-muted-foreground">{t("certificates.verify.workshop")}</dt>
              <dd>{certificate.title}</dd>
              <dt className="text-sm text-muted-foreground">{t("certificates.verify.date")}</dt>
              <dd>{[certificate.date, certificate.time].filter(Boolean).join(", ")}</dd>
              {certificate.hoursCount !== null && (
                <>
                  <dt className="text-sm text-muted-foreground">{t("certificates.verify.hours")}</dt>
                  <dd>{t("certificates.verify.hoursValue", { count: certificate.hoursCount, hours: certificate.hours })}</dd>
                </>
              )}
              {certificate.facilitator && (
                <>
                  <dt className="text-sm text-muted-foreground">{t("certificates.verify.facilitator")}</dt>
                  <dd>{certificate.facilitator}</dd>
                </>
              )}
              <dt className="text-sm text-muted-foreground">{t("certificates.verify.code")}</dt>
              <dd className="font-mono">{certificate.code}</dd>
              <dt className="text-sm text-muted-foreground">{t("certificates.verify.issuedOn")}</dt>
              <dd>{certificate.issuedOn}</dd>
            </dl>
            {certificate.valid && (
              <a
                href={`/certificates/${certificate.code}/pdf`}
                className={buttonVariants({ variant: "outline", className: "mt-6" })}
              >
                {t("certificates.verify.download")}
              </a>
            )}
            {certificate.manage && (
              <div className="mt-6 space-y-3 border-t pt-6">
                {actionData?.formError && <FormErrorMessage error={actionData.formError} />}
                <Form method="post" action={`?intent=${certificate.valid ? "revoke" : "restore"}`}>
                  <SubmitButton
                    variant={certificate.valid ? "destructive" : "default"}
                    busyLabel={t("certificates.verify.saving")}
                  >
                    {certificate.valid ? t("certificates.verify.revoke") : t("certificates.verify.restore")}
                  </SubmitButton>
                </Form>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
