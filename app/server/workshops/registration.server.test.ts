import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createFacilitator,
  createRegistration,
  createWorkshop as createWorkshopRecord,
  setSiteSettings,
  type WorkshopValues,
} from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { RegistrationInput } from "~/lib/workshops/registration-schema";
import { registerAction } from "~/routes/public/workshop.route.server";
import { workshopRegistrations, workshops } from "../db/schema";
import { daysFromToday } from "../db/seed/records.server";
import { cancelAndNotify, cancelRegistration, getCancellationView } from "./cancellation.server";
import { cancelToken, registrationOfTicket, verifyCancelToken } from "./links.server";
import {
  isUniqueViolation,
  registerAndNotify,
  registerForWorkshop,
  REGISTRATION_RATE_LIMITS,
  registrationClosedReason,
  waitlistPosition,
} from "./registration.server";
import { resetRateLimits } from "../rate-limit.server";
import { getWorkshopRegistrations, listWorkshopsWithCounts, registrationsCsv } from "./staff-lists.server";
import { ticketQrPng } from "./ticket-qr.server";

// Read with the rest of the configuration at first use: cancel tokens are signed with this secret, links use this origin.
process.env.AUTH_SECRET = "registration-test-secret-0123456789abcdef";
process.env.BASE_URL = "https://ateliers.example.org";
const database = setUpTestDatabase();
const { mailDir } = database;

let facilitatorId: string | undefined;

/** A published workshop of one facilitator, ten days from now, 9:00 to 17:00 in Bobo-Dioulasso, with 12 seats at 50 000. */
async function createWorkshop(values: WorkshopValues = {}): Promise<string> {
  facilitatorId ??= (await createFacilitator({ firstName: "Fatou", lastName: "Sow", email: "fatou@example.org" })).id;
  const workshop = await createWorkshopRecord({
    title: "Cartographier les systèmes, pas à pas",
    descriptionFr: "Atelier pratique; acteurs, flux, boucles.",
    endTime: "17:00",
    location: "Bobo-Dioulasso",
    price: "50000",
    facilitatorId,
    ...values,
  });
  return workshop.id;
}

function person(n: number | string, language: "fr" | "en" = "fr"): RegistrationInput {
  return { name: `Personne ${n}`, email: `personne.${n}@example.org`, organization: null, phone: null, language };
}

async function statuses(workshopId: string) {
  return database.db
    .select()
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.workshopId, workshopId))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));
}

