/**
 * An address inside a signed-in area that names no screen (/admin/nowhere): after the area's own role check, a
 * 404 that the area's layout shows as "not found" in its frame (components/private-area.tsx), rather than the
 * public page's. One module for the four areas; the URL says which.
 */
import { data } from "react-router";
import { areaRole } from "~/lib/roles";
import { requireRole } from "~/server/accounts/guards.server";
import type { Route } from "./+types/area-not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const role = areaRole(new URL(request.url).pathname);
  if (role) await requireRole({ request, context }, role);
  throw data(null, { status: 404 });
}

// A page, not a resource route, so that the thrown 404 reaches the layout's ErrorBoundary; it never renders.
export default function AreaNotFound() {
  return null;
}
