/**
 * What an organization's seat booking costs it (docs/decisions/0030): the confirmed seats that its contract's
 * workshop-seat allowance covers are included; the others are billed at the workshop's price on a draft invoice
 * for the organization, one line per seat naming its attendee, with the booking's purchase-order reference.
 *
 * `settleBooking` runs in the transaction of every change to a booking's seats (booked, released, confirmed from the
 * waitlist, named, handed back) and brings the allowance and the invoices in step with the seats:
 * - while the invoice is a draft, its seat lines are rewritten (the names follow swaps, the count follows releases
 *   and promotions) and the draft is deleted when nothing is left to bill; lines staff added by hand stay;
 * - once staff issued it, it never changes: seats billed on top go on a new draft, and billed seats released are
 *   credited (a credit note for as many of its seat lines). When no credit note can be issued (the invoice is paid,
 *   the agency's details are incomplete), the invoice's history says so and staff credit it by hand.
 */
import { and, asc, eq, isNotNull, isNull, lte, ne, or, gte, sql } from "drizzle-orm";
import { BILLING_LIMITS, type InvoiceLineData } from "~/lib/billing/invoices";
import { billingRulesFrom } from "~/lib/billing/settings";
import { currencyFrom, formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { localizedString, type Bilingual } from "~/lib/localized-text";
import type { AuditSource } from "../audit/audit.server";
import { addEvent, createCreditNote, createDraft, deleteDraft, linesOf, updateDraft } from "../billing/invoices.server";
import type { db } from "../db/client.server";
import { contracts, invoiceLines, invoices, seatBookings, user, workshopRegistrations, workshops } from "../db/schema";
import { serverT } from "../i18n.server";
import { getSettingValues } from "../site/settings.server";
import { workshopTitle } from "./queries.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The changes nobody made by hand (a seat confirmed from the waitlist by someone else's cancellation). */
export const systemSource: AuditSource = { actor: null, address: null };

/**
 * The organization's active contract with workshop seats in force on the workshop's day (or today, undated), the
 * one ending soonest first: the contract a new booking draws from.
 */
export async function contractInForce(tx: Tx, organizationId: string, day: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.status, "active"),
        isNotNull(contracts.workshopSeats),
        or(isNull(contracts.startDate), lte(contracts.startDate, day)),
        or(isNull(contracts.endDate), gte(contracts.endDate, day)),
      ),
    )
    .orderBy(sql`${contracts.endDate} asc nulls last`, asc(contracts.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** What a booking's invoice lines begin with: "workshop — date" in the invoice's language (`invoice_label`). */
function invoiceLabel(title: Bilingual, date: string | null, language: Language): string {
  return `${localizedString(title, language)}${date ? ` — ${formatShortDate(date, language)}` : ""}`;
}

/** Brings a booking's allowance and invoices in step with its confirmed seats (see the module's comment). */
export async function settleBooking(tx: Tx, bookingId: string, source: AuditSource, now = new Date()): Promise<void> {
  // "No key update" locks: they do not wait on the key-share locks that rows referencing these (a booking naming its
  // contract, a seat or an invoice naming its booking) take, so two bookings of one contract never deadlock.
  await tx
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(eq(seatBookings.id, bookingId))
    .for("no key update");
  const [booking] = await tx
    .select({
      organizationId: seatBookings.organizationId,
      contractId: seatBookings.contractId,
      includedSeats: seatBookings.includedSeats,
      reference: seatBookings.reference,
      workshopId: seatBookings.workshopId,
      invoiceLabel: seatBookings.invoiceLabel,
      bookerLanguage: user.preferredLanguage,
      title: workshopTitle,
      date: workshops.date,
      price: workshops.price,
    })
    .from(seatBookings)
    .innerJoin(workshops, eq(workshops.id, seatBookings.workshopId))
    .leftJoin(user, eq(user.id, seatBookings.bookedBy))
    .where(eq(seatBookings.id, bookingId));
  if (!booking) return;
  const seats = await tx
    .select({ name: workshopRegistrations.name })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.bookingId, bookingId), eq(workshopRegistrations.status, "confirmed")))
    .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id));

  const included = await drawFromContract(tx, bookingId, booking.contractId, seats.length);
  if (included !== booking.includedSeats)
    await tx.update(seatBookings).set({ includedSeats: included }).where(eq(seatBookings.id, bookingId));

  const settings = await getSettingValues(tx);
  const [draft] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, "invoice"), eq(invoices.status, "draft")))
    .for("update");
  const language: Language = draft?.language ?? booking.bookerLanguage ?? "fr";
  const t = serverT(language);
  const title = localizedString(booking.title, language);
  // Set at the booking's first settling (when it is made), then kept whatever becomes of the workshop's title or date.
  const label = booking.invoiceLabel ?? invoiceLabel(booking.title, booking.date, language);
  if (booking.invoiceLabel === null)
    await tx.update(seatBookings).set({ invoiceLabel: label }).where(eq(seatBookings.id, bookingId));
  const linePrefix = `${label} · `;
  const billed =
    Number(booking.price) > 0
      ? seats.slice(included).map((seat) => `${linePrefix}${seat.name ?? t("bookings.invoice.unnamedSeat")}`)
      : [];

  // Each issued seat line stands for one billed seat; a seat's line is found by its text (a swap changes the text,
  // so the unmatched lines are the ones to credit first).
  const issued = await issuedSeatLines(tx, bookingId, linePrefix);
  const unbilledIssued = [...issued];
  const notOnIssued = billed.filter((line) => {
    const match = unbilledIssued.findIndex((issuedLine) => issuedLine.description === line);
    if (match < 0) return true;
    unbilledIssued.splice(match, 1);
    return false;
  });
  const toDraft = billed.length - issued.length;
  const rules = billingRulesFrom(settings);
  const seatLines: InvoiceLineData[] = notOnIssued
    .slice(notOnIssued.length - Math.max(0, toDraft))
    .map((description) => ({ description, quantity: "1", unitPrice: booking.price, vatRate: rules.vatRate }));
  if (draft) {
    const before = (await linesOf(draft.id, tx)).map(({ description, quantity, unitPrice, vatRate }) => ({
      description,
      quantity,
      unitPrice,
      vatRate,
    }));
    const lines = [...seatLines, ...before.filter((line) => !line.description.startsWith(linePrefix))];
    if (lines.length === 0) await deleteDraft(draft.id, source, tx);
    else if (lineKeys(lines) !== lineKeys(before))
      await updateDraft(
        draft.id,
        { ...draft, currency: currencyFrom(draft.currency), lines },
        draft.updatedAt,
        source,
        tx,
      );
  } else if (seatLines.length > 0) {
    await createDraft(
      {
        organizationId: booking.organizationId,
        personName: null,
        personEmail: null,
        personAddress: null,
        language,
        currency: currencyFrom(settings.currency),
        subject: withinLimit(t("bookings.invoice.subject", { title }), BILLING_LIMITS.subject),
        purchaseOrder: booking.reference,
        notes: null,
        // Revenue by service and by facilitator count the seats as the workshop's.
        service: "workshops",
        workshopId: booking.workshopId,
        lines: seatLines,
      },
      source,
      { tx, bookingId },
    );
  }
  if (toDraft < 0)
    await creditSeats(tx, unbilledIssued.slice(0, -toDraft), t("bookings.invoice.creditReason"), source, now);
}

