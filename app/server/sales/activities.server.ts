/**
 * The notes, calls and meetings staff log on a deal or on an organization without a deal, each with what comes next
 * and a follow-up date; a deal's timeline; and the follow-ups still to do of one staff member (their overview):
 * those of the deals they own, and those they logged on a deal nobody owns or on no deal.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { ActivityInput, LoggedActivity } from "~/lib/sales/deals";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { activities, deals, organizations, user } from "../db/schema";

/** Where an activity is logged or looked for: on a deal, or anywhere in an organization (its deals' included). */
export type ActivityScope = { dealId: string } | { organizationId: string };

const inScope = (scope: ActivityScope) =>
  "dealId" in scope ? eq(activities.dealId, scope.dealId) : eq(activities.organizationId, scope.organizationId);

export interface TimelineEntry extends LoggedActivity {
  createdAt: Date;
}

/** The most entries a deal's page shows, newest first. */
export const TIMELINE_SIZE = 100;

const authorName = sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;

/** What a timeline shows of an activity, its author's `user` joined (null for an account since deleted). */
export const timelineColumns = {
  id: activities.id,
  kind: activities.kind,
  occurredOn: activities.occurredOn,
  summary: activities.summary,
  nextStep: activities.nextStep,
  followUpOn: activities.followUpOn,
  followUpDoneAt: activities.followUpDoneAt,
  authorName,
  createdAt: activities.createdAt,
};

export function dealTimeline(dealId: string): Promise<TimelineEntry[]> {
  return db()
    .select(timelineColumns)
    .from(activities)
    .leftJoin(user, eq(user.id, activities.authorId))
    .where(eq(activities.dealId, dealId))
    .orderBy(desc(activities.occurredOn), desc(activities.createdAt), desc(activities.id))
    .limit(TIMELINE_SIZE);
}

/**
 * Logs an activity on a deal (under the deal's organization) or on an organization without a deal. False when the
 * deal or the organization is gone.
 */
export function logActivity(
  scope: ActivityScope,
  input: ActivityInput,
  source: AuditSource & { actor: { id: string } },
): Promise<boolean> {
  return db().transaction(async (tx) => {
    // Shared: neither can be deleted (nor the deal moved) before the activity is written.
    const [found] =
      "dealId" in scope
        ? await tx
            .select({ organizationId: deals.organizationId })
            .from(deals)
            .where(eq(deals.id, scope.dealId))
            .for("share")
        : await tx
            .select({ organizationId: organizations.id })
            .from(organizations)
            .where(eq(organizations.id, scope.organizationId))
            .for("share");
    if (!found) return false;
    const [logged] = await tx
      .insert(activities)
      .values({
        kind: input.kind,
        occurredOn: input.occurredOn,
        summary: input.summary,
        nextStep: input.nextStep,
        followUpOn: input.followUpOn,
        dealId: "dealId" in scope ? scope.dealId : null,
        organizationId: found.organizationId,
        authorId: source.actor.id,
      })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "activity", entityId: logged!.id, after: logged! });
    return true;
  });
}

/** Marks a follow-up of the deal or the organization done. False when there is no such follow-up still to do. */
export function markFollowUpDone(scope: ActivityScope, activityId: string, source: AuditSource): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [done] = await tx
      .update(activities)
      .set({ followUpDoneAt: new Date() })
      .where(
        and(
          eq(activities.id, activityId),
          inScope(scope),
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
  /** The deal it was logged on, or null for one logged on the organization alone. */
  dealId: string | null;
  dealTitle: string | null;
  organizationId: string;
  organizationName: string;
  followUpOn: string;
  nextStep: string | null;
}

/** Whose follow-up it is: the deal's owner, or whoever logged it when the deal has no owner or there is no deal. */
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
        organizationId: organizations.id,
        organizationName: organizations.name,
        followUpOn: sql<string>`${activities.followUpOn}`,
        nextStep: activities.nextStep,
      })
      .from(activities)
      .leftJoin(deals, eq(deals.id, activities.dealId))
      .innerJoin(organizations, eq(organizations.id, activities.organizationId))
      .where(where)
      .orderBy(asc(activities.followUpOn), asc(activities.createdAt))
      .limit(limit),
    db().select({ n: count() }).from(activities).leftJoin(deals, eq(deals.id, activities.dealId)).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}
