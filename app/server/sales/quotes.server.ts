/**
 * Quotes (devis): the quotes table, a draft's creation, edit and deletion, sending (the next number of the quotes'
 * own yearly series and both parties' details frozen, in one transaction with its email), the client's answer
 * (through the signed link or the client dashboard; accepting wins the quote's deal) and the invoices an accepted
 * quote becomes. A pro forma is a quote: nothing here touches the invoices' series. Outcomes name every case; the
 * route modules turn them into answers.
 */
import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { InvoiceLineData } from "~/lib/billing/invoices";
import { computeTotals } from "~/lib/billing/money";
import { currencyFrom, type Currency } from "~/lib/format";
import {
  quoteNumber,
  quoteView,
  splitByDeposit,
  type QuoteInput,
  type QuoteResponse,
  type QuotesTableState,
  type QuoteView,
} from "~/lib/sales/quotes";
import type { TablePage } from "~/lib/tables";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { atVersion, escapeLike, orderBy, readPage } from "../back-office/tables.server";
import {
  billingToday,
  createDraft,
  linesFor,
  nextInSeries,
  organizationOf,
  partiesAtIssue,
} from "../billing/invoices.server";
import { workshopGone } from "../billing/invoice-reporting.server";
import { db } from "../db/client.server";
import { deals, organizationClients, quoteLines, quotes, type Deal, type Quote, type QuoteLine } from "../db/schema";
import { serverT } from "../i18n.server";
import { enqueueJob } from "../outbox/queue.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

// ---------------------------------------------------------------------------------------------
// The quotes table and one quote
// ---------------------------------------------------------------------------------------------

export interface QuoteRow {
  id: string;
  number: string | null;
  view: QuoteView;
  clientName: string;
  subject: string;
  validUntil: string;
  currency: Currency;
  totalTtc: string;
  createdAt: Date;
}

function viewWhere(view: QuotesTableState["status"], today: string): SQL | undefined {
  switch (view) {
    case "all":
      return undefined;
    case "expired":
      return and(eq(quotes.status, "sent"), lt(quotes.validUntil, today));
    case "sent":
      return and(eq(quotes.status, "sent"), gte(quotes.validUntil, today));
    default:
      return eq(quotes.status, view);
  }
}

/**
 * Staff's table (every quote) or a client's (its organization's, drafts never shown), in a table's state. The
 * search reads the number, the client's name and the subject.
 */
