/**
 * Calendar arithmetic on 'YYYY-MM-DD' dates (UTC midnight, so no zone shifts a day): the Monday that
 * starts a date's week, and a run of weeks around it, as the overview's chart counts them.
 */

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative to go back). */
export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The Monday of the ISO week that holds `day` (PostgreSQL's date_trunc('week') agrees). */
export function weekStart(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The Mondays of `before` weeks before the week of `today`, that week, and the `after` - 1 weeks that follow. */
export function weekRange(today: string, before: number, after: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: before + after }, (_, index) => addDays(current, (index - before) * 7));
}

/** The first day of the month of `day`, and of the next month. */
export function monthBounds(day: string): { start: string; end: string } {
  const [year = 0, month = 1] = day.split("-").map(Number);
  const start = `${year}-${String(month).padStart(2, "0")}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return { start, end: next };
}
