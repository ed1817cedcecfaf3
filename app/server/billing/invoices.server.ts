/**
 * Invoices and credit notes: the billing table, a draft's creation, edit and deletion, issuing (the next number of
 * the yearly series, taken inside the issuing transaction), payments and credit notes. Every change writes the
 * invoice's history and the audit log in its own transaction; outcomes name every case, and the route modules turn
 * them into answers. Emails go through the outbox (invoice-mail.server.ts).
 */
import crypto from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull, lt, gte, or, sql, type SQL } from "drizzle-orm";
import { organizationClient, personClient, type ClientDetails, type DocumentTotals } from "~/lib/billing/document";
import {
  balanceDue,
  documentNumber,
  invoiceView,
  settledStatus,
  type InvoiceInput,
  type InvoiceLineData,
  type InvoicesTableState,
  type InvoiceStatus,
  type InvoiceView,
  type PaymentInput,
} from "~/lib/billing/invoices";
import { computeTotals, fromHundredths, currencyDecimals, toHundredths, totalsFrom } from "~/lib/billing/money";
import { billingRulesFrom, missingSellerFields } from "~/lib/billing/settings";
import { currencyFrom, type Currency } from "~/lib/format";
import type { TablePage } from "~/lib/tables";
import { AGENCY_TIME_ZONE, todayIn, zonedToUtc } from "~/lib/time-zone";
import { addDays } from "~/lib/weeks";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { atVersion, escapeLike, orderBy, readPage } from "../back-office/tables.server";
import { db } from "../db/client.server";
import {
  documentSeries,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoices,
  organizations,
  user,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
  type Organization,
} from "../db/schema";
import { getSettingValues } from "../site/settings.server";
import { workshopGone } from "./invoice-reporting.server";
import { enqueueJob } from "../outbox/queue.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Runs `work` in a transaction of its own, or in the caller's when given one (a seat booking billing its seats). */
function inTransaction<T>(tx: Tx | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : db().transaction(work);
}

/** The agency's today: invoice dates, due dates and "overdue" are days in Ouagadougou. */
export function billingToday(now: Date = new Date()): string {
  return todayIn(AGENCY_TIME_ZONE, now);
}

// ---------------------------------------------------------------------------------------------
// The billing table
// ---------------------------------------------------------------------------------------------

export interface InvoiceRow {
  id: string;
  kind: Invoice["kind"];
  number: string | null;
  status: InvoiceStatus;
  view: InvoiceView;
  clientName: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: Currency;
  totalTtc: string;
  balance: string;
  createdAt: Date;
}

const balanceSql = sql`(${invoices.totalTtc} - ${invoices.amountPaid} - ${invoices.amountCredited})`;

/** The rows of one status view; `today` decides which unpaid invoices are overdue. */
function viewWhere(view: InvoicesTableState["status"], today: string): SQL | undefined {
  const unpaid = inArray(invoices.status, ["issued", "partially_paid"]);
  const overdue = and(unpaid, lt(invoices.dueDate, today));
  switch (view) {
    case "all":
      return undefined;
    case "overdue":
      return overdue;
    case "issued":
    case "partially_paid":
      // Overdue ones read "Overdue", not their stored status (the due date of a credit note is null).
      return and(eq(invoices.status, view), or(isNull(invoices.dueDate), gte(invoices.dueDate, today)));
    default:
      return eq(invoices.status, view);
  }
}

/**
 * The invoices whose number or client's name holds `q`, in any case: a LIKE on their lower-case search text, which
 * its trigram index answers for a selective search and a scan does quickly for a broad one.
 */
function searchInvoices(q: string): SQL | undefined {
  if (!q) return undefined;
  return sql`${invoices.searchText} like lower(${`%${escapeLike(q)}%`}) escape '\\'`;
}

