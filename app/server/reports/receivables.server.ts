/**
 * Receivables ageing: every invoice still owed (issued or partly paid, in the site's currency) by how many days
 * its due date is past, in the buckets of lib/reports (not yet due, 1-30, 31-60, 61-90, over 90), with the
 * invoices behind each bucket. What is owed is the total with VAT less payments (and VAT withheld) and credit
 * notes, as the invoice page shows it. Read through invoices_status_due_date_idx.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Currency } from "~/lib/format";
import { ageingBuckets, bucketDays, type AgeingBucket } from "~/lib/reports/reports";
import { pageCount, type SortDirection, type TablePage } from "~/lib/tables";
import { addDays } from "~/lib/weeks";
import { db } from "../db/client.server";
import { invoices } from "../db/schema";
import { decimalSum } from "./sql.server";

export interface AgeingRow {
  bucket: AgeingBucket;
  invoices: number;
  amount: string;
}

export interface ReceivableInvoice {
  id: string;
  number: string;
  clientName: string;
  issueDate: string | null;
  dueDate: string | null;
  /** Days past the due date; 0 or less when not yet due. */
  daysOverdue: number;
  totalTtc: string;
  balance: string;
}

const balance = sql`${invoices.totalTtc} - ${invoices.amountPaid} - ${invoices.amountCredited}`;

function owedWhere(currency: Currency) {
  return and(
    eq(invoices.kind, "invoice"),
    inArray(invoices.status, ["issued", "partially_paid"]),
    eq(invoices.currency, currency),
  );
}

/**
 * The due dates a bucket spans on `today`: overdue by `lower` days or more means due on `today - lower` or before.
 * An invoice without a due date is not yet due.
 */
function bucketWhere(bucket: AgeingBucket, today: string): SQL | undefined {
  const { lower, upper } = bucketDays[bucket];
  return and(
    upper === null ? undefined : or(gte(invoices.dueDate, addDays(today, -upper)), isNull(invoices.dueDate)),
    lower === null ? undefined : lte(invoices.dueDate, addDays(today, -lower)),
  );
}

/** Each bucket's count and amount, every bucket present (an empty one at 0), in order. */
export async function receivablesAgeing(today: string, currency: Currency): Promise<AgeingRow[]> {
  // The buckets' upper bounds in order (lib/reports' `bucketDays`, which the list's filter reads too); the last one
  // is unbounded, and an invoice without a due date is not yet due.
  const days = sql`(${today}::date - ${invoices.dueDate})`;
  const [first, ...rest] = ageingBuckets;
  const bounded = rest.filter((key) => bucketDays[key].upper !== null);
  const last = rest.find((key) => bucketDays[key].upper === null)!;
  const bucket = sql<AgeingBucket>`case
    when ${invoices.dueDate} is null or ${days} <= ${bucketDays[first].upper} then ${first}
    ${sql.join(
      bounded.map((key) => sql`when ${days} <= ${bucketDays[key].upper} then ${key}`),
      sql` `,
    )}
    else ${last} end`;
  const rows = await db()
    .select({ bucket, invoices: sql<number>`count(*)`.mapWith(Number), amount: decimalSum(balance) })
    .from(invoices)
    .where(owedWhere(currency))
    // By position: the bucket's expression carries the day as a parameter, which a repeated GROUP BY would not match.
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  return ageingBuckets.map((key) => byBucket.get(key) ?? { bucket: key, invoices: 0, amount: "0.00" });
}

/**
 * The invoices owed in one bucket (or all of them), the longest overdue first (by due date, `dir`), a page at a
 * time; without a page size, every one (the download).
 */
export async function receivableInvoices(
  today: string,
  currency: Currency,
  bucket: AgeingBucket | "all",
  page: number,
  pageSize?: number,
  dir: SortDirection = "asc",
): Promise<TablePage<ReceivableInvoice>> {
  const where = and(owedWhere(currency), bucket === "all" ? undefined : bucketWhere(bucket, today));
  const [counted] = await db()
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(where);
  const total = counted?.total ?? 0;
  // A page past the last shows the last, as the back office's tables do.
  const shown = pageSize === undefined ? 1 : Math.min(page, pageCount(total, pageSize));
  const query = db()
    .select({
      id: invoices.id,
      number: invoices.number,
      clientName: invoices.clientName,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalTtc: invoices.totalTtc,
      balance: sql<string>`(${balance})::numeric(18, 2)::text`,
    })
    .from(invoices)
    .where(where)
    .orderBy(
      dir === "asc" ? sql`${invoices.dueDate} asc nulls last` : sql`${invoices.dueDate} desc nulls first`,
      dir === "asc" ? asc(invoices.number) : desc(invoices.number),
    )
    .$dynamic();
  const rows = await (pageSize === undefined ? query : query.limit(pageSize).offset((shown - 1) * pageSize));
  return {
    rows: rows.map((row) => ({
      id: row.id,
      number: row.number ?? "",
      clientName: row.clientName,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      daysOverdue: row.dueDate ? Math.round((Date.parse(today) - Date.parse(row.dueDate)) / 86_400_000) : 0,
      totalTtc: row.totalTtc,
      balance: row.balance,
    })),
    total,
    page: shown,
    pageCount: pageSize === undefined ? 1 : pageCount(total, pageSize),
  };
}
