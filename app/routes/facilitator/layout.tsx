import { privateAreaLayout } from "~/components/private-area";
import { requireRole } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

const links = [
  { to: "/facilitator", label: "pages.facilitatorDashboard.title" },
  { to: "/facilitator/profile", label: "pages.facilitatorProfile.title" },
] as const;
const title = "pages.areas.facilitator" as const;

// The layout's check is a convenience; every loader and action of the area checks again.
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "facilitator");
  return null;
}

const area = privateAreaLayout(title, links);
export default area.Layout;
export const ErrorBoundary = area.ErrorBoundary;
