/**
 * Reminders through the outbox, on an injected clock: 24 hours before a workshop each confirmed participant
 * gets one in their language (with the .ics, the ticket and the cancel link) and the facilitator the list, once; a
 * registration cancelled or a workshop cancelled or moved after scheduling sends nothing, or the new date's.
 */
import fs from "node:fs";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { formatLongDate } from "~/lib/format";
import type { RegistrationInput } from "~/lib/workshops/registration-schema";
import { createFacilitator, createWorkshop } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { outbox, workshops, type Workshop } from "../db/schema";
import { runPass } from "../outbox/queue.server";
import { cancelRegistration } from "./cancellation.server";
import { registerForWorkshop } from "./registration.server";
import { REMINDER_LEAD_MS, reminderHandlers, scheduleReminders, workshopStart } from "./reminders.server";

const database = setUpTestDatabase({ freshForEachTest: true });

function person(n: string, language: "fr" | "en"): RegistrationInput {
  return {
    name: `Personne ${n}`,
    email: `personne.${n}@example.org`,
    organization: "Atelier 226",
    phone: null,
    language,
  };
}

const reminders = (address: string) =>
  mailsTo(database.mailDir, address).filter((mail) => /Rappel|Reminder/.test(mail.subject));
const lists = (address: string) =>
  mailsTo(database.mailDir, address).filter((mail) => /participants/.test(mail.subject));

let workshop: Workshop;
let facilitatorEmail: string;
let dueAt: Date;

beforeEach(async () => {
  // Each test reads the mail it caused: the directory is the file's, shared by its tests.
  fs.rmSync(database.mailDir, { recursive: true, force: true });
  const facilitator = await createFacilitator();
  facilitatorEmail = facilitator.email;
  workshop = await createWorkshop({ daysFromNow: 5, facilitatorId: facilitator.id, titleEn: "Test workshop" });
  dueAt = new Date(workshopStart(workshop)!.getTime() - REMINDER_LEAD_MS);
});

/** The worker's pass over the reminders, at a time of the test's choosing (the mail went out with each request). */
const workerAt = (now: Date) => runPass(reminderHandlers, { now: () => now });

