/**
 * Invoice arithmetic in exact integers (BigInt hundredths), never in floats: quantities and prices carry two
 * decimals, a line's amount is their exact product, and rounding happens once per VAT rate, half up, on the sum of
 * that rate's lines: to whole francs in XOF, to cents otherwise. The VAT of a rate is then its rounded base times the
 * rate, rounded the same way; the total with VAT is the sum of the rounded figures.
 */
import type { Currency } from "../format";
import type { DocumentLine, DocumentTotals, RateTotal } from "./document";

/** The decimals a currency's amounts are written with: none for the franc CFA, cents for the others. */
export function currencyDecimals(currency: Currency): 0 | 2 {
  return currency === "XOF" ? 0 : 2;
}

const HUNDRED = 100n;

/** '12.5' → 1250n (hundredths). The string is already checked (a non-negative decimal of at most two places). */
export function toHundredths(value: string): bigint {
  const [whole = "0", fraction = ""] = value.trim().split(".");
  return BigInt(whole || "0") * HUNDRED + BigInt((fraction + "00").slice(0, 2));
}

/** 1250n → '12.50'; with `decimals` 0 → '13' (the value must already be whole when asked without decimals). */
export function fromHundredths(value: bigint, decimals: 0 | 2 = 2): string {
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const whole = absolute / HUNDRED;
  const text = decimals === 0 ? `${whole}` : `${whole}.${`${absolute % HUNDRED}`.padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** `numerator / divisor` rounded half up (away from zero for halves), both positive or the numerator zero. */
function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const quotient = (absolute * 2n + divisor) / (divisor * 2n);
  return negative ? -quotient : quotient;
}

/** An amount in ten-thousandths (a line's exact product) rounded to the currency, answered in hundredths. */
export function roundToCurrency(tenThousandths: bigint, currency: Currency): bigint {
  // Whole francs are 10 000 ten-thousandths, cents 100.
  return currencyDecimals(currency) === 0
    ? divideHalfUp(tenThousandths, 10_000n) * HUNDRED
    : divideHalfUp(tenThousandths, HUNDRED);
}

/** A line as the editor and the database hold it: decimal strings, the rate null when exempt. */
export interface LineFigures {
  quantity: string;
  unitPrice: string;
  vatRate: string | null;
}

/** Normalizes a decimal string to at most two places and no trailing zeros ('18.00' → '18', '1.50' → '1.5'). */
export function plainDecimal(value: string): string {
  return fromHundredths(toHundredths(value)).replace(/\.?0+$/, "") || "0";
}

/** A line's amount before VAT, exact, in ten-thousandths. */
function lineProduct(line: LineFigures): bigint {
  return toHundredths(line.quantity) * toHundredths(line.unitPrice);
}

/** A line's amount before VAT as shown on the document (rounded to the currency). */
export function lineAmount(line: LineFigures, currency: Currency): string {
  return fromHundredths(roundToCurrency(lineProduct(line), currency), currencyDecimals(currency));
}

const rateKey = (rate: string | null) => (rate === null ? "exempt" : plainDecimal(rate));

/**
 * The totals of a document: one row per VAT rate (exempt last, rates from the highest), then HT, VAT and TTC.
 * An empty document totals zero.
 */
export function computeTotals(lines: readonly LineFigures[], currency: Currency): DocumentTotals {
  const sums = new Map<string, { rate: string | null; exact: bigint }>();
  for (const line of lines) {
    const key = rateKey(line.vatRate);
    const entry = sums.get(key) ?? { rate: line.vatRate === null ? null : plainDecimal(line.vatRate), exact: 0n };
    entry.exact += lineProduct(line);
    sums.set(key, entry);
  }
  const rows = [...sums.values()].sort((a, b) =>
    a.rate === null ? 1 : b.rate === null ? -1 : Number(toHundredths(b.rate) - toHundredths(a.rate)),
  );
  const byRate: { vatRate: string | null; base: bigint; vat: bigint }[] = rows.map(({ rate, exact }) => {
    const base = roundToCurrency(exact, currency);
    // base (hundredths) × rate (hundredths of a percent) / 100 = VAT in ten-thousandths.
    const vat = rate === null ? 0n : roundToCurrency((base * toHundredths(rate)) / HUNDRED, currency);
    return { vatRate: rate, base, vat };
  });
  return totalsFrom(byRate, currency);
}

/** The document totals of per-rate figures in hundredths (also how a credit note's remainder is built). */
export function totalsFrom(
  byRate: readonly { vatRate: string | null; base: bigint; vat: bigint }[],
  currency: Currency,
): DocumentTotals {
  const decimals = currencyDecimals(currency);
  const totalHt = byRate.reduce((sum, row) => sum + row.base, 0n);
  const totalVat = byRate.reduce((sum, row) => sum + row.vat, 0n);
  return {
    byRate: byRate.map((row): RateTotal => ({
      vatRate: row.vatRate,
      base: fromHundredths(row.base, decimals),
      vat: fromHundredths(row.vat, decimals),
    })),
    totalHt: fromHundredths(totalHt, decimals),
    totalVat: fromHundredths(totalVat, decimals),
    totalTtc: fromHundredths(totalHt + totalVat, decimals),
  };
}

/** The document lines of the PDF and the pages: the figures as written, with each line's amount. */
export function documentLines(
  lines: readonly (LineFigures & { description: string })[],
  currency: Currency,
): DocumentLine[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: plainDecimal(line.quantity),
    // Prices in francs CFA are whole (the editor refuses centimes), so no digit is lost here.
    unitPrice: fromHundredths(toHundredths(line.unitPrice), currencyDecimals(currency)),
    vatRate: line.vatRate === null ? null : plainDecimal(line.vatRate),
    amount: lineAmount(line, currency),
  }));
}
