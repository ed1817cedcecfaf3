/**
 * Who came: check-in at the door (a ticket's QR code, `/tickets/<token>`), the attendance list of a workshop and
 * the people added there on the spot. Only an admin or the workshop's own facilitator may mark anyone present;
 * every query of a facilitator is scoped to their own workshops in the query itself.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { Bilingual } from "~/lib/localized-text";
import type { WalkInInput } from "~/lib/workshops/attendance";
import type { RegistrationStatus, WorkshopStatus } from "~/lib/workshops/registrations";
import type { WorkshopPlaceFields } from "~/lib/workshops/places";
import { mustSetUpTwoFactor } from "../accounts/admin-two-factor.server";
import type { SessionUser } from "../accounts/session.server";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { facilitators, workshopRegistrations, workshops } from "../db/schema";
import { sendMailQueuedBy } from "../outbox/mail.server";
import { issueCertificates, withdrawForAbsence } from "./certificates.server";
import { queueFeedbackRequest } from "./feedback.server";
import { queueRegistrationMail } from "./mail.server";
import { countRegistrations, workshopTitle, workshopWhenAndWhere } from "./queries.server";
import { isUniqueViolation } from "./registration.server";

/** Whose workshops a signed-in user may check people in for: every one, one facilitator's, or none. */
export type CheckInRights = { kind: "all" } | { kind: "facilitator"; facilitatorId: string } | { kind: "none" };

export async function checkInRights(user: SessionUser | null): Promise<CheckInRights> {
  if (!user) return { kind: "none" };
  // An admin who must still set up two-factor has no admin rights anywhere until then.
  if (user.role === "admin") return (await mustSetUpTwoFactor(user)) ? { kind: "none" } : { kind: "all" };
  const [own] = await db().select({ id: facilitators.id }).from(facilitators).where(eq(facilitators.userId, user.id));
  return own ? { kind: "facilitator", facilitatorId: own.id } : { kind: "none" };
}

function mayCheckIn(rights: CheckInRights, facilitatorId: string | null): boolean {
  return rights.kind === "all" || (rights.kind === "facilitator" && rights.facilitatorId === facilitatorId);
}

export interface TicketWorkshop extends WorkshopPlaceFields {
  id: string;
  title: Bilingual;
  status: WorkshopStatus;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  facilitatorId: string | null;
}

export interface Ticket {
  registration: {
    id: string;
    name: string;
    status: RegistrationStatus;
    checkedInAt: Date | null;
  };
  workshop: TicketWorkshop;
  /** Whether the person looking may mark this registration present (or see why not). */
  viewer: "public" | "checker" | "otherWorkshop";
}

