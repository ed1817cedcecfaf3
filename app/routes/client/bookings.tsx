import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { privatePageMeta } from "~/server/i18n.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { SeatBookings } from "~/components/clients/seat-bookings";
import type { Route } from "./+types/bookings";
import { bookingsPage, bookingsPageAction } from "./bookings.route.server";

export async function loader(args: Route.LoaderArgs) {
  const page = await bookingsPage(args);
  return { meta: privatePageMeta(args.context.get(pageLanguage), "pages.clientBookings.title"), ...page };
}

export async function action(args: Route.ActionArgs) {
  return bookingsPageAction(args);
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("bookings", "workshop");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ClientBookingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SeatBookings page={loaderData} failure={actionData ?? undefined} />;
}