export async function listQuotes(
  state: QuotesTableState,
  pageSize: number,
  today: string,
  scope: { organizationId?: string } = {},
): Promise<TablePage<QuoteRow>> {
  const search = state.q
    ? sql`lower(coalesce(${quotes.number}, '') || ' ' || ${quotes.clientName} || ' ' || ${quotes.subject}) like lower(${`%${escapeLike(state.q)}%`}) escape '\\'`
    : undefined;
  const where = and(
    viewWhere(state.status, today),
    search,
    scope.organizationId
      ? and(eq(quotes.organizationId, scope.organizationId), sql`${quotes.status} <> 'draft'`)
      : undefined,
  );
  const sorts = {
    number: sql`${quotes.seriesYear} * 1000000 + ${quotes.seriesNumber}`,
    client: sql`lower(${quotes.clientName})`,
    valid: quotes.validUntil,
    total: quotes.totalTtc,
    created: quotes.createdAt,
  };
  const page = await readPage({
    page: state.page,
    pageSize,
    count: async () => {
      const [row] = await db().select({ n: count() }).from(quotes).where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) =>
      db()
        .select({
          id: quotes.id,
          number: quotes.number,
          status: quotes.status,
          clientName: quotes.clientName,
          subject: quotes.subject,
          validUntil: quotes.validUntil,
          currency: quotes.currency,
          totalTtc: quotes.totalTtc,
          createdAt: quotes.createdAt,
        })
        .from(quotes)
        .where(where)
        .orderBy(...orderBy(sorts, state, quotes.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map(({ status, ...row }) => ({
      ...row,
      currency: currencyFrom(row.currency),
      view: quoteView(status, row.validUntil, today),
    })),
  };
}

export function getQuote(id: string, reader: Writer = db()): Promise<Quote | undefined> {
  return reader
    .select()
    .from(quotes)
    .where(eq(quotes.id, id))
    .then((rows) => rows[0]);
}

export function quoteLinesOf(quoteId: string, reader: Writer = db()): Promise<QuoteLine[]> {
  return reader.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position));
}

/** A sent quote: numbered, dated, its parties frozen. */
export type SentQuote = Quote & {
  number: string;
  issueDate: string;
  seller: NonNullable<Quote["seller"]>;
  client: NonNullable<Quote["client"]>;
};

export function isSent(quote: Quote): quote is SentQuote {
  return (
    quote.status !== "draft" &&
    quote.number !== null &&
    quote.issueDate !== null &&
    quote.seller !== null &&
    quote.client !== null
  );
}

/** The quotes of a deal, for its page: newest first, each as staff read it (expired included). */
export async function quotesOfDeal(dealId: string, today: string): Promise<DealQuote[]> {
  const rows = await db()
    .select({
      id: quotes.id,
      number: quotes.number,
      status: quotes.status,
      validUntil: quotes.validUntil,
      totalTtc: quotes.totalTtc,
      currency: quotes.currency,
    })
    .from(quotes)
    .where(eq(quotes.dealId, dealId))
    .orderBy(desc(quotes.createdAt));
  return rows.map(({ status, currency, ...row }) => ({
    ...row,
    currency: currencyFrom(currency),
    view: quoteView(status, row.validUntil, today),
  }));
}

export interface DealQuote {
  id: string;
  number: string | null;
  view: QuoteView;
  validUntil: string;
  totalTtc: string;
  currency: Currency;
}

/** The organization a client account belongs to, if any: whose quotes it reads and answers. */
export async function clientOrganizationOf(userId: string): Promise<string | null> {
  const [row] = await db()
    .select({ organizationId: organizationClients.organizationId })
    .from(organizationClients)
    .where(eq(organizationClients.userId, userId));
  return row?.organizationId ?? null;
}

// ---------------------------------------------------------------------------------------------
// Drafts
// ---------------------------------------------------------------------------------------------

async function writeLines(tx: Writer, quoteId: string, lines: readonly InvoiceLineData[]): Promise<void> {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  if (lines.length === 0) return;
  await tx.insert(quoteLines).values(lines.map((line, position) => ({ quoteId, position, ...line })));
}

async function dealExists(tx: Writer, id: string | null): Promise<boolean> {
  if (!id) return true;
  const [row] = await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, id));
  return Boolean(row);
}

type DraftRefusal = { kind: "organizationNotFound" } | { kind: "workshopNotFound" } | { kind: "dealNotFound" };

/** The row of a draft as the editor wrote it, or why it cannot be written. */
async function draftValues(
  tx: Writer,
  input: QuoteInput,
): Promise<{ values: typeof quotes.$inferInsert; lines: InvoiceLineData[] } | DraftRefusal> {
  const organization = await organizationOf(tx, input.organizationId);
  if (organization === "missing") return { kind: "organizationNotFound" };
  if (await workshopGone(tx, input.workshopId)) return { kind: "workshopNotFound" };
  if (!(await dealExists(tx, input.dealId))) return { kind: "dealNotFound" };
  const lines = linesFor(input.lines, organization?.vatExempt ?? false);
  const totals = computeTotals(lines, input.currency);
  return {
    lines,
    values: {
      organizationId: input.organizationId,
      clientName: organization?.name ?? input.personName ?? "",
      personName: input.personName,
      personEmail: input.personEmail,
      personAddress: input.personAddress,
      dealId: input.dealId,
      language: input.language,
      currency: input.currency,
      subject: input.subject,
      purchaseOrder: input.purchaseOrder,
      notes: input.notes,
      service: input.service,
      workshopId: input.workshopId,
      validUntil: input.validUntil,
      totals,
      totalHt: totals.totalHt,
      totalTtc: totals.totalTtc,
    },
  };
}