/** The invoices of one organization (the client's side) or all of them (staff), in a table's state. */
export async function listInvoices(
  state: InvoicesTableState,
  pageSize: number,
  today: string,
  scope: { organizationId?: string } = {},
): Promise<TablePage<InvoiceRow>> {
  const where = and(
    viewWhere(state.status, today),
    searchInvoices(state.q),
    scope.organizationId
      ? and(eq(invoices.organizationId, scope.organizationId), sql`${invoices.status} <> 'draft'`)
      : undefined,
  );
  const sorts = {
    // By year, then by rank in the year's series (a text sort would put F-2026-10000 before F-2026-9999).
    number: sql`${invoices.seriesYear} * 1000000 + ${invoices.seriesNumber}`,
    client: sql`lower(${invoices.clientName})`,
    issued: invoices.issueDate,
    due: invoices.dueDate,
    total: invoices.totalTtc,
    balance: balanceSql,
    created: invoices.createdAt,
  };
  const columns = {
    id: invoices.id,
    kind: invoices.kind,
    number: invoices.number,
    status: invoices.status,
    clientName: invoices.clientName,
    issueDate: invoices.issueDate,
    dueDate: invoices.dueDate,
    currency: invoices.currency,
    totalTtc: invoices.totalTtc,
    amountPaid: invoices.amountPaid,
    amountCredited: invoices.amountCredited,
    createdAt: invoices.createdAt,
  };
  const page = await readPage({
    page: state.page,
    pageSize,
    count: async () => {
      const [row] = await db().select({ n: count() }).from(invoices).where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) =>
      db()
        .select(columns)
        .from(invoices)
        .where(where)
        .orderBy(...orderBy(sorts, state, invoices.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map(({ amountPaid, amountCredited, ...row }) => {
      const currency = currencyFrom(row.currency);
      return {
        ...row,
        currency,
        view: invoiceView(row.status, row.dueDate, today),
        balance: fromHundredths(
          balanceDue({ totalTtc: row.totalTtc, amountPaid, amountCredited }),
          currencyDecimals(currency),
        ),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// One invoice
// ---------------------------------------------------------------------------------------------

export interface InvoicePage {
  invoice: Invoice;
  view: InvoiceView;
  balance: string;
  lines: (InvoiceLine & { credited: boolean })[];
  payments: InvoicePayment[];
  events: { id: number; createdAt: Date; kind: string; actorName: string | null; detail: Record<string, string> }[];
  creditNotes: { id: string; number: string | null; issueDate: string | null; totalTtc: string }[];
  corrects: { id: string; number: string | null } | null;
  organization: Pick<Organization, "id" | "name" | "billingEmail" | "vatExempt" | "vatExemptionRef"> | null;
}

export function getInvoice(id: string, reader: Writer = db()): Promise<Invoice | undefined> {
  return reader
    .select()
    .from(invoices)
    .where(eq(invoices.id, id))
    .then((rows) => rows[0]);
}

export function linesOf(invoiceId: string, reader: Writer = db()): Promise<InvoiceLine[]> {
  return reader
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** Everything an invoice's page shows: the invoice, its lines (and which are credited), payments, history, credit notes. */
export async function getInvoicePage(
  id: string,
  today: string,
  scope: { organizationId?: string } = {},
): Promise<InvoicePage | null> {
  const invoice = await getInvoice(id);
  if (!invoice) return null;
  if (scope.organizationId && (invoice.organizationId !== scope.organizationId || invoice.status === "draft"))
    return null;
  const [lines, payments, events, creditNotes, corrects, organization, creditedLines] = await Promise.all([
    linesOf(id),
    db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id)).orderBy(asc(invoicePayments.rank)),
    db().select().from(invoiceEvents).where(eq(invoiceEvents.invoiceId, id)).orderBy(desc(invoiceEvents.id)),
    db()
      .select({ id: invoices.id, number: invoices.number, issueDate: invoices.issueDate, totalTtc: invoices.totalTtc })
      .from(invoices)
      .where(eq(invoices.correctsId, id))
      .orderBy(asc(invoices.seriesNumber)),
    invoice.correctsId
      ? db()
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.correctsId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    invoice.organizationId
      ? db()
          .select({
            id: organizations.id,
            name: organizations.name,
            billingEmail: organizations.billingEmail,
            vatExempt: organizations.vatExempt,
            vatExemptionRef: organizations.vatExemptionRef,
          })
          .from(organizations)
          .where(eq(organizations.id, invoice.organizationId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
    creditedLineIds(id, db()),
  ]);
  const currency = currencyFrom(invoice.currency);
  return {
    invoice,
    view: invoiceView(invoice.status, invoice.dueDate, today),
    balance: fromHundredths(balanceDue(invoice), currencyDecimals(currency)),
    lines: lines.map((line) => ({ ...line, credited: creditedLines.has(line.id) })),
    payments,
    events,
    creditNotes,
    corrects,
    organization,
  };
}

async function creditedLineIds(invoiceId: string, reader: Writer): Promise<Set<string>> {
  const rows = await reader
    .select({ id: invoiceLines.creditsLineId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.correctsId, invoiceId));
  return new Set(rows.map((row) => row.id).filter((lineId): lineId is string => lineId !== null));
}

// ---------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------

export type InvoiceEventKind =
  | "created"
  | "updated"
  | "issued"
  | "emailed"
  | "reminded"
  | "receipt"
  | "payment"
  | "credited"
  | "status"
  | "notEmailed"
  /** Seats of the booking it bills were released after it was issued, and no credit note could be issued for them. */
  | "seatsReleased";

/** The name history shows for who did it: the account's name, else its address, else the system. */
export async function actorName(writer: Writer, source: AuditSource | null): Promise<string | null> {
  if (!source?.actor) return null;
  const [row] = await writer
    .select({ name: sql<string>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')` })
    .from(user)
    .where(eq(user.id, source.actor.id));
  return row?.name ?? source.actor.email;
}

export async function addEvent(
  writer: Writer,
  invoiceId: string,
  kind: InvoiceEventKind,
  source: AuditSource | null,
  detail: Record<string, string> = {},
): Promise<void> {
  await writer.insert(invoiceEvents).values({ invoiceId, kind, actorName: await actorName(writer, source), detail });
}

// ---------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------

/** The lines of a client exempt from VAT carry no rate, whatever was typed: their invoice says "Exonéré de TVA". */
export function linesFor(lines: readonly InvoiceLineData[], vatExempt: boolean): InvoiceLineData[] {
  return vatExempt ? lines.map((line) => ({ ...line, vatRate: null })) : [...lines];
}

export async function organizationOf(tx: Writer, id: string | null): Promise<Organization | null | "missing"> {
  if (!id) return null;
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id));
  return row ?? "missing";
}

async function writeLines(tx: Writer, invoiceId: string, lines: readonly InvoiceLineData[]): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  if (lines.length === 0) return;
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
    })),
  );
}

function draftValues(input: InvoiceInput, organization: Organization | null, lines: readonly InvoiceLineData[]) {
  const totals = computeTotals(lines, input.currency);
  return {
    organizationId: input.organizationId,
    clientName: organization?.name ?? input.personName ?? "",
    personName: input.personName,
    personEmail: input.personEmail,
    personAddress: input.personAddress,
    language: input.language,
    currency: input.currency,
    subject: input.subject,
    purchaseOrder: input.purchaseOrder,
    notes: input.notes,
    service: input.service,
    workshopId: input.workshopId,
    totals,
    totalHt: totals.totalHt,
    totalTtc: totals.totalTtc,
  };
}

export type CreateOutcome =
  { kind: "created"; id: string } | { kind: "organizationNotFound" } | { kind: "workshopNotFound" };

export function createDraft(
  input: InvoiceInput,
  source: AuditSource,
  { tx: outer, bookingId = null }: { tx?: Tx; bookingId?: string | null } = {},
): Promise<CreateOutcome> {
  return inTransaction(outer, async (tx): Promise<CreateOutcome> => {
    const organization = await organizationOf(tx, input.organizationId);
    if (organization === "missing") return { kind: "organizationNotFound" };
    if (await workshopGone(tx, input.workshopId)) return { kind: "workshopNotFound" };
    const lines = linesFor(input.lines, organization?.vatExempt ?? false);
    const [row] = await tx
      .insert(invoices)
      .values({ ...draftValues(input, organization, lines), bookingId, createdBy: source.actor?.id ?? null })
      .returning();
    await writeLines(tx, row!.id, lines);
    await addEvent(tx, row!.id, "created", source);
    await recordAudit(tx, {
      ...source,
      action: "create",
      entity: "invoice",
      entityId: row!.id,
      after: { ...row!, lines },
    });
    return { kind: "created", id: row!.id };
  });
}

export type DraftOutcome =
  | { kind: "saved" }
  | { kind: "notFound" }
  | { kind: "stale" }
  | { kind: "issued"; number: string | null }
  | { kind: "organizationNotFound" }
  | { kind: "workshopNotFound" };

/** Locks a draft for a change: not found, already issued (never changed again), or the row. */
async function lockedDraft(
  tx: Tx,
  id: string,
): Promise<Invoice | { kind: "notFound" } | { kind: "issued"; number: string | null }> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) return { kind: "notFound" };
  if (row.status !== "draft") return { kind: "issued", number: row.number };
  return row;
}

const isOutcome = <T extends { kind: string }>(value: Invoice | T): value is T => !("status" in value);

/** Saves a draft's editor, only while it is still a draft at the version the editor was opened on. */
export function updateDraft(
  id: string,
  input: InvoiceInput,
  version: Date,
  source: AuditSource,
  outer?: Tx,
): Promise<DraftOutcome> {
  return inTransaction(outer, async (tx): Promise<DraftOutcome> => {
    const before = await lockedDraft(tx, id);
    if (isOutcome(before)) return before;
    const organization = await organizationOf(tx, input.organizationId);
    if (organization === "missing") return { kind: "organizationNotFound" };
    if (await workshopGone(tx, input.workshopId)) return { kind: "workshopNotFound" };
    const lines = linesFor(input.lines, organization?.vatExempt ?? false);
    const [after] = await tx
      .update(invoices)
      .set({ ...draftValues(input, organization, lines), updatedAt: new Date() })
      .where(and(eq(invoices.id, id), atVersion(invoices.updatedAt, version)))
      .returning();
    if (!after) return { kind: "stale" };
    const linesBefore = await linesOf(id, tx);
    await writeLines(tx, id, lines);
    await addEvent(tx, id, "updated", source);
    await recordAudit(tx, {
      ...source,
      action: "update",
      entity: "invoice",
      entityId: id,
      before: {
        ...before,
        lines: linesBefore.map(({ description, quantity, unitPrice, vatRate }) => ({
          description,
          quantity,
          unitPrice,
          vatRate,
        })),
      },
      after: { ...after, lines },
    });
    return { kind: "saved" };
  });
}

export type DeleteOutcome = { kind: "deleted" } | { kind: "notFound" } | { kind: "issued"; number: string | null };

export function deleteDraft(id: string, source: AuditSource, outer?: Tx): Promise<DeleteOutcome> {
  return inTransaction(outer, async (tx): Promise<DeleteOutcome> => {
    const before = await lockedDraft(tx, id);
    if (isOutcome(before)) return before;
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, { ...source, action: "delete", entity: "invoice", entityId: id, before });
    return { kind: "deleted" };
  });
}

// ---------------------------------------------------------------------------------------------
// Issuing
// ---------------------------------------------------------------------------------------------

/** The next number of a yearly series, taken in the caller's transaction: its row stays locked until the commit. */
export async function nextInSeries(tx: Tx, kind: Invoice["kind"] | "quote", year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.year],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}

