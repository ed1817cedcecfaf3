/**
 * Staff running a workshop's registrations, against the database: adding a registrant, moving one to another session
 * of the same workshop (seat, emails, waitlist, audit, and every refusal), writing to all of them in their language.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RegistrationInput } from "~/lib/workshops/registration-schema";
import type { MessageInput } from "~/lib/workshops/registrant-forms";
import { createRegistration, createWorkshop, type WorkshopValues } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { AuditSource } from "../audit/audit.server";
import { auditLog, outbox, workshopRegistrations } from "../db/schema";
import { messageRegistrants } from "./registrant-message.server";
import { addRegistrant, getRosterTools, moveAndNotify } from "./staff-registrations.server";

process.env.AUTH_SECRET = "staff-registrations-test-secret-0123456789";
process.env.BASE_URL = "https://ateliers.example.org";
const database = setUpTestDatabase();
const { mailDir } = database;
const source: AuditSource = { actor: null, address: "203.0.113.9" };

let n = 0;
/** Two sessions of one format (its own title), ten and twenty days ahead, unless told otherwise. */
async function format(values: WorkshopValues = {}, second: WorkshopValues = {}) {
  const title = `Prospective appliquée ${++n}`;
  const first = await createWorkshop({ title, titleEn: `Applied foresight ${n}`, maxParticipants: 2, ...values });
  const other = await createWorkshop({
    title,
    titleEn: `Applied foresight ${n}`,
    daysFromNow: 20,
    maxParticipants: 2,
    ...second,
  });
  return { first: first.id, other: other.id };
}

const registrationsOf = (workshopId: string) =>
  database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));
const person = (email: string, language: "fr" | "en" = "fr"): RegistrationInput => ({
  name: email.split("@")[0]!,
  email,
  organization: "ONG Sahel",
  phone: null,
  language,
});

describe("staff adding a registrant", () => {
  it("seats them as the public form would, emails them and keeps it in the audit log", async () => {
    const { first } = await format({ maxParticipants: 1 });
    const seated = await addRegistrant(first, person("awa@example.org"), source);
    expect(seated.kind).toBe("confirmed");
    const waiting = await addRegistrant(first, person("ben@example.org", "en"), source);
    expect(waiting).toMatchObject({ kind: "waitlisted", position: 1 });
    expect(mailsTo(mailDir, "awa@example.org")[0]!.subject).toMatch(/^Inscription confirmée/);
    expect(mailsTo(mailDir, "ben@example.org")[0]!.subject).toMatch(/^Waitlist \(number 1\)/);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entity, "registration"));
    expect(entries.filter((entry) => entry.action === "create")).toHaveLength(2);

    const again = await addRegistrant(first, person("AWA@example.org"), source);
    expect(again.kind).toBe("duplicate");
    expect(await registrationsOf(first)).toHaveLength(2);
  });

  it("refuses a workshop that is not open", async () => {
    const past = await createWorkshop({ daysFromNow: -3 });
    expect(await addRegistrant(past.id, person("late@example.org"), source)).toEqual({
      kind: "closed",
      reason: "past",
    });
    const draft = await createWorkshop({ status: "draft" });
    expect((await addRegistrant(draft.id, person("draft@example.org"), source)).kind).toBe("not_found");
  });
});

describe("the sessions a registration can move to", () => {
  it("lists the other upcoming published sessions of the same title, with their free seats", async () => {
    const { first, other } = await format();
    await createRegistration({ workshopId: other });
    await createWorkshop({ title: `Prospective appliquée ${n}`, status: "draft" });
    await createWorkshop({ title: `Prospective appliquée ${n}`, daysFromNow: -2 });
    await createWorkshop({ title: "Un autre atelier" });
    const tools = await getRosterTools(first, "en");
    expect(tools.open).toBe(true);
    expect(tools.moveTargets).toEqual([{ id: other, when: expect.stringMatching(/·/), freeSeats: 1 }]);
  });

  it("offers nothing on a workshop that took place", async () => {
    const { first } = await format({ daysFromNow: -1 });
    expect(await getRosterTools(first, "fr")).toEqual({ open: false, moveTargets: [] });
  });
});