/** A registration as its ticket shows it, and what the one looking at it may do; null for no such registration. */
export async function getTicket(registrationId: string, rights: CheckInRights): Promise<Ticket | null> {
  const [row] = await db()
    .select({
      id: workshopRegistrations.id,
      name: workshopRegistrations.name,
      status: workshopRegistrations.status,
      checkedInAt: workshopRegistrations.checkedInAt,
      workshopId: workshops.id,
      title: workshopTitle,
      workshopStatus: workshops.status,
      ...workshopWhenAndWhere,
      facilitatorId: workshops.facilitatorId,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(eq(workshopRegistrations.id, registrationId));
  if (!row) return null;
  const { id, name, status, checkedInAt, workshopId, workshopStatus, ...rest } = row;
  // An unnamed booked seat was never sent a ticket; its link, were it forged, shows no name.
  const registration = { id, name: name ?? "", status, checkedInAt };
  const workshop: TicketWorkshop = { id: workshopId, status: workshopStatus, ...rest };
  const viewer =
    rights.kind === "none" ? "public" : mayCheckIn(rights, workshop.facilitatorId) ? "checker" : "otherWorkshop";
  return { registration, workshop, viewer };
}

export type PresenceOutcome =
  | { kind: "saved"; checkedInAt: Date | null }
  | { kind: "notFound" }
  /** Only a confirmed seat can be present: the registration is on the waitlist or cancelled. */
  | { kind: "notConfirmed"; status: RegistrationStatus }
  /** A draft or cancelled workshop takes no attendance. */
  | { kind: "workshopClosed" };

/**
 * Marks a registration present (or, undoing a tap, not present), for someone with the rights over its workshop.
 * Marking present again keeps the first time; a registration outside the rights is not found, as one that
 * does not exist.
 */
export async function setPresence(
  registrationId: string,
  present: boolean,
  rights: CheckInRights,
  userId: string,
  { workshopId }: { workshopId?: string } = {},
): Promise<PresenceOutcome> {
  if (!isUuid(registrationId) || rights.kind === "none") return { kind: "notFound" };
  return db().transaction(async (tx): Promise<PresenceOutcome> => {
    const [row] = await tx
      .select({
        status: workshopRegistrations.status,
        checkedInAt: workshopRegistrations.checkedInAt,
        workshopId: workshopRegistrations.workshopId,
        workshopStatus: workshops.status,
        facilitatorId: workshops.facilitatorId,
        date: workshops.date,
        timeZone: workshops.timeZone,
      })
      .from(workshopRegistrations)
      .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
      .where(eq(workshopRegistrations.id, registrationId))
      .for("update", { of: workshopRegistrations });
    if (!row || !mayCheckIn(rights, row.facilitatorId)) return { kind: "notFound" };
    if (workshopId !== undefined && row.workshopId !== workshopId) return { kind: "notFound" };
    if (row.workshopStatus === "draft" || row.workshopStatus === "cancelled") return { kind: "workshopClosed" };
    if (row.status !== "confirmed") return { kind: "notConfirmed", status: row.status };
    if (present === (row.checkedInAt !== null)) return { kind: "saved", checkedInAt: row.checkedInAt };
    const [saved] = await tx
      .update(workshopRegistrations)
      .set(present ? { checkedInAt: sql`now()`, checkedInBy: userId } : { checkedInAt: null, checkedInBy: null })
      .where(eq(workshopRegistrations.id, registrationId))
      .returning({ checkedInAt: workshopRegistrations.checkedInAt });
    // After completion a check-in issues the certificate it owes, and an undone one withdraws it.
    if (row.workshopStatus === "completed") {
      if (present) await issueCertificates(tx, row.workshopId, { registrationId });
      else await withdrawForAbsence(tx, registrationId);
    }
    if (present) await queueFeedbackRequest(tx, registrationId, row);
    return { kind: "saved", checkedInAt: saved!.checkedInAt };
  });
}

export interface AttendanceRow {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  checkedInAt: Date | null;
  walkIn: boolean;
}

export interface Attendance {
  workshop: TicketWorkshop & { maxParticipants: number };
  /** The confirmed registrations, by name. */
  rows: AttendanceRow[];
}

async function findWorkshop(workshopId: string, rights: CheckInRights) {
  if (!isUuid(workshopId) || rights.kind === "none") return null;
  const [workshop] = await db()
    .select({
      id: workshops.id,
      title: workshopTitle,
      status: workshops.status,
      ...workshopWhenAndWhere,
      facilitatorId: workshops.facilitatorId,
      maxParticipants: workshops.maxParticipants,
    })
    .from(workshops)
    .where(
      and(
        eq(workshops.id, workshopId),
        rights.kind === "facilitator" ? eq(workshops.facilitatorId, rights.facilitatorId) : undefined,
      ),
    );
  return workshop ?? null;
}

/** Whether the workshop exists and is one the rights reach (checked before reading what a post asks). */
export async function isWorkshopInRights(workshopId: string, rights: CheckInRights): Promise<boolean> {
  return (await findWorkshop(workshopId, rights)) !== null;
}

/** A workshop's attendance list: who holds a confirmed seat and who is present; null outside the rights. */
export async function getAttendance(workshopId: string, rights: CheckInRights): Promise<Attendance | null> {
  const workshop = await findWorkshop(workshopId, rights);
  if (!workshop) return null;
  const rows = await db()
    .select({
      id: workshopRegistrations.id,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      organization: workshopRegistrations.organization,
      checkedInAt: workshopRegistrations.checkedInAt,
      walkIn: workshopRegistrations.walkIn,
    })
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.workshopId, workshopId),
        eq(workshopRegistrations.status, "confirmed"),
        // A seat an organization has not named yet holds a place, but nobody comes to the door under it.
        isNotNull(workshopRegistrations.email),
      ),
    )
    .orderBy(sql`lower(${workshopRegistrations.name})`, asc(workshopRegistrations.id));
  return { workshop, rows: rows.map((row) => ({ ...row, name: row.name ?? "", email: row.email ?? "" })) };
}