export type CreateOutcome = { kind: "created"; id: string } | DraftRefusal;

export function createQuote(input: QuoteInput, source: AuditSource): Promise<CreateOutcome> {
  return db().transaction(async (tx): Promise<CreateOutcome> => {
    const draft = await draftValues(tx, input);
    if ("kind" in draft) return draft;
    const [row] = await tx
      .insert(quotes)
      .values({ ...draft.values, createdBy: source.actor?.id ?? null })
      .returning();
    await writeLines(tx, row!.id, draft.lines);
    await recordAudit(tx, {
      ...source,
      action: "create",
      entity: "quote",
      entityId: row!.id,
      after: { ...row!, lines: draft.lines },
    });
    return { kind: "created", id: row!.id };
  });
}

type Locked = Quote | { kind: "notFound" } | { kind: "notDraft"; number: string | null };

async function lockedDraft(tx: Tx, id: string): Promise<Locked> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
  if (!row) return { kind: "notFound" };
  if (row.status !== "draft") return { kind: "notDraft", number: row.number };
  return row;
}

const isOutcome = <T extends { kind: string }>(value: Quote | T): value is T => !("status" in value);

export type UpdateOutcome =
  | { kind: "saved" }
  | { kind: "stale" }
  | { kind: "notFound" }
  | { kind: "notDraft"; number: string | null }
  | DraftRefusal;

/** Saves a draft's editor, only while it is still a draft at the version the editor was opened on. */
export function updateQuote(id: string, input: QuoteInput, version: Date, source: AuditSource): Promise<UpdateOutcome> {
  return db().transaction(async (tx): Promise<UpdateOutcome> => {
    const before = await lockedDraft(tx, id);
    if (isOutcome(before)) return before;
    const draft = await draftValues(tx, input);
    if ("kind" in draft) return draft;
    const [after] = await tx
      .update(quotes)
      .set({ ...draft.values, updatedAt: new Date() })
      .where(and(eq(quotes.id, id), atVersion(quotes.updatedAt, version)))
      .returning();
    if (!after) return { kind: "stale" };
    await writeLines(tx, id, draft.lines);
    await recordAudit(tx, { ...source, action: "update", entity: "quote", entityId: id, before, after });
    return { kind: "saved" };
  });
}

export type DeleteOutcome = { kind: "deleted" } | { kind: "notFound" } | { kind: "notDraft"; number: string | null };

/** Only a draft goes: a sent quote keeps its number, so the series stays unbroken. */
export function deleteQuote(id: string, source: AuditSource): Promise<DeleteOutcome> {
  return db().transaction(async (tx): Promise<DeleteOutcome> => {
    const before = await lockedDraft(tx, id);
    if (isOutcome(before)) return before;
    await tx.delete(quotes).where(eq(quotes.id, id));
    await recordAudit(tx, { ...source, action: "delete", entity: "quote", entityId: id, before });
    return { kind: "deleted" };
  });
}

// ---------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------

/** The address a quote's emails go to: the organization's billing email, or the person's. */
export function quoteAddressOf(quote: Quote): string | null {
  return quote.client?.email?.trim() || null;
}

export type SendOutcome =
  | { kind: "sent"; number: string; emailed: boolean }
  | { kind: "notFound" }
  | { kind: "stale" }
  | { kind: "notDraft"; number: string | null }
  | { kind: "sellerIncomplete"; missing: string[] }
  | { kind: "validityPast" }
  | { kind: "noLines" };