describe("capacity under concurrency", () => {
  it("never overbooks: 50 simultaneous registrations for 10 free seats give 10 confirmed and a gapless waitlist 1..40", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 12 });
    // Two seats already taken, as in the seed's nearly full workshop: 10 remain.
    await createRegistration({ workshopId, name: "Déjà 1", email: "deja.1@example.org" });
    await createRegistration({ workshopId, name: "Déjà 2", email: "deja.2@example.org" });

    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => registerForWorkshop(workshopId, person(`c${i}`))),
    );
    const ms = Math.round(performance.now() - started);

    const confirmed = outcomes.filter((outcome) => outcome.kind === "confirmed");
    const waitlisted = outcomes.filter((outcome) => outcome.kind === "waitlisted");
    expect(confirmed).toHaveLength(10);
    expect(waitlisted).toHaveLength(40);
    const positions = waitlisted.map((outcome) => outcome.position).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    // The database agrees: 12 confirmed in all, and the waitlist's order is the positions people were told.
    const rows = await statuses(workshopId);
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(12);
    const waitlistOrder = rows.filter((row) => row.status === "waitlisted").map((row) => row.id);
    const toldPosition = new Map(waitlisted.map((outcome) => [outcome.registration.id, outcome.position]));
    expect(waitlistOrder.map((id) => toldPosition.get(id))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Everyone who was confirmed registered before everyone who was waitlisted.
    const lastConfirmed = Math.max(...confirmed.map((outcome) => outcome.registration.createdAt.getTime()));
    const firstWaitlisted = Math.min(...waitlisted.map((outcome) => outcome.registration.createdAt.getTime()));
    expect(lastConfirmed).toBeLessThanOrEqual(firstWaitlisted);
    // waitlistPosition() (used after the fact) gives the same numbers.
    for (const outcome of waitlisted.slice(0, 5))
      expect(await waitlistPosition(outcome.registration.id)).toBe(outcome.position);

    console.log(
      `[${database.kind}] 50 concurrent registrations, 10 free seats → ${confirmed.length} confirmed, ${waitlisted.length} waitlisted, positions ${positions[0]}..${positions.at(-1)} (${ms} ms)`,
    );
  });

  it("gives one seat to one email even when the same person submits many times at once", async () => {
    const workshopId = await createWorkshop();
    const outcomes = await Promise.all(
      ["dup@example.org", "DUP@example.org", "Dup@Example.org", "dup@example.org", "dUp@example.org"].map((email) =>
        registerForWorkshop(workshopId, { ...person("dup"), email }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "confirmed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "duplicate")).toHaveLength(4);
    expect(await statuses(workshopId)).toHaveLength(1);
  });
});

describe("registering", () => {
  it("refuses a second registration with the same email (case-insensitive) but not after a cancellation", async () => {
    const workshopId = await createWorkshop();
    const first = await registerForWorkshop(workshopId, { ...person("a"), email: "Awa.Diop@example.org" });
    expect(first.kind).toBe("confirmed");
    expect(await registerForWorkshop(workshopId, { ...person("a"), email: "awa.diop@EXAMPLE.org" })).toMatchObject({
      kind: "duplicate",
      existing: { email: "Awa.Diop@example.org", status: "confirmed" },
      wouldBe: { status: "confirmed" },
    });
    if (first.kind !== "confirmed") return;
    await cancelRegistration(first.registration.id);
    expect((await registerForWorkshop(workshopId, { ...person("a"), email: "awa.diop@example.org" })).kind).toBe(
      "confirmed",
    );
  });

  it("maps a violation of the unique index to the duplicate answer", async () => {
    const workshopId = await createWorkshop();
    await createRegistration({ workshopId, name: "X", email: "x@example.org" });
    const error = await database.db
      .insert(workshopRegistrations)
      .values({ workshopId, name: "X", email: "X@example.org", status: "waitlisted" })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error, "workshop_registrations_active_email_idx")).toBe(true);
    expect(isUniqueViolation(new Error("other"), "workshop_registrations_active_email_idx")).toBe(false);
  });

  it("only takes registrations for published workshops from today on", async () => {
    const cases: [Partial<typeof workshops.$inferInsert>, string][] = [
      [{ status: "cancelled" }, "closed:cancelled"],
      [{ status: "completed" }, "closed:past"],
      [{ date: daysFromToday(-1) }, "closed:past"],
      [{ date: null }, "closed:closed"],
      [{ status: "draft" }, "not_found"],
      [{ date: daysFromToday(0) }, "confirmed"],
    ];
    for (const [values, expected] of cases) {
      const workshopId = await createWorkshop(values);
      const outcome = await registerForWorkshop(workshopId, person("closed"));
      expect(outcome.kind === "closed" ? `closed:${outcome.reason}` : outcome.kind).toBe(expected);
    }
    expect(await registerForWorkshop("not-a-uuid", person("x"))).toEqual({ kind: "not_found" });
    expect(await registerForWorkshop("00000000-0000-4000-8000-000000000000", person("x"))).toEqual({
      kind: "not_found",
    });
  });

  it("judges 'today' on the workshop's own wall clock", () => {
    const lateEvening = new Date(Date.UTC(2026, 5, 10, 23, 30)); // 23:30 in Ouagadougou, 08:30 next day in Tokyo
    const workshop = { status: "published" as const, date: "2026-06-10" };
    expect(registrationClosedReason({ ...workshop, timeZone: "Africa/Ouagadougou" }, lateEvening)).toBeNull();
    expect(registrationClosedReason({ ...workshop, timeZone: "Asia/Tokyo" }, lateEvening)).toBe("past");
  });
});

