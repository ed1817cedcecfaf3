/**
 * A small iCalendar (RFC 5545) writer for one event: enough for "Add to calendar" and the .ics attached
 * to confirmation emails, without a dependency. Lines end in CRLF and are folded at 75 octets without
 * splitting a UTF-8 character; TEXT values are escaped.
 */
import { formatOffset, hasFixedOffset, zonedToUtc, zoneOffsetMinutes } from "./time-zone";

export interface IcsEvent {
  /** Globally unique and stable: the same UID updates the same entry in the person's calendar. */
  uid: string;
  /** Local calendar date 'YYYY-MM-DD' in `timeZone`. */
  date: string;
  /** Local times 'HH:MM[:SS]'; without a start time the event is an all-day event. */
  startTime?: string | null;
  endTime?: string | null;
  timeZone: string;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: "CONFIRMED" | "CANCELLED" | "TENTATIVE";
  /**
   * PUBLISH adds or updates the entry; CANCEL (RFC 5546) removes the entry of the same UID, and is applied
   * only when its SEQUENCE is higher than the one the calendar holds (absent means 0).
   */
  method?: "PUBLISH" | "CANCEL";
  sequence?: number;
  /** The sender, as a bare email address: calendars expect an ORGANIZER on a CANCEL. */
  organizer?: { name: string; email: string } | null;
  /** When the file was produced (DTSTAMP). */
  stamp?: Date;
  /** Product identifier of the producer (PRODID). */
  productId: string;
}

const CRLF = "\r\n";

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** How many octets UTF-8 takes for one code point (counted, not encoded: a line is folded character by character). */
function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line so that no line is longer than 75 octets (RFC 5545 3.1): continuation lines
 * start with one space, which counts towards their 75 octets. Never splits a multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = utf8Length(char.codePointAt(0)!);
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
      limit = 74; // the leading space of a continuation line takes one octet
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** 20260310T090000Z */
export function formatUtc(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** '2026-03-10' + '09:00' → 20260310T090000 (a local "floating" form used with TZID). */
function formatLocal(date: string, time: string): string {
  const [hh = "00", mm = "00", ss = "00"] = time.split(":");
  return `${date.replace(/-/g, "")}T${pad(Number(hh))}${pad(Number(mm))}${pad(Number(ss))}`;
}

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10).replace(/-/g, "");
}

function offsetForIcs(minutes: number): string {
  return formatOffset(minutes).replace(":", "");
}

/**
 * A VTIMEZONE for a zone that keeps one offset all year (Africa/Ouagadougou: +0000). Zones with daylight
 * saving would need their rules written out; for those the event is written in UTC instead, which every
 * calendar reads correctly.
 */
function fixedTimeZone(timeZone: string, offsetMinutes: number): string[] {
  const offset = offsetForIcs(offsetMinutes);
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${offsetMinutes === 0 ? "GMT" : `UTC${formatOffset(offsetMinutes)}`}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ];
}

/** The whole VCALENDAR text (METHOD:PUBLISH, or CANCEL to remove the entry) holding one VEVENT. */
export function buildIcs(event: IcsEvent): string {
  const year = Number(event.date.slice(0, 4));
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method ?? "PUBLISH"}`,
  ];
  const eventLines: string[] = [];

  if (event.startTime) {
    const endTime = event.endTime ?? event.startTime;
    if (hasFixedOffset(event.timeZone, year)) {
      const offset = zoneOffsetMinutes(event.timeZone, zonedToUtc(event.date, event.startTime, event.timeZone));
      lines.push(...fixedTimeZone(event.timeZone, offset));
      eventLines.push(`DTSTART;TZID=${event.timeZone}:${formatLocal(event.date, event.startTime)}`);
      eventLines.push(`DTEND;TZID=${event.timeZone}:${formatLocal(event.date, endTime)}`);
    } else {
      eventLines.push(`DTSTART:${formatUtc(zonedToUtc(event.date, event.startTime, event.timeZone))}`);
      eventLines.push(`DTEND:${formatUtc(zonedToUtc(event.date, endTime, event.timeZone))}`);
    }
  } else {
    eventLines.push(`DTSTART;VALUE=DATE:${event.date.replace(/-/g, "")}`);
    eventLines.push(`DTEND;VALUE=DATE:${nextDay(event.date)}`);
  }

  lines.push("BEGIN:VEVENT", `UID:${event.uid}`, `DTSTAMP:${formatUtc(event.stamp ?? new Date())}`, ...eventLines);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  if (event.organizer)
    lines.push(`ORGANIZER;CN="${event.organizer.name.replace(/["\r\n]/g, "")}":mailto:${event.organizer.email}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status ?? "CONFIRMED"}`, "END:VEVENT", "END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}