/**
 * Sends a draft: the next number of this year's quote series, today's date, the seller's and client's details as
 * they are now, and its email (its PDF and the signed link to answer) when the client has an address, all in one
 * transaction. Refused while the agency's legal identity is incomplete, as invoices are.
 */
export function sendQuote(
  id: string,
  version: Date,
  source: AuditSource,
  now: Date = new Date(),
): Promise<SendOutcome> {
  return db().transaction(async (tx): Promise<SendOutcome> => {
    const draft = await lockedDraft(tx, id);
    if (isOutcome(draft)) return draft;
    if (draft.updatedAt.getTime() !== version.getTime()) return { kind: "stale" };
    const today = billingToday(now);
    if (draft.validUntil < today) return { kind: "validityPast" };
    const parties = await partiesAtIssue(tx, draft);
    if (parties.kind !== "parties") return parties;
    const { rules, client } = parties;
    let lines = await quoteLinesOf(id, tx);
    if (lines.length === 0) return { kind: "noLines" };
    if (client.vatExempt && lines.some((line) => line.vatRate !== null)) {
      // The client became exempt after the draft was written: its quote carries no VAT.
      await tx.update(quoteLines).set({ vatRate: null }).where(eq(quoteLines.quoteId, id));
      lines = lines.map((line) => ({ ...line, vatRate: null }));
    }
    const totals = computeTotals(lines, currencyFrom(draft.currency));
    const year = Number(today.slice(0, 4));
    const sequence = await nextInSeries(tx, "quote", year);
    const number = quoteNumber(year, sequence);
    const [after] = await tx
      .update(quotes)
      .set({
        status: "sent",
        number,
        seriesYear: year,
        seriesNumber: sequence,
        issueDate: today,
        seller: rules.seller,
        client,
        clientName: client.name,
        totals,
        totalHt: totals.totalHt,
        totalTtc: totals.totalTtc,
        updatedAt: now,
      })
      .where(eq(quotes.id, id))
      .returning();
    await recordAudit(tx, { ...source, action: "send", entity: "quote", entityId: id, before: draft, after });
    const to = quoteAddressOf(after!);
    if (to) await enqueueJob(tx, "quoteMail", { quoteId: id }, { dedupeKey: `quote:${id}:sent`, recipient: to });
    return { kind: "sent", number, emailed: Boolean(to) };
  });
}

// ---------------------------------------------------------------------------------------------
// The client's answer
// ---------------------------------------------------------------------------------------------

export type RespondOutcome =
  | { kind: "accepted" | "declined"; number: string }
  | { kind: "notFound" }
  | { kind: "expired" }
  | { kind: "answered"; status: Quote["status"] };

/**
 * The client's answer to a sent quote still valid today, once: who answered (the name typed, and the account when
 * signed in), when and why. Accepting moves the quote's deal to Won, and tells the staff member who wrote the quote.
 */
export function respondToQuote(
  id: string,
  response: QuoteResponse,
  respondedBy: string | null,
  now: Date = new Date(),
): Promise<RespondOutcome> {
  return db().transaction(async (tx): Promise<RespondOutcome> => {
    const [before] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!before || before.status === "draft" || !before.number) return { kind: "notFound" };
    if (before.status !== "sent") return { kind: "answered", status: before.status };
    if (quoteView(before.status, before.validUntil, billingToday(now)) === "expired") return { kind: "expired" };
    const status = response.intent === "accept" ? "accepted" : "declined";
    const [after] = await tx
      .update(quotes)
      .set({
        status,
        respondedAt: now,
        responderName: response.responderName,
        responseComment: response.comment,
        respondedBy,
        updatedAt: now,
      })
      .where(eq(quotes.id, id))
      .returning();
    const source: AuditSource = { actor: null, address: null };
    await recordAudit(tx, { ...source, action: response.intent, entity: "quote", entityId: id, before, after: after! });
    if (status === "accepted" && before.dealId) await winDeal(tx, before.dealId, now, source);
    await enqueueJob(tx, "quoteAnswered", { quoteId: id }, { dedupeKey: `quote:${id}:answered` });
    return { kind: status, number: before.number };
  });
}