describe("the form action", () => {
  function post(workshopId: string, fields: Record<string, string>, ip = "203.0.113.7") {
    const body = new URLSearchParams(fields);
    return registerAction(
      new Request(`https://ateliers.example.org/calendar/${workshopId}`, {
        method: "POST",
        body,
        headers: { "x-forwarded-for": ip },
      }),
      workshopId,
    );
  }
  const valid = {
    name: "Grace Adjei",
    email: "grace.adjei@example.org",
    organization: "Volta Energy",
    phone: "+233 20 000 0000",
    language: "en",
  };

  it("answers bad input with 400 and messages next to the fields, and stores nothing", async () => {
    const workshopId = await createWorkshop();
    const result = await post(workshopId, { name: "", email: "nope", language: "xx" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      errors: {
        name: "workshop.register.errors.nameRequired",
        email: "workshop.register.errors.emailInvalid",
        language: "workshop.register.errors.languageInvalid",
      },
      values: { email: "nope" },
    });
    expect(await statuses(workshopId)).toHaveLength(0);
  });

  it("refuses the honeypot, duplicates, closed workshops and floods with a 4xx and a message", async () => {
    const workshopId = await createWorkshop();
    expect((await post(workshopId, { ...valid, website_url: "http://spam" })).init?.status).toBe(400);
    expect(await statuses(workshopId)).toHaveLength(0);

    const first = await post(workshopId, valid);
    expect(first.data).toMatchObject({ ok: true, status: "confirmed" });
    // The same email again: answered as a new registration would be, told by email, no second seat.
    const duplicate = await post(workshopId, valid);
    expect(duplicate.init?.status ?? 200).toBe(200);
    expect(duplicate.data).toEqual(first.data);
    expect(await statuses(workshopId)).toHaveLength(1);

    const cancelledWorkshop = await createWorkshop({ status: "cancelled" });
    const closed = await post(cancelledWorkshop, valid);
    expect(closed.init?.status).toBe(409);
    expect(closed.data).toMatchObject({ ok: false, formError: { key: "workshop.register.errors.cancelled" } });

    const unknown = await post("00000000-0000-4000-8000-000000000000", valid);
    expect(unknown.init?.status).toBe(404);

    // Per email: past the limit within the hour, refused from any address.
    resetRateLimits();
    const { email: perEmail, address: perAddress, sender } = REGISTRATION_RATE_LIMITS;
    for (let i = 0; i < perEmail.limit; i++)
      await post(workshopId, { ...valid, email: "flood@example.org" }, `198.51.100.${i}`);
    const limited = await post(workshopId, { ...valid, email: "flood@example.org" }, "198.51.100.99");
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toMatchObject({ formError: { key: "workshop.register.errors.rateLimited" } });
    // Per sender: one email at one address.
    resetRateLimits();
    for (let i = 0; i < sender.limit; i++) await post(workshopId, { ...valid, email: "one@example.org" }, "192.0.2.9");
    expect((await post(workshopId, { ...valid, email: "one@example.org" }, "192.0.2.9")).init?.status).toBe(429);
    expect((await post(workshopId, { ...valid, email: "two@example.org" }, "192.0.2.9")).init?.status).not.toBe(429);
    // Per address: a ceiling on every attempt, with its own message.
    resetRateLimits();
    for (let i = 0; i < perAddress.limit; i++) await post(workshopId, { name: "", email: "" }, "192.0.2.1");
    const busy = await post(workshopId, valid, "192.0.2.1");
    expect(busy.init?.status).toBe(429);
    expect(busy.data).toMatchObject({ formError: { key: "common.forms.networkBusy" } });
  });

  it("emails a confirmation with a calendar file in the registrant's language, and a waitlist notice with the position", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 1 });
    expect((await post(workshopId, valid)).data).toMatchObject({ ok: true, status: "confirmed", name: "Grace Adjei" });
    expect(
      (await post(workshopId, { ...valid, name: "Kofi", email: "kofi@example.org", language: "fr" })).data,
    ).toMatchObject({
      ok: true,
      status: "waitlisted",
      position: 1,
    });

    const [confirmation] = mailsTo(mailDir, "grace.adjei@example.org");
    expect(confirmation!.subject).toContain("Registration confirmed: Cartographier les systèmes, pas à pas");
    expect(confirmation!.text).toContain("Hello Grace Adjei,");
    // The zone's label keeps its own brackets, with no second pair around it.
    expect(confirmation!.text).toMatch(/Time: 9:00\sAM – 5:00\sPM, Ouagadougou time \(UTC\+00:00\)\n/);
    const [waitlisted] = mailsTo(mailDir, "kofi@example.org");
    expect(waitlisted!.text).toMatch(/Horaire\u00a0: 9\sh\s00 – 17\sh\s00, heure de Ouagadougou \(UTC\+00:00\)\n/);
    const ics = confirmation!.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
    expect(ics?.contentType).toContain("method=PUBLISH");
    expect(ics?.content).toContain("DTSTART;TZID=Africa/Ouagadougou:");
    expect(ics?.content).toContain("UID:registration-");
    const cancelLink = /https:\/\/ateliers\.example\.org\/en\/registrations\/([0-9a-f-]+)\/cancel\?token=([\w-]+)/.exec(
      confirmation!.text,
    );
    expect(cancelLink).not.toBeNull();
    expect(verifyCancelToken(cancelLink![1]!, cancelLink![2]!)).toBe(true);
    // The ticket, through the outbox and nodemailer: its link in the text and its QR code as a real PNG.
    const ticketLink = /https:\/\/ateliers\.example\.org\/en\/tickets\/([\w.-]+)/.exec(confirmation!.text);
    expect(registrationOfTicket(ticketLink![1]!)).toBe(cancelLink![1]);
    const png = confirmation!.attachments.find((attachment) => attachment.contentType.startsWith("image/png"));
    expect(png?.filename).toBe("ticket.png");
    expect(png?.bytes.equals(ticketQrPng(ticketLink![0]))).toBe(true);

    const [waitlist] = mailsTo(mailDir, "kofi@example.org");
    expect(waitlist!.subject).toContain("Liste d'attente (position 1)");
    expect(waitlist!.text).toContain("en position 1 sur la liste d'attente");
    expect(waitlist!.text).toMatch(/https:\/\/ateliers\.example\.org\/registrations\/[0-9a-f-]+\/cancel\?token=/);
    expect(waitlist!.attachments).toHaveLength(0);
  });

  it("answers an email already registered as a new registration would be, and tells its owner by email", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 1 });
    await post(workshopId, valid);
    await post(workshopId, { ...valid, name: "Kofi", email: "kofi@example.org", language: "fr" });
    // Full, one waitlisted: a stranger would be second on the waitlist, and so is every repeat.
    const stranger = { ...valid, name: "Awa", email: "awa.nouvelle@example.org" };
    for (const again of [
      { ...valid, name: "Awa" },
      { ...valid, name: "Awa", email: "kofi@example.org" },
    ]) {
      const answer = await post(workshopId, again);
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({
        form: "register",
        ok: true,
        status: "waitlisted",
        name: "Awa",
        email: again.email,
        position: 2,
      });
    }
    expect(await statuses(workshopId)).toHaveLength(2);
    expect((await post(workshopId, stranger)).data).toMatchObject({ status: "waitlisted", position: 2 });

    const reminder = (to: string) =>
      mailsTo(mailDir, to).find((mail) => /Already registered|déjà inscrite/.test(mail.subject));
    const grace = reminder("grace.adjei@example.org");
    expect(grace!.subject).toContain("Already registered: Cartographier les systèmes, pas à pas");
    expect(grace!.text).toContain("it is already registered: your seat is confirmed");
    expect(grace!.text).toMatch(/\/en\/registrations\/[0-9a-f-]+\/cancel\?token=/);
    const kofi = reminder("kofi@example.org");
    expect(kofi!.subject).toContain("Adresse déjà inscrite");
    expect(kofi!.text).toContain("déjà sur la liste d'attente, en position 1");
  });
});

