/**
 * The outbox (docs/decisions/0011-outbox-table-polled-with-skip-locked.md): a row per email or scheduled job,
 * inserted in the transaction of the write that causes it, and taken by any number of workers with
 * `FOR UPDATE SKIP LOCKED`, so a row is handled by one worker at a time and sent once.
 */
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Writer } from "../audit/audit.server";
import { db } from "../db/client.server";
import { outbox, type OutboxRow } from "../db/schema";
import { logger } from "../logger.server";

export type { OutboxRow };

/** What a handler did with a job: sent its email, or found nothing to send any more (a cancelled workshop). */
export type JobResult = { kind: "sent"; recipient: string; subject: string } | { kind: "skipped"; reason: string };
export type JobHandler = (job: OutboxRow, now: Date) => Promise<JobResult>;
export type JobHandlers = Record<string, JobHandler>;

export interface PassOptions {
  /** The clock (tests inject one). */
  now?: () => Date;
  /** The first retry waits this long, each next one twice as long (up to an hour). */
  retryBaseMs?: number;
  /** After this many attempts a message is marked failed and waits for staff to retry it. */
  maxAttempts?: number;
  /** How long a claim holds: past it, a worker that died while sending loses the row to another. */
  leaseMs?: number;
}

export const RETRY_BASE_MS = 30_000;
export const MAX_ATTEMPTS = 10;
const RETRY_CAP_MS = 60 * 60_000;
/** Longer than the SMTP transport's own timeouts (mail.server.ts), so a slow send is never taken twice. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface EnqueueOptions {
  /**
   * One key per recipient and event (`registration:<id>:confirmed`): a second enqueue with the same key is
   * dropped. Without one the message is its own event (a sign-in code asked for twice is two emails).
   */
  dedupeKey?: string;
  /** When it is due; now by default. */
  runAt?: Date;
  recipient?: string | null;
  subject?: string | null;
}

