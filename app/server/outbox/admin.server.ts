/** The Emails screen: the outbox's messages for staff (paged and filtered in SQL), and their retry of a failed one. */
import { and, count, eq } from "drizzle-orm";
import type { outboxTable } from "~/lib/outbox/admin";
import type { TablePage } from "~/lib/tables";
import { recordAudit, type AuditInput } from "../audit/audit.server";
import { db } from "../db/client.server";
import { outbox } from "../db/schema";
import { orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { retryJob } from "./queue.server";

export interface OutboxListRow {
  id: string;
  createdAt: Date;
  recipient: string | null;
  subject: string | null;
  status: string;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  sentAt: Date | null;
}

type OutboxState = ReturnType<typeof outboxTable.parse>;

/** One page of messages, searched by recipient or subject, failed ones by default, newest first. */
export async function listOutbox(state: OutboxState, pageSize: number): Promise<TablePage<OutboxListRow>> {
  const where = and(
    searchWhere(state.q, [outbox.recipient, outbox.subject]),
    state.status === "all" ? undefined : eq(outbox.status, state.status),
  );
  const order = orderBy(
    { createdAt: outbox.createdAt, recipient: outbox.recipient, attempts: outbox.attempts },
    state,
    outbox.id,
  );
  return readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ total: count() }).from(outbox).where(where))[0]?.total ?? 0,
    rows: (limit, offset) =>
      db()
        .select({
          id: outbox.id,
          createdAt: outbox.createdAt,
          recipient: outbox.recipient,
          subject: outbox.subject,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          runAt: outbox.runAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

export type RetryOutcome = { kind: "queued" } | { kind: "not_failed" };

/** Puts a failed message back in the queue, due now; recorded in the audit log with the same transaction. */
export async function retryFailedMessage(
  id: string,
  source: Pick<AuditInput, "actor" | "address">,
): Promise<RetryOutcome> {
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: outbox.status, attempts: outbox.attempts })
      .from(outbox)
      .where(eq(outbox.id, id));
    const after = await retryJob(tx, id);
    if (!before || !after) return { kind: "not_failed" };
    await recordAudit(tx, {
      ...source,
      action: "retry",
      entity: "email",
      entityId: id,
      before,
      after: { status: after.status, attempts: after.attempts },
    });
    return { kind: "queued" };
  });
}
