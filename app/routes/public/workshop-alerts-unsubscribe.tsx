import { AlertLinkPage } from "~/components/workshops/alert-link-page";
import type { AlertLinkState } from "~/lib/workshops/alert-rules";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { withActionHeaders } from "~/server/forms/forms.server";
import type { Route } from "./+types/workshop-alerts-unsubscribe";
import { unsubscribeAction, unsubscribePage } from "./workshop-alert-links.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

/** The unsubscribe link of every alert: GET asks, POST (the button, or the mail client's one click) ends it. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return unsubscribePage(request, params.id, context.get(pageLanguage));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return unsubscribeAction(request, params.id, context.get(pageLanguage));
}

export const headers = withActionHeaders;

export const handle = i18nHandle("workshopAlerts");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function WorkshopAlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage kind="unsubscribe" page={(actionData ?? loaderData).page as AlertLinkState} />;
}
