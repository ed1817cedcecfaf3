/**
 * The accountant's export for one month: the sales journal (every invoice and credit note issued in it) and the
 * receipts journal (every payment received in it), with the client's IFU and the SYSCOHADA accounts each posts
 * to (lib/reports/accounting.ts). Amounts are exact decimal strings; a credit note's are negative.
 */
import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { PaymentMethod } from "~/lib/billing/document";
import { monthRange } from "~/lib/reports/reports";
import { db } from "../db/client.server";
import { invoicePayments, invoices } from "../db/schema";
import { decimalSum } from "./sql.server";

export interface SalesEntry {
  date: string;
  number: string;
  kind: "invoice" | "credit_note";
  client: string;
  ifu: string | null;
  currency: string;
  ht: string;
  vat: string;
  ttc: string;
}

export interface ReceiptEntry {
  date: string;
  /** '<invoice number>/<rank>', as the receipt is numbered. */
  receipt: string;
  invoice: string;
  client: string;
  ifu: string | null;
  currency: string;
  method: PaymentMethod;
  reference: string | null;
  amount: string;
  withheldVat: string;
}

const decimal = (value: unknown) => sql<string>`(${value})::numeric(18, 2)::text`;

export function salesJournal(month: string): Promise<SalesEntry[]> {
  const { start, end } = monthRange(month);
  const sign = sql`case when ${invoices.kind} = 'credit_note' then -1 else 1 end`;
  return db()
    .select({
      date: sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM-DD')`,
      number: sql<string>`${invoices.number}`,
      kind: invoices.kind,
      client: invoices.clientName,
      ifu: sql<string | null>`nullif(${invoices.client} ->> 'ifu', '')`,
      currency: invoices.currency,
      ht: decimal(sql`${sign} * ${invoices.totalHt}`),
      vat: decimal(sql`${sign} * (${invoices.totalTtc} - ${invoices.totalHt})`),
      ttc: decimal(sql`${sign} * ${invoices.totalTtc}`),
    })
    .from(invoices)
    .where(and(ne(invoices.status, "draft"), gte(invoices.issueDate, start), lt(invoices.issueDate, end)))
    .orderBy(asc(invoices.issueDate), asc(invoices.kind), asc(invoices.seriesNumber));
}

export function receiptsJournal(month: string): Promise<ReceiptEntry[]> {
  const { start, end } = monthRange(month);
  return db()
    .select({
      date: sql<string>`to_char(${invoicePayments.paidOn}, 'YYYY-MM-DD')`,
      receipt: sql<string>`${invoices.number} || '/' || ${invoicePayments.rank}`,
      invoice: sql<string>`${invoices.number}`,
      client: invoices.clientName,
      ifu: sql<string | null>`nullif(${invoices.client} ->> 'ifu', '')`,
      currency: invoices.currency,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      amount: decimal(invoicePayments.amount),
      withheldVat: decimal(invoicePayments.withheldVat),
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(gte(invoicePayments.paidOn, start), lt(invoicePayments.paidOn, end)))
    .orderBy(asc(invoicePayments.paidOn), asc(invoices.number), asc(invoicePayments.rank));
}

export interface JournalTotals {
  /** One row per currency: the documents of the month and their signed totals. */
  sales: { currency: string; invoices: number; creditNotes: number; ht: string; vat: string; ttc: string }[];
  /** One row per payment method and currency: what arrived through it. */
  receipts: { method: PaymentMethod; currency: string; payments: number; amount: string; withheldVat: string }[];
}

/** What the page shows of the month's two journals: the sums each posts, as two SQL aggregates. */
export async function journalTotals(month: string): Promise<JournalTotals> {
  const { start, end } = monthRange(month);
  const sign = sql`case when ${invoices.kind} = 'credit_note' then -1 else 1 end`;
  const [sales, receipts] = await Promise.all([
    db()
      .select({
        currency: invoices.currency,
        invoices: sql<number>`count(*) filter (where ${invoices.kind} = 'invoice')`.mapWith(Number),
        creditNotes: sql<number>`count(*) filter (where ${invoices.kind} = 'credit_note')`.mapWith(Number),
        ht: decimalSum(sql`${sign} * ${invoices.totalHt}`),
        vat: decimalSum(sql`${sign} * (${invoices.totalTtc} - ${invoices.totalHt})`),
        ttc: decimalSum(sql`${sign} * ${invoices.totalTtc}`),
      })
      .from(invoices)
      .where(and(ne(invoices.status, "draft"), gte(invoices.issueDate, start), lt(invoices.issueDate, end)))
      .groupBy(invoices.currency)
      .orderBy(invoices.currency),
    db()
      .select({
        method: invoicePayments.method,
        currency: invoices.currency,
        payments: sql<number>`count(*)`.mapWith(Number),
        amount: decimalSum(invoicePayments.amount),
        withheldVat: decimalSum(invoicePayments.withheldVat),
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(and(gte(invoicePayments.paidOn, start), lt(invoicePayments.paidOn, end)))
      .groupBy(invoicePayments.method, invoices.currency)
      .orderBy(invoicePayments.method, invoices.currency),
  ]);
  return { sales, receipts };
}