describe("the team and the facilitator", () => {
  it("are emailed when someone registers, joins the waitlist or cancels, each in their language", async () => {
    await setSiteSettings({ contact_email: "equipe@agency.example", default_language: "fr" });
    const workshopId = await createWorkshop({ maxParticipants: 1 });
    const first = await registerAndNotify(workshopId, person("ama", "en"));
    const second = await registerAndNotify(workshopId, person("kwesi", "en"));
    expect([first.kind, second.kind]).toEqual(["confirmed", "waitlisted"]);
    if (first.kind !== "confirmed") return;
    await cancelAndNotify(first.registration.id);

    for (const address of ["equipe@agency.example", "fatou@example.org"]) {
      // The facilitator leads the other workshops of this file too: the last three are this one's.
      const subjects = mailsTo(database.mailDir, address)
        .slice(-3)
        .map((mail) => mail.subject);
      expect(subjects, address).toEqual([
        expect.stringMatching(/^Nouvelle inscription\u00a0: .* à Cartographier les systèmes, pas à pas$/),
        expect.stringMatching(/^Liste d'attente\u00a0: /),
        expect.stringMatching(/^Inscription annulée\u00a0: /),
      ]);
    }
    const [notice] = mailsTo(database.mailDir, "equipe@agency.example");
    expect(notice!.text).toContain("1 confirmée sur 1 place · 0 en liste d'attente · 0 annulée");
    expect(notice!.text).toContain(`/admin/workshops/${workshopId}/registrations`);
  });
});

describe("cancellation links", () => {
  it("are signed for one registration and one purpose", () => {
    const id = "3f0c2a56-8a55-4c53-9b5e-0a4c5f0e7d11";
    const token = cancelToken(id);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(verifyCancelToken(id, token)).toBe(true);
    expect(verifyCancelToken("3f0c2a56-8a55-4c53-9b5e-0a4c5f0e7d12", token)).toBe(false);
    expect(verifyCancelToken(id, token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBe(false);
    expect(verifyCancelToken(id, "")).toBe(false);
    expect(verifyCancelToken(id, null)).toBe(false);
    expect(verifyCancelToken(id, "x".repeat(500))).toBe(false);
  });
});

describe("cancelling", () => {
  it("frees the seat, promotes the oldest waitlisted person in the same transaction, and emails both", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 2 });
    const outcomes = [];
    for (const [n, language] of [
      ["alpha", "fr"],
      ["bravo", "fr"],
      ["charlie", "en"],
      ["delta", "fr"],
    ] as const) {
      outcomes.push(await registerAndNotify(workshopId, person(n, language)));
    }
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["confirmed", "confirmed", "waitlisted", "waitlisted"]);
    const alpha = outcomes[0]!;
    if (alpha.kind !== "confirmed") return;

    const view = await getCancellationView(alpha.registration.id);
    expect(view).toMatchObject({ registration: { name: "Personne alpha", status: "confirmed" }, blocked: null });

    const result = await cancelAndNotify(alpha.registration.id);
    expect(result.kind).toBe("cancelled");
    if (result.kind !== "cancelled") return;
    expect(result.promoted.map((row) => row.email)).toEqual(["personne.charlie@example.org"]);

    const rows = await statuses(workshopId);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get("personne.alpha@example.org")).toMatchObject({ status: "cancelled" });
    expect(byEmail.get("personne.alpha@example.org")!.cancelledAt).toBeInstanceOf(Date);
    expect(byEmail.get("personne.charlie@example.org")).toMatchObject({ status: "confirmed" });
    expect(byEmail.get("personne.charlie@example.org")!.promotedAt).toBeInstanceOf(Date);
    expect(byEmail.get("personne.delta@example.org")).toMatchObject({ status: "waitlisted" });
    expect(await waitlistPosition(byEmail.get("personne.delta@example.org")!.id)).toBe(1);
    expect(rows.filter((row) => row.status === "confirmed")).toHaveLength(2);

    // Each registration sent its own email: the cancellation and the promotion come after them.
    const [confirmed, cancelled] = mailsTo(mailDir, "personne.alpha@example.org");
    expect(confirmed!.subject).toContain("Inscription confirmée");
    expect(cancelled!.subject).toContain("Inscription annulée");
    const [, promoted] = mailsTo(mailDir, "personne.charlie@example.org");
    expect(promoted!.subject).toContain("A seat opened up");
    expect(
      promoted!.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"))?.content,
    ).toContain("BEGIN:VEVENT");
    expect(promoted!.text).toMatch(/\/en\/registrations\/[0-9a-f-]+\/cancel\?token=/);

    // A second cancellation changes nothing and says so.
    expect(await cancelAndNotify(alpha.registration.id)).toEqual({ kind: "already_cancelled" });
    expect(mailsTo(mailDir, "personne.alpha@example.org")).toHaveLength(2);
  });

  it("leaving the waitlist promotes nobody; a cancelled or past workshop cannot be cancelled from", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 1 });
    await registerForWorkshop(workshopId, person("one"));
    const two = await registerForWorkshop(workshopId, person("two"));
    const three = await registerForWorkshop(workshopId, person("three"));
    if (two.kind !== "waitlisted" || three.kind !== "waitlisted") throw new Error("expected a waitlist");
    const result = await cancelRegistration(two.registration.id);
    expect(result).toMatchObject({ kind: "cancelled", promoted: [] });
    expect(await waitlistPosition(three.registration.id)).toBe(1);

    await database.db.update(workshops).set({ status: "cancelled" }).where(eq(workshops.id, workshopId));
    expect(await cancelRegistration(three.registration.id)).toEqual({ kind: "workshop_cancelled" });
    await database.db
      .update(workshops)
      .set({ status: "published", date: daysFromToday(-2) })
      .where(eq(workshops.id, workshopId));
    expect(await cancelRegistration(three.registration.id)).toEqual({ kind: "past" });
    expect(await cancelRegistration("00000000-0000-4000-8000-000000000000")).toEqual({ kind: "not_found" });
    expect(await cancelRegistration("nope")).toEqual({ kind: "not_found" });
  });

  it("keeps capacity when cancellations and registrations race", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 5 });
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, i) => registerForWorkshop(workshopId, person(`race${i}`))),
    );
    const confirmedIds = first.flatMap((outcome) => (outcome.kind === "confirmed" ? [outcome.registration.id] : []));
    await Promise.all([
      ...confirmedIds.slice(0, 3).map((id) => cancelRegistration(id)),
      ...Array.from({ length: 10 }, (_, i) => registerForWorkshop(workshopId, person(`late${i}`))),
    ]);
    const rows = await database.db
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, "confirmed")));
    expect(rows).toHaveLength(5);
  });
});

