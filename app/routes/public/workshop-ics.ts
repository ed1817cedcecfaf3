import { isEnglishPath } from "~/lib/i18n";
import { routePath } from "~/lib/urls";
import { getPublicWorkshop } from "~/server/workshops/queries.server";
import { workshopIcs, workshopUid } from "~/server/workshops/mail.server";
import type { Route } from "./+types/workshop-ics";

/** 'Add to calendar': the workshop as an .ics file (public, like the page; drafts and undated workshops are 404). */
export async function loader({ params, pattern }: Route.LoaderArgs) {
  // The matched route's language (`/en/calendar/:id/ics`), whatever the case the URL was typed in.
  const lang = isEnglishPath(routePath(pattern)) ? "en" : "fr";
  const workshop = await getPublicWorkshop(params.id);
  const facilitatorName = workshop?.facilitator ? `${workshop.facilitator.firstName} ${workshop.facilitator.lastName}`.trim() : null;
  const ics = workshop && workshopIcs({ ...workshop, facilitatorName }, { uid: workshopUid(workshop.id), lang });
  if (!workshop || !ics) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8; method=PUBLISH",
      "Content-Disposition": `attachment; filename="${lang === "en" ? "workshop" : "atelier"}-${workshop.date}.ics"`,
      "Cache-Control": "no-cache",
    },
  });
}