export type WalkInOutcome =
  | { kind: "added"; registrationId: string }
  | { kind: "notFound" }
  | { kind: "workshopClosed" }
  /** Every seat is taken: a walk-in is never put on the waitlist (they are in the room). */
  | { kind: "full" }
  /** The address already holds a registration for this workshop: find it in the list (or on the waitlist). */
  | { kind: "alreadyRegistered"; status: RegistrationStatus };

const ACTIVE_EMAIL_INDEX = "workshop_registrations_active_email_idx";

/**
 * Adds a person who came without registering: a confirmed seat, marked present, if one is free, taken under the
 * workshop's lock as every registration's. They get the usual confirmation (with their ticket and calendar file),
 * and the addition is in the audit log.
 */
export async function addWalkIn(
  workshopId: string,
  input: WalkInInput,
  rights: CheckInRights,
  userId: string,
  source: AuditSource,
): Promise<WalkInOutcome> {
  const workshop = await findWorkshop(workshopId, rights);
  if (!workshop) return { kind: "notFound" };
  try {
    return await sendMailQueuedBy(() =>
      db().transaction(async (tx): Promise<WalkInOutcome> => {
        const [locked] = await tx
          .select({
            status: workshops.status,
            maxParticipants: workshops.maxParticipants,
            date: workshops.date,
            timeZone: workshops.timeZone,
          })
          .from(workshops)
          .where(eq(workshops.id, workshopId))
          .for("update");
        if (!locked || locked.status === "draft" || locked.status === "cancelled") return { kind: "workshopClosed" };
        const [existing] = await tx
          .select({ status: workshopRegistrations.status })
          .from(workshopRegistrations)
          .where(
            and(
              eq(workshopRegistrations.workshopId, workshopId),
              sql`${workshopRegistrations.status} <> 'cancelled'`,
              sql`lower(${workshopRegistrations.email}) = lower(${input.email})`,
            ),
          );
        if (existing) return { kind: "alreadyRegistered", status: existing.status };
        if ((await countRegistrations(tx, workshopId, "confirmed")) >= locked.maxParticipants) return { kind: "full" };
        const [added] = await tx
          .insert(workshopRegistrations)
          .values({
            workshopId,
            name: input.name,
            email: input.email,
            language: input.language,
            status: "confirmed",
            walkIn: true,
            checkedInAt: sql`now()`,
            checkedInBy: userId,
            createdAt: sql`clock_timestamp()`,
          })
          .returning();
        // After the workshop, the person gets their certificate rather than a confirmation of a seat.
        if (locked.status === "completed") await issueCertificates(tx, workshopId, { registrationId: added!.id });
        else await queueRegistrationMail(tx, "confirmed", added!);
        await queueFeedbackRequest(tx, added!.id, locked);
        await recordAudit(tx, {
          ...source,
          action: "create",
          entity: "registration",
          entityId: added!.id,
          before: null,
          after: added!,
        });
        return { kind: "added", registrationId: added!.id };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) throw error;
    return { kind: "alreadyRegistered", status: "confirmed" };
  }
}
