import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { formatWorkshopWhen } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import type { RegistrationInput } from "~/lib/workshops/registration-schema";
import type { MoveTarget } from "~/lib/workshops/registrant-forms";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops, type WorkshopRegistration } from "../db/schema";
import { sendMailQueuedBy } from "../outbox/mail.server";
import { promoteFromWaitlist } from "./cancellation.server";
import { loadMailWorkshop, queueRegistrationMail } from "./mail.server";
import { countRegistrations, registrationCount, sameFormatAs } from "./queries.server";
import { registerForWorkshop, registrationClosedReason, type RegisterOutcome } from "./registration.server";
import { scheduleReminders } from "./reminders.server";

// What staff do to a workshop's registrations from its page, besides cancelling one (cancellation.server.ts):
// add a registrant, and move one to another session of the same workshop.

/** Staff add a person: the public form's rules and emails, kept in the audit log. */
export async function addRegistrant(
  workshopId: string,
  input: RegistrationInput,
  source: AuditSource,
): Promise<RegisterOutcome> {
  return sendMailQueuedBy(() => registerForWorkshop(workshopId, input, new Date(), { byStaff: source }));
}

/** What the registrations page offers staff: whether the lists can still change, and where people can move to. */
export interface RosterTools {
  /** The workshop takes registrations (published, not yet held): staff can add, move and cancel. */
  open: boolean;
  /**
   * The other sessions of this workshop's format that take registrations, soonest first, with their free seats
   * (a full one is listed, to say so, but cannot be chosen).
   */
  moveTargets: MoveTarget[];
}

export async function getRosterTools(workshopId: string, lang: Language, now = new Date()): Promise<RosterTools> {
  const closed = { open: false, moveTargets: [] };
  if (!isUuid(workshopId)) return closed;
  const [workshop] = await db()
    .select({
      titleFr: workshops.titleFr,
      titleEn: workshops.titleEn,
      status: workshops.status,
      date: workshops.date,
      timeZone: workshops.timeZone,
    })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  if (!workshop || registrationClosedReason(workshop, now) !== null) return closed;
  const sameFormat = sameFormatAs(workshop);
  const sessions = sameFormat
    ? await db()
        .select({
          id: workshops.id,
          status: workshops.status,
          date: workshops.date,
          startTime: workshops.startTime,
          endTime: workshops.endTime,
          timeZone: workshops.timeZone,
          maxParticipants: workshops.maxParticipants,
          confirmed: registrationCount("confirmed"),
        })
        .from(workshops)
        .where(and(sameFormat, ne(workshops.id, workshopId), eq(workshops.status, "published")))
        .orderBy(asc(workshops.date), asc(workshops.startTime))
    : [];
  const moveTargets = sessions
    .filter((session) => registrationClosedReason(session, now) === null)
    .map((session) => ({
      id: session.id,
      when: formatWorkshopWhen(session, lang, "short")!,
      freeSeats: Math.max(0, session.maxParticipants - session.confirmed),
    }));
  return { open: true, moveTargets };
}

export type MoveOutcome =
  | { kind: "moved"; registration: WorkshopRegistration; promoted: WorkshopRegistration[] }
  /** The registration is not one of this workshop's. */
  | { kind: "not_found" }
  | { kind: "already_cancelled" }
  /** The person was marked present: their attendance (and certificate, feedback) belong to this session. */
  | { kind: "checked_in" }
  /** This session took place or was cancelled: its registrations stay as they are. */
  | { kind: "past" }
  /** The chosen session is not another open session of the same workshop. */
  | { kind: "target_invalid" }
  | { kind: "target_full" }
  /** The person's email already holds a registration in the chosen session. */
  | { kind: "duplicate" }
  /** A seat of an organization's booking: the organization names, swaps or releases it. */
  | { kind: "booked" };

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * Moves a confirmed or waitlisted registration to another session of the same workshop, onto a free seat, in one
 * transaction: both workshops are locked (in id order, so two moves between the same sessions never deadlock,
 * and after them the registration, as cancelling does), the old registration is cancelled, the new one is
 * confirmed, the old session's waitlist moves up, and the person gets one email: the new session with its
 * ticket and calendar file, and the file that removes the old date.
 */
