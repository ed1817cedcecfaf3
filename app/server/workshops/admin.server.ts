/**
 * The back office's workshops (/admin/workshops): the list paged in SQL, and the writes of its dialogs, each
 * recorded in the audit log in its own transaction. Raising the capacity promotes from the waitlist.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AdminWorkshopState, WorkshopInput } from "~/lib/workshops/admin";
import { isUuid } from "~/lib/ids";
import type { Bilingual } from "~/lib/localized-text";
import type { TablePage } from "~/lib/tables";
import type { WorkshopPlaceFields } from "~/lib/workshops/places";
import { zonedToUtc } from "~/lib/time-zone";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { db } from "../db/client.server";
import { announcePublishedWorkshop } from "../workshop-alerts/alerts.server";
import { facilitators, workshopRegistrations, workshops, type Workshop, type WorkshopRegistration } from "../db/schema";
import { orderBy, readPage, searchWhere, atVersion } from "../back-office/tables.server";
import { promoteFromWaitlist } from "./cancellation.server";
import { sendMailQueuedBy } from "../outbox/mail.server";
import { queueRegistrationMail } from "./mail.server";
import { scheduleReminders } from "./reminders.server";
import { issueCertificates } from "./certificates.server";
import { rescheduleFeedbackRequests } from "./feedback.server";
import { countRegistrations, registrationCount, workshopTitle, workshopWhenAndWhere } from "./queries.server";

export interface AdminWorkshopRow extends WorkshopPlaceFields {
  id: string;
  title: Bilingual;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  maxParticipants: number;
  price: string;
  tags: string[];
  confirmed: number;
}

const sortColumns = {
  date: workshops.date,
  title: sql`coalesce(${workshops.titleFr}, ${workshops.titleEn})`,
  status: workshops.status,
  price: workshops.price,
};

/** One page of the list: status filter, search in both titles, sorted (date ascending by default). */
export async function listAdminWorkshops(
  state: AdminWorkshopState,
  pageSize: number,
): Promise<TablePage<AdminWorkshopRow>> {
  const conditions: (SQL | undefined)[] = [searchWhere(state.q, [workshops.titleFr, workshops.titleEn])];
  if (state.status !== "all") conditions.push(eq(workshops.status, state.status));
  const where = and(...conditions);
  return readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ n: count() }).from(workshops).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      db()
        .select({
          id: workshops.id,
          title: workshopTitle,
          status: workshops.status,
          ...workshopWhenAndWhere,
          maxParticipants: workshops.maxParticipants,
          price: workshops.price,
          tags: workshops.tags,
          confirmed: registrationCount("confirmed"),
        })
        .from(workshops)
        .where(where)
        .orderBy(...orderBy(sortColumns, state, workshops.id), asc(workshops.startTime))
        .limit(limit)
        .offset(offset),
  });
}

/** A workshop as the edit dialog shows it, or null. */
export async function getAdminWorkshop(id: string): Promise<Workshop | null> {
  if (!isUuid(id)) return null;
  const [row] = await db().select().from(workshops).where(eq(workshops.id, id));
  return row ?? null;
}

/** The facilitators a workshop may be assigned to (approved), by name. */
export async function listFacilitatorChoices(): Promise<{ id: string; name: string }[]> {
  const rows = await db()
    .select({ id: facilitators.id, firstName: facilitators.firstName, lastName: facilitators.lastName })
    .from(facilitators)
    .where(eq(facilitators.status, "approved"))
    .orderBy(asc(facilitators.firstName), asc(facilitators.lastName));
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
}

function values(input: WorkshopInput) {
  return {
    titleFr: input.titleFr,
    titleEn: input.titleEn,
    descriptionFr: input.descriptionFr,
    descriptionEn: input.descriptionEn,
    languages: input.languages,
    date: input.date,
    startTime: input.startTime,
    endTime: input.endTime,
    timeZone: input.timeZone,
    location: input.location,
    locationEn: input.locationEn,
    online: input.online,
    meetingUrl: input.meetingUrl,
    maxParticipants: input.maxParticipants,
    price: input.price,
    status: input.status,
    tags: input.tags,
    tagsEn: input.tagsEn,
    theme: input.theme,
    level: input.level,
    facilitatorId: input.facilitatorId,
  };
}

async function facilitatorExists(id: string | null): Promise<boolean> {
  if (!id) return true;
  const [row] = await db().select({ id: facilitators.id }).from(facilitators).where(eq(facilitators.id, id));
  return !!row;
}

/** Whether a workshop's end has passed (it may then be marked completed). */
export function hasEnded(workshop: Pick<Workshop, "date" | "endTime" | "startTime" | "timeZone">, now = new Date()) {
  if (!workshop.date) return false;
  return zonedToUtc(workshop.date, workshop.endTime ?? workshop.startTime ?? "23:59", workshop.timeZone) <= now;
}

export type SaveOutcome =
  | {
      kind: "saved";
      workshop: Workshop;
      promoted: WorkshopRegistration[];
      /** On the save that cancels it, the registrants told of the cancellation; otherwise null. */
      cancelledFor: WorkshopRegistration[] | null;
    }
  | { kind: "not_found" }
  | { kind: "stale"; workshop: Workshop }
  | { kind: "refused"; field: "maxParticipants" | "status" | "facilitatorId"; key: string };

