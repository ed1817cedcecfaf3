import { privateAreaLayout } from "~/components/private-area";
import { roleMiddleware } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

const sections = [
  "overview",
  "clients",
  "projects",
  "workshops",
  "feedback",
  "facilitators",
  "cms",
  "messages",
  "emails",
  "audit",
  "users",
  "sales",
  "billing",
  "reports",
] as const;
const links = sections.map((section) => ({
  // User management is the spec's Dashboard screen (/admin/dashboard); its link says what it is for.
  to: section === "users" ? "/admin/dashboard" : `/admin/${section}`,
  label: `pages.admin.${section}` as const,
}));
const title = "pages.admin.title" as const;

// Before every loader and action of the area, on page loads and `.data` requests alike; each of them still
// checks again, so a screen never depends on being under this layout.
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware("admin")];

const area = privateAreaLayout(title, links);
export default area.Layout;
export const ErrorBoundary = area.ErrorBoundary;
