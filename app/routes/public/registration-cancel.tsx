import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { useLocalizedHref } from "~/lib/use-page-language";
import { withActionHeaders } from "~/server/forms/forms.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/registration-cancel";
import { cancelFromLink, cancellationPage } from "./registration-cancel.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

/** The cancellation link of registration emails (registration-cancel.server.ts): GET asks for confirmation, POST cancels. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return cancellationPage(request, params.id, context.get(pageLanguage));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return cancelFromLink(request, params.id, context.get(pageLanguage));
}

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("workshop");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

function Panel({ tone, title, children }: { tone: "info" | "success" | "warning"; title: string; children: ReactNode }) {
  const Icon = tone === "success" ? CheckCircle2 : tone === "warning" ? AlertTriangle : Info;
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <Icon
        aria-hidden="true"
        className={tone === "success" ? "size-10 text-savanna" : tone === "warning" ? "size-10 text-laterite" : "size-10 text-primary"}
      />
      <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{title}</h1>
      <div className="mt-4 space-y-4">{children}</div>
    </div>
  );
}

export default function RegistrationCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const page = (actionData ?? loaderData).page;

  const links = (workshopHref?: string) => (
    <div className="flex flex-col gap-3 pt-2 sm:flex-row">
      {workshopHref && (
        <Link to={workshopHref} className={buttonVariants({ variant: "outline" })}>
          {t("workshop.cancel.viewWorkshop")}
        </Link>
      )}
      <Link to={href("/calendar")} className={buttonVariants({ variant: "ghost" })}>
        {t("workshop.backToCalendar")}
      </Link>
    </div>
  );

  let content: ReactNode;
  switch (page.state) {
    case "confirm":
      content = (
        <Panel tone="info" title={t("workshop.cancel.confirmHeading")}>
          <p>{t(page.waitlisted ? "workshop.cancel.confirmWaitlistBody" : "workshop.cancel.confirmBody", { name: page.name, title: page.title })}</p>
          {page.when && <p className="font-medium">{page.when}</p>}
          {!page.waitlisted && <p className="text-muted-foreground">{t("workshop.cancel.confirmNote")}</p>}
          <Form method="post" className="flex flex-col gap-3 pt-2 sm:flex-row">
            <SubmitButton variant="destructive" size="lg" busyLabel={t("workshop.cancel.cancelling")}>
              {t(page.waitlisted ? "workshop.cancel.confirmWaitlistButton" : "workshop.cancel.confirmButton")}
            </SubmitButton>
            <Link to={page.workshopHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t("workshop.cancel.keep")}
            </Link>
          </Form>
        </Panel>
      );
      break;
    case "done":
      content = (
        <Panel tone="success" title={t("workshop.cancel.doneTitle")}>
          <p role="status">{t("workshop.cancel.doneBody", { name: page.name, title: page.title })}</p>
          {page.promoted && <p className="text-muted-foreground">{t("workshop.cancel.donePromoted")}</p>}
          {links(page.workshopHref)}
        </Panel>
      );
      break;
    case "already":
      content = (
        <Panel tone="info" title={t("workshop.cancel.alreadyTitle")}>
          <p>{t("workshop.cancel.alreadyBody", { title: page.title })}</p>
          {links(page.workshopHref)}
        </Panel>
      );
      break;
    case "past":
      content = (
        <Panel tone="warning" title={t("workshop.cancel.pastTitle")}>
          <p>{t("workshop.cancel.pastBody", { title: page.title })}</p>
          {links(page.workshopHref)}
        </Panel>
      );
      break;
    case "workshop_cancelled":
      content = (
        <Panel tone="warning" title={t("workshop.cancel.workshopCancelledTitle")}>
          <p>{t("workshop.cancel.workshopCancelledBody", { title: page.title })}</p>
          {links(page.workshopHref)}
        </Panel>
      );
      break;
    case "refused":
      content = (
        <Panel tone="warning" title={t("workshop.cancel.title")}>
          <p role="alert">{t(page.formError.key as never, page.formError.values)}</p>
        </Panel>
      );
      break;
    default:
      content = (
        <Panel tone="warning" title={page.state === "invalid" ? t("workshop.cancel.invalidTitle") : t("workshop.cancel.notFoundTitle")}>
          <p>{page.state === "invalid" ? t("workshop.cancel.invalidBody") : t("workshop.cancel.notFoundBody")}</p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link to={href("/contact")} className={buttonVariants({ variant: "outline" })}>
              {t("workshop.cancel.contact")}
            </Link>
            <Link to={href("/calendar")} className={buttonVariants({ variant: "ghost" })}>
              {t("workshop.backToCalendar")}
            </Link>
          </div>
        </Panel>
      );
  }

  return <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{content}</div>;
}