describe("moving a registration", () => {
  it("confirms a seat in the other session, cancels the old one, promotes its waitlist and emails the person once", async () => {
    const { first, other } = await format({ maxParticipants: 1 });
    const mover = await createRegistration({ workshopId: first, name: "Issa", email: "issa@example.org" });
    const next = await createRegistration({ workshopId: first, email: "next@example.org", status: "waitlisted" });

    const outcome = await moveAndNotify(mover.id, { fromWorkshopId: first, toWorkshopId: other, source });
    expect(outcome.kind).toBe("moved");
    if (outcome.kind !== "moved") return;
    expect(outcome.registration).toMatchObject({ workshopId: other, status: "confirmed", email: "issa@example.org" });
    expect(outcome.promoted.map((row) => row.id)).toEqual([next.id]);
    const old = await registrationsOf(first);
    expect(old.find((row) => row.id === mover.id)!.status).toBe("cancelled");
    expect(old.find((row) => row.id === next.id)!.status).toBe("confirmed");

    const mails = mailsTo(mailDir, "issa@example.org");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Nouvelle date pour votre inscription/);
    expect(mail!.text).toContain("a été déplacée de la session du");
    expect(mail!.text).toContain(`/tickets/${outcome.registration.id}.`);
    const calendars = mail!.attachments.filter((file) => file.contentType.startsWith("text/calendar"));
    expect(calendars.map((file) => /METHOD:(\w+)/.exec(file.content)?.[1])).toEqual(["PUBLISH", "CANCEL"]);
    expect(calendars[1]!.content).toContain(`UID:registration-${mover.id}@`);
    expect(mailsTo(mailDir, "next@example.org")[0]!.subject).toMatch(/^Une place s'est libérée/);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "move"), eq(auditLog.entityId, mover.id)));
    expect(JSON.stringify(entry!.changes)).toContain(outcome.registration.id);
  });

  it("takes a waitlisted person onto a free seat of the other session", async () => {
    const { first, other } = await format({ maxParticipants: 1 });
    await createRegistration({ workshopId: first });
    const waiting = await createRegistration({ workshopId: first, status: "waitlisted" });
    const outcome = await moveAndNotify(waiting.id, { fromWorkshopId: first, toWorkshopId: other, source });
    expect(outcome).toMatchObject({ kind: "moved", promoted: [] });
  });

  it("refuses, changing nothing, what cannot move", async () => {
    const { first, other } = await format({}, { maxParticipants: 1 });
    const move = (id: string, to = other, from = first) =>
      moveAndNotify(id, { fromWorkshopId: from, toWorkshopId: to, source }).then((outcome) => outcome.kind);
    const present = await createRegistration({ workshopId: first, checkedInAt: new Date() });
    const gone = await createRegistration({ workshopId: first, status: "cancelled", cancelledAt: new Date() });
    const both = await createRegistration({ workshopId: first, email: "both@example.org" });
    await createRegistration({ workshopId: other, email: "BOTH@example.org" });
    const unrelated = await createWorkshop({ title: "Autre format", daysFromNow: 15 });
    const elsewhere = await createRegistration({ workshopId: other });

    expect(await move(present.id)).toBe("checked_in");
    expect(await move(gone.id)).toBe("already_cancelled");
    expect(await move(both.id)).toBe("target_full");
    expect(await move(both.id, unrelated.id)).toBe("target_invalid");
    expect(await move(both.id, first)).toBe("target_invalid");
    expect(await move(both.id, "not-a-uuid")).toBe("target_invalid");
    expect(await move(elsewhere.id)).toBe("not_found");

    const roomy = await format();
    const twice = await createRegistration({ workshopId: roomy.first, email: "twice@example.org" });
    await createRegistration({ workshopId: roomy.other, email: "twice@example.org" });
    expect(await move(twice.id, roomy.other, roomy.first)).toBe("duplicate");

    const held = await format({ daysFromNow: -1 });
    const late = await createRegistration({ workshopId: held.first });
    expect(await move(late.id, held.other, held.first)).toBe("past");

    const untouched = await registrationsOf(first);
    expect(untouched.filter((row) => row.status === "cancelled").map((row) => row.id)).toEqual([gone.id]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "move"))).toHaveLength(2);
  });

  it("never overbooks the target when two moves race for its last seat", async () => {
    const { first, other } = await format({ maxParticipants: 5 }, { maxParticipants: 1 });
    const a = await createRegistration({ workshopId: first });
    const b = await createRegistration({ workshopId: first });
    const kinds = await Promise.all(
      [a, b].map((row) => moveAndNotify(row.id, { fromWorkshopId: first, toWorkshopId: other, source })),
    );
    expect(kinds.map((outcome) => outcome.kind).sort()).toEqual(["moved", "target_full"]);
    const seated = (await registrationsOf(other)).filter((row) => row.status === "confirmed");
    expect(seated).toHaveLength(1);
  });
});

