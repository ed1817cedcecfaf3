/**
 * A deal's timeline: the notes, calls and meetings staff log on it, each with what comes next and a follow-up date,
 * and the follow-ups still to do of one staff member (their overview): those of the deals they own, and those they
 * logged on a deal nobody owns.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ActivityInput, ActivityKind } from "~/lib/sales/deals";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { activities, deals, user } from "../db/schema";

export interface TimelineEntry {
  id: string;
  kind: ActivityKind;
  occurredOn: string;
  summary: string;
  nextStep: string | null;
  followUpOn: string | null;
  followUpDoneAt: Date | null;
  authorName: string | null;
  createdAt: Date;
}

/** The most entries a deal's page shows, newest first. */
export const TIMELINE_SIZE = 100;

const authorName = sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;

export function dealTimeline(dealId: string): Promise<TimelineEntry[]> {
  return db()
    .select({
      id: activities.id,
      kind: activities.kind,
      occurredOn: activities.occurredOn,
      summary: activities.summary,
      nextStep: activities.nextStep,
      followUpOn: activities.followUpOn,
      followUpDoneAt: activities.followUpDoneAt,
      authorName,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .leftJoin(user, eq(user.id, activities.authorId))
    .where(eq(activities.dealId, dealId))
    .orderBy(desc(activities.occurredOn), desc(activities.createdAt), desc(activities.id))
    .limit(TIMELINE_SIZE);
}

/** Logs an activity on the deal (under the deal's organization). False when the deal is gone. */
export function logActivity(
  dealId: string,
  input: ActivityInput,
  source: AuditSource & { actor: { id: string } },
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [deal] = await tx
      .select({ organizationId: deals.organizationId })
      .from(deals)
      .where(eq(deals.id, dealId))
      .for("share");
    if (!deal) return false;
    const [logged] = await tx
      .insert(activities)
      .values({ ...input, dealId, organizationId: deal.organizationId, authorId: source.actor.id })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "activity", entityId: logged!.id, after: logged! });
    return true;
  });
}

/** Marks a follow-up of the deal done. False when there is no such follow-up still to do. */
export function markFollowUpDone(dealId: string, activityId: string, source: AuditSource): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [done] = await tx
      .update(activities)
      .set({ followUpDoneAt: new Date() })
      .where(
        and(
          eq(activities.id, activityId),
          eq(activities.dealId, dealId),
          isNotNull(activities.followUpOn),
          isNull(activities.followUpDoneAt),
        ),
      )
      .returning();
    if (!done) return false;
    const before = { followUpDoneAt: null };
    await recordAudit(tx, {
      ...source,
      action: "update",
      entity: "activity",
      entityId: activityId,
      before,
      after: done,
    });
    return true;
  });
}

export interface FollowUp {
  id: string;
  dealId: string;
  dealTitle: string;
  followUpOn: string;
  nextStep: string | null;
}

/** Whose follow-up it is: the deal's owner, or whoever logged it when the deal has no owner. */
const followUpOwner = sql`coalesce(${deals.ownerId}, ${activities.authorId})`;

/** A staff member's follow-ups still to do, soonest first (at most `limit`), and how many there are in all. */
export async function followUpsOf(userId: string, limit = 8): Promise<{ items: FollowUp[]; total: number }> {
  const where = and(
    isNotNull(activities.followUpOn),
    isNull(activities.followUpDoneAt),
    sql`${followUpOwner} = ${userId}`,
  );
  const [items, [counted]] = await Promise.all([
    db()
      .select({
        id: activities.id,
        dealId: deals.id,
        dealTitle: deals.title,
        followUpOn: sql<string>`${activities.followUpOn}`,
        nextStep: activities.nextStep,
      })
      .from(activities)
      .innerJoin(deals, eq(deals.id, activities.dealId))
      .where(where)
      .orderBy(asc(activities.followUpOn), asc(activities.createdAt))
      .limit(limit),
    db().select({ n: count() }).from(activities).innerJoin(deals, eq(deals.id, activities.dealId)).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}
