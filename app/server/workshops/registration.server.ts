import { and, count, eq, ne, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { RegistrationClosedReason } from "~/lib/workshops/registration-rules";
import type { RegistrationInput } from "~/lib/workshops/registration-schema";
import { safeTimeZone, todayIn } from "~/lib/time-zone";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops, type Workshop, type WorkshopRegistration } from "../db/schema";
import { logger } from "../logger.server";
import { sendMailQueuedBy } from "../outbox/mail.server";
import { notifyRegistration, queueRegistrationMail } from "./mail.server";
import { scheduleReminders } from "./reminders.server";
import { queueStaffNotice } from "./staff-mail.server";
import { countRegistrations } from "./queries.server";

/**
 * Why a workshop takes no registration, or null when it does: only published workshops dated today
 * or later (on the workshop's own wall clock) are open.
 */
export function registrationClosedReason(
  workshop: Pick<Workshop, "status" | "date" | "timeZone">,
  now: Date = new Date(),
): RegistrationClosedReason | null {
  if (workshop.status === "cancelled") return "cancelled";
  if (workshop.status === "completed") return "past";
  if (workshop.status !== "published" || !workshop.date) return "closed";
  if (workshop.date < todayIn(safeTimeZone(workshop.timeZone), now)) return "past";
  return null;
}

/**
 * Generous for people, tight for scripts (forms.server.ts `publicFormLimits`): a ceiling per address that a
 * shared network does not reach, a few registrations per sender (email at one address), and per registrant
 * email from anywhere so one inbox cannot be flooded with confirmations.
 */