describe("writing to a workshop's registrants", () => {
  const message = (values: Partial<MessageInput> = {}): MessageInput => ({
    audience: "confirmed",
    subjectFr: "Salle changée",
    bodyFr: "Rendez-vous salle 2.",
    subjectEn: "Room changed",
    bodyEn: "Meet in room 2.",
    ...values,
  });

  it("sends each confirmed person the version in their language, and no one else", async () => {
    const workshop = await createWorkshop({ title: "Atelier du message", titleEn: "The message workshop" });
    await createRegistration({ workshopId: workshop.id, name: "Aïcha", email: "aicha@example.org" });
    await createRegistration({ workshopId: workshop.id, email: "john@example.org", language: "en" });
    await createRegistration({ workshopId: workshop.id, email: "wait@example.org", status: "waitlisted" });
    await createRegistration({ workshopId: workshop.id, email: "gone@example.org", status: "cancelled" });

    expect(await messageRegistrants(workshop.id, message(), source)).toEqual({ kind: "sent", count: 2 });
    const [french] = mailsTo(mailDir, "aicha@example.org");
    expect(french!.subject).toBe("Salle changée · Atelier du message");
    expect(french!.text).toContain("Bonjour Aïcha,");
    expect(french!.text).toContain("Rendez-vous salle 2.");
    expect(french!.text).toContain("https://ateliers.example.org/calendar/");
    const [english] = mailsTo(mailDir, "john@example.org");
    expect(english!.subject).toBe("Room changed · The message workshop");
    expect(english!.text).toContain("Meet in room 2.");
    expect(english!.text).toContain("https://ateliers.example.org/en/calendar/");
    expect(mailsTo(mailDir, "wait@example.org")).toHaveLength(0);
    expect(mailsTo(mailDir, "gone@example.org")).toHaveLength(0);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "send"), eq(auditLog.entityId, workshop.id)));
    expect(entry).toBeDefined();

    const waitlist = await messageRegistrants(
      workshop.id,
      message({ audience: "waitlisted", subjectEn: null, bodyEn: null }),
      source,
    );
    expect(waitlist).toEqual({ kind: "sent", count: 1 });
    expect(mailsTo(mailDir, "wait@example.org")).toHaveLength(1);
  });

  it("asks for the version a reader needs, and refuses an empty audience or an unknown workshop", async () => {
    const workshop = await createWorkshop();
    await createRegistration({ workshopId: workshop.id, language: "en" });
    await createRegistration({ workshopId: workshop.id, language: "en" });
    const missing = await messageRegistrants(workshop.id, message({ subjectEn: null, bodyEn: null }), source);
    expect(missing).toEqual({ kind: "missing_versions", languages: ["en"], readers: { fr: 0, en: 2 } });
    expect((await messageRegistrants(workshop.id, message({ audience: "waitlisted" }), source)).kind).toBe(
      "no_recipients",
    );
    expect((await messageRegistrants("00000000-0000-0000-0000-000000000000", message(), source)).kind).toBe(
      "not_found",
    );
    const queued = await database.db.select().from(outbox).where(eq(outbox.subject, "Room changed · Atelier de test"));
    expect(queued).toHaveLength(0);
  });
});
