/**
 * The reports of /admin/reports (docs/reports.md): over which months, and the rules behind their figures (ageing
 * buckets, fill rate, NPS, win rate) that the server's aggregates and the screens share. The period lives in the
 * URL; a value the page does not know falls back to its default, as the tables' state does.
 */
import { z } from "zod";
import { defineTable } from "../tables";

/** The lengths of period offered, in months, ending with the chosen month. */
export const periodLengths = [3, 6, 12, 24] as const;
export type PeriodLength = (typeof periodLengths)[number];

/** The receivables' ageing, by days past the due date: not yet due, then four steps. */
export const ageingBuckets = ["current", "1-30", "31-60", "61-90", "over-90"] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

/** The days past due each bucket spans, for SQL (`lower` inclusive, `upper` inclusive, null: unbounded). */
export const bucketDays: Record<AgeingBucket, { lower: number | null; upper: number | null }> = {
  current: { lower: null, upper: 0 },
  "1-30": { lower: 1, upper: 30 },
  "31-60": { lower: 31, upper: 60 },
  "61-90": { lower: 61, upper: 90 },
  "over-90": { lower: 91, upper: null },
};

/** What can be downloaded, as CSV or XLSX: each report's tables. */
export const reportTables = [
  "revenue-months",
  "revenue-clients",
  "revenue-services",
  "revenue-facilitators",
  "receivables-ageing",
  "receivables-invoices",
  "workshops",
  "pipeline-stages",
  "pipeline-months",
  "sales-journal",
  "receipts-journal",
] as const;
export type ReportTable = (typeof reportTables)[number];
export const downloadFormats = ["csv", "xlsx"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Months the reports accept: the agency's records start well after 2000. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

function isMonth(value: string): boolean {
  const match = monthPattern.exec(value);
  return match !== null && Number(match[1]) >= FIRST_YEAR && Number(match[1]) <= LAST_YEAR;
}

/** The month `count` months after `month` ('YYYY-MM'; a negative count goes back). */
export function addMonths(month: string, count: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The `length` months ending with `last`, oldest first. */
export function monthsEnding(last: string, length: number): string[] {
  return Array.from({ length }, (_, index) => addMonths(last, index - length + 1));
}

/** The first day of a month, and of the month after it: the half-open range SQL reads dates in. */
export function monthRange(first: string, last: string = first): { start: string; end: string } {
  return { start: `${first}-01`, end: `${addMonths(last, 1)}-01` };
}

/** How far ahead the workshops report may look: a year of workshops still filling. */
export const WORKSHOP_MONTHS_AHEAD = 12;

/** The months a report covers: `months` months ending with `month` (the journals read `month` alone). */
export interface Period {
  month: string;
  months: PeriodLength;
}

const MONTHS_DEFAULT = 12;

/**
 * The period in a URL's search params; `currentMonth` (the agency's month today) is the default, and the latest
 * unless `latest` says otherwise (the workshops report looks ahead, to the workshops still filling).
 */
export function parsePeriod(params: URLSearchParams, currentMonth: string, latest: string = currentMonth): Period {
  const schema = z.object({
    month: z
      .string()
      .refine((value) => isMonth(value) && value <= latest)
      .catch(currentMonth),
    months: z.coerce
      .number()
      .pipe(z.union(periodLengths.map((length) => z.literal(length))))
      .catch(MONTHS_DEFAULT),
  });
  return schema.parse({
    month: params.get("month") ?? undefined,
    months: params.get("months") ?? undefined,
  }) as Period;
}

/** The period's first month. */
export function firstMonth(period: Period): string {
  return addMonths(period.month, -period.months + 1);
}

/** The receivables' list of invoices: filtered by bucket, the longest overdue first, 25 a page. */
export const receivablesTable = defineTable({
  sorts: ["due"],
  defaultSort: "due",
  defaultDir: "asc",
  filters: { bucket: ["all", ...ageingBuckets] },
  pageSize: 25,
});

/** The download link of one of the reports' tables, for the period (and bucket) the page shows. */
export function downloadLink(
  table: ReportTable,
  format: DownloadFormat,
  period: Period,
  bucket: AgeingBucket | "all" = "all",
): string {
  const params = new URLSearchParams({ table, format, month: period.month, months: String(period.months) });
  if (bucket !== "all") params.set("bucket", bucket);
  return `/admin/reports/download?${params}`;
}

/**
 * Net Promoter Score from the answers to "how likely are you to recommend…" (0 to 10): the share of promoters
 * (9, 10) less the share of detractors (0 to 6), in whole points from -100 to 100; null without answers.
 */
export function netPromoterScore(promoters: number, detractors: number, answers: number): number | null {
  if (answers === 0) return null;
  return Math.round(((promoters - detractors) / answers) * 100);
}

/** Confirmed seats over capacity, in whole percent; null for a workshop without a capacity. */
export function fillRate(confirmed: number, capacity: number): number | null {
  return capacity > 0 ? Math.round((confirmed / capacity) * 100) : null;
}

/** Deals won over deals closed (won or lost), by count, in whole percent; null when none was closed. */
export function winRate(won: number, lost: number): number | null {
  return won + lost > 0 ? Math.round((won / (won + lost)) * 100) : null;
}
