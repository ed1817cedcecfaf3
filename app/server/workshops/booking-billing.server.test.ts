/**
 * What a seat booking costs its organization, against the database: the seats its contract includes, one draft
 * invoice for the others (a line per seat, naming its attendee), kept in step with swaps, releases and the waitlist;
 * once issued, a credit note for released seats. And releasing seats: until the deadline only, the waitlist moving
 * up, the people told.
 */
import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { demoBillingSettings } from "~/server/db/seed/demo-invoices";
import { formatShortDate } from "~/lib/format";
import {
  createContract,
  createOrganization,
  createRegistration,
  createUser,
  createWorkshop,
  setSiteSettings,
} from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { AuditSource } from "../audit/audit.server";
import { billingToday, issueInvoice, recordPayment } from "../billing/invoices.server";
import { getOrganizationPage } from "../clients/organizations.server";
import {
  invoiceEvents,
  invoiceLines,
  invoices,
  organizationClients,
  seatBookings,
  siteSettings,
  workshopRegistrations,
  workshops,
} from "../db/schema";
import { bookSeats, listOrganizationBookings, nameSeat, releaseSeat, type Booker } from "./bookings.server";
import { cancelAndNotify, cancelRegistration } from "./cancellation.server";

process.env.AUTH_SECRET = "booking-billing-test-secret-0123456789";
process.env.BASE_URL = "https://ateliers.example.org";
const database = setUpTestDatabase();
const { mailDir } = database;
const source: AuditSource = { actor: null, address: "203.0.113.9" };

beforeEach(async () => {
  await database.db.delete(siteSettings);
  await setSiteSettings({ ...demoBillingSettings, currency: "XOF" });
});

let n = 0;
async function booker(): Promise<Booker> {
  const k = ++n;
  const organization = await createOrganization({ name: `Ministère ${k}` });
  const account = await createUser({ role: "client", email: `achats.${k}@example.org` });
  return {
    organization: { id: organization.id, name: organization.name },
    client: { id: account.id, email: account.email, language: "fr" },
    source,
  };
}

async function book(who: Booker, workshopId: string, seats: number, waitlistRest = false) {
  const outcome = await bookSeats(who, { workshopId, seats, reference: "BC-2026-118", waitlistRest });
  if (outcome.kind !== "booked") throw new Error(`not booked: ${outcome.kind}`);
  return outcome.bookingId;
}

const seatsOf = (bookingId: string) =>
  database.db
    .select()
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.bookingId, bookingId)))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));
const liveSeats = async (bookingId: string) => (await seatsOf(bookingId)).filter((seat) => seat.status !== "cancelled");

/** The booking's invoices (and credit notes) with their lines' texts and prices. */
async function invoicesOf(organizationId: string) {
  const rows = await database.db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .orderBy(asc(invoices.createdAt));
  return Promise.all(
    rows.map(async (invoice) => ({
      ...invoice,
      lines: await database.db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.position)),
    })),
  );
}

const name = (seatId: string, firstName: string, email: string) => ({
  seatId,
  firstName,
  lastName: "Sawadogo",
  email,
  language: "fr" as const,
});