/** A long workshop title cut short, so the draft's subject stays within what its editor accepts. */
function withinLimit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Lines compared by what they say and cost (the database writes "1" as "1.00"). */
function lineKeys(lines: readonly InvoiceLineData[]): string {
  return lines
    .map((line) =>
      [line.description, Number(line.quantity), Number(line.unitPrice), line.vatRate && Number(line.vatRate)].join("|"),
    )
    .join("\n");
}

/**
 * How many of a booking's confirmed seats its contract covers: as many as the contract's seats left over by its
 * other bookings allow. The contract's row is locked so that two bookings never draw the same seat.
 */
async function drawFromContract(tx: Tx, bookingId: string, contractId: string | null, confirmed: number) {
  if (!contractId) return 0;
  const [contract] = await tx
    .select({ workshopSeats: contracts.workshopSeats })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for("no key update");
  if (!contract?.workshopSeats) return 0;
  const [others] = await tx
    .select({ used: sql<number>`coalesce(sum(${seatBookings.includedSeats}), 0)`.mapWith(Number) })
    .from(seatBookings)
    .where(and(eq(seatBookings.contractId, contractId), ne(seatBookings.id, bookingId)));
  return Math.min(confirmed, Math.max(0, contract.workshopSeats - (others?.used ?? 0)));
}

/** The seat lines of a booking's issued invoices that no credit note has taken back yet. */
async function issuedSeatLines(tx: Tx, bookingId: string, linePrefix: string) {
  const lines = await tx
    .select({ id: invoiceLines.id, invoiceId: invoiceLines.invoiceId, description: invoiceLines.description })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.kind, "invoice"),
        ne(invoices.status, "draft"),
        ne(invoices.status, "cancelled"),
        // Spelled out: inside the subquery, drizzle would leave the outer column unqualified.
        sql`not exists (select 1 from invoice_lines as credit where credit.credits_line_id = "invoice_lines"."id")`,
      ),
    )
    .orderBy(asc(invoices.createdAt), asc(invoiceLines.position));
  return lines.filter((line) => line.description.startsWith(linePrefix));
}

/** One credit note per invoice for the seat lines taken back; where none can be issued, its history says so. */
async function creditSeats(
  tx: Tx,
  lines: { id: string; invoiceId: string }[],
  reason: string,
  source: AuditSource,
  now: Date,
): Promise<void> {
  const invoiceIds = [...new Set(lines.map((line) => line.invoiceId))];
  for (const invoiceId of invoiceIds) {
    const lineIds = lines.filter((line) => line.invoiceId === invoiceId).map((line) => line.id);
    const outcome = await createCreditNote(invoiceId, { scope: "lines", lineIds, reason }, source, now, tx);
    if (outcome.kind !== "credited")
      await addEvent(tx, invoiceId, "seatsReleased", source, { seats: String(lineIds.length) });
  }
}
