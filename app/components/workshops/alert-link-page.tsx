import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import type { AlertLinkState } from "~/lib/workshops/alert-rules";
import { useLocalizedHref } from "~/lib/use-page-language";

function Panel({
  tone,
  title,
  children,
}: {
  tone: "info" | "success" | "warning";
  title: string;
  children: ReactNode;
}) {
  const Icon = tone === "success" ? CheckCircle2 : tone === "warning" ? AlertTriangle : Info;
  const colour = tone === "success" ? "text-savanna" : tone === "warning" ? "text-laterite" : "text-primary";
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <Icon aria-hidden="true" className={`size-10 ${colour}`} />
      <h1 className="mt-4 font-display text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
      <div className="mt-4 space-y-4">{children}</div>
    </div>
  );
}

/** The confirmation and unsubscribe links' page: a button to do it (GET never does), then what was done. */
export function AlertLinkPage({ page, kind }: { page: AlertLinkState; kind: "confirm" | "unsubscribe" }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const links = (
    <div className="flex flex-col gap-3 pt-2 sm:flex-row">
      <Link to={href("/calendar")} className={buttonVariants({ variant: "outline" })}>
        {t("workshopAlerts.confirm.calendar")}
      </Link>
    </div>
  );
  const again = (
    <div className="flex flex-col gap-3 pt-2 sm:flex-row">
      <Link to={href("/workshop-alerts")} className={buttonVariants()}>
        {t("workshopAlerts.confirm.subscribeAgain")}
      </Link>
    </div>
  );
  let content: ReactNode;
  switch (page.state) {
    case "confirm":
      content = (
        <Panel tone="info" title={t("workshopAlerts.confirm.heading")}>
          <p className="break-words">{t("workshopAlerts.confirm.body", { email: page.email })}</p>
          <Form method="post">
            <SubmitButton size="lg" busyLabel={t("workshopAlerts.confirm.busy")} className="w-full sm:w-auto">
              {t("workshopAlerts.confirm.button")}
            </SubmitButton>
          </Form>
        </Panel>
      );
      break;
    case "confirmed":
      content = (
        <Panel tone="success" title={t("workshopAlerts.confirm.doneTitle")}>
          <p role="status" className="break-words">
            {t("workshopAlerts.confirm.doneBody", { email: page.email })}
          </p>
          {links}
        </Panel>
      );
      break;
    case "unsubscribe":
      content = (
        <Panel tone="info" title={t("workshopAlerts.unsubscribe.heading")}>
          <p>{t("workshopAlerts.unsubscribe.body")}</p>
          <Form method="post">
            <SubmitButton
              size="lg"
              variant="destructive"
              busyLabel={t("workshopAlerts.unsubscribe.busy")}
              className="w-full sm:w-auto"
            >
              {t("workshopAlerts.unsubscribe.button")}
            </SubmitButton>
          </Form>
        </Panel>
      );
      break;
    case "unsubscribed":
      content = (
        <Panel tone="success" title={t("workshopAlerts.unsubscribe.doneTitle")}>
          <p role="status">{t("workshopAlerts.unsubscribe.doneBody")}</p>
          {again}
        </Panel>
      );
      break;
    case "expired":
      content = (
        <Panel tone="warning" title={t("workshopAlerts.confirm.expiredTitle")}>
          <p>{t("workshopAlerts.confirm.expiredBody", { hours: String(page.hours) })}</p>
          {again}
        </Panel>
      );
      break;
    case "refused":
      content = (
        <Panel tone="warning" title={t(`workshopAlerts.${kind}.title`)}>
          <p role="alert">{t(page.formError.key as never, page.formError.values)}</p>
        </Panel>
      );
      break;
    case "invalid":
      content = (
        <Panel tone="warning" title={t(`workshopAlerts.${kind}.invalidTitle`)}>
          <p>{t(`workshopAlerts.${kind}.invalidBody`)}</p>
          {kind === "confirm" ? (
            again
          ) : (
            <div className="flex flex-col gap-3 pt-2 sm:flex-row">
              <Link to={href("/contact")} className={buttonVariants({ variant: "outline" })}>
                {t("workshopAlerts.unsubscribe.contact")}
              </Link>
            </div>
          )}
        </Panel>
      );
  }
  return <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{content}</div>;
}