/** The code of a document's public verification page: 20 characters nobody can guess. */
export function verificationCode(): string {
  return crypto.randomBytes(15).toString("base64url").replace(/[-_]/g, "x").slice(0, 20);
}

/** When the reminder of `day` days after `dueDate` goes: 9:00 in Ouagadougou that day. */
export function reminderRunAt(dueDate: string, day: number): Date {
  return zonedToUtc(addDays(dueDate, day), "09:00", AGENCY_TIME_ZONE);
}

/**
 * Who a document is from and to, as issuing (or sending a quote) freezes them: the billing rules with the agency's
 * mentions (refused while one the tax office requires is missing) and the client's details as they are now.
 */
export async function partiesAtIssue(
  tx: Writer,
  draft: Pick<Invoice, "organizationId" | "personName" | "personEmail" | "personAddress">,
): Promise<
  | { kind: "parties"; rules: ReturnType<typeof billingRulesFrom>; client: ClientDetails }
  | { kind: "sellerIncomplete"; missing: string[] }
  | { kind: "notFound" }
> {
  const rules = billingRulesFrom(await getSettingValues(tx));
  const missing = missingSellerFields(rules.seller);
  if (missing.length > 0) return { kind: "sellerIncomplete", missing };
  const organization = await organizationOf(tx, draft.organizationId);
  if (organization === "missing") return { kind: "notFound" };
  const client = organization
    ? organizationClient(organization)
    : personClient({ name: draft.personName ?? "", email: draft.personEmail, address: draft.personAddress });
  return { kind: "parties", rules, client };
}