/** Queues a job in the caller's transaction; answers its id, or null when its event was already queued. */
export async function enqueueJob(
  writer: Writer,
  kind: string,
  payload: Record<string, unknown>,
  { dedupeKey, runAt, recipient = null, subject = null }: EnqueueOptions = {},
): Promise<string | null> {
  const [row] = await writer
    .insert(outbox)
    .values({
      kind,
      payload,
      dedupeKey: dedupeKey ?? `${kind}:${crypto.randomUUID()}`,
      recipient,
      subject,
      // The process's clock, not the column's default: a pass that reads "due" with this clock right after
      // the commit must find it, and the database's now() is in microseconds, ahead of a same-millisecond Date.
      runAt: runAt ?? new Date(),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/** Which rows a pass looks at: the handlers' kinds, and only the rows named when a request sends its own mail. */
interface PassScope {
  kinds: string[];
  ids: readonly string[] | undefined;
}

/** Whether a row is due: a plain read, so an idle poll writes nothing (every write clears the page cache). */
async function anyDue(now: Date, scope: PassScope): Promise<boolean> {
  const [row] = await db().select({ id: outbox.id }).from(outbox).where(dueCondition(now, scope)).limit(1);
  return Boolean(row);
}

/** Due rows in the pass's scope (a request delivering its mail leaves the reminders and others' mail to the worker). */
function dueCondition(now: Date, { kinds, ids }: PassScope) {
  const named = ids ? sql` and ${inArray(outbox.id, [...ids])}` : sql``;
  return sql`${outbox.status} = 'pending' and ${outbox.runAt} <= ${now} and (${outbox.lockedUntil} is null or ${outbox.lockedUntil} <= ${now}) and ${inArray(outbox.kind, kinds)}${named}`;
}

/**
 * Takes up to a batch of due rows for this worker, in one statement that answers them whole; rows another worker
 * holds are skipped, not waited for.
 */
async function claim(now: Date, leaseMs: number, scope: PassScope): Promise<OutboxRow[]> {
  const due = db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(dueCondition(now, scope))
    .orderBy(outbox.runAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db()
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_CAP_MS);
}

async function settle(job: OutboxRow, outcome: JobResult | { kind: "error"; error: unknown }, options: PassOptions) {
  const now = (options.now ?? (() => new Date()))();
  // The claim is part of the condition: a row whose lease ran out and was taken again is the new holder's.
  const mine = and(eq(outbox.id, job.id), eq(outbox.attempts, job.attempts));
  if (outcome.kind === "sent") {
    await db()
      .update(outbox)
      .set({
        status: "sent",
        sentAt: now,
        lockedUntil: null,
        lastError: null,
        recipient: outcome.recipient,
        subject: outcome.subject,
      })
      .where(mine);
    return;
  }
  if (outcome.kind === "skipped") {
    logger.info({ jobId: job.id, kind: job.kind, reason: outcome.reason }, "outbox job skipped");
    await db().update(outbox).set({ status: "skipped", lockedUntil: null, lastError: outcome.reason }).where(mine);
    return;
  }
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  const giveUp = job.attempts >= (options.maxAttempts ?? MAX_ATTEMPTS);
  const runAt = new Date(now.getTime() + retryDelayMs(job.attempts, options.retryBaseMs));
  logger.warn(
    {
      err: outcome.error,
      jobId: job.id,
      kind: job.kind,
      to: job.recipient,
      attempt: job.attempts,
      giveUp,
      retryAt: giveUp ? null : runAt,
    },
    giveUp ? "outbox job failed; staff can retry it" : "outbox job failed; will retry",
  );
  await db()
    .update(outbox)
    .set({
      status: giveUp ? "failed" : "pending",
      runAt: giveUp ? job.runAt : runAt,
      lockedUntil: null,
      lastError: message.slice(0, 2000),
    })
    .where(mine);
}

/**
 * Handles the due rows of the handlers' kinds, batch after batch; answers how many it handled. With `only`, it
 * handles those rows and no other (a request sending the mail it queued itself, decision 21): rows that are no
 * longer due, or that a worker holds, are left alone.
 */
export async function runPass(
  handlers: JobHandlers,
  options: PassOptions & { only?: readonly string[] } = {},
): Promise<number> {
  const clock = options.now ?? (() => new Date());
  const scope: PassScope = { kinds: Object.keys(handlers), ids: options.only };
  if (scope.ids?.length === 0) return 0;
  let handled = 0;
  for (;;) {
    const now = clock();
    // Rows a request has just queued are due: asking first would cost it a read for nothing.
    if (!scope.ids && !(await anyDue(now, scope))) return handled;
    const jobs = await claim(now, options.leaseMs ?? LEASE_MS, scope);
    const handle = async (job: OutboxRow) => {
      let outcome: JobResult | { kind: "error"; error: unknown };
      try {
        outcome = await handlers[job.kind]!(job, clock());
      } catch (error) {
        outcome = { kind: "error", error };
      }
      await settle(job, outcome, options);
    };
    // A request's few messages go at once: each statement after its commit waits behind every transaction queued
    // on the embedded database (one connection), so their results are written together rather than one by one.
    // The worker sends one after another, never opening a batch's worth of SMTP connections at once.
    if (scope.ids) await Promise.all(jobs.map(handle));
    else for (const job of jobs) await handle(job);
    handled += jobs.length;
    // A batch short of full took every row that was due and free.
    if (jobs.length < BATCH) return handled;
  }
}

/** Staff's retry of a failed message: due again now, with a fresh count of attempts. */
export async function retryJob(writer: Writer, id: string, now = new Date()): Promise<OutboxRow | null> {
  const [row] = await writer
    .update(outbox)
    .set({ status: "pending", attempts: 0, runAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning();
  return row ?? null;
}

/** The running worker's way to be asked for a pass (worker.server.ts), for a request that just queued work. */
let wakeup: (() => void) | undefined;

/** Registers a worker's kick; the function returned forgets it, unless another worker has registered since. */
export function setOutboxWakeup(kick: () => void): () => void {
  wakeup = kick;
  return () => {
    if (wakeup === kick) wakeup = undefined;
  };
}

/** Asks the running worker, if any, for a pass soon. */
export function wakeOutboxWorker(): void {
  wakeup?.();
}

/**
 * Frees every claim: only for the embedded database at start, which one process serves (the data directory's
 * lock), so a claim found then belongs to a process that died while sending.
 */
export async function releaseClaims(): Promise<void> {
  const [held] = await db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(sql`${outbox.status} = 'pending' and ${outbox.lockedUntil} is not null`)
    .limit(1);
  if (held) await db().update(outbox).set({ lockedUntil: null }).where(eq(outbox.status, "pending"));
}
