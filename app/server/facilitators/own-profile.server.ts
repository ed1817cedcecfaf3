/**
 * A facilitator's own public profile (/facilitator/profile): their bio, specialties, languages and photo.
 * Every query is scoped to the signed-in account's record in the query itself, so no form field can aim
 * at someone else's. Each write is audited and shows on the public pages at once.
 */
import { and, eq } from "drizzle-orm";
import type { OwnProfileInput } from "~/lib/facilitators/admin";
import { saveAvatar, type AvatarError } from "../accounts/avatars.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { db } from "../db/client.server";
import { facilitators, type Facilitator } from "../db/schema";
import { atVersion } from "../back-office/tables.server";

type Source = { actor: AuditActor; address: string | null };

/** The facilitator record linked to this account, or null (an account no record is linked to yet). */
export async function getOwnFacilitator(userId: string): Promise<Facilitator | null> {
  const [row] = await db().select().from(facilitators).where(eq(facilitators.userId, userId));
  return row ?? null;
}

export type OwnProfileOutcome =
  { kind: "saved"; facilitator: Facilitator } | { kind: "noRecord" } | { kind: "stale"; facilitator: Facilitator };

/** Saves the texts and lists of their own record, made on `version` (a later save elsewhere is not overwritten). */
export async function updateOwnProfile(
  userId: string,
  version: Date,
  input: OwnProfileInput,
  source: Source,
): Promise<OwnProfileOutcome> {
  return db().transaction(async (tx): Promise<OwnProfileOutcome> => {
    const [before] = await tx.select().from(facilitators).where(eq(facilitators.userId, userId)).for("update");
    if (!before) return { kind: "noRecord" };
    const [after] = await tx
      .update(facilitators)
      .set({
        bioFr: input.bioFr,
        bioEn: input.bioEn,
        specialtiesFr: input.specialtiesFr,
        specialtiesEn: input.specialtiesEn,
        languages: input.languages,
        updatedAt: new Date(),
      })
      .where(and(eq(facilitators.userId, userId), atVersion(facilitators.updatedAt, version)))
      .returning();
    if (!after) return { kind: "stale", facilitator: before };
    await recordAudit(tx, { ...source, action: "update", entity: "facilitator", entityId: before.id, before, after });
    return { kind: "saved", facilitator: after };
  });
}

export type PhotoOutcome =
  { kind: "saved"; url: string } | { kind: "noRecord" } | { kind: "refused"; error: AvatarError };

/** Checks the picture by its bytes (as avatars are), stores it and makes it their profile's photo. */
export async function saveOwnPhoto(userId: string, bytes: Uint8Array, source: Source): Promise<PhotoOutcome> {
  const record = await getOwnFacilitator(userId);
  if (!record) return { kind: "noRecord" };
  const saved = await saveAvatar(userId, bytes, "facilitator-photo");
  if (!saved.ok) return { kind: "refused", error: saved.error };
  await db().transaction(async (tx) => {
    const [before] = await tx.select().from(facilitators).where(eq(facilitators.userId, userId)).for("update");
    const [after] = await tx
      .update(facilitators)
      .set({ profileImageUrl: saved.url, updatedAt: new Date() })
      .where(eq(facilitators.userId, userId))
      .returning();
    await recordAudit(tx, { ...source, action: "update", entity: "facilitator", entityId: record.id, before, after });
  });
  return { kind: "saved", url: saved.url };
}