describe("billing a booking", () => {
  it("puts the billed seats on one draft invoice for the organization, a line per seat naming its attendee", async () => {
    const workshop = await createWorkshop({ title: "Prospective", maxParticipants: 10 });
    const who = await booker();
    const bookingId = await book(who, workshop.id, 3);
    const [invoice, ...others] = await invoicesOf(who.organization.id);
    expect(others).toEqual([]);
    const prefix = `Prospective — ${formatShortDate(workshop.date!, "fr")} · `;
    expect(invoice).toMatchObject({
      kind: "invoice",
      status: "draft",
      bookingId,
      // The seats are the workshop's revenue, by service and by its facilitator.
      service: "workshops",
      workshopId: workshop.id,
      subject: "Places à l'atelier «\u00a0Prospective\u00a0»",
      purchaseOrder: "BC-2026-118",
      currency: "XOF",
      totalHt: "75000.00",
      totalTtc: "88500.00",
    });
    expect(invoice!.lines.map((line) => [line.description, line.quantity, line.unitPrice, line.vatRate])).toEqual(
      Array.from({ length: 3 }, () => [`${prefix}place à nommer`, "1.00", "25000.00", "18.00"]),
    );

    // Naming and swapping change the names on the draft, never its amount.
    const [first] = await liveSeats(bookingId);
    await nameSeat(who.organization.id, name(first!.id, "Awa", "awa@example.org"), source);
    const [named] = await liveSeats(bookingId);
    await nameSeat(who.organization.id, name(named!.id, "Issa", "issa@example.org"), source);
    const [after] = await invoicesOf(who.organization.id);
    expect(after!.lines.map((line) => line.description)).toEqual([
      `${prefix}Issa Sawadogo`,
      `${prefix}place à nommer`,
      `${prefix}place à nommer`,
    ]);
    expect(after!.totalTtc).toBe("88500.00");
    expect((await listOrganizationBookings(who.organization.id))[0]).toMatchObject({
      includedSeats: 0,
      billedSeats: 3,
    });
  });

  it("bills nothing for a free workshop", async () => {
    const workshop = await createWorkshop({ price: "0" });
    const who = await booker();
    await book(who, workshop.id, 2);
    expect(await invoicesOf(who.organization.id)).toEqual([]);
  });

  it("draws seats from the contract in force first, bills the rest, and shows used / included", async () => {
    const workshop = await createWorkshop({ maxParticipants: 20 });
    const who = await booker();
    const contract = await createContract({ organizationId: who.organization.id, workshopSeats: 4 });
    // A draft contract and one that ended include nothing.
    await createContract({ organizationId: who.organization.id, workshopSeats: 50, status: "draft" });
    await createContract({
      organizationId: who.organization.id,
      workshopSeats: 50,
      startDate: "2020-01-01",
      endDate: "2020-12-31",
    });
    const first = await book(who, workshop.id, 3);
    const second = await book(who, workshop.id, 3);
    const bookings = await database.db.select().from(seatBookings).where(eq(seatBookings.contractId, contract.id));
    expect(bookings.map((booking) => [booking.id, booking.includedSeats]).sort()).toEqual(
      [
        [first, 3],
        [second, 1],
      ].sort(),
    );
    const drafts = await invoicesOf(who.organization.id);
    expect(drafts.map((invoice) => [invoice.bookingId, invoice.lines.length])).toEqual([[second, 2]]);
    const page = await getOrganizationPage(who.organization.id);
    expect(page!.contracts.find((row) => row.id === contract.id)).toMatchObject({ workshopSeats: 4, seatsUsed: 4 });

    // A released seat of the first booking gives its place back to the contract.
    const [seat] = await liveSeats(first);
    expect(await releaseSeat(who.organization.id, seat!.id, source)).toMatchObject({ kind: "released" });
    const [afterRelease] = await database.db.select().from(seatBookings).where(eq(seatBookings.id, first));
    expect(afterRelease!.includedSeats).toBe(2);
  });
});

it("never draws more seats than the contract includes, when bookings of several workshops come at once", async () => {
  const who = await booker();
  const contract = await createContract({ organizationId: who.organization.id, workshopSeats: 3 });
  const workshops = await Promise.all(Array.from({ length: 4 }, () => createWorkshop()));
  await Promise.all(workshops.map((workshop) => book(who, workshop.id, 2)));
  const bookings = await database.db.select().from(seatBookings).where(eq(seatBookings.contractId, contract.id));
  expect(bookings).toHaveLength(4);
  expect(bookings.reduce((sum, booking) => sum + booking.includedSeats, 0)).toBe(3);
  const billed = (await invoicesOf(who.organization.id)).reduce((sum, invoice) => sum + invoice.lines.length, 0);
  expect(billed).toBe(4 * 2 - 3);
});

