/**
 * Seat bookings against the database: seats count against capacity with everyone else's (never overbooked, the rest
 * on the waitlist only when asked), naming emails the person, a swap cancels the first person's registration and
 * keeps the seat, and an organization reaches only its own seats.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SeatNameInput } from "~/lib/workshops/bookings";
import { createOrganization, createRegistration, createUser, createWorkshop } from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { AuditSource } from "../audit/audit.server";
import { workshopRegistrations } from "../db/schema";
import {
  bookSeats,
  listBookableWorkshops,
  listOrganizationBookings,
  listWorkshopBookings,
  nameSeat,
  type Booker,
} from "./bookings.server";
import { cancelAndNotify, cancelRegistration } from "./cancellation.server";
import { registerForWorkshop } from "./registration.server";
import { getWorkshopRegistrations, registrationsCsv } from "./staff-lists.server";

process.env.AUTH_SECRET = "bookings-test-secret-0123456789abcdef";
process.env.BASE_URL = "https://ateliers.example.org";
const database = setUpTestDatabase();
const { mailDir } = database;
const source: AuditSource = { actor: null, address: "203.0.113.7" };

let n = 0;
async function booker(): Promise<Booker> {
  const k = ++n;
  const organization = await createOrganization({ name: `ONG Sahel ${k}` });
  const account = await createUser({ role: "client", email: `rh.${k}@example.org` });
  return {
    organization: { id: organization.id, name: organization.name },
    client: { id: account.id, email: account.email, language: "fr" },
    source,
  };
}
const seatsOf = (workshopId: string) =>
  database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));
const book = (who: Booker, workshopId: string, seats: number, waitlistRest = false) =>
  bookSeats({ ...who, client: null }, { workshopId, seats, reference: "PO-42", waitlistRest });
const person = (seatId: string, first: string, email: string): SeatNameInput => ({
  seatId,
  firstName: first,
  lastName: "Kaboré",
  email,
  language: "fr",
});

describe("booking seats", () => {
  it("holds the seats as unnamed confirmed registrations, and tells the client", async () => {
    const workshop = await createWorkshop({ maxParticipants: 5 });
    const who = await booker();
    const outcome = await bookSeats(who, {
      workshopId: workshop.id,
      seats: 3,
      reference: "PO-42",
      waitlistRest: false,
    });
    expect(outcome).toMatchObject({ kind: "booked", confirmed: 3, waitlisted: 0 });
    const seats = await seatsOf(workshop.id);
    expect(seats.map((seat) => [seat.status, seat.name, seat.email, seat.organization])).toEqual([
      ["confirmed", null, null, who.organization.name],
      ["confirmed", null, null, who.organization.name],
      ["confirmed", null, null, who.organization.name],
    ]);
    const [mail] = mailsTo(mailDir, who.client!.email);
    expect(mail!.subject).toMatch(/^Places réservées/);
    expect(mail!.text).toMatch(/^Bonjour /);
    expect(mail!.text).toContain("https://ateliers.example.org/client/bookings");
    expect(mail!.text).toContain(`: 3 places confirmées.`);
  });

  it("takes only the free seats: refuses the rest, or puts it on the waitlist when asked", async () => {
    const workshop = await createWorkshop({ maxParticipants: 4 });
    await createRegistration({ workshopId: workshop.id });
    await createRegistration({ workshopId: workshop.id });
    const who = await booker();
    expect(await book(who, workshop.id, 3)).toEqual({ kind: "short", free: 2 });
    expect(await seatsOf(workshop.id)).toHaveLength(2);
    expect(await book(who, workshop.id, 3, true)).toMatchObject({ kind: "booked", confirmed: 2, waitlisted: 1 });
    const statuses = (await seatsOf(workshop.id)).map((seat) => seat.status).sort();
    expect(statuses).toEqual(["confirmed", "confirmed", "confirmed", "confirmed", "waitlisted"]);
  });

  it("refuses a workshop that is not open", async () => {
    const who = await booker();
    const past = await createWorkshop({ daysFromNow: -2 });
    expect(await book(who, past.id, 1)).toEqual({ kind: "closed", reason: "past" });
    const draft = await createWorkshop({ status: "draft" });
    expect(await book(who, draft.id, 1)).toEqual({ kind: "not_found" });
    expect(await book(who, "00000000-0000-0000-0000-000000000000", 1)).toEqual({ kind: "not_found" });
  });

  it("never overbooks: 30 organizations booking 3 seats and 40 individuals at once on 50 seats", async () => {
    const workshop = await createWorkshop({ maxParticipants: 50 });
    const organizations = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createOrganization({ name: `Délégation ${i}` })),
    );
    const outcomes = await Promise.all([
      ...organizations.map((organization) =>
        bookSeats(
          { organization: { id: organization.id, name: organization.name }, client: null, source },
          { workshopId: workshop.id, seats: 3, reference: null, waitlistRest: true },
        ),
      ),
      ...Array.from({ length: 40 }, (_, i) =>
        registerForWorkshop(workshop.id, {
          name: `Solo ${i}`,
          email: `solo.${i}@example.org`,
          organization: null,
          phone: null,
          language: "fr",
        }),
      ),
    ]);
    expect(
      outcomes.every(
        (outcome) => outcome.kind === "booked" || outcome.kind === "confirmed" || outcome.kind === "waitlisted",
      ),
    ).toBe(true);
    const rows = await seatsOf(workshop.id);
    expect(rows.filter((seat) => seat.status === "confirmed")).toHaveLength(50);
    expect(rows.filter((seat) => seat.status === "waitlisted")).toHaveLength(30 * 3 + 40 - 50);
  });

  it("lists the workshops that take bookings, with their free seats", async () => {
    const open = await createWorkshop({ title: "Ouvert aux réservations", maxParticipants: 3 });
    await createRegistration({ workshopId: open.id });
    const listed = await listBookableWorkshops();
    expect(listed.find((workshop) => workshop.id === open.id)?.freeSeats).toBe(2);
  });
});

describe("naming and swapping seats", () => {
  it("names a seat in place and confirms the person; a swap cancels them and confirms the next, seat kept", async () => {
    const workshop = await createWorkshop({ maxParticipants: 2 });
    const who = await booker();
    await book(who, workshop.id, 2);
    const waiting = await createRegistration({ workshopId: workshop.id, status: "waitlisted" });
    const [first] = (await listOrganizationBookings(who.organization.id))[0]!.seats;

    const named = await nameSeat(who.organization.id, person(first!.id, "Awa", "awa@example.org"), source);
    expect(named).toEqual({ kind: "named", registrationId: first!.id, swapped: false });
    expect(mailsTo(mailDir, "awa@example.org")[0]!.subject).toMatch(/^Inscription confirmée/);

    const swapped = await nameSeat(who.organization.id, person(first!.id, "Issa", "issa@example.org"), source);
    expect(swapped).toMatchObject({ kind: "named", swapped: true });
    if (swapped.kind !== "named") return;
    const rows = await seatsOf(workshop.id);
    expect(rows.find((row) => row.id === first!.id)!.status).toBe("cancelled");
    expect(rows.find((row) => row.id === swapped.registrationId)).toMatchObject({
      status: "confirmed",
      name: "Issa Kaboré",
      email: "issa@example.org",
    });
    // The seat never freed up: the waitlist did not move.
    expect(rows.find((row) => row.id === waiting.id)!.status).toBe("waitlisted");
    expect(mailsTo(mailDir, "awa@example.org").map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Inscription confirmée/),
      expect.stringMatching(/^Votre place a été attribuée/),
    ]);
    expect(mailsTo(mailDir, "issa@example.org")).toHaveLength(1);

    // Staff see the booking by organization: one seat named (Issa), one to name.
    expect(await listWorkshopBookings(workshop.id)).toEqual([
      {
        id: expect.any(String),
        organization: who.organization,
        reference: "PO-42",
        included: 0,
        named: 1,
        unnamed: 1,
        waitlisted: 0,
      },
    ]);

    // Her old links reach a cancelled registration: cancelling with them changes nothing.
    expect((await cancelRegistration(first!.id)).kind).toBe("already_cancelled");
  });

  it("refuses another organization's seat, a taken email and a closed workshop", async () => {
    const workshop = await createWorkshop();
    const who = await booker();
    const other = await booker();
    await book(who, workshop.id, 1);
    const [seat] = (await listOrganizationBookings(who.organization.id))[0]!.seats;
    await createRegistration({ workshopId: workshop.id, email: "deja@example.org" });

    expect((await nameSeat(other.organization.id, person(seat!.id, "X", "x@example.org"), source)).kind).toBe(
      "not_found",
    );
    expect((await nameSeat(who.organization.id, person(seat!.id, "D", "DEJA@example.org"), source)).kind).toBe(
      "duplicate",
    );
    const later = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    expect((await nameSeat(who.organization.id, person(seat!.id, "L", "late@example.org"), source, later)).kind).toBe(
      "closed",
    );
    const [unchanged] = await database.db
      .select()
      .from(workshopRegistrations)
      .where(and(eq(workshopRegistrations.id, seat!.id)));
    expect(unchanged!.email).toBeNull();
  });

  it("gives a seat back to the organization when its person cancels, and frees it when staff cancel", async () => {
    const workshop = await createWorkshop({ maxParticipants: 2 });
    const who = await booker();
    await bookSeats(who, { workshopId: workshop.id, seats: 2, reference: "PO-9", waitlistRest: false });
    const waiting = await createRegistration({ workshopId: workshop.id, status: "waitlisted" });
    const [mine, other] = (await listOrganizationBookings(who.organization.id))[0]!.seats;
    await nameSeat(who.organization.id, person(mine!.id, "Salif", "salif@example.org"), source);
    await nameSeat(who.organization.id, person(other!.id, "Rasmata", "rasmata@example.org"), source);

    // Salif cancels from his own link: the seat stays the organization's, unnamed; the waitlist does not move.
    expect((await cancelAndNotify(mine!.id)).kind).toBe("cancelled");
    const seats = (await listOrganizationBookings(who.organization.id))[0]!.seats;
    expect(seats.map((seat) => [seat.status, seat.email]).sort()).toEqual([
      ["confirmed", null],
      ["confirmed", "rasmata@example.org"],
    ]);
    expect((await seatsOf(workshop.id)).find((row) => row.id === waiting.id)!.status).toBe("waitlisted");
    expect(mailsTo(mailDir, who.client!.email).map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/^Une place est à nommer de nouveau/),
    );
    expect(mailsTo(mailDir, "salif@example.org").at(-1)!.subject).toMatch(/^Inscription annulée/);

    // Staff cancel Rasmata's seat: it leaves the booking and goes to the waitlist, as any cancellation.
    const byStaff = { workshopId: workshop.id, source };
    expect((await cancelRegistration(other!.id, new Date(), { byStaff })).kind).toBe("cancelled");
    expect((await seatsOf(workshop.id)).find((row) => row.id === waiting.id)!.status).toBe("confirmed");

    // The staff's CSV names the booking's reference on its seats.
    const listed = await getWorkshopRegistrations(workshop.id);
    expect(registrationsCsv(listed!.registrations, "en")).toContain("PO-9");
  });

  it("asks whoever booked to name an unnamed seat the waitlist gives a place to", async () => {
    const workshop = await createWorkshop({ maxParticipants: 1 });
    const holder = await createRegistration({ workshopId: workshop.id, email: "holder@example.org" });
    const who = await booker();
    const outcome = await bookSeats(who, { workshopId: workshop.id, seats: 1, reference: null, waitlistRest: true });
    expect(outcome).toMatchObject({ confirmed: 0, waitlisted: 1 });
    expect((await cancelAndNotify(holder.id)).kind).toBe("cancelled");
    const [seat] = (await listOrganizationBookings(who.organization.id))[0]!.seats;
    expect(seat).toMatchObject({ status: "confirmed", email: null });
    expect(mailsTo(mailDir, who.client!.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Places réservées/),
      expect.stringMatching(/^Une place en attente est confirmée/),
    ]);
  });
});