export type IssueOutcome =
  | { kind: "issued"; number: string }
  | { kind: "notFound" }
  | { kind: "stale" }
  | { kind: "issued-already"; number: string | null }
  | { kind: "sellerIncomplete"; missing: string[] }
  | { kind: "noLines" };

/**
 * Issues a draft: the next number of this year's series, today's date, the due date from the payment terms, and
 * the seller's and client's details as they are now, all in one transaction with its history, its audit entry,
 * its email (when the client has a billing address) and its reminders. Refused while the agency's legal identity
 * is incomplete: an invoice without its CGI mentions would not be accepted.
 */
export function issueInvoice(
  id: string,
  version: Date,
  source: AuditSource,
  now: Date = new Date(),
): Promise<IssueOutcome> {
  return db().transaction(async (tx): Promise<IssueOutcome> => {
    const draft = await lockedDraft(tx, id);
    if (isOutcome(draft)) return draft.kind === "issued" ? { kind: "issued-already", number: draft.number } : draft;
    // Issued as the staff member last saw it: a change saved meanwhile is read first.
    if (draft.updatedAt.getTime() !== version.getTime()) return { kind: "stale" };
    const parties = await partiesAtIssue(tx, draft);
    if (parties.kind !== "parties") return parties;
    const { rules, client } = parties;
    let lines = await linesOf(id, tx);
    if (lines.length === 0) return { kind: "noLines" };
    if (client.vatExempt && lines.some((line) => line.vatRate !== null)) {
      // The client became exempt after the draft was written: its invoice carries no VAT.
      await tx.update(invoiceLines).set({ vatRate: null }).where(eq(invoiceLines.invoiceId, id));
      lines = lines.map((line) => ({ ...line, vatRate: null }));
    }
    const currency = currencyFrom(draft.currency);
    const totals = computeTotals(lines, currency);
    const today = billingToday(now);
    const year = Number(today.slice(0, 4));
    const sequence = await nextInSeries(tx, "invoice", year);
    const number = documentNumber("invoice", year, sequence);
    const dueDate = addDays(today, rules.paymentTermsDays);
    const [after] = await tx
      .update(invoices)
      .set({
        status: "issued",
        number,
        seriesYear: year,
        seriesNumber: sequence,
        issueDate: today,
        dueDate,
        seller: rules.seller,
        client,
        clientName: client.name,
        totals,
        totalHt: totals.totalHt,
        totalTtc: totals.totalTtc,
        verifyCode: verificationCode(),
        updatedAt: now,
      })
      .where(eq(invoices.id, id))
      .returning();
    await addEvent(tx, id, "issued", source, { number });
    await recordAudit(tx, { ...source, action: "issue", entity: "invoice", entityId: id, before: draft, after });
    await queueDocumentMail(tx, after!, "issued", { dedupeKey: `invoice:${id}:issued` });
    for (const day of rules.reminderDays) {
      await enqueueJob(
        tx,
        "invoiceMail",
        { invoiceId: id, purpose: "reminder", day },
        { dedupeKey: `invoice:${id}:reminder:${day}`, runAt: reminderRunAt(dueDate, day) },
      );
    }
    return { kind: "issued", number };
  });
}

