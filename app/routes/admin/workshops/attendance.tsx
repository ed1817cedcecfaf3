import { AttendanceList, attendanceClientAction } from "~/components/workshops/attendance-list";
import { skipRevalidationWhenOffline } from "~/lib/offline-posts";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/attendance";
import { attendanceAction, attendanceLoader } from "~/routes/facilitator/attendance.route.server";

/** The attendance list of any workshop, for admins (also reached from the ticket page and the registrations). */
export async function loader(args: Route.LoaderArgs) {
  return attendanceLoader("admin", args);
}

export async function action(args: Route.ActionArgs) {
  return attendanceAction("admin", args);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return attendanceClientAction(args);
}

export const shouldRevalidate = skipRevalidationWhenOffline;

export const handle = i18nHandle("attendance", "workshop");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function AdminAttendance({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AttendanceList
      view={loaderData}
      walkInFailure={actionData?.form === "walk-in" && !actionData.ok ? actionData : undefined}
      backTo={`/admin/workshops/${loaderData.workshop.id}/registrations`}
      backLabel={t("attendance.list.backToRegistrations")}
    />
  );
}
