/**
 * The audit log: every write of the back office and the Creator Studio, and the sign-ins, appended in the
 * transaction of the write it describes (docs/architecture.md, "The audit log"). The table refuses
 * UPDATE and DELETE (a trigger of its migration), so an entry, once written, stays as it was.
 */
import { and, count, eq, gte, sql, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntity, auditTable } from "~/lib/audit/admin";
import type { TablePage } from "~/lib/tables";
import { AGENCY_TIME_ZONE } from "~/lib/time-zone";
import { db, type Db } from "../db/client.server";
import { auditLog, user } from "../db/schema";
import { clientIp } from "../rate-limit.server";
import { orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { auditChanges, type AuditChanges, type AuditRecord } from "./changes";

/** A database or an open transaction: an entry is written in the transaction of the write it records. */
export type Writer = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who did it; null for a visitor who is not signed in (a failed sign-in). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditInput {
  actor: AuditActor | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | null;
  /** The record before and after the write (null before a creation, after a deletion); only differences are kept. */
  before?: AuditRecord | null;
  after?: AuditRecord | null;
  address: string | null;
}

/** Who and from where: the two parts of an entry every write repeats. */
export type AuditSource = Pick<AuditInput, "actor" | "address">;

/** Who and from where, for a request of a signed-in user. */
export function auditSource(request: Request, user: AuditActor | null): AuditSource {
  return { actor: user ? { id: user.id, email: user.email } : null, address: clientIp(request) };
}

/** Appends one entry. Call it with the transaction of the write, so both are kept or neither. */
export async function recordAudit(writer: Writer, input: AuditInput): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: input.actor?.id ?? null,
    actorEmail: input.actor?.email ?? null,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId,
    changes: auditChanges(input.before ?? null, input.after ?? null),
    address: input.address,
  });
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: AuditChanges;
  address: string | null;
}

type AuditState = ReturnType<typeof auditTable.parse>;

function periodWhere(period: AuditState["period"]): SQL | undefined {
  if (period === "all") return undefined;
  if (period === "today") {
    // Midnight of the agency's day, whatever the server's zone.
    return gte(
      auditLog.createdAt,
      sql`(date_trunc('day', now() at time zone ${AGENCY_TIME_ZONE}) at time zone ${AGENCY_TIME_ZONE})`,
    );
  }
  const days = period === "7d" ? 7 : 30;
  return gte(auditLog.createdAt, sql`now() - make_interval(days => ${days})`);
}

/** One page of the log, filtered by author (the search), entity and period, newest first by default. */
export async function listAuditEntries(state: AuditState, pageSize: number): Promise<TablePage<AuditRow>> {
  const where = and(
    searchWhere(state.q, [auditLog.actorEmail]),
    state.entity === "all" ? undefined : eq(auditLog.entity, state.entity),
    periodWhere(state.period),
  );
  const order = orderBy(
    { createdAt: auditLog.createdAt, actor: auditLog.actorEmail, entity: auditLog.entity, action: auditLog.action },
    state,
    auditLog.id,
  );
  return readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ total: count() }).from(auditLog).where(where))[0]?.total ?? 0,
    rows: (limit, offset) =>
      db()
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          actorEmail: auditLog.actorEmail,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          changes: auditLog.changes,
          address: auditLog.address,
        })
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** A new session is a sign-in, however it was opened (password, code, second factor, reset or confirmation link). */
export async function recordSignIn(session: { userId: string; ipAddress?: string | null }): Promise<void> {
  const [account] = await db()
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.id, session.userId))
    .limit(1);
  if (!account) return;
  await recordAudit(db(), {
    actor: account,
    action: "sign-in",
    entity: "user",
    entityId: account.id,
    address: session.ipAddress ?? null,
  });
}

/** A refused password, code or second factor: the address tried (when there is one), how, and from where. */
export async function recordFailedSignIn(
  request: Request,
  attempt: { email: string | null; method: "password" | "code" | "two-factor" },
): Promise<void> {
  await recordAudit(db(), {
    actor: null,
    action: "sign-in-failed",
    entity: "user",
    entityId: null,
    after: { email: attempt.email, method: attempt.method },
    address: clientIp(request),
  });
}
