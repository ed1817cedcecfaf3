import { localizedString } from "~/lib/localized-text";
import { requireRole } from "~/server/accounts/guards.server";
import { getWorkshopRegistrations, registrationsCsv } from "~/server/workshops/staff-lists.server";
import type { Route } from "./+types/registrations-csv";
import { pageLanguage } from "~/server/front/request-context.server";

/** A workshop's registrations (confirmed, waitlist in order, cancelled) as CSV, for admins only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const result = await getWorkshopRegistrations(params.id);
  if (!result)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const slug = localizedString(result.workshop.title, context.get(pageLanguage))
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return new Response(registrationsCsv(result.registrations, context.get(pageLanguage)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registrations-${slug || "workshop"}.csv"`,
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