export type MailPurpose = "issued" | "reminder" | "receipt" | "creditNote";

/** The address a document's emails go to: the organization's billing email, or the person's. */
export function billingAddressOf(invoice: Invoice): string | null {
  return invoice.client?.email?.trim() || null;
}

/**
 * Queues one of a document's emails in the caller's transaction (the job composes it and attaches the PDF when it
 * runs); without a billing address the history says it was not sent and why.
 */
export async function queueDocumentMail(
  tx: Writer,
  invoice: Invoice,
  purpose: MailPurpose,
  options: { dedupeKey?: string; paymentId?: string; source?: AuditSource } = {},
): Promise<boolean> {
  if (!billingAddressOf(invoice)) {
    await addEvent(
      tx,
      purpose === "creditNote" ? (invoice.correctsId ?? invoice.id) : invoice.id,
      "notEmailed",
      options.source ?? null,
      {
        purpose,
      },
    );
    return false;
  }
  const sentBy = options.source?.actor ? await actorName(tx, options.source) : null;
  await enqueueJob(
    tx,
    "invoiceMail",
    {
      invoiceId: invoice.id,
      purpose,
      ...(options.paymentId ? { paymentId: options.paymentId } : {}),
      ...(sentBy ? { sentBy } : {}),
    },
    { dedupeKey: options.dedupeKey, recipient: billingAddressOf(invoice) },
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export type PaymentOutcome =
  | { kind: "recorded"; paymentId: string; status: InvoiceStatus }
  | { kind: "notFound" }
  | { kind: "notPayable"; status: InvoiceStatus }
  | { kind: "overpaid"; balance: string }
  | { kind: "future" }
  | { kind: "wholeFrancs" }
  | { kind: "beforeIssue"; issueDate: string };

/**
 * Records a payment against an issued invoice: refused for a draft, a credit note, a paid or cancelled invoice, a
 * date in the future or before the invoice, and for more than the balance (an overpayment is never taken).
 */
export function recordPayment(
  id: string,
  input: PaymentInput,
  source: AuditSource,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  return db().transaction(async (tx): Promise<PaymentOutcome> => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
    if (!invoice || invoice.kind !== "invoice") return { kind: "notFound" };
    if (invoice.status !== "issued" && invoice.status !== "partially_paid")
      return { kind: "notPayable", status: invoice.status };
    if (input.paidOn > billingToday(now)) return { kind: "future" };
    if (invoice.issueDate && input.paidOn < invoice.issueDate)
      return { kind: "beforeIssue", issueDate: invoice.issueDate };
    const currency = currencyFrom(invoice.currency);
    const decimals = currencyDecimals(currency);
    const settled = toHundredths(input.amount) + toHundredths(input.withheldVat);
    const balance = balanceDue(invoice);
    if (settled > balance) return { kind: "overpaid", balance: fromHundredths(balance, decimals) };
    if (decimals === 0 && (toHundredths(input.amount) % 100n !== 0n || toHundredths(input.withheldVat) % 100n !== 0n))
      return { kind: "wholeFrancs" };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id));
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId: id,
        rank: n + 1,
        paidOn: input.paidOn,
        amount: input.amount,
        method: input.method,
        reference: input.reference,
        withheldVat: input.withheldVat,
        withholdingCertificate: input.withholdingCertificate,
        createdBy: source.actor?.id ?? null,
      })
      .returning();
    const paid = toHundredths(invoice.amountPaid) + settled;
    const status = settledStatus(invoice.totalTtc, paid, toHundredths(invoice.amountCredited));
    const [after] = await tx
      .update(invoices)
      .set({ amountPaid: fromHundredths(paid), status, updatedAt: now })
      .where(eq(invoices.id, id))
      .returning();
    await addEvent(tx, id, "payment", source, {
      amount: input.amount,
      withheldVat: input.withheldVat,
      method: input.method,
      rank: String(payment!.rank),
    });
    if (status !== invoice.status) await addEvent(tx, id, "status", source, { from: invoice.status, to: status });
    await recordAudit(tx, { ...source, action: "create", entity: "payment", entityId: payment!.id, after: payment });
    await recordAudit(tx, { ...source, action: "update", entity: "invoice", entityId: id, before: invoice, after });
    if (input.sendReceipt)
      await queueDocumentMail(tx, after!, "receipt", {
        paymentId: payment!.id,
        source,
        dedupeKey: `payment:${payment!.id}:receipt`,
      });
    return { kind: "recorded", paymentId: payment!.id, status };
  });
}

