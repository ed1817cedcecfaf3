/** The ticket page's loader and its one-tap check-in. */
import { formatAgencyDateTime, formatLongDate, formatTimeRange } from "~/lib/format";
import { localizedString } from "~/lib/localized-text";
import { placeLine } from "~/lib/workshops/places";
import { authPath, requireUser } from "~/server/accounts/guards.server";
import { getSessionUser } from "~/server/accounts/session.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import { privatePageMeta, serverT } from "~/server/i18n.server";
import { checkInRights, getTicket, setPresence } from "~/server/workshops/attendance.server";
import { registrationOfTicket } from "~/server/workshops/links.server";

export async function ticketLoader(args: RequestArgs, token: string) {
  const lang = args.context.get(pageLanguage);
  // Never indexed: each ticket is one person's.
  const meta = privatePageMeta(lang, "attendance.ticket.title");
  const registrationId = registrationOfTicket(token);
  const user = registrationId ? await getSessionUser(args) : null;
  const ticket = registrationId ? await getTicket(registrationId, await checkInRights(user)) : null;
  if (!ticket) return { status: 404, meta, ticket: null };
  const { registration, workshop, viewer } = ticket;
  // The list the checker works from: the admin's page for an admin, the facilitator's own otherwise.
  const attendanceArea = user?.role === "admin" ? "/admin" : "/facilitator";
  return {
    status: 200,
    meta,
    ticket: {
      name: registration.name,
      status: registration.status,
      checkedInAt: registration.checkedInAt ? formatAgencyDateTime(registration.checkedInAt, lang) : null,
      title: localizedString(workshop.title, lang),
      date: workshop.date ? formatLongDate(workshop.date, lang) : null,
      time: workshop.date ? formatTimeRange(workshop.startTime, workshop.endTime, lang) : null,
      location: placeLine(workshop, lang, serverT(lang)("workshop.facts.online")),
      workshopCancelled: workshop.status === "cancelled",
      viewer,
      attendanceHref: `${attendanceArea}/workshops/${workshop.id}/attendance`,
      signInHref: authPath(args.request),
    },
  };
}

const refusals = {
  notFound: { status: 404, key: "attendance.errors.notFound" },
  notConfirmed: { status: 409, key: "attendance.errors.notConfirmed" },
  workshopClosed: { status: 409, key: "attendance.errors.workshopClosed" },
} as const;

/** 'Check in': marks the ticket's registration present, for its workshop's facilitator or an admin. */
export async function ticketAction(args: RequestArgs, token: string) {
  const registrationId = registrationOfTicket(token);
  if (!registrationId) return refuseForm("check-in", 404, { key: "attendance.ticket.notFound" });
  const user = await requireUser(args, { action: true });
  const outcome = await setPresence(registrationId, true, await checkInRights(user), user.id);
  if (outcome.kind !== "saved") {
    const refusal = refusals[outcome.kind];
    return refuseForm("check-in", refusal.status, { key: refusal.key });
  }
  return redirectWithToast(new URL(args.request.url).pathname, { title: "attendance.toast.checkedIn" });
}