/** An accepted quote wins its deal, whatever stage it was in (a deal won already keeps its closing date). */
async function winDeal(tx: Writer, dealId: string, now: Date, source: AuditSource): Promise<void> {
  const [before] = await tx.select().from(deals).where(eq(deals.id, dealId)).for("update");
  if (!before || before.stage === "won") return;
  const [after] = await tx
    .update(deals)
    .set({ stage: "won", lostReason: null, closedAt: now, updatedAt: now } satisfies Partial<Deal>)
    .where(eq(deals.id, dealId))
    .returning();
  await recordAudit(tx, { ...source, action: "update", entity: "deal", entityId: dealId, before, after: after! });
}

// ---------------------------------------------------------------------------------------------
// The invoices an accepted quote becomes
// ---------------------------------------------------------------------------------------------

export type InvoiceOutcome =
  | { kind: "created"; invoiceId: string; part: "full" | "deposit" | "balance" }
  | { kind: "notFound" }
  | { kind: "notAccepted" }
  | { kind: "invoiced"; invoiceId: string }
  | { kind: "organizationNotFound" }
  | { kind: "workshopNotFound" };

/**
 * Makes the draft invoice of an accepted quote: the whole quote (its lines as they are), or a deposit of a
 * percentage now (one line per VAT rate), after which the same action makes the balance. The quote keeps the
 * invoices it became, so each is made once.
 */
export function invoiceQuote(
  id: string,
  scope: { scope: "full" | "deposit"; depositPercent: number | null },
  source: AuditSource,
): Promise<InvoiceOutcome> {
  return db().transaction(async (tx): Promise<InvoiceOutcome> => {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for("update");
    if (!quote) return { kind: "notFound" };
    if (quote.status !== "accepted" || !quote.number) return { kind: "notAccepted" };
    if (quote.invoiceId) return { kind: "invoiced", invoiceId: quote.invoiceId };
    const currency = currencyFrom(quote.currency);
    const t = serverT(quote.language);
    const part = quote.depositInvoiceId ? "balance" : scope.scope === "deposit" ? "deposit" : "full";
    let lines: InvoiceLineData[];
    if (part === "full") {
      lines = (await quoteLinesOf(id, tx)).map(({ description, quantity, unitPrice, vatRate }) => ({
        description,
        quantity,
        unitPrice,
        vatRate,
      }));
    } else {
      const percent = part === "deposit" ? scope.depositPercent! : quote.depositPercent!;
      const split = splitByDeposit(quote.totals, percent, currency)[part === "deposit" ? "deposit" : "balance"];
      lines = split.map((line) => ({
        description: t(`quotes.invoiceLines.${part}`, { percent, number: quote.number }),
        quantity: "1",
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
      }));
    }
    const created = await createDraft(
      {
        organizationId: quote.organizationId,
        personName: quote.personName,
        personEmail: quote.personEmail,
        personAddress: quote.personAddress,
        language: quote.language,
        currency,
        subject: quote.subject,
        purchaseOrder: quote.purchaseOrder,
        notes: t("quotes.invoiceLines.reference", { number: quote.number }),
        service: quote.service,
        workshopId: quote.workshopId,
        lines,
      },
      source,
      { tx },
    );
    if (created.kind !== "created") return created;
    const [after] = await tx
      .update(quotes)
      .set(
        part === "deposit"
          ? { depositInvoiceId: created.id, depositPercent: scope.depositPercent, updatedAt: new Date() }
          : { invoiceId: created.id, updatedAt: new Date() },
      )
      .where(eq(quotes.id, id))
      .returning();
    await recordAudit(tx, { ...source, action: "update", entity: "quote", entityId: id, before: quote, after: after! });
    return { kind: "created", invoiceId: created.id, part };
  });
}
