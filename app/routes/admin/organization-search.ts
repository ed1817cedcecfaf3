import { requireRole } from "~/server/accounts/guards.server";
import { searchOrganizations } from "~/server/clients/organizations.server";
import type { Route } from "./+types/organization-search";

/** The organizations whose name holds `q` (at most a few), for the project editor's organization field. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return Response.json(
    { organizations: await searchOrganizations(q) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
