import { recordAudit, type AuditSource } from "../audit/audit.server";
import { and, asc, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { Bilingual } from "~/lib/localized-text";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops, type Workshop, type WorkshopRegistration } from "../db/schema";
import { sendMailQueuedBy } from "../outbox/mail.server";
import { queueRegistrationMail } from "./mail.server";
import { settleBooking, systemSource } from "./booking-billing.server";
import { queueBookerNotice, returnSeatToBooking } from "./bookings.server";
import { scheduleReminders } from "./reminders.server";
import { queueStaffNotice } from "./staff-mail.server";
import { countRegistrations, workshopWhenAndWhere } from "./queries.server";
import { registrationClosedReason } from "./registration.server";

// Cancelling, from the signed link in the emails (see links.server.ts).

export interface CancellationView {
  registration: Pick<WorkshopRegistration, "id" | "name" | "status" | "language">;
  workshop: Pick<Workshop, "id" | "status" | "date" | "startTime" | "endTime" | "timeZone"> & { title: Bilingual };
  /** Why it can no longer be cancelled (the workshop was cancelled or already held), or null. */
  blocked: "workshop_cancelled" | "past" | null;
}

function cancellationBlock(
  workshop: Pick<Workshop, "status" | "date" | "timeZone">,
  now: Date,
): CancellationView["blocked"] {
  if (workshop.status === "cancelled") return "workshop_cancelled";
  return registrationClosedReason(workshop, now) === "past" ? "past" : null;
}

/** What the cancellation page shows before anything is changed. */
export async function getCancellationView(
  registrationId: string,
  now: Date = new Date(),
): Promise<CancellationView | null> {
  if (!isUuid(registrationId)) return null;
  const [row] = await db()
    .select({
      registration: {
        id: workshopRegistrations.id,
        name: workshopRegistrations.name,
        status: workshopRegistrations.status,
        language: workshopRegistrations.language,
      },
      workshop: {
        id: workshops.id,
        // Drizzle nests one level only: the title's two languages are joined below.
        titleFr: workshops.titleFr,
        titleEn: workshops.titleEn,
        status: workshops.status,
        ...workshopWhenAndWhere,
        timeZone: workshops.timeZone,
      },
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(eq(workshopRegistrations.id, registrationId));
  if (!row) return null;
  const { titleFr, titleEn, ...workshop } = row.workshop;
  return {
    registration: row.registration,
    workshop: { ...workshop, title: { fr: titleFr, en: titleEn } },
    blocked: cancellationBlock(row.workshop, now),
  };
}

export type CancelOutcome =
  | { kind: "cancelled"; registration: WorkshopRegistration; promoted: WorkshopRegistration[] }
  | { kind: "already_cancelled" }
  | { kind: "workshop_cancelled" }
  | { kind: "past" }
  | { kind: "not_found" };

/**
 * Cancels one registration and, in the same transaction, gives the freed seats to the oldest people on
 * the waitlist. Locks the workshop row first, like registering does, so the two never interleave (and
 * never deadlock: same lock order).
 */
export async function cancelRegistration(
  registrationId: string,
  now: Date = new Date(),
  { byStaff }: CancelOptions = {},
): Promise<CancelOutcome> {
  if (!isUuid(registrationId)) return { kind: "not_found" };
  return db().transaction(async (tx): Promise<CancelOutcome> => {
    const [ref] = await tx
      .select({ workshopId: workshopRegistrations.workshopId })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.id, registrationId));
    if (!ref || (byStaff && ref.workshopId !== byStaff.workshopId)) return { kind: "not_found" };
    const [workshop] = await tx
      .select({
        id: workshops.id,
        status: workshops.status,
        date: workshops.date,
        timeZone: workshops.timeZone,
        maxParticipants: workshops.maxParticipants,
      })
      .from(workshops)
      .where(eq(workshops.id, ref.workshopId))
      .for("update");
    const [registration] = await tx
      .select()
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.id, registrationId))
      .for("update");
    if (!workshop || !registration) return { kind: "not_found" };
    if (registration.status === "cancelled") return { kind: "already_cancelled" };
    const blocked = cancellationBlock(workshop, now);
    if (blocked) return { kind: blocked };
    // A person of an organization's booking cancels their own place: the seat goes back to the organization.
    if (registration.bookingId && !byStaff) return returnSeatToBooking(tx, registration, now);

    const [cancelled] = await tx
      .update(workshopRegistrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(workshopRegistrations.id, registrationId))
      .returning();

    const promoted =
      registrationClosedReason(workshop, now) === null
        ? await promoteFromWaitlist(tx, workshop.id, workshop.maxParticipants, now)
        : [];
    await queueRegistrationMail(tx, "cancelled", cancelled!);
    // Staff cancelled a seat of an organization's booking: its invoice follows.
    if (registration.bookingId) await settleBooking(tx, registration.bookingId, byStaff?.source ?? systemSource, now);
    if (byStaff)
      await recordAudit(tx, {
        ...byStaff.source,
        action: "update",
        entity: "registration",
        entityId: registrationId,
        before: registration,
        after: cancelled!,
      });
    // Staff who cancel from the back office know already; a person's own cancellation is told to them.
    else await queueStaffNotice(tx, "cancelled", cancelled!);
    return { kind: "cancelled", registration: cancelled!, promoted };
  });
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * Confirms people from the waitlist, in order, while seats are free (inside the caller's transaction, workshop
 * locked), and queues their emails and reminders there.
 */
export async function promoteFromWaitlist(
  tx: Tx,
  workshopId: string,
  maxParticipants: number,
  now: Date,
): Promise<WorkshopRegistration[]> {
  const free = maxParticipants - (await countRegistrations(tx, workshopId, "confirmed"));
  if (free <= 0) return [];
  const next = await tx
    .select({ id: workshopRegistrations.id })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, "waitlisted")))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id))
    .limit(free)
    .for("update");
  if (next.length === 0) return [];
  const promoted = await tx
    .update(workshopRegistrations)
    .set({ status: "confirmed", promotedAt: now })
    .where(
      inArray(
        workshopRegistrations.id,
        next.map((row) => row.id),
      ),
    )
    .returning();
  for (const person of promoted)
    if (person.email) await queueRegistrationMail(tx, "promoted", person);
    // A booked seat waiting unnamed: whoever booked it is asked to name its person.
    else await queueBookerNotice(tx, "seatPromoted", person);
  await scheduleReminders(
    tx,
    workshopId,
    now,
    promoted.map((person) => person.id),
  );
  // A booked seat confirmed from the waitlist draws on its organization's contract or is billed.
  for (const bookingId of new Set(promoted.map((person) => person.bookingId).filter((id) => id !== null)))
    await settleBooking(tx, bookingId, systemSource, now);
  return promoted;
}

export interface CancelOptions {
  /** Staff cancelling from a workshop's registrations page: only that workshop's, and in the audit log. */
  byStaff?: { workshopId: string; source: AuditSource };
}

/** The whole cancellation: cancel and promote, then send the emails queued with them. */
export async function cancelAndNotify(registrationId: string, options: CancelOptions = {}): Promise<CancelOutcome> {
  return sendMailQueuedBy(() => cancelRegistration(registrationId, new Date(), options));
}
