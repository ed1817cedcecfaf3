/**
 * The calendar's filters live in the URL query (?theme=&level=&location=&month=&language=), so a filtered view
 * can be shared. Anything that is not a possible value is ignored rather than refused: a stale or
 * hand-edited link still shows the calendar.
 */
import { isLanguage, type Language } from "../i18n";
import { hasControlCharacter } from "../text";

export const calendarLevels = ["beginner", "intermediate", "advanced"] as const;
export type CalendarLevel = (typeof calendarLevels)[number];

/** The agency's six themes (the /workshops page's), stored as these keys and named by `workshop.themes.*`. */
export const calendarThemes = ["leadership", "team", "innovation", "change", "process", "strategy"] as const;
export type CalendarTheme = (typeof calendarThemes)[number];

export function isCalendarTheme(value: string | null | undefined): value is CalendarTheme {
  return (calendarThemes as readonly (string | null | undefined)[]).includes(value);
}

export interface CalendarFilters {
  theme?: string;
  level?: CalendarLevel;
  location?: string;
  /** 'YYYY-MM' */
  month?: string;
  /** A language the workshop is run in. */
  language?: Language;
}

export const calendarFilterKeys = ["theme", "level", "location", "month", "language"] as const;

// No theme or place holds a control character (and PostgreSQL refuses a NUL byte in any text).
function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max && !hasControlCharacter(trimmed) ? trimmed : undefined;
}

export function parseCalendarFilters(params: URLSearchParams): CalendarFilters {
  const filters: CalendarFilters = {};
  const theme = text(params.get("theme"), 60);
  if (theme) filters.theme = theme;
  const level = params.get("level");
  if ((calendarLevels as readonly string[]).includes(level ?? "")) filters.level = level as CalendarLevel;
  const location = text(params.get("location"), 120);
  if (location) filters.location = location;
  const month = params.get("month");
  if (month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month;
  const language = params.get("language");
  if (isLanguage(language)) filters.language = language;
  return filters;
}

/**
 * Keeps only the filters one of the choices offers (the choices come from the upcoming workshops): a value
 * from a stale or hand-edited link is ignored rather than offered as a choice that matches nothing.
 */
export function withinChoices(
  filters: CalendarFilters,
  choices: {
    themes: readonly string[];
    levels: readonly string[];
    locations: readonly string[];
    months: readonly string[];
    languages: readonly Language[];
  },
): CalendarFilters {
  const kept: CalendarFilters = {};
  if (filters.theme && choices.themes.includes(filters.theme)) kept.theme = filters.theme;
  if (filters.level && choices.levels.includes(filters.level)) kept.level = filters.level;
  if (filters.location && choices.locations.includes(filters.location)) kept.location = filters.location;
  if (filters.month && choices.months.includes(filters.month)) kept.month = filters.month;
  if (filters.language && choices.languages.includes(filters.language)) kept.language = filters.language;
  return kept;
}

export function hasFilters(filters: CalendarFilters): boolean {
  return calendarFilterKeys.some((key) => filters[key] !== undefined);
}

/** '2026-12' → '2027-01'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}
