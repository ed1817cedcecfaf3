/**
 * An invoice's total written out in French, as Burkinabè invoices print it under the figures ("Arrêtée la
 * présente facture à la somme de : un million deux cent cinquante mille francs CFA"). Traditional spelling
 * (hyphens between tens and units only, "et un", "quatre-vingts" and "deux cents" agreeing only when they end
 * the number or stand before the nouns million / milliard, "mille" invariable), which the tax office expects.
 */
import type { Currency } from "../format";

const MAX = 999_999_999_999;

const UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
];
const TENS = ["", "dix", "vingt", "trente", "quarante", "cinquante", "soixante"];

/**
 * 1–99. `agrees`: whether a bare "quatre-vingt" takes its "s", which it does only at the very end of the number
 * or before million / milliard, never before "mille" ("quatre-vingts", "quatre-vingt mille").
 */
function belowHundred(n: number, agrees: boolean): string {
  if (n < UNITS.length) return UNITS[n];
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  // 70–79 and 90–99 count on from 60 and 80 ("soixante-douze", "quatre-vingt-onze"); only 71 keeps "et".
  if (tens === 7) return unit === 1 ? "soixante et onze" : `soixante-${belowHundred(10 + unit, agrees)}`;
  if (tens === 8 || tens === 9) {
    const rest = tens === 9 ? 10 + unit : unit;
    if (rest === 0) return agrees ? "quatre-vingts" : "quatre-vingt";
    return `quatre-vingt-${belowHundred(rest, agrees)}`;
  }
  if (unit === 0) return TENS[tens];
  return unit === 1 ? `${TENS[tens]} et un` : `${TENS[tens]}-${UNITS[unit]}`;
}

/** 1–999, with the same agreement rule for "cents" as `belowHundred` has for "quatre-vingts". */
function belowThousand(n: number, agrees: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds === 1) words.push("cent");
  else if (hundreds > 1) words.push(`${UNITS[hundreds]} ${rest === 0 && agrees ? "cents" : "cent"}`);
  if (rest > 0) words.push(belowHundred(rest, agrees));
  return words.join(" ");
}

/** A whole number from 0 to 999 999 999 999 in words: "un million deux cent cinquante mille". */
function integerInWords(n: number): string {
  if (n === 0) return UNITS[0];
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor(n / 1e6) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  const units = n % 1000;
  const words: string[] = [];
  // Million and milliard are nouns: they take an "s", and the number before them agrees as at the end.
  if (billions > 0) words.push(`${belowThousand(billions, true)} ${billions > 1 ? "milliards" : "milliard"}`);
  if (millions > 0) words.push(`${belowThousand(millions, true)} ${millions > 1 ? "millions" : "million"}`);
  // "mille", never "un mille", and invariable.
  if (thousands === 1) words.push("mille");
  else if (thousands > 1) words.push(`${belowThousand(thousands, false)} mille`);
  if (units > 0) words.push(belowThousand(units, true));
  return words.join(" ");
}

/** The amount in the currency's smallest printed unit (francs, or US cents), rounded half up as formatMoney does. */
function minorUnits(amount: string, currency: Currency): { negative: boolean; whole: number; cents: number } {
  const match = /^\s*(-?)(\d+)(?:\.(\d+))?\s*$/.exec(amount);
  if (!match) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [, sign, integer = "0", fraction = ""] = match;
  const decimals = currency === "USD" ? 2 : 0;
  const kept = Number(integer + fraction.padEnd(decimals, "0").slice(0, decimals));
  const roundUp = Number(fraction[decimals] ?? "0") >= 5 ? 1 : 0;
  const total = kept + roundUp;
  const whole = Math.floor(total / 10 ** decimals);
  if (whole > MAX) throw new RangeError(`Amount too large to write out: "${amount}"`);
  return { negative: sign === "-" && total > 0, whole, cents: total % 10 ** decimals };
}

/** "francs CFA", "dollars US": singular for zero and one, as in "zéro franc CFA". */
function currencyName(currency: Currency, whole: number): string {
  const plural = whole >= 2;
  if (currency === "XOF") return plural ? "francs CFA" : "franc CFA";
  return plural ? "dollars US" : "dollar US";
}

/**
 * The amount in French words with its currency: '1250000' XOF → "un million deux cent cinquante mille francs CFA",
 * '1000000' XOF → "un million de francs CFA", '99.50' USD → "quatre-vingt-dix-neuf dollars US et cinquante cents".
 * A negative amount reads "moins …". Throws a RangeError for anything but a decimal string up to 999 999 999 999.
 */
export function amountInFrenchWords(amount: string, currency: "XOF" | "USD"): string {
  const { negative, whole, cents } = minorUnits(amount, currency);
  const centsWords = cents > 0 ? `${integerInWords(cents)} ${cents > 1 ? "cents" : "cent"}` : null;
  // "cinquante cents" rather than "zéro dollar US et cinquante cents".
  let words: string;
  if (whole === 0 && centsWords) words = centsWords;
  else {
    // A round number of millions or milliards is followed by "de": "un million de francs CFA".
    const de = whole >= 1e6 && whole % 1e6 === 0 ? "de " : "";
    words = `${integerInWords(whole)} ${de}${currencyName(currency, whole)}`;
    if (centsWords) words += ` et ${centsWords}`;
  }
  return negative ? `moins ${words}` : words;
}
