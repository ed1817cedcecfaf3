import { privateAreaLayout } from "~/components/private-area";
import { requireRole } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

const sections = [
  "overview",
  "clients",
  "projects",
  "workshops",
  "facilitators",
  "cms",
  "messages",
  "emails",
  "audit",
  "sales",
  "billing",
  "reports",
] as const;
const links = sections.map((section) => ({ to: `/admin/${section}`, label: `pages.admin.${section}` as const }));
const title = "pages.admin.title" as const;

// The layout's check is a convenience; every admin loader and action checks again.
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

const area = privateAreaLayout(title, links);
export default area.Layout;
export const ErrorBoundary = area.ErrorBoundary;
