import { useTranslation } from "~/locales/runtime/react";
import { data } from "react-router";
import { WorkshopRegistrationsView } from "~/components/workshops/workshop-registrations-view";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { workshopOutcome } from "~/server/workshops/feedback.server";
import { getWorkshopRegistrations, registrationsView } from "~/server/workshops/staff-lists.server";
import type { Route } from "./+types/attendees";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "facilitator");
  const facilitator = await getOwnFacilitator(user.id);
  // Another facilitator's workshop is not found, exactly like one that does not exist.
  const result = facilitator ? await getWorkshopRegistrations(params.id, { facilitatorId: facilitator.id }) : null;
  if (!result) throw data(null, { status: 404 });
  const view = registrationsView(result, context.get(pageLanguage));
  const outcome = await workshopOutcome(view.workshop.id, context.get(pageLanguage));
  const meta = privatePageMeta(context.get(pageLanguage), "workshop.own.attendeesTitle");
  return { meta: { ...meta, title: `${view.workshop.title} · ${meta.title}` }, view, outcome };
}

export const handle = i18nHandle("workshop", "feedback");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** The attendee list of one of the facilitator's own workshops, read only (no export, no changes). */
export default function OwnWorkshopAttendees({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <WorkshopRegistrationsView
      view={loaderData.view}
      outcome={loaderData.outcome}
      backTo="/facilitator"
      backLabel={t("workshop.own.backToDashboard")}
      attendanceHref={`/facilitator/workshops/${loaderData.view.workshop.id}/attendance`}
    />
  );
}