it("tells the organization's client accounts, greeted by name, of seats staff booked on its behalf", async () => {
  const workshop = await createWorkshop({ title: "Atelier pour le compte" });
  const organization = await createOrganization({ name: "Office national" });
  const first = await createUser({
    role: "client",
    email: "dg@office.example",
    firstName: "Aminata",
    lastName: "Zongo",
  });
  const second = await createUser({ role: "client", email: "rh@office.example", firstName: "Paul", lastName: "Bado" });
  await database.db.insert(organizationClients).values([
    { userId: first.id, organizationId: organization.id },
    { userId: second.id, organizationId: organization.id },
  ]);
  const staff = await createUser({ role: "admin", email: "staff.booking@example.org" });
  const outcome = await bookSeats(
    {
      organization: { id: organization.id, name: organization.name },
      client: null,
      source: { actor: { id: staff.id, email: staff.email }, address: null },
    },
    { workshopId: workshop.id, seats: 2, reference: null, waitlistRest: false },
  );
  expect(outcome.kind).toBe("booked");
  const [mail] = mailsTo(mailDir, "dg@office.example");
  expect(mail!.subject).toMatch(/^Places réservées/);
  expect(mail!.text).toMatch(/^Bonjour Aminata Zongo,\n\nOffice national a réservé des places pour l'atelier/);
  expect(mailsTo(mailDir, "rh@office.example")).toHaveLength(1);
  expect(mailsTo(mailDir, "staff.booking@example.org")).toEqual([]);
});

describe("releasing seats", () => {
  it("cancels the seat, moves the waitlist up, reduces the draft and tells the people", async () => {
    const workshop = await createWorkshop({ maxParticipants: 3 });
    const who = await booker();
    const bookingId = await book(who, workshop.id, 3);
    const waiting = await createRegistration({ workshopId: workshop.id, status: "waitlisted" });
    const [seat] = await liveSeats(bookingId);
    await nameSeat(who.organization.id, name(seat!.id, "Awa", "awa.release@example.org"), source);
    const [named] = await liveSeats(bookingId);

    expect(await releaseSeat(who.organization.id, named!.id, source)).toEqual({
      kind: "released",
      name: "Awa Sawadogo",
    });
    expect((await liveSeats(bookingId)).map((row) => row.status)).toEqual(["confirmed", "confirmed"]);
    const [promoted] = await database.db
      .select()
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.id, waiting.id));
    expect(promoted!.status).toBe("confirmed");
    const [invoice] = await invoicesOf(who.organization.id);
    expect(invoice!.lines).toHaveLength(2);
    expect(invoice!.totalHt).toBe("50000.00");

    // The organization pays for the seat: its person is not told a price.
    expect(mailsTo(mailDir, "awa.release@example.org")[0]!.text).not.toContain("Prix");
    expect(mailsTo(mailDir, "awa.release@example.org").map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Inscription confirmée/),
      expect.stringMatching(/annul/i),
    ]);
    const toBooker = mailsTo(mailDir, who.client!.email).find((mail) => mail.subject.startsWith("Place libérée"));
    expect(toBooker!.text).toContain("a été libérée (Awa Sawadogo)");

    // The last seats released: nothing left to bill, the draft goes.
    for (const rest of await liveSeats(bookingId)) await releaseSeat(who.organization.id, rest.id, source);
    expect(await invoicesOf(who.organization.id)).toEqual([]);
  });

  it("refuses after the deadline (72 hours before the start by default, a setting), changing nothing", async () => {
    const workshop = await createWorkshop({ daysFromNow: 10 });
    const who = await booker();
    const bookingId = await book(who, workshop.id, 2);
    const [seat] = await liveSeats(bookingId);
    const start = new Date(`${workshop.date}T09:00:00Z`); // Ouagadougou is on UTC.
    const late = new Date(start.getTime() - 71 * 3_600_000);
    expect(await releaseSeat(who.organization.id, seat!.id, source, late)).toEqual({ kind: "deadline" });
    expect(await liveSeats(bookingId)).toHaveLength(2);
    expect((await invoicesOf(who.organization.id))[0]!.lines).toHaveLength(2);

    await setSiteSettings({ booking_release_hours: "24" });
    expect(await releaseSeat(who.organization.id, seat!.id, source, late)).toMatchObject({ kind: "released" });
  });

  it("only reaches the organization's own seats", async () => {
    const workshop = await createWorkshop();
    const who = await booker();
    const other = await booker();
    const bookingId = await book(who, workshop.id, 1);
    const [seat] = await liveSeats(bookingId);
    expect(await releaseSeat(other.organization.id, seat!.id, source)).toEqual({ kind: "not_found" });
    expect(await releaseSeat(who.organization.id, "not-a-uuid", source)).toEqual({ kind: "not_found" });
    expect(await liveSeats(bookingId)).toHaveLength(1);
  });
});

