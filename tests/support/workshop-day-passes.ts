/**
 * A day passes for one workshop of a stopped server's embedded database, for the end-to-end test of a workshop's
 * "after" (tests/e2e/after-workshop.test.ts): the workshop took place yesterday (in its own time zone), it has a
 * facilitator with a public profile (a demo one, if it had none), and the feedback requests its check-ins queued
 * (due 9:00 the day after the workshop) are due now, so the server sends them as soon as it starts again.
 *
 *   DATA_DIR=/tmp/x BASE_URL=http://localhost tsx tests/support/workshop-day-passes.ts <workshop id>
 *   → prints {"facilitatorId":"...","date":"YYYY-MM-DD","feedbackRequests":1}
 *
 * Run in its own process, while no server has the data directory open (PGlite takes it for one process only).
 */
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { readConfig } from "../../app/server/config.server";
import { db, openDatabase, setDatabase } from "../../app/server/db/client.server";
import { facilitators, outbox, workshopRegistrations, workshops } from "../../app/server/db/schema";
import { demoFacilitators } from "../../app/server/db/seed/demo-facilitators";

const workshopId = process.argv[2];
if (!workshopId) throw new Error("usage: workshop-day-passes.ts <workshop id>");

// A demo facilitator the public pages list, approved and available (server/facilitators/listed.server.ts), and
// reached at the email of demo-facilitators.ts (a linked one is reached at its demo account's email instead).
const demo = demoFacilitators.find(
  (person) => person.status === "approved" && person.availability === "available" && !person.linkedAccount,
);
if (!demo) throw new Error("no approved, available demo facilitator");

const cfg = readConfig();
const database = await openDatabase({ kind: "pglite", dir: path.join(cfg.dataDir, "pglite") });
setDatabase(database);
try {
  const result = await db().transaction(async (tx) => {
    const [listed] = await tx
      .select({ id: facilitators.id })
      .from(facilitators)
      .where(
        and(
          eq(facilitators.email, demo.email),
          eq(facilitators.status, "approved"),
          eq(facilitators.availability, "available"),
        ),
      );
    if (!listed) throw new Error(`the demo facilitator ${demo.email} is not in the database, approved and available`);

    // (a) The workshop's day becomes yesterday on its own clock; (b) a facilitator if it has none.
    const [moved] = await tx
      .update(workshops)
      .set({ date: sql`((now() at time zone ${workshops.timeZone})::date - 1)` })
      .where(eq(workshops.id, workshopId))
      .returning({ date: workshops.date });
    if (!moved) throw new Error(`no workshop ${workshopId}`);
    await tx
      .update(workshops)
      .set({ facilitatorId: listed.id })
      .where(and(eq(workshops.id, workshopId), isNull(workshops.facilitatorId)));
    const [{ facilitatorId } = { facilitatorId: null }] = await tx
      .select({ facilitatorId: workshops.facilitatorId })
      .from(workshops)
      .where(eq(workshops.id, workshopId));

    // (c) The feedback requests of this workshop's people, still waiting for 9:00 the day after: due now.
    const registrations = tx
      .select({ id: sql`${workshopRegistrations.id}::text` })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.workshopId, workshopId));
    const due = await tx
      .update(outbox)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(outbox.kind, "feedbackRequest"),
          eq(outbox.status, "pending"),
          inArray(sql`${outbox.payload} ->> 'registrationId'`, registrations),
        ),
      )
      .returning({ id: outbox.id });
    return { facilitatorId, date: moved.date, feedbackRequests: due.length };
  });
  console.log(JSON.stringify(result));
} finally {
  await database.close();
}
