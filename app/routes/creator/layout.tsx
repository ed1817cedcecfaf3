import { privateAreaLayout } from "~/components/private-area";
import { roleMiddleware } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

const links = [
  { to: "/creator", label: "pages.creatorStudio.title" },
  { to: "/creator/settings", label: "pages.creatorSettings.title" },
] as const;
const title = "pages.areas.creator" as const;

// Before every loader and action of the area, on page loads and `.data` requests alike; each of them still
// checks again, so a screen never depends on being under this layout.
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware("content_creator")];

const area = privateAreaLayout(title, links);
export default area.Layout;
export const ErrorBoundary = area.ErrorBoundary;
