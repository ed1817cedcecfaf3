/**
 * The outbox over a real SMTP conversation: a message is queued in its write's transaction (or not at all),
 * queued once per event, retried with a doubling delay while the SMTP server refuses, marked failed after the
 * last attempt, and delivered once when several workers poll the same database. The clock is injected, so
 * the delays are stepped through instead of waited for.
 */
import { eq, sql } from "drizzle-orm";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseEml } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { outbox } from "../db/schema";
import { deliverQueuedMail, enqueueMail } from "./mail.server";
import { MAX_ATTEMPTS, retryDelayMs, retryJob, runPass } from "./queue.server";

const port = vi.hoisted(() => 20_000 + ((process.pid + 7) % 20_000));
const database = setUpTestDatabase({ freshForEachTest: true });
// After the set-up (which clears SMTP_URL for the tests that read mail files) and before anything reads it.
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;

const received: { to: string[]; raw: string }[] = [];
let refusing = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onConnect(_session: SMTPServerSession, callback: (error?: Error) => void) {
    if (!refusing) return callback();
    callback(Object.assign(new Error("Service not available, try later"), { responseCode: 421 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() });
      callback();
    });
  },
});

beforeAll(
  () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    }),
);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  refusing = false;
});

const handlers = { mail: deliverQueuedMail };
const message = (to: string, subject = "Bonjour") => ({ to, subject, text: `Un message pour ${to}.` });

describe("queuing", () => {
  it("delivers a message in the pass right after its commit, even in the millisecond it was queued", async () => {
    // The request that queued it delivers it at once: its due time must not be ahead of the process's clock.
    // PostgreSQL's now() counts microseconds and a Date only milliseconds (PGlite, in this process, reads the
    // frozen Date too: only the PostgreSQL run can fail here).
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await enqueueMail(database.db, message("same.millisecond@example.org"));
      expect(await runPass(handlers)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(received.map((mail) => mail.to)).toEqual([["same.millisecond@example.org"]]);
  });

  it("queues a message with the transaction that causes it, and not when that transaction is rolled back", async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message("rolled@example.org"));
        throw new Error("the write failed");
      })
      .catch(() => {});
    await database.db.transaction((tx) => enqueueMail(tx, message("kept@example.org")));
    expect(await runPass(handlers)).toBe(1);
    expect(received.map((mail) => mail.to)).toEqual([["kept@example.org"]]);
  });

  it("queues one message per event: the same key twice is sent once", async () => {
    const first = await enqueueMail(database.db, message("awa@example.org"), { dedupeKey: "registration:1:confirmed" });
    const second = await enqueueMail(database.db, message("awa@example.org"), {
      dedupeKey: "registration:1:confirmed",
    });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await runPass(handlers);
    await runPass(handlers);
    expect(received).toHaveLength(1);
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, recipient: "awa@example.org" });
  });

  it("leaves a message queued for later until its time comes", async () => {
    const start = new Date();
    await enqueueMail(database.db, message("later@example.org"), { runAt: new Date(start.getTime() + 60_000) });
    expect(await runPass(handlers, { now: () => start })).toBe(0);
    expect(await runPass(handlers, { now: () => new Date(start.getTime() + 60_000) })).toBe(1);
    expect(received).toHaveLength(1);
  });
});

describe("an SMTP server that refuses for a minute, then accepts", () => {
  it("retries each message with a doubling delay, records the error, and delivers every message once", async () => {
    const addresses = ["a@example.org", "b@example.org", "c@example.org"];
    for (const to of addresses) await enqueueMail(database.db, message(to, `Pour ${to}`));
    const start = Date.now();
    let now = new Date(start);
    const clock = () => now;

    refusing = true;
    const attempts: { at: number; attempts: number[]; errors: (string | null)[] }[] = [];
    // Every pass at the time the earliest retry is due; the server accepts again one minute after the start.
    for (let pass = 0; pass < 6 && received.length < addresses.length; pass++) {
      refusing = now.getTime() - start < 60_000;
      await runPass(handlers, { now: clock });
      const rows = await database.db.select().from(outbox).orderBy(outbox.recipient);
      attempts.push({
        at: now.getTime() - start,
        attempts: rows.map((row) => row.attempts),
        errors: rows.map((row) => row.lastError),
      });
      const next = Math.min(...rows.filter((row) => row.status === "pending").map((row) => row.runAt.getTime()));
      if (Number.isFinite(next)) now = new Date(next);
    }

    // Refused at 0 s and 30 s (the first retry waits 30 s, the second 60 s), accepted at 90 s.
    expect(attempts.map((step) => step.at)).toEqual([0, retryDelayMs(1), retryDelayMs(1) + retryDelayMs(2)]);
    expect(attempts[0]!.attempts).toEqual([1, 1, 1]);
    expect(attempts[0]!.errors.every((error) => /421|not available/i.test(error ?? ""))).toBe(true);
    expect(attempts[1]!.attempts).toEqual([2, 2, 2]);
    expect(attempts[2]!.errors).toEqual([null, null, null]);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(addresses);
    expect(parseEml("smtp", received[0]!.raw).subject).toMatch(/^Pour /);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 3)).toBe(true);
  });

  it("marks a message failed after the last attempt, and staff's retry sends it", async () => {
    const id = (await enqueueMail(database.db, message("never@example.org")))!;
    let now = new Date();
    refusing = true;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await runPass(handlers, { now: () => now });
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(failed!.lastError).toMatch(/421|not available/i);
    expect(await runPass(handlers, { now: () => now })).toBe(0);

    refusing = false;
    expect(await retryJob(database.db, id, now)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await runPass(handlers, { now: () => now })).toBe(1);
    expect(received).toHaveLength(1);
    expect(await retryJob(database.db, id, now)).toBeNull();
  });
});

describe("several workers on one database", () => {
  it("never send one message twice", async () => {
    const count = 60;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) await enqueueMail(tx, message(`p${i}@example.org`));
    });
    // Four workers at once, each on its own connections when the database is PostgreSQL.
    const handled = await Promise.all([1, 2, 3, 4].map(() => runPass(handlers)));
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(count);
    const recipients = received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const [pending] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`status <> 'sent'`);
    expect(pending!.n).toBe(0);
  }, 60_000);
});
