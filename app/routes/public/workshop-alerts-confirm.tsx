import { AlertLinkPage } from "~/components/workshops/alert-link-page";
import type { AlertLinkState } from "~/lib/workshops/alert-rules";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { withActionHeaders } from "~/server/forms/forms.server";
import type { Route } from "./+types/workshop-alerts-confirm";
import { confirmationAction, confirmationPage } from "./workshop-alert-links.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

/** The link of the confirmation email: GET asks, the button's POST stores the subscription. */
export function loader({ request, context }: Route.LoaderArgs) {
  return confirmationPage(request, context.get(pageLanguage));
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmationAction(request, context.get(pageLanguage));
}

export const headers = withActionHeaders;

export const handle = i18nHandle("workshopAlerts");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function WorkshopAlertConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage kind="confirm" page={(actionData ?? loaderData).page as AlertLinkState} />;
}
