import { MAX_SEARCH_LENGTH } from "~/lib/tables";
import { withoutControlCharacters } from "~/lib/text";
import { requireRole } from "~/server/accounts/guards.server";
import { searchOrganizations } from "~/server/clients/organizations.server";
import type { Route } from "./+types/organization-search";

/** The organizations whose name holds `q` (at most a few), for the project editor's organization field. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  // Read as the tables read their search: control characters dropped, trimmed, bounded.
  const q = withoutControlCharacters(new URL(request.url).searchParams.get("q") ?? "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return Response.json(
    { organizations: await searchOrganizations(q) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
