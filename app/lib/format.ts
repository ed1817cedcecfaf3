/**
 * Money, ratings, dates and times as the site shows them, on the server and in the browser alike (Intl only,
 * no date library on public pages). Workshop dates and times are wall-clock values of the workshop's
 * zone ('YYYY-MM-DD', 'HH:MM[:SS]'), so they are formatted as written, never shifted by a time zone.
 */
import type { Language } from "./i18n";
import { AGENCY_TIME_ZONE } from "./time-zone";

/** The `currency` site setting: USD by default, or XOF (West African CFA franc). */
export const currencies = ["USD", "XOF"] as const;
export type Currency = (typeof currencies)[number];

export function currencyFrom(setting: string | null | undefined): Currency {
  return setting?.trim().toUpperCase() === "XOF" ? "XOF" : "USD";
}

// No-break spaces keep "25 000 F CFA" and "2:00 PM" on one line.
const NBSP = "\u00a0";

/** The Intl locale of a page language: US English, or French as written in France and Burkina Faso. */
function intlLocale(lang: string): string {
  return lang === "en" ? "en-US" : "fr-FR";
}

// Building an Intl formatter costs tens of microseconds (a page of workshops made dozens of them per render);
// formatting with one is cheap. Each distinct locale and set of options is built once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale(lang)} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(lang), options)));
  return format;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(lang: string): Intl.RelativeTimeFormat {
  const locale = intlLocale(lang);
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })));
  return format;
}

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale(lang)} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale(lang), options)));
  return format;
}

/**
 * USD: '$' prefix and two decimals ('$25.00', '$1,250.00') in both languages.
 * XOF: grouped by thousands with spaces and no decimals ('25 000 F CFA'), as written in Burkina Faso.
 */
export function formatMoney(amount: number | string, currency: Currency): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  if (currency === "XOF") {
    const grouped = Math.round(safe)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
    return `${grouped}${NBSP}F${NBSP}CFA`;
  }
  return `$${numberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(safe)}`;
}

function partsOf(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

function utcDate(date: string): Date {
  const [y, m, d] = partsOf(date);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Long-form date: 'Tuesday, March 10, 2026' / 'mardi 10 mars 2026'. */
export function formatLongDate(date: string, lang: Language): string {
  return dateFormat(lang, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(utcDate(date));
}

/** The admin lists' 'MMM dd, yyyy': 'Mar 10, 2026' / '10 mars 2026'. */
export function formatShortDate(date: string, lang: Language): string {
  return dateFormat(lang, {
    year: "numeric",
    month: "short",
    day: "2-digit",
    timeZone: "UTC",
  }).format(utcDate(date));
}

/** English 12-hour '2:00 PM', French 24-hour '14 h 00'. */
export function formatTime(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  if (lang === "fr") return `${hours}${NBSP}h${NBSP}${mm}`;
  const period = hours < 12 ? "AM" : "PM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${mm}${NBSP}${period}`;
}

/** '9:00 AM – 1:00 PM' / '9 h 00 – 13 h 00'; only the start when there is no end. */
export function formatTimeRange(
  start: string | null | undefined,
  end: string | null | undefined,
  lang: Language,
): string | null {
  if (!start) return null;
  return end ? `${formatTime(start, lang)} – ${formatTime(end, lang)}` : formatTime(start, lang);
}

/**
 * A workshop's day and hours on one line, or null while it has no date: 'Mar 10, 2026 · 9:00 AM – 1:00 PM'
 * in the staff lists (short), 'Tuesday, March 10, 2026 · 9:00 AM – 1:00 PM' for the public (long).
 */
export function formatWorkshopWhen(
  workshop: { date: string | null; startTime: string | null; endTime: string | null },
  lang: Language,
  length: "short" | "long",
): string | null {
  if (!workshop.date) return null;
  const day = length === "short" ? formatShortDate(workshop.date, lang) : formatLongDate(workshop.date, lang);
  const time = formatTimeRange(workshop.startTime, workshop.endTime, lang);
  return time ? `${day} · ${time}` : day;
}

/** 'March 2026' / 'mars 2026' for a 'YYYY-MM' month. */
export function formatMonth(month: string, lang: Language): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const firstDay = new Date(Date.UTC(year, m - 1, 1));
  return dateFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(firstDay);
}

// Instants (a sign-up, a registration, a message) are shown on the agency's clocks, so a page reads the
// same wherever it was rendered.
const agencyDateFormat = { dateStyle: "long", timeZone: AGENCY_TIME_ZONE } as const;
const agencyDateTimeFormat = { dateStyle: "medium", timeStyle: "short", timeZone: AGENCY_TIME_ZONE } as const;

/** The day of an instant in Ouagadougou: 'November 21, 2026' / '21 novembre 2026'. */
export function formatAgencyDate(instant: Date | string, lang: Language): string {
  return dateFormat(lang, agencyDateFormat).format(new Date(instant));
}

/** An instant on Ouagadougou's clocks: 'Nov 21, 2026, 2:05 PM' / '21 nov. 2026, 14:05'. */
export function formatAgencyDateTime(instant: Date | string, lang: Language): string {
  return dateFormat(lang, agencyDateTimeFormat).format(new Date(instant));
}

/** One decimal, in the page's number style: '4.7' / '4,7'. */
export function formatRating(rating: number, lang: string): string {
  return numberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A figure in the page's number style: '10,000' / '10 000'. */
export function formatCount(value: number, lang: string): string {
  return numberFormat(lang, {}).format(value);
}

/** A whole percent in the page's style: '75%' / '75 %'. */
export function formatPercent(percent: number, lang: string): string {
  return numberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** Free disk space in gigabytes, one decimal: '12.3 GB' / '12,3 Go'. */
export function formatGigabytes(bytes: number, lang: string): string {
  const value = numberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / 1024 ** 3);
  return `${value}${NBSP}${lang === "en" ? "GB" : "Go"}`;
}

/** A day without its year, for a chart's axis: 'Nov 23' / '23 nov.'. */
export function formatDayMonth(date: string, lang: Language): string {
  return dateFormat(lang, { month: "short", day: "numeric", timeZone: "UTC" }).format(utcDate(date));
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * How long ago `instant` was, from `now` (the loader's clock, so the server's HTML and the browser agree):
 * 'just now' / 'à l'instant' under a minute, then '5 minutes ago' / 'il y a 5 minutes', 'yesterday' / 'hier'...
 */
export function formatRelativeTime(instant: Date | string, now: Date | string, lang: Language): string {
  const seconds = Math.round((new Date(instant).getTime() - new Date(now).getTime()) / 1000);
  const format = relativeFormat(lang);
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, "second");
}
