import { privateAreaLayout } from "~/components/private-area";
import { roleMiddleware } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

const links = [
  { to: "/client", label: "pages.clientDashboard.title" },
  { to: "/client/bookings", label: "pages.clientBookings.title" },
] as const;
const title = "pages.areas.client" as const;

// Before every loader and action of the area, on page loads and `.data` requests alike; each of them still
// checks again, so a screen never depends on being under this layout.
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware("client")];

const area = privateAreaLayout(title, links);
export default area.Layout;
export const ErrorBoundary = area.ErrorBoundary;