export type ReceiptMailOutcome = { kind: "queued" } | { kind: "notFound" } | { kind: "noAddress" };

/** Emails a payment's receipt again, by hand. */
export function sendReceipt(invoiceId: string, paymentId: string, source: AuditSource): Promise<ReceiptMailOutcome> {
  return db().transaction(async (tx): Promise<ReceiptMailOutcome> => {
    const invoice = await getInvoice(invoiceId, tx);
    const [payment] = await tx
      .select({ id: invoicePayments.id })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, invoiceId)));
    if (!invoice || !payment) return { kind: "notFound" };
    return (await queueDocumentMail(tx, invoice, "receipt", { paymentId, source }))
      ? { kind: "queued" }
      : { kind: "noAddress" };
  });
}

export type ReminderOutcome =
  { kind: "queued" } | { kind: "notFound" } | { kind: "nothingDue"; status: InvoiceStatus } | { kind: "noAddress" };

/** Sends a reminder now, by hand: only for an issued invoice with a balance. */
export function sendReminderNow(id: string, source: AuditSource): Promise<ReminderOutcome> {
  return db().transaction(async (tx): Promise<ReminderOutcome> => {
    const invoice = await getInvoice(id, tx);
    if (!invoice || invoice.kind !== "invoice") return { kind: "notFound" };
    if (invoice.status !== "issued" && invoice.status !== "partially_paid")
      return { kind: "nothingDue", status: invoice.status };
    const queued = await queueDocumentMail(tx, invoice, "reminder", { source });
    if (queued)
      await recordAudit(tx, { ...source, action: "send", entity: "invoice", entityId: id, after: { reminder: true } });
    return queued ? { kind: "queued" } : { kind: "noAddress" };
  });
}

