import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatWorkshopWhen } from "~/lib/format";
import { localizePath } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { useLocalizedHref } from "~/lib/use-page-language";
import { privatePageMeta } from "~/server/i18n.server";
import { checkRateLimit, clientIp } from "~/server/rate-limit.server";
import { cancelAndNotify, getCancellationView } from "~/server/workshops/cancellation.server";
import { verifyCancelToken } from "~/server/workshops/links.server";
import { REGISTRATION_RATE_LIMITS } from "~/server/workshops/registration.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/registration-cancel";

/**
 * The cancellation link of registration emails. GET only shows what would be cancelled (mail scanners
 * and link previews open links: they must not cancel anything); the button POSTs. The token is an HMAC
 * of the registration id, so a wrong or altered link is refused (403) before anything is looked up.
 */
type PageState =
  | { state: "confirm"; name: string; title: string; when: string | null; workshopHref: string; waitlisted: boolean }
  | { state: "done"; name: string; title: string; workshopHref: string; promoted: boolean }
  | { state: "already"; title: string; workshopHref: string }
  | { state: "past" | "workshop_cancelled"; title: string; workshopHref: string }
  | { state: "invalid" | "not_found" | "rate_limited"; minutes?: string };

function pageMeta(lang: "fr" | "en") {
  // A personal page: never indexed (privatePageMeta adds noindex).
  return privatePageMeta(lang, "workshop.cancel.title");
}

async function resolve(request: Request, id: string, lang: "fr" | "en") {
  const token = new URL(request.url).searchParams.get("token");
  if (!verifyCancelToken(id, token)) return { status: 403, page: { state: "invalid" } as PageState };
  const view = await getCancellationView(id);
  if (!view) return { status: 404, page: { state: "not_found" } as PageState };
  return { status: 200, view, workshopHref: localizePath(`/calendar/${view.workshop.id}`, lang) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const meta = pageMeta(context.lang);
  const resolved = await resolve(request, params.id, context.lang);
  if (!("view" in resolved) || !resolved.view) return data({ meta, page: resolved.page! }, { status: resolved.status });
  const { view, workshopHref } = resolved;
  const title = view.workshop.title;
  let page: PageState;
  if (view.registration.status === "cancelled") page = { state: "already", title, workshopHref };
  else if (view.blocked) page = { state: view.blocked, title, workshopHref };
  else {
    const when = formatWorkshopWhen(view.workshop, context.lang, "long");
    page = { state: "confirm", name: view.registration.name, title, when, workshopHref, waitlisted: view.registration.status === "waitlisted" };
  }
  return data({ meta, page }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const meta = pageMeta(context.lang);
  const limit = checkRateLimit(`cancel:ip:${clientIp(request)}`, REGISTRATION_RATE_LIMITS.cancel);
  if (!limit.ok) {
    return data(
      { meta, page: { state: "rate_limited", minutes: String(Math.max(1, Math.ceil(limit.retryAfter / 60))) } as PageState },
      { status: 429, headers: { "Retry-After": String(limit.retryAfter) } },
    );
  }
  const resolved = await resolve(request, params.id, context.lang);
  if (!("view" in resolved) || !resolved.view) return data({ meta, page: resolved.page! }, { status: resolved.status });
  const { view, workshopHref } = resolved;
  const title = view.workshop.title;
  const outcome = await cancelAndNotify(params.id);
  switch (outcome.kind) {
    case "cancelled":
      return data({ meta, page: { state: "done", name: view.registration.name, title, workshopHref, promoted: outcome.promoted.length > 0 } as PageState });
    case "already_cancelled":
      return data({ meta, page: { state: "already", title, workshopHref } as PageState }, { status: 409 });
    case "past":
    case "workshop_cancelled":
      return data({ meta, page: { state: outcome.kind, title, workshopHref } as PageState }, { status: 409 });
    case "not_found":
      return data({ meta, page: { state: "not_found" } as PageState }, { status: 404 });
  }
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("workshop");

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
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
            <Button type="submit" variant="destructive" size="lg" disabled={busy}>
              {busy ? t("workshop.cancel.cancelling") : t(page.waitlisted ? "workshop.cancel.confirmWaitlistButton" : "workshop.cancel.confirmButton")}
            </Button>
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
    case "rate_limited":
      content = (
        <Panel tone="warning" title={t("workshop.cancel.title")}>
          <p role="alert">{t("workshop.cancel.rateLimited", { minutes: page.minutes ?? "1" })}</p>
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
