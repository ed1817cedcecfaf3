/**
 * The rules of quotes (devis) that both sides need: the statuses (with expired, read from the validity date), the
 * quotes table's URL state, the editor's schema (the invoice editor's, with a validity date and the deal it
 * prices), the client's answer and the invoice an accepted quote becomes. Messages are locale keys of the `quotes`
 * area, or of `billing` for what the invoice editor shares.
 */
import { z } from "zod";
import type { DocumentTotals } from "../billing/document";
import { invoiceSchema } from "../billing/invoices";
import { fromHundredths, roundToCurrency, toHundredths } from "../billing/money";
import type { Currency } from "../format";
import { optionalText } from "../form-fields";
import { defineTable } from "../tables";
import { versionSchema } from "../versions";

/** What is stored: a draft, sent (numbered, its parties frozen), then accepted or declined by the client. */
export const quoteStatuses = ["draft", "sent", "accepted", "declined"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** What staff and clients read: a sent quote past its validity date is expired. */
export const quoteViews = ["draft", "sent", "accepted", "declined", "expired"] as const;
export type QuoteView = (typeof quoteViews)[number];

export function quoteView(status: QuoteStatus, validUntil: string, today: string): QuoteView {
  return status === "sent" && validUntil < today ? "expired" : status;
}

export const quoteViewTones = {
  draft: "grey",
  sent: "blue",
  accepted: "green",
  declined: "red",
  expired: "yellow",
} as const satisfies Record<QuoteView, string>;

/** A quote holds for 30 days unless staff choose otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** The day `days` after `today` ('YYYY-MM-DD', read as a calendar day). */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The number of a quote in its yearly series: 'D-2026-0001' (four digits, more past 9999). */
export function quoteNumber(year: number, sequence: number): string {
  return `D-${year}-${String(sequence).padStart(4, "0")}`;
}

export const quotesTable = defineTable({
  sorts: ["number", "client", "valid", "total", "created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: ["all", ...quoteViews] },
});
export type QuotesTableState = ReturnType<typeof quotesTable.parse>;

export const QUOTE_LIMITS = { responderName: 200, comment: 2_000 } as const;

/** The longest validity staff may give: a year. */
const MAX_VALIDITY_DAYS = 366;

/** The validity date (from today to a year ahead) and the deal the quote prices (optional). */
const quoteOnly = (today: string) =>
  z.object({
    validUntil: z.iso
      .date("quotes.errors.validUntil")
      .refine((day) => day >= today && day <= addDays(today, MAX_VALIDITY_DAYS), "quotes.errors.validUntilRange"),
    dealId: z
      .string()
      .optional()
      .transform((value) => value?.trim() || null)
      .pipe(z.uuid("quotes.errors.deal").nullable()),
  });

/**
 * The quote editor: the invoice editor's fields and lines, with the quote's own fields, each checked on the same
 * post (all the refused fields are reported at once). `today` is the agency's calendar day.
 */
export function quoteSchema(today: string) {
  return invoiceSchema.and(quoteOnly(today));
}
export type QuoteInput = z.output<ReturnType<typeof quoteSchema>>;
export function quoteEditSchema(today: string) {
  return quoteSchema(today).and(z.object({ version: versionSchema }));
}

/** The client's answer: accept or decline, the name of who answers and an optional comment. */
export const quoteResponseSchema = z.object({
  /** The button pressed (SubmitButton's intent): accept or decline. */
  intent: z.enum(["accept", "decline"], "quotes.errors.decision"),
  responderName: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.responderName, "quotes.errors.responderNameTooLong")
    .min(1, "quotes.errors.responderName"),
  comment: optionalText(QUOTE_LIMITS.comment, "quotes.errors.commentTooLong"),
});
export const quoteResponseFields = ["intent", "responderName", "comment"] as const;
export type QuoteResponse = z.output<typeof quoteResponseSchema>;

/** What an accepted quote becomes: one invoice in full, or a deposit of a percentage (1–99) now. */
export const quoteInvoiceSchema = z
  .object({
    scope: z.enum(["full", "deposit"], "quotes.errors.invoiceScope"),
    depositPercent: z.string().optional().default(""),
  })
  .transform((input, context) => {
    if (input.scope === "full") return { scope: "full" as const, depositPercent: null };
    const percent = Number(input.depositPercent.trim());
    if (!/^\d{1,2}$/.test(input.depositPercent.trim()) || percent < 1 || percent > 99) {
      context.addIssue({ code: "custom", path: ["depositPercent"], message: "quotes.errors.depositPercent" });
      return z.NEVER;
    }
    return { scope: "deposit" as const, depositPercent: percent };
  });
export const quoteInvoiceFields = ["scope", "depositPercent"] as const;

/** One line per VAT rate of what an accepted quote bills: a deposit, or the balance left after it. */
export interface SplitLine {
  vatRate: string | null;
  /** Before VAT, in the currency's decimals. */
  unitPrice: string;
}

/**
 * A deposit of `percent` of each VAT rate's base (rounded to the currency as invoice figures are), and the balance
 * that remains of each base once that deposit is billed: together they are exactly the quote's totals.
 */
export function splitByDeposit(
  totals: DocumentTotals,
  percent: number,
  currency: Currency,
): { deposit: SplitLine[]; balance: SplitLine[] } {
  const deposit: SplitLine[] = [];
  const balance: SplitLine[] = [];
  for (const rate of totals.byRate) {
    const base = toHundredths(rate.base);
    // Hundredths times a percentage are ten-thousandths of the base: the unit roundToCurrency takes.
    const share = roundToCurrency(base * BigInt(percent), currency);
    deposit.push({ vatRate: rate.vatRate, unitPrice: fromHundredths(share) });
    balance.push({ vatRate: rate.vatRate, unitPrice: fromHundredths(base - share) });
  }
  return { deposit, balance };
}
