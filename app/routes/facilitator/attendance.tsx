import { AttendanceList, attendanceClientAction } from "~/components/workshops/attendance-list";
import { skipRevalidationWhenOffline } from "~/lib/offline-posts";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/attendance";
import { attendanceAction, attendanceLoader } from "./attendance.route.server";

/** The attendance list of one of the facilitator's own workshops (another's is not found). */
export async function loader(args: Route.LoaderArgs) {
  return attendanceLoader("facilitator", args);
}

export async function action(args: Route.ActionArgs) {
  return attendanceAction("facilitator", args);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return attendanceClientAction(args);
}

export const shouldRevalidate = skipRevalidationWhenOffline;

export const handle = i18nHandle("attendance", "workshop");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function FacilitatorAttendance({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AttendanceList
      view={loaderData}
      walkInFailure={actionData?.form === "walk-in" && !actionData.ok ? actionData : undefined}
      backTo="/facilitator"
      backLabel={t("attendance.list.backToDashboard")}
    />
  );
}