describe("staff lists", () => {
  it("lists confirmed, then the waitlist with positions, then cancelled; exports guarded CSV", async () => {
    const workshopId = await createWorkshop({ maxParticipants: 1 });
    await registerForWorkshop(workshopId, {
      ...person("x"),
      name: '=HYPERLINK("http://evil")',
      organization: "Acme, Inc.",
    });
    const second = await registerForWorkshop(workshopId, person("y"));
    await registerForWorkshop(workshopId, person("z"));
    if (second.kind !== "waitlisted") throw new Error("expected the waitlist");
    await cancelRegistration(second.registration.id);

    const result = await getWorkshopRegistrations(workshopId);
    expect(result?.workshop).toMatchObject({ confirmed: 1, waitlisted: 1, cancelled: 1, maxParticipants: 1 });
    expect(result?.registrations.map((row) => [row.status, row.position])).toEqual([
      ["confirmed", null],
      ["waitlisted", 1],
      ["cancelled", null],
    ]);
    const csv = registrationsCsv(result!.registrations, "en");
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Status,#,Name,Email,Organization,Phone,Language,Registered,Promoted,Cancelled,Booking reference",
    );
    expect(lines[1]).toContain(`Confirmed,,"'=HYPERLINK(""http://evil"")",personne.x@example.org,"Acme, Inc.",,fr,`);
    expect(lines[2]).toMatch(/^Waitlisted,1,Personne z,/);

    const list = await listWorkshopsWithCounts();
    expect(list.find((row) => row.id === workshopId)).toMatchObject({ confirmed: 1, waitlisted: 1, cancelled: 1 });
    expect(await getWorkshopRegistrations("nope")).toBeNull();
  });
});

describe("sitemap", () => {
  it("lists the pages of published workshops from today on, not drafts, cancelled or past ones", async () => {
    const { listSitemapWorkshops } = await import("./queries.server");
    const upcoming = await createWorkshop({ date: daysFromToday(3) });
    const today = await createWorkshop({ date: daysFromToday(0) });
    const draft = await createWorkshop({ status: "draft" });
    const cancelled = await createWorkshop({ status: "cancelled" });
    const past = await createWorkshop({ date: daysFromToday(-1) });
    const ids = (await listSitemapWorkshops(daysFromToday(0))).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([upcoming, today]));
    for (const hidden of [draft, cancelled, past]) expect(ids).not.toContain(hidden);
  });
});