describe("once the invoice is issued", () => {
  async function issuedBooking(seats: number) {
    const workshop = await createWorkshop();
    const who = await booker();
    const bookingId = await book(who, workshop.id, seats);
    const [draft] = await invoicesOf(who.organization.id);
    const outcome = await issueInvoice(draft!.id, draft!.updatedAt, source);
    expect(outcome.kind).toBe("issued");
    return { who, bookingId, invoiceId: draft!.id };
  }

  it("credits a released seat with a credit note, never touching the issued invoice", async () => {
    const { who, bookingId, invoiceId } = await issuedBooking(3);
    const [seat] = await liveSeats(bookingId);
    await releaseSeat(who.organization.id, seat!.id, source);
    const documents = await invoicesOf(who.organization.id);
    expect(documents.map((document) => [document.kind, document.status, document.lines.length])).toEqual([
      ["invoice", "issued", 3],
      ["credit_note", "issued", 1],
    ]);
    const note = documents[1]!;
    expect(note).toMatchObject({ correctsId: invoiceId, subject: "Places libérées par l'organisation" });
    expect(note.lines[0]!.creditsLineId).toBe(documents[0]!.lines.at(-1)!.id);
    expect(documents[0]!.amountCredited).toBe("29500.00");

    // A second release credits another line: each seat line is credited once.
    const [next] = await liveSeats(bookingId);
    await releaseSeat(who.organization.id, next!.id, source);
    const after = await invoicesOf(who.organization.id);
    expect(after.map((document) => document.kind)).toEqual(["invoice", "credit_note", "credit_note"]);
    expect(after[2]!.lines[0]!.creditsLineId).toBe(documents[0]!.lines.at(-2)!.id);
  });

  it("still knows its issued seat lines after the workshop is renamed and moved", async () => {
    const { who, bookingId } = await issuedBooking(2);
    const [booking] = await database.db.select().from(seatBookings).where(eq(seatBookings.id, bookingId));
    await database.db
      .update(workshops)
      .set({ titleFr: "Un autre titre", date: "2030-01-15" })
      .where(eq(workshops.id, booking!.workshopId));
    const [seat] = await liveSeats(bookingId);
    await releaseSeat(who.organization.id, seat!.id, source);
    // One seat credited, none billed twice on a new draft.
    expect((await invoicesOf(who.organization.id)).map((document) => document.kind)).toEqual([
      "invoice",
      "credit_note",
    ]);
  });

  it("puts seats confirmed later from the waitlist on a new draft, which follows the seats until issued", async () => {
    const workshop = await createWorkshop({ maxParticipants: 3 });
    const individual = await createRegistration({ workshopId: workshop.id });
    const who = await booker();
    const bookingId = await book(who, workshop.id, 3, true);
    expect((await liveSeats(bookingId)).map((seat) => seat.status).sort()).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
    ]);
    const [draft] = await invoicesOf(who.organization.id);
    expect((await issueInvoice(draft!.id, draft!.updatedAt, source)).kind).toBe("issued");

    // The individual cancels: the booking's waiting seat takes their place, billed on a new draft.
    await cancelAndNotify(individual.id);
    const kinds = async () =>
      (await invoicesOf(who.organization.id)).map((document) => [
        document.kind,
        document.status,
        document.lines.length,
      ]);
    expect(await kinds()).toEqual([
      ["invoice", "issued", 2],
      ["invoice", "draft", 1],
    ]);
    const promoted = mailsTo(mailDir, who.client!.email).find((mail) =>
      mail.subject.startsWith("Une place en attente"),
    );
    expect(promoted).toBeDefined();

    // Staff cancel one of its seats: back to the two seats the issued invoice bills, the draft goes.
    const [seat] = (await liveSeats(bookingId)).filter((row) => row.status === "confirmed");
    await cancelRegistration(seat!.id, new Date(), { byStaff: { workshopId: workshop.id, source } });
    expect(await kinds()).toEqual([["invoice", "issued", 2]]);
  });

  it("says so on the invoice when it is paid and no credit note can be issued", async () => {
    const { who, bookingId, invoiceId } = await issuedBooking(1);
    const paid = await recordPayment(
      invoiceId,
      {
        paidOn: billingToday(),
        amount: "29500",
        method: "bank_transfer",
        reference: null,
        withheldVat: "0",
        withholdingCertificate: null,
        sendReceipt: false,
      },
      source,
    );
    expect(paid.kind).toBe("recorded");
    const [seat] = await liveSeats(bookingId);
    expect(await releaseSeat(who.organization.id, seat!.id, source)).toMatchObject({ kind: "released" });
    const documents = await invoicesOf(who.organization.id);
    expect(documents.map((document) => document.kind)).toEqual(["invoice"]);
    const events = await database.db.select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, invoiceId));
    expect(events.find((event) => event.kind === "seatsReleased")?.detail).toEqual({ seats: "1" });
  });
});