export const REGISTRATION_RATE_LIMITS = {
  address: { limit: 100, windowMs: 15 * 60 * 1000 },
  sender: { limit: 10, windowMs: 60 * 60 * 1000 },
  email: { limit: 20, windowMs: 60 * 60 * 1000 },
  cancel: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;

/** What a new registration would have been given: the answer a duplicate gets, so it says nothing more. */
export type WouldBe = { status: "confirmed" } | { status: "waitlisted"; position: number };

export type RegisterOutcome =
  | { kind: "confirmed"; registration: WorkshopRegistration }
  | { kind: "waitlisted"; registration: WorkshopRegistration; position: number }
  | { kind: "not_found" }
  | { kind: "closed"; reason: RegistrationClosedReason }
  /** The email already holds a registration (`existing`), which is left as it is. */
  | { kind: "duplicate"; existing: WorkshopRegistration; wouldBe: WouldBe };

const ACTIVE_EMAIL_INDEX = "workshop_registrations_active_email_idx";

/** A unique violation of `constraint`, whether the driver's error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === "23505")
      return !current.constraint || current.constraint === constraint || !!current.message?.includes(constraint);
    current = current.cause as typeof current;
  }
  return false;
}

type Executor = Parameters<typeof countRegistrations>[0];

/** The registration an email already holds, and what a new one would be given right now. */
async function describeDuplicate(
  executor: Executor,
  workshopId: string,
  email: string,
  maxParticipants: number,
): Promise<RegisterOutcome | null> {
  const [existing] = await executor
    .select()
    .from(workshopRegistrations)
    .where(activeEmailMatch(workshopId, email))
    .limit(1);
  if (!existing) return null;
  const confirmed = await countRegistrations(executor, workshopId, "confirmed");
  const wouldBe: WouldBe =
    confirmed < maxParticipants
      ? { status: "confirmed" }
      : { status: "waitlisted", position: (await countRegistrations(executor, workshopId, "waitlisted")) + 1 };
  return { kind: "duplicate", existing, wouldBe };
}

function activeEmailMatch(workshopId: string, email: string) {
  return and(
    eq(workshopRegistrations.workshopId, workshopId),
    ne(workshopRegistrations.status, "cancelled"),
    sql`lower(${workshopRegistrations.email}) = lower(${email})`,
  );
}

/**
 * Registers a person: a confirmed seat while seats remain, else a place on the waitlist.
 *
 * Capacity holds under concurrency because everything happens in one transaction that first locks the
 * workshop row (SELECT ... FOR UPDATE): registrations for one workshop queue on that lock, and each
 * counts the confirmed seats only once the previous one has committed. `created_at` is taken with
 * clock_timestamp() under the lock (now() would be the transaction's start, which can be earlier than
 * a registration that got the lock first), so the waitlist order is the order seats were asked for.
 * The unique partial index on (workshop_id, lower(email)) is the last guard against duplicates.
 *
 * `byStaff`: a staff member adds the person from the registrations page. The same rules hold (a seat while one
 * is free, else the waitlist), the person and the staff's inboxes (the facilitator's among them) get the same
 * emails, and the audit log keeps who added them.
 */
export async function registerForWorkshop(
  workshopId: string,
  input: RegistrationInput,
  now: Date = new Date(),
  { byStaff }: { byStaff?: AuditSource } = {},
): Promise<RegisterOutcome> {
  if (!isUuid(workshopId)) return { kind: "not_found" };
  try {
    return await db().transaction(async (tx): Promise<RegisterOutcome> => {
      const [workshop] = await tx
        .select({
          id: workshops.id,
          status: workshops.status,
          date: workshops.date,
          timeZone: workshops.timeZone,
          maxParticipants: workshops.maxParticipants,
        })
        .from(workshops)
        .where(eq(workshops.id, workshopId))
        .for("update");
      if (!workshop || workshop.status === "draft") return { kind: "not_found" };
      const closed = registrationClosedReason(workshop, now);
      if (closed) return { kind: "closed", reason: closed };

      const duplicate = await describeDuplicate(tx, workshopId, input.email, workshop.maxParticipants);
      if (duplicate) return duplicate;

      const confirmed = await countRegistrations(tx, workshopId, "confirmed");
      const status = confirmed < workshop.maxParticipants ? "confirmed" : "waitlisted";
      const [registration] = await tx
        .insert(workshopRegistrations)
        .values({
          workshopId,
          name: input.name,
          email: input.email,
          organization: input.organization,
          phone: input.phone,
          language: input.language,
          status,
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      if (byStaff)
        await recordAudit(tx, {
          ...byStaff,
          action: "create",
          entity: "registration",
          entityId: registration!.id,
          before: null,
          after: registration!,
        });
      if (status === "confirmed") {
        await queueRegistrationMail(tx, "confirmed", registration!);
        await queueStaffNotice(tx, "registered", registration!);
        await scheduleReminders(tx, workshopId, now, [registration!.id]);
        return { kind: "confirmed", registration: registration! };
      }
      // Under the lock this registration is the newest waitlisted one: its position is the count.
      const position = await countRegistrations(tx, workshopId, "waitlisted");
      await queueRegistrationMail(tx, "waitlisted", registration!, { position });
      await queueStaffNotice(tx, "waitlisted", registration!);
      return { kind: "waitlisted", registration: registration!, position };
    });
  } catch (error) {
    if (!isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw error;
    // Another request registered this email in the meantime: answer as the first check would have.
    const [workshop] = await db()
      .select({ maxParticipants: workshops.maxParticipants })
      .from(workshops)
      .where(eq(workshops.id, workshopId));
    const duplicate = workshop && (await describeDuplicate(db(), workshopId, input.email, workshop.maxParticipants));
    if (duplicate) return duplicate;
    throw error;
  }
}

/** 1 for the oldest waitlisted registration of its workshop, and so on; null when not waitlisted. */
export async function waitlistPosition(registrationId: string): Promise<number | null> {
  const [row] = await db()
    .select({
      status: workshopRegistrations.status,
      workshopId: workshopRegistrations.workshopId,
      createdAt: workshopRegistrations.createdAt,
    })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.id, registrationId));
  if (!row || row.status !== "waitlisted") return null;
  const [ahead] = await db()
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.workshopId, row.workshopId),
        eq(workshopRegistrations.status, "waitlisted"),
        sql`(${workshopRegistrations.createdAt}, ${workshopRegistrations.id}) < (${row.createdAt.toISOString()}::timestamptz, ${registrationId}::uuid)`,
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/**
 * Registers a person and emails them their confirmation or waitlist place; an email already registered
 * gets a reminder of its registration instead (the page answers the same, see `WouldBe`). The seat is
 * held whatever happens to the email (a mail failure is only logged); a failure to register is logged and
 * answered "failed".
 */
export async function registerAndNotify(
  workshopId: string,
  input: RegistrationInput,
): Promise<RegisterOutcome | { kind: "failed" }> {
  let outcome: RegisterOutcome;
  try {
    // The confirmation or waitlist notice and the staff's are queued with the registration, and sent after it.
    outcome = await sendMailQueuedBy(() => registerForWorkshop(workshopId, input));
  } catch (error) {
    logger.error({ err: error, workshopId }, "registration failed");
    return { kind: "failed" };
  }
  if (outcome.kind === "duplicate") {
    const { existing } = outcome;
    if (existing.status === "confirmed") await notifyRegistration("alreadyConfirmed", existing);
    else await notifyRegistration("alreadyWaitlisted", existing, (await waitlistPosition(existing.id)) ?? undefined);
  }
  return outcome;
}
