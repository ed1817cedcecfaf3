/**
 * The attendance list's loader and action, shared by the facilitator's page (their own workshops) and the admin's
 * (every workshop): the routes differ only in whose rights they check.
 */
import { data } from "react-router";
import { formatAgencyDateTime, formatWorkshopWhen } from "~/lib/format";
import { localizedString } from "~/lib/localized-text";
import type { FormFailure } from "~/lib/forms";
import { presenceFields, presenceSchema, walkInFields, walkInSchema } from "~/lib/workshops/attendance";
import { placeLine } from "~/lib/workshops/places";
import { requireRole } from "~/server/accounts/guards.server";
import type { SessionUser } from "~/server/accounts/session.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { receiveForm } from "~/server/forms/forms.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import { privatePageMeta, serverT } from "~/server/i18n.server";
import {
  addWalkIn,
  getAttendance,
  isWorkshopInRights,
  setPresence,
  type CheckInRights,
  type PresenceOutcome,
} from "~/server/workshops/attendance.server";

/** Whose list: the admin's page opens every workshop; the facilitator's only their own. */
export type AttendanceArea = "admin" | "facilitator";

async function rightsIn(area: AttendanceArea, args: RequestArgs, action = false) {
  const user = await requireRole(args, area, { action });
  if (area === "admin") return { user, rights: { kind: "all" } as CheckInRights };
  // The facilitator's page is their own workshops only, an admin's account included (it has the admin's page).
  const own = await getOwnFacilitator(user.id);
  const rights: CheckInRights = own ? { kind: "facilitator", facilitatorId: own.id } : { kind: "none" };
  return { user, rights };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function attendanceLoader(area: AttendanceArea, args: RequestArgs & { params: { id?: string } }) {
  const { rights } = await rightsIn(area, args);
  const attendance = await getAttendance(args.params.id ?? "", rights);
  if (!attendance) notFound();
  const lang = args.context.get(pageLanguage);
  const { workshop, rows } = attendance;
  const title = localizedString(workshop.title, lang);
  const meta = privatePageMeta(lang, "attendance.title");
  const present = rows.filter((row) => row.checkedInAt).length;
  return {
    meta: { ...meta, title: `${title} · ${meta.title}` },
    workshop: {
      id: workshop.id,
      title,
      status: workshop.status,
      when: formatWorkshopWhen(workshop, lang, "short"),
      location: placeLine(workshop, lang, serverT(lang)("workshop.facts.online")),
      /** Whether people can still be marked present or added (not a draft, not cancelled). */
      open: workshop.status === "published" || workshop.status === "completed",
    },
    counts: { present, expected: rows.length, free: Math.max(0, workshop.maxParticipants - rows.length) },
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      organization: row.organization,
      present: row.checkedInAt !== null,
      checkedInAt: row.checkedInAt ? formatAgencyDateTime(row.checkedInAt, lang) : null,
      walkIn: row.walkIn,
    })),
  };
}

export type PresenceResult =
  | { form: "presence"; ok: true; registrationId: string; present: boolean }
  | FormFailure<(typeof presenceFields)[number], "presence">;
export type WalkInResult = FormFailure<(typeof walkInFields)[number], "walk-in">;

const presenceRefusals: Record<Exclude<PresenceOutcome["kind"], "saved">, { status: 404 | 409; key: string }> = {
  notFound: { status: 404, key: "attendance.errors.notFound" },
  notConfirmed: { status: 409, key: "attendance.errors.notConfirmed" },
  workshopClosed: { status: 409, key: "attendance.errors.workshopClosed" },
};

/**
 * `?intent=walk-in` adds a person at the door; anything else is one tap (present or not), answered with its
 * result so the list shows it where it was tapped, with no redirect to wait for on a slow connection.
 */
export async function attendanceAction(area: AttendanceArea, args: RequestArgs & { params: { id?: string } }) {
  const { user, rights } = await rightsIn(area, args, true);
  const workshopId = args.params.id ?? "";
  // Someone else's workshop is not found, whatever the post holds.
  if (!(await isWorkshopInRights(workshopId, rights))) notFound();
  if (new URL(args.request.url).searchParams.get("intent") === "walk-in") {
    return walkIn(args.request, workshopId, rights, user);
  }
  const received = await receiveForm(args.request, {
    id: "presence",
    schema: presenceSchema,
    fields: presenceFields,
    invalidKey: "attendance.errors.invalid",
  });
  if (received.kind === "refused") return data<PresenceResult>(received.failure, received.init);
  const { registrationId, present } = received.data;
  const outcome = await setPresence(registrationId, present, rights, user.id, { workshopId });
  if (outcome.kind !== "saved") {
    const refusal = presenceRefusals[outcome.kind];
    return refuseForm("presence", refusal.status, { key: refusal.key }, received.values);
  }
  const result: PresenceResult = { form: "presence", ok: true, registrationId, present };
  return data(result);
}

const walkInRefusals = {
  notFound: { status: 404, key: "attendance.errors.notFound" },
  workshopClosed: { status: 409, key: "attendance.errors.workshopClosed" },
  full: { status: 409, key: "attendance.errors.full" },
  alreadyRegistered: { status: 409, key: "attendance.errors.alreadyRegistered" },
} as const;

async function walkIn(request: Request, workshopId: string, rights: CheckInRights, user: SessionUser) {
  const received = await receiveForm(request, {
    id: "walk-in",
    schema: walkInSchema,
    fields: walkInFields,
    invalidKey: "attendance.errors.invalid",
  });
  if (received.kind === "refused") return data<WalkInResult>(received.failure, received.init);
  const outcome = await addWalkIn(workshopId, received.data, rights, user.id, auditSource(request, user));
  if (outcome.kind === "added") {
    const here = new URL(request.url);
    return redirectWithToast(here.pathname, {
      title: "attendance.toast.walkInAdded",
      description: "attendance.toast.walkInAddedBody",
      values: { name: received.data.name },
    });
  }
  const refusal = walkInRefusals[outcome.kind];
  return refuseForm("walk-in", refusal.status, { key: refusal.key }, received.values);
}