// ---------------------------------------------------------------------------------------------
// Credit notes
// ---------------------------------------------------------------------------------------------

export type CreditOutcome =
  | { kind: "credited"; id: string; number: string; status: InvoiceStatus }
  | { kind: "notFound" }
  | { kind: "notCreditable"; status: InvoiceStatus }
  | { kind: "lineNotFound" }
  | { kind: "nothingLeft" }
  | { kind: "exceedsBalance"; balance: string; amount: string }
  | { kind: "sellerIncomplete"; missing: string[] };

/** Per-rate figures of a document's totals, in hundredths. */
function rateFigures(totals: DocumentTotals) {
  return totals.byRate.map((row) => ({
    vatRate: row.vatRate,
    base: toHundredths(row.base),
    vat: toHundredths(row.vat),
  }));
}

/**
 * What remains of an invoice's totals once its credit notes are taken off, rate by rate: the last credit note of an
 * invoice takes exactly this, so the credit notes of a wholly credited invoice add up to its total to the franc.
 */
function remainingTotals(
  invoice: DocumentTotals,
  credited: readonly DocumentTotals[],
  currency: Currency,
): DocumentTotals {
  const rows = rateFigures(invoice);
  for (const note of credited) {
    for (const row of rateFigures(note)) {
      const match = rows.find((candidate) => candidate.vatRate === row.vatRate);
      if (match) {
        match.base -= row.base;
        match.vat -= row.vat;
      }
    }
  }
  return totalsFrom(
    rows.filter((row) => row.base !== 0n || row.vat !== 0n),
    currency,
  );
}

/**
 * Issues a credit note against an invoice, for all its lines not yet credited or those chosen: numbered in its own
 * yearly series ('AV-2026-0001'), dated today, for the same client, language and currency. It can only cover what is
 * still unpaid; a wholly credited invoice reads Cancelled.
 */