/** Creates a workshop (an admin's, or a facilitator's own draft). */
export async function createAdminWorkshop(
  input: WorkshopInput,
  source: { actor: AuditActor; address: string | null },
  now = new Date(),
): Promise<SaveOutcome> {
  if (!(await facilitatorExists(input.facilitatorId)))
    return { kind: "refused", field: "facilitatorId", key: "workshop.editor.errors.facilitator" };
  const row = values(input);
  if (row.status === "completed" && !hasEnded(row, now))
    return { kind: "refused", field: "status", key: "workshop.editor.errors.notEnded" };
  const created = await db().transaction(async (tx) => {
    const [created] = await tx
      .insert(workshops)
      .values({ ...row, createdBy: source.actor.id })
      .returning();
    await recordAudit(tx, {
      ...source,
      action: "create",
      entity: "workshop",
      entityId: created!.id,
      before: null,
      after: created!,
    });
    return created!;
  });
  await announcePublishedWorkshop(null, created);
  return { kind: "saved", workshop: created, promoted: [], cancelledFor: null };
}

/**
 * Saves an edit made on `version`: refused when the record changed since (stale), when the capacity goes
 * below the confirmed registrations, or when it is marked completed before it ended. A higher capacity
 * confirms people from the waitlist in order; cancelling tells every confirmed and waitlisted registrant
 * (with the .ics that removes it); both emails are queued in the same transaction.
 */
export async function updateAdminWorkshop(
  id: string,
  version: Date,
  input: WorkshopInput,
  source: { actor: AuditActor; address: string | null },
  now = new Date(),
): Promise<SaveOutcome> {
  if (!isUuid(id)) return { kind: "not_found" };
  if (!(await facilitatorExists(input.facilitatorId)))
    return { kind: "refused", field: "facilitatorId", key: "workshop.editor.errors.facilitator" };
  let previous: Workshop | undefined;
  // Everyone promoted or told of the cancellation is emailed in the transaction of the change, and sent after it.
  const outcome = await sendMailQueuedBy(() =>
    db().transaction(async (tx): Promise<SaveOutcome> => {
      const [before] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update");
      if (!before) return { kind: "not_found" };
      previous = before;
      const [current] = await tx
        .select({ id: workshops.id })
        .from(workshops)
        .where(and(eq(workshops.id, id), atVersion(workshops.updatedAt, version)));
      if (!current) return { kind: "stale", workshop: before };
      const row = values(input);
      const confirmed = await countRegistrations(tx, id, "confirmed");
      if (row.maxParticipants < confirmed)
        return { kind: "refused", field: "maxParticipants", key: "workshop.editor.errors.belowConfirmed" };
      if (row.status === "completed" && before.status !== "completed" && !hasEnded({ ...before, ...row }, now))
        return { kind: "refused", field: "status", key: "workshop.editor.errors.notEnded" };
      const [after] = await tx.update(workshops).set(row).where(eq(workshops.id, id)).returning();
      const promoted =
        row.maxParticipants > before.maxParticipants && row.status === "published"
          ? await promoteFromWaitlist(tx, id, row.maxParticipants, now)
          : [];
      // Only the save that moves it into cancelled tells people (read under the row's lock): saving a
      // cancelled workshop again sends nothing.
      const cancelledFor =
        row.status === "cancelled" && before.status !== "cancelled"
          ? await tx
              .select()
              .from(workshopRegistrations)
              .where(
                and(
                  eq(workshopRegistrations.workshopId, id),
                  inArray(workshopRegistrations.status, ["confirmed", "waitlisted"]),
                ),
              )
              .orderBy(asc(workshopRegistrations.createdAt))
          : null;
      for (const person of cancelledFor ?? []) await queueRegistrationMail(tx, "workshopCancelled", person);
      // A new date, time or status moves (or sets aside) the reminders already scheduled.
      await scheduleReminders(tx, id, now);
      if (after!.date !== before.date) await rescheduleFeedbackRequests(tx, after!, now);
      // Marked completed: everyone checked in gets their certificate (saving it again issues only what is missing).
      await issueCertificates(tx, id);
      await recordAudit(tx, { ...source, action: "update", entity: "workshop", entityId: id, before, after: after! });
      return { kind: "saved", workshop: after!, promoted, cancelledFor };
    }),
  );
  if (outcome.kind === "saved") {
    await announcePublishedWorkshop(previous ?? null, outcome.workshop);
  }
  return outcome;
}

export type DeleteBlock = "not_draft" | "has_registrations";
export type DeleteOutcome = { kind: "deleted" } | { kind: "not_found" } | { kind: "refused"; reason: DeleteBlock };

/**
 * Why a workshop may not be deleted, or null: only a draft without registrations goes. Anything that was
 * published has been seen (links, calendars, the audit of its registrations), so it is cancelled instead.
 */
async function deleteBlock(
  tx: Pick<ReturnType<typeof db>, "select">,
  workshop: Pick<Workshop, "id" | "status">,
): Promise<DeleteBlock | null> {
  if (workshop.status !== "draft") return "not_draft";
  const [registrations] = await tx
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.workshopId, workshop.id));
  return (registrations?.n ?? 0) > 0 ? "has_registrations" : null;
}

/** Why the delete dialog will refuse, read when it opens (the action checks again under a lock). */
export async function workshopDeleteBlock(workshop: Pick<Workshop, "id" | "status">): Promise<DeleteBlock | null> {
  return deleteBlock(db(), workshop);
}

/** Deletes a draft that has no registrations; anything else is refused with the reason. */
export async function deleteAdminWorkshop(
  id: string,
  source: { actor: AuditActor; address: string | null },
): Promise<DeleteOutcome> {
  if (!isUuid(id)) return { kind: "not_found" };
  return db().transaction(async (tx): Promise<DeleteOutcome> => {
    const [before] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    const reason = await deleteBlock(tx, before);
    if (reason) return { kind: "refused", reason };
    await tx.delete(workshops).where(eq(workshops.id, id));
    await recordAudit(tx, { ...source, action: "delete", entity: "workshop", entityId: id, before, after: null });
    return { kind: "deleted" };
  });
}