describe("reminders", () => {
  it("reminds each confirmed participant in their language 24 hours before, and sends the facilitator the list, once", async () => {
    await registerForWorkshop(workshop.id, person("awa", "fr"));
    await registerForWorkshop(workshop.id, person("grace", "en"));
    await workerAt(new Date(dueAt.getTime() - 60_000));
    expect(reminders("personne.awa@example.org")).toHaveLength(0);
    expect(lists(facilitatorEmail)).toHaveLength(0);

    await workerAt(dueAt);
    const [french] = reminders("personne.awa@example.org");
    expect(french!.subject).toBe("Rappel\u00a0: Atelier de test commence demain · Faso Futures Studio");
    expect(french!.text).toContain("commence dans 24\u00a0heures");
    expect(french!.text).toMatch(/\/registrations\/[0-9a-f-]+\/cancel\?token=/);
    expect(french!.attachments.find((file) => file.contentType.startsWith("text/calendar"))?.content).toContain(
      "BEGIN:VEVENT",
    );
    expect(french!.text).toMatch(/Votre billet\u00a0: .*\/tickets\/[0-9a-f-]+\.[\w-]+\n/);
    const [english] = reminders("personne.grace@example.org");
    expect(english!.subject).toBe("Reminder: Test workshop starts tomorrow · Faso Futures Studio");
    expect(english!.text).toMatch(/\/en\/registrations\/[0-9a-f-]+\/cancel\?token=/);
    // The reminder carries the ticket too, composed when it is sent.
    expect(english!.text).toMatch(/Your ticket: .*\/en\/tickets\/[0-9a-f-]+\.[\w-]+\n/);
    for (const reminder of [french!, english!])
      expect(
        reminder.attachments
          .find((file) => file.contentType.startsWith("image/png"))
          ?.bytes.subarray(1, 4)
          .toString(),
      ).toBe("PNG");

    const [list] = lists(facilitatorEmail);
    expect(list!.subject).toContain("les participants de Atelier de test");
    expect(list!.text).toContain("Personne awa <personne.awa@example.org> (Atelier 226)");
    expect(list!.text).toContain("Personne grace <personne.grace@example.org>");
    expect(list!.text).toContain("2 participants confirmés pour 12 places.");

    // Later passes, another registration's scheduling, a restart's worker: nothing is sent twice.
    await database.db.transaction((tx) => scheduleReminders(tx, workshop.id, new Date(dueAt.getTime() - 1)));
    await workerAt(new Date(dueAt.getTime() + 60_000));
    expect(reminders("personne.awa@example.org")).toHaveLength(1);
    expect(reminders("personne.grace@example.org")).toHaveLength(1);
    expect(lists(facilitatorEmail)).toHaveLength(1);
  });

  it("says who each waiting reminder goes to and its subject before it is sent (the Emails screen's Waiting)", async () => {
    await registerForWorkshop(workshop.id, person("awa", "fr"));
    const waiting = await database.db
      .select({ kind: outbox.kind, recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), eq(outbox.kind, "workshopReminder")));
    expect(waiting).toEqual([
      {
        kind: "workshopReminder",
        recipient: "personne.awa@example.org",
        subject: "Rappel\u00a0: Atelier de test commence demain · Faso Futures Studio",
      },
    ]);
    const [digest] = await database.db
      .select({ recipient: outbox.recipient, subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), eq(outbox.kind, "facilitatorDigest")));
    expect(digest).toMatchObject({ recipient: facilitatorEmail, subject: expect.stringContaining("Atelier de test") });
  });

  it("sends nothing to a participant who cancelled, nor anything for a workshop cancelled after scheduling", async () => {
    const awa = await registerForWorkshop(workshop.id, person("awa", "fr"));
    await registerForWorkshop(workshop.id, person("issa", "fr"));
    if (awa.kind !== "confirmed") throw new Error("expected a seat");
    await cancelRegistration(awa.registration.id);
    await workerAt(dueAt);
    expect(reminders("personne.awa@example.org")).toHaveLength(0);
    expect(reminders("personne.issa@example.org")).toHaveLength(1);
    const [skipped] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "workshopReminder"), eq(outbox.status, "skipped")));
    expect(skipped!.lastError).toBe("registration cancelled");

    const other = await createWorkshop({ daysFromNow: 6, facilitatorId: workshop.facilitatorId });
    await registerForWorkshop(other.id, person("moussa", "fr"));
    // Cancelled by a direct write, without rescheduling: the check at send time is what stops it.
    await database.db.update(workshops).set({ status: "cancelled" }).where(eq(workshops.id, other.id));
    await workerAt(new Date(workshopStart(other)!.getTime() - REMINDER_LEAD_MS));
    expect(reminders("personne.moussa@example.org")).toHaveLength(0);
    expect(lists(facilitatorEmail)).toHaveLength(1);
  });

  it("follows a workshop that moved: no reminder at the old time, one 24 hours before the new one", async () => {
    await registerForWorkshop(workshop.id, person("awa", "fr"));
    const moved = { ...workshop, date: addDays(workshop.date!, 2) };
    await database.db.transaction(async (tx) => {
      await tx.update(workshops).set({ date: moved.date }).where(eq(workshops.id, workshop.id));
      await scheduleReminders(tx, workshop.id);
    });
    await workerAt(dueAt);
    expect(reminders("personne.awa@example.org")).toHaveLength(0);

    const newDue = new Date(workshopStart(moved)!.getTime() - REMINDER_LEAD_MS);
    await workerAt(newDue);
    const [reminder] = reminders("personne.awa@example.org");
    expect(reminder!.text).toContain(formatLongDate(moved.date, "fr"));
    expect(lists(facilitatorEmail)).toHaveLength(1);
  });

  it("moved without rescheduling, the reminder due at the old time sees the new date and sends nothing", async () => {
    await registerForWorkshop(workshop.id, person("awa", "fr"));
    await database.db
      .update(workshops)
      .set({ date: addDays(workshop.date!, 1) })
      .where(eq(workshops.id, workshop.id));
    await workerAt(dueAt);
    expect(reminders("personne.awa@example.org")).toHaveLength(0);
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, "workshopReminder"));
    expect(rows.map((row) => [row.status, row.lastError])).toEqual([["skipped", "workshop moved"]]);
  });

  it("schedules nothing for a registration less than 24 hours before the start: the confirmation says it all", async () => {
    const soon = await createWorkshop({ daysFromNow: 1, facilitatorId: workshop.facilitatorId });
    const start = workshopStart(soon)!;
    await registerForWorkshop(soon.id, person("awa", "fr"), new Date(start.getTime() - 3_600_000));
    const rows = await database.db.select().from(outbox).where(eq(outbox.kind, "workshopReminder"));
    expect(rows).toEqual([]);
  });
});

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
