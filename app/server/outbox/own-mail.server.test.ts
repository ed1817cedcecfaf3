/**
 * A request sends the mail it queued and nobody else's (docs/decisions/0021): written as files, a registration's
 * emails are delivered before it answers, while what other requests queued stays for them or the worker, so an
 * answer never waits for a whole burst's mail.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createWorkshop } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { outbox } from "../db/schema";
import { registerAndNotify } from "../workshops/registration.server";
import { deliverQueuedMail, enqueueMail, sendMailQueuedBy } from "./mail.server";
import { runPass } from "./queue.server";

const database = setUpTestDatabase();
const { mailDir } = database;

const message = (to: string) => ({ to, subject: "Bonjour", text: `Un message pour ${to}.` });
const person = (email: string) => ({
  name: "Awa Ouédraogo",
  email,
  organization: null,
  phone: null,
  language: "fr" as const,
});

async function statusOf(id: string | null): Promise<string | undefined> {
  const [row] = await database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id!));
  return row?.status;
}

describe("a registration's answer", () => {
  it("has its own emails written, and leaves another request's queued messages alone", async () => {
    const { id: workshopId } = await createWorkshop({ title: "Futurs du Sahel", maxParticipants: 5 });
    // Another request's message, queued and not yet sent (its request is still delivering it, or the worker will).
    const other = await enqueueMail(database.db, message("autre.demande@example.org"));

    const outcome = await registerAndNotify(workshopId, person("awa@example.org"));

    expect(outcome.kind).toBe("confirmed");
    expect(mailsTo(mailDir, "awa@example.org")).toHaveLength(1);
    expect(mailsTo(mailDir, "autre.demande@example.org")).toHaveLength(0);
    expect(await statusOf(other)).toBe("pending");
  });
});

describe("sendMailQueuedBy", () => {
  it("sends what its write queued, nothing of a rolled-back transaction, and none of what was queued outside it", async () => {
    const outside = await enqueueMail(database.db, message("dehors@example.org"));
    await sendMailQueuedBy(async () => {
      await database.db.transaction((tx) => enqueueMail(tx, message("moi@example.org")));
      await database.db
        .transaction(async (tx) => {
          await enqueueMail(tx, message("annule@example.org"));
          throw new Error("the write failed");
        })
        .catch(() => {});
    });
    expect(mailsTo(mailDir, "moi@example.org")).toHaveLength(1);
    expect(mailsTo(mailDir, "annule@example.org")).toHaveLength(0);
    expect(mailsTo(mailDir, "dehors@example.org")).toHaveLength(0);
    expect(await statusOf(outside)).toBe("pending");
  });

  it("sends what was queued before the write failed after its commit, and passes the failure on", async () => {
    const failed = sendMailQueuedBy(async () => {
      await enqueueMail(database.db, message("avant.echec@example.org"));
      throw new Error("after the commit");
    });
    await expect(failed).rejects.toThrow("after the commit");
    expect(mailsTo(mailDir, "avant.echec@example.org")).toHaveLength(1);
  });

  it("keeps two writes at once apart: each sends its own messages, and none goes twice", async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `ensemble.${i}@example.org`);
    await Promise.all(
      addresses.map((to) => sendMailQueuedBy(() => database.db.transaction((tx) => enqueueMail(tx, message(to))))),
    );
    for (const to of addresses) expect(mailsTo(mailDir, to)).toHaveLength(1);
    const rows = await database.db.select().from(outbox).where(inArray(outbox.recipient, addresses));
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("a pass over named rows", () => {
  it("leaves a row that a worker holds to that worker", async () => {
    const held = (await enqueueMail(database.db, message("tenu@example.org")))!;
    await database.db
      .update(outbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(outbox.id, held));
    expect(await runPass({ mail: deliverQueuedMail }, { only: [held] })).toBe(0);
    expect(mailsTo(mailDir, "tenu@example.org")).toHaveLength(0);
    // Once the worker's claim has run out (it died), the worker that comes next sends it.
    await runPass({ mail: deliverQueuedMail }, { now: () => new Date(Date.now() + 120_000) });
    expect(mailsTo(mailDir, "tenu@example.org")).toHaveLength(1);
    expect(await statusOf(held)).toBe("sent");
  });
});
