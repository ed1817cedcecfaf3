import { useTranslation } from "~/locales/runtime/react";
import { data } from "react-router";
import { WorkshopRegistrationsView } from "~/components/workshops/workshop-registrations-view";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { workshopOutcome } from "~/server/workshops/feedback.server";
import { getWorkshopRegistrations, registrationsView } from "~/server/workshops/staff-lists.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/registrations";
import { registrationsPageAction } from "./registrations.route.server";
import { getRosterTools } from "~/server/workshops/staff-registrations.server";
import { listWorkshopBookings } from "~/server/workshops/bookings.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const result = await getWorkshopRegistrations(params.id);
  if (!result) throw data(null, { status: 404 });
  const view = registrationsView(result, context.get(pageLanguage));
  const [outcome, tools, bookings] = await Promise.all([
    workshopOutcome(view.workshop.id, context.get(pageLanguage)),
    getRosterTools(view.workshop.id, context.get(pageLanguage)),
    listWorkshopBookings(view.workshop.id),
  ]);
  const meta = privatePageMeta(context.get(pageLanguage), "workshop.admin.registrationsTitle");
  return { meta: { ...meta, title: `${view.workshop.title} · ${meta.title}` }, view, outcome, tools, bookings };
}

export async function action(args: Route.ActionArgs) {
  return registrationsPageAction(args, args.params.id);
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("workshop", "feedback", "bookings");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function WorkshopRegistrationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view } = loaderData;
  return (
    <WorkshopRegistrationsView
      view={view}
      outcome={loaderData.outcome}
      manage={{ ...loaderData.tools, failure: actionData }}
      bookings={loaderData.bookings}
      backTo="/admin/workshops"
      backLabel={t("workshop.admin.backToWorkshops")}
      csvHref={`/admin/workshops/${view.workshop.id}/registrations.csv`}
      attendanceHref={`/admin/workshops/${view.workshop.id}/attendance`}
    />
  );
}