export async function moveRegistration(
  registrationId: string,
  { fromWorkshopId, toWorkshopId, source }: { fromWorkshopId: string; toWorkshopId: string; source: AuditSource },
  now: Date = new Date(),
): Promise<MoveOutcome> {
  if (!isUuid(registrationId) || !isUuid(fromWorkshopId)) return { kind: "not_found" };
  if (!isUuid(toWorkshopId) || toWorkshopId === fromWorkshopId) return { kind: "target_invalid" };
  return db().transaction(async (tx): Promise<MoveOutcome> => {
    const locked = await tx
      .select({
        id: workshops.id,
        status: workshops.status,
        date: workshops.date,
        timeZone: workshops.timeZone,
        maxParticipants: workshops.maxParticipants,
        titleFr: workshops.titleFr,
        titleEn: workshops.titleEn,
      })
      .from(workshops)
      .where(inArray(workshops.id, [fromWorkshopId, toWorkshopId]))
      .orderBy(asc(workshops.id))
      .for("update");
    const from = locked.find((workshop) => workshop.id === fromWorkshopId);
    const to = locked.find((workshop) => workshop.id === toWorkshopId);
    const [registration] = await tx
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.id, registrationId), eq(workshopRegistrations.workshopId, fromWorkshopId)))
      .for("update");
    if (!from || !registration) return { kind: "not_found" };
    if (registration.status === "cancelled") return { kind: "already_cancelled" };
    if (registration.checkedInAt) return { kind: "checked_in" };
    if (registration.bookingId) return { kind: "booked" };
    if (registrationClosedReason(from, now) !== null) return { kind: "past" };
    if (!to || !(await isOpenSessionOfFormat(tx, to, from, now))) return { kind: "target_invalid" };
    if ((await countRegistrations(tx, to.id, "confirmed")) >= to.maxParticipants) return { kind: "target_full" };
    const [taken] = await tx
      .select({ id: workshopRegistrations.id })
      .from(workshopRegistrations)
      .where(
        and(
          eq(workshopRegistrations.workshopId, to.id),
          ne(workshopRegistrations.status, "cancelled"),
          sql`lower(${workshopRegistrations.email}) = lower(${registration.email})`,
        ),
      );
    if (taken) return { kind: "duplicate" };

    const [cancelled] = await tx
      .update(workshopRegistrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(workshopRegistrations.id, registration.id))
      .returning();
    const [moved] = await tx
      .insert(workshopRegistrations)
      .values({
        workshopId: to.id,
        name: registration.name,
        email: registration.email,
        organization: registration.organization,
        phone: registration.phone,
        language: registration.language,
        status: "confirmed",
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    const promoted =
      registration.status === "confirmed" ? await promoteFromWaitlist(tx, from.id, from.maxParticipants, now) : [];
    await scheduleReminders(tx, to.id, now, [moved!.id]);
    const previous = await loadMailWorkshop(from.id, tx);
    await queueRegistrationMail(tx, "moved", moved!, {
      movedFrom: previous ? { registrationId: registration.id, workshop: previous } : undefined,
    });
    await recordAudit(tx, {
      ...source,
      action: "move",
      entity: "registration",
      entityId: registration.id,
      before: registration,
      after: { ...cancelled!, movedTo: moved!.id, movedToWorkshop: to.id },
    });
    return { kind: "moved", registration: moved!, promoted };
  });
}

/** Whether `to` is another session of `from`'s format that takes registrations now. */
async function isOpenSessionOfFormat(
  tx: Tx,
  to: Parameters<typeof registrationClosedReason>[0] & { id: string },
  from: { titleFr: string | null; titleEn: string | null },
  now: Date,
): Promise<boolean> {
  if (registrationClosedReason(to, now) !== null) return false;
  const sameFormat = sameFormatAs(from);
  if (!sameFormat) return false;
  const [match] = await tx
    .select({ id: workshops.id })
    .from(workshops)
    .where(and(eq(workshops.id, to.id), sameFormat));
  return !!match;
}

/** The whole move: the transaction, then the email it queued. */
export async function moveAndNotify(
  registrationId: string,
  options: Parameters<typeof moveRegistration>[1],
): Promise<MoveOutcome> {
  return sendMailQueuedBy(() => moveRegistration(registrationId, options));
}
