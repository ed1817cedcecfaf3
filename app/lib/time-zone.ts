/**
 * Wall-clock dates and times of a workshop (`date` 'YYYY-MM-DD', `time` 'HH:MM[:SS]', an IANA zone) turned
 * into instants and ISO strings with the zone's real UTC offset, computed with Intl rather than assumed,
 * so a workshop held outside Ouagadougou (UTC+00:00 all year) gets its own offset and daylight saving.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (a bad value in the database must not crash a page). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    offsetFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone that a workshop gets unless it says otherwise; "today" means today on its wall clocks. */
export const AGENCY_TIME_ZONE = "Africa/Ouagadougou";

/**
 * The zones a workshop may be held in (the editor's choices): the agency's first, then West and the rest of
 * Africa, then where partners and online participants often are. Every one is known to Intl.
 */
export const workshopTimeZones = [
  AGENCY_TIME_ZONE,
  "Africa/Abidjan",
  "Africa/Accra",
  "Africa/Bamako",
  "Africa/Conakry",
  "Africa/Dakar",
  "Africa/Lome",
  "Africa/Niamey",
  "Africa/Lagos",
  "Africa/Douala",
  "Africa/Kinshasa",
  "Africa/Casablanca",
  "Africa/Tunis",
  "Africa/Cairo",
  "Africa/Nairobi",
  "Africa/Johannesburg",
  "Europe/London",
  "Europe/Paris",
  "Europe/Brussels",
  "America/Toronto",
  "America/New_York",
  "UTC",
] as const;

/** The zone itself when Intl knows it, else the agency's (a bad value in the database must not crash a page). */
export function safeTimeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : AGENCY_TIME_ZONE;
}

/** The zone's offset from UTC at an instant, in minutes (Ouagadougou 0, Paris in summer 120). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const name =
    offsetFormatter(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // "GMT" alone means +00:00; otherwise "GMT+05:30" / "GMT-03:00".
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** '+00:00', '-05:00', '+05:30'. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function parseParts(date: string, time: string): [number, number, number, number, number, number] {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = time.split(":").map(Number);
  return [y, m, d, hh, mm, ss];
}

/** The instant at which the wall clock of `timeZone` shows `date` `time`. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d, hh, mm, ss] = parseParts(date, time);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm, ss);
  // Two passes settle the offset around daylight-saving changes.
  let offset = zoneOffsetMinutes(timeZone, new Date(asUtc));
  offset = zoneOffsetMinutes(timeZone, new Date(asUtc - offset * 60_000));
  return new Date(asUtc - offset * 60_000);
}

/** ISO 8601 local time with the zone's offset: '2026-03-10T09:00:00+00:00' (what schema.org Event wants). */
export function zonedIso(date: string, time: string, timeZone: string): string {
  const [y, m, d, hh, mm, ss] = parseParts(date, time);
  const offset = zoneOffsetMinutes(timeZone, zonedToUtc(date, time, timeZone));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${y}-${pad(m)}-${pad(d)}T${pad(hh)}:${pad(mm)}:${pad(ss)}${formatOffset(offset)}`;
}

// One per zone: building a formatter costs far more than formatting with one (format.ts says the same).
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date ('YYYY-MM-DD') on the wall clocks of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** Whether the zone keeps one offset all year (no daylight saving), judged on the given year. */
export function hasFixedOffset(timeZone: string, year: number): boolean {
  const winter = zoneOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1)));
  const summer = zoneOffsetMinutes(timeZone, new Date(Date.UTC(year, 6, 1)));
  return winter === summer;
}