export function createCreditNote(
  invoiceId: string,
  input: { scope: "full" | "lines"; lineIds: string[]; reason: string },
  source: AuditSource,
  now: Date = new Date(),
  outer?: Tx,
): Promise<CreditOutcome> {
  return inTransaction(outer, async (tx): Promise<CreditOutcome> => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice || invoice.kind !== "invoice") return { kind: "notFound" };
    if (invoice.status === "draft" || invoice.status === "cancelled")
      return { kind: "notCreditable", status: invoice.status };
    const rules = billingRulesFrom(await getSettingValues(tx));
    const missing = missingSellerFields(rules.seller);
    if (missing.length > 0) return { kind: "sellerIncomplete", missing };
    const credited = await creditedLineIds(invoiceId, tx);
    const open = (await linesOf(invoiceId, tx)).filter((line) => !credited.has(line.id));
    if (open.length === 0) return { kind: "nothingLeft" };
    const chosen = input.scope === "full" ? open : open.filter((line) => input.lineIds.includes(line.id));
    if (input.scope === "lines" && chosen.length !== new Set(input.lineIds).size) return { kind: "lineNotFound" };
    const currency = currencyFrom(invoice.currency);
    const previous = await tx
      .select({ totals: invoices.totals })
      .from(invoices)
      .where(eq(invoices.correctsId, invoiceId));
    const totals =
      chosen.length === open.length
        ? remainingTotals(
            invoice.totals,
            previous.map((row) => row.totals),
            currency,
          )
        : computeTotals(chosen, currency);
    const balance = balanceDue(invoice);
    const decimals = currencyDecimals(currency);
    if (toHundredths(totals.totalTtc) > balance)
      return { kind: "exceedsBalance", balance: fromHundredths(balance, decimals), amount: totals.totalTtc };
    const today = billingToday(now);
    const year = Number(today.slice(0, 4));
    const [note] = await tx
      .insert(invoices)
      .values({
        kind: "credit_note",
        correctsId: invoiceId,
        organizationId: invoice.organizationId,
        personName: invoice.personName,
        personEmail: invoice.personEmail,
        personAddress: invoice.personAddress,
        clientName: invoice.clientName,
        language: invoice.language,
        currency: invoice.currency,
        subject: input.reason,
        purchaseOrder: invoice.purchaseOrder,
        service: invoice.service,
        workshopId: invoice.workshopId,
        totals,
        createdBy: source.actor?.id ?? null,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      chosen.map((line, position) => ({
        invoiceId: note!.id,
        position,
        description: line.description,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        creditsLineId: line.id,
      })),
    );
    const sequence = await nextInSeries(tx, "credit_note", year);
    const number = documentNumber("credit_note", year, sequence);
    const [issued] = await tx
      .update(invoices)
      .set({
        status: "issued",
        number,
        seriesYear: year,
        seriesNumber: sequence,
        issueDate: today,
        seller: rules.seller,
        client: invoice.client,
        totals,
        totalHt: totals.totalHt,
        totalTtc: totals.totalTtc,
        verifyCode: verificationCode(),
      })
      .where(eq(invoices.id, note!.id))
      .returning();
    const creditedAmount = toHundredths(invoice.amountCredited) + toHundredths(totals.totalTtc);
    const status = settledStatus(invoice.totalTtc, toHundredths(invoice.amountPaid), creditedAmount);
    const [after] = await tx
      .update(invoices)
      .set({ amountCredited: fromHundredths(creditedAmount), status, updatedAt: now })
      .where(eq(invoices.id, invoiceId))
      .returning();
    await addEvent(tx, invoiceId, "credited", source, { number, amount: totals.totalTtc });
    if (status !== invoice.status)
      await addEvent(tx, invoiceId, "status", source, { from: invoice.status, to: status });
    await addEvent(tx, note!.id, "issued", source, { number });
    await recordAudit(tx, { ...source, action: "issue", entity: "invoice", entityId: note!.id, after: issued });
    await recordAudit(tx, {
      ...source,
      action: "update",
      entity: "invoice",
      entityId: invoiceId,
      before: invoice,
      after,
    });
    await queueDocumentMail(tx, issued!, "creditNote", { dedupeKey: `invoice:${note!.id}:issued` });
    return { kind: "credited", id: note!.id, number, status };
  });
}

// ---------------------------------------------------------------------------------------------
// Public verification
// ---------------------------------------------------------------------------------------------

export interface VerifiedDocument {
  kind: Invoice["kind"];
  number: string;
  issueDate: string;
  sellerName: string;
  clientName: string;
  currency: Currency;
  totalTtc: string;
  /** The credit notes against an invoice (numbers), and whether they cancel it whole. */
  creditNotes: string[];
  cancelled: boolean;
  /** The invoice a credit note corrects. */
  corrects: string | null;
}

/** What the public verification page shows of an issued document, by its code; null for any other code. */
export async function verifyDocument(code: string): Promise<VerifiedDocument | null> {
  if (!/^[A-Za-z0-9]{20}$/.test(code)) return null;
  const [row] = await db().select().from(invoices).where(eq(invoices.verifyCode, code));
  if (!row || row.status === "draft" || !row.number || !row.issueDate || !row.seller || !row.client) return null;
  const [notes, corrects] = await Promise.all([
    db()
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.correctsId, row.id))
      .orderBy(asc(invoices.seriesNumber)),
    row.correctsId
      ? db().select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.correctsId))
      : Promise.resolve([]),
  ]);
  return {
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    sellerName: row.seller.legalName || row.seller.name,
    clientName: row.client.name,
    currency: currencyFrom(row.currency),
    totalTtc: row.totalTtc,
    creditNotes: notes.map((note) => note.number).filter((number): number is string => number !== null),
    cancelled: row.status === "cancelled",
    corrects: corrects[0]?.number ?? null,
  };
}
