import { and, asc, count, eq, gte, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { nextMonth, type CalendarFilters } from "~/lib/workshops/calendar-filters";
import { languages as allLanguages, type Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import { ONLINE_PLACE, type PlaceChoice } from "~/lib/workshops/places";
import type { Bilingual } from "~/lib/localized-text";
import { db, type Db } from "../db/client.server";
import {
  facilitators,
  workshopLevels,
  workshopRegistrations,
  workshops,
  type RegistrationStatus,
  type Workshop,
  type WorkshopLevel,
} from "../db/schema";
import { publiclyListed } from "../facilitators/listed.server";

/**
 * The number of a workshop's registrations in a status, as a column of a query on `workshops`.
 * Participants are always counted like this: there is no counter to drift.
 */
export function registrationCount(status: RegistrationStatus) {
  // Spelled out with qualified names: Drizzle leaves columns unqualified in single-table selects, which
  // inside this subquery would compare the registration's own columns. Use it in queries on "workshops".
  return sql<number>`(select count(*)::int from "workshop_registrations" r where r."workshop_id" = "workshops"."id" and r."status" = ${status})`.mapWith(
    Number,
  );
}

/** A workshop's title in both languages (lib/localized-text picks one). */
export const workshopTitle = { fr: workshops.titleFr, en: workshops.titleEn };

/**
 * The sessions of the same workshop format as one with these titles: the same French or English title, case aside
 * (docs/decisions/0027). Undefined when the workshop has no title to match.
 */
export function sameFormatAs(workshop: { titleFr: string | null; titleEn: string | null }): SQL | undefined {
  return or(
    workshop.titleFr ? sql`lower(${workshops.titleFr}) = lower(${workshop.titleFr})` : undefined,
    workshop.titleEn ? sql`lower(${workshops.titleEn}) = lower(${workshop.titleEn})` : undefined,
  );
}

/** When and where a workshop takes place, as every list and email of workshops shows it. */
export const workshopWhenAndWhere = {
  date: workshops.date,
  startTime: workshops.startTime,
  endTime: workshops.endTime,
  location: workshops.location,
  locationEn: workshops.locationEn,
  online: workshops.online,
};

/** A workshop as the staff's and the facilitator's lists show it: its facts, with confirmed and waitlisted counted. */
export const workshopSummaryColumns = {
  id: workshops.id,
  title: workshopTitle,
  status: workshops.status,
  ...workshopWhenAndWhere,
  maxParticipants: workshops.maxParticipants,
  confirmed: registrationCount("confirmed"),
  waitlisted: registrationCount("waitlisted"),
};

export interface WorkshopSummary {
  id: string;
  title: Bilingual;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  locationEn: string | null;
  online: boolean;
  maxParticipants: number;
  confirmed: number;
  waitlisted: number;
}

/** How many of a workshop's registrations are in a status, read inside the caller's transaction. */
export async function countRegistrations(tx: Db, workshopId: string, status: RegistrationStatus): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, status)));
  return row?.n ?? 0;
}

export interface WorkshopFacilitator {
  id: string;
  firstName: string;
  lastName: string;
  /** Publicly listed: the public may open their profile. */
  isPublic: boolean;
}

/** A workshop's facilitator, in a query that left-joins `facilitators` on the workshop; read by `withFacilitator`. */
const facilitatorColumns = {
  facilitatorId: facilitators.id,
  facilitatorFirstName: facilitators.firstName,
  facilitatorLastName: facilitators.lastName,
  facilitatorIsPublic: sql<boolean | null>`${publiclyListed}`,
};

interface FacilitatorFields {
  facilitatorId: string | null;
  facilitatorFirstName: string | null;
  facilitatorLastName: string | null;
  facilitatorIsPublic: boolean | null;
}

function withFacilitator<Row extends FacilitatorFields>(row: Row) {
  const { facilitatorId, facilitatorFirstName, facilitatorLastName, facilitatorIsPublic, ...workshop } = row;
  const facilitator: WorkshopFacilitator | null = facilitatorId
    ? {
        id: facilitatorId,
        firstName: facilitatorFirstName ?? "",
        lastName: facilitatorLastName ?? "",
        isPublic: facilitatorIsPublic === true,
      }
    : null;
  return { ...workshop, facilitator };
}

/** A workshop's texts in both languages (lib/localized-text picks one) and the languages it is run in. */
export const workshopTexts = {
  title: workshopTitle,
  description: { fr: workshops.descriptionFr, en: workshops.descriptionEn },
  languages: workshops.languages,
};

export interface WorkshopTexts {
  title: Bilingual;
  description: Bilingual;
  languages: Language[];
}

export type PublicWorkshop = WorkshopTexts &
  Pick<
    Workshop,
    | "id"
    | "status"
    | "date"
    | "startTime"
    | "endTime"
    | "timeZone"
    | "location"
    | "locationEn"
    | "online"
    | "maxParticipants"
    | "price"
    | "tags"
    | "tagsEn"
    | "theme"
    | "level"
    | "imageUrl"
    | "createdAt"
    | "updatedAt"
  > & {
    facilitator: WorkshopFacilitator | null;
    confirmed: number;
    waitlisted: number;
  };

/**
 * One workshop as its public page shows it, with the seats counted from registrations.
 * Drafts are not public: they answer null like an unknown id. Cancelled and completed workshops
 * stay visible (their page says so), since people may hold links to them.
 */
export async function getPublicWorkshop(id: string): Promise<PublicWorkshop | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({
      id: workshops.id,
      ...workshopTexts,
      status: workshops.status,
      ...workshopWhenAndWhere,
      timeZone: workshops.timeZone,
      maxParticipants: workshops.maxParticipants,
      price: workshops.price,
      tags: workshops.tags,
      tagsEn: workshops.tagsEn,
      theme: workshops.theme,
      level: workshops.level,
      imageUrl: workshops.imageUrl,
      createdAt: workshops.createdAt,
      updatedAt: workshops.updatedAt,
      ...facilitatorColumns,
      confirmed: registrationCount("confirmed"),
      waitlisted: registrationCount("waitlisted"),
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .where(and(eq(workshops.id, id), ne(workshops.status, "draft")));
  return row ? withFacilitator(row) : null;
}

// ---------------------------------------------------------------------------------------------
// The public calendar (/calendar)
// ---------------------------------------------------------------------------------------------

export type CalendarWorkshop = WorkshopTexts &
  Pick<
    Workshop,
    | "id"
    | "startTime"
    | "endTime"
    | "timeZone"
    | "location"
    | "locationEn"
    | "online"
    | "maxParticipants"
    | "price"
    | "tags"
    | "tagsEn"
    | "theme"
    | "level"
  > & {
    date: string;
    facilitator: WorkshopFacilitator | null;
    /** Confirmed registrations: the current participants, counted, never stored. */
    confirmed: number;
  };

/** Published workshops dated `today` or later (the caller's today in Africa/Ouagadougou). */
function upcomingPublished(today: string): SQL {
  return and(eq(workshops.status, "published"), gte(workshops.date, today))!;
}

/**
 * The public calendar: published workshops from today on, with the facilitator's name,
 * by date ascending, narrowed by the visitor's filters.
 */
export async function listCalendarWorkshops(today: string, filters: CalendarFilters = {}): Promise<CalendarWorkshop[]> {
  const conditions: SQL[] = [upcomingPublished(today)];
  if (filters.theme) conditions.push(eq(workshops.theme, filters.theme));
  if (filters.level) conditions.push(eq(workshops.level, filters.level));
  if (filters.location)
    conditions.push(
      filters.location === ONLINE_PLACE ? eq(workshops.online, true) : eq(workshops.location, filters.location),
    );
  if (filters.language) conditions.push(sql`${filters.language}::language = any(${workshops.languages})`);
  if (filters.month)
    conditions.push(gte(workshops.date, `${filters.month}-01`), lt(workshops.date, `${nextMonth(filters.month)}-01`));
  const rows = await db()
    .select({
      id: workshops.id,
      ...workshopTexts,
      ...workshopWhenAndWhere,
      timeZone: workshops.timeZone,
      maxParticipants: workshops.maxParticipants,
      price: workshops.price,
      tags: workshops.tags,
      tagsEn: workshops.tagsEn,
      theme: workshops.theme,
      level: workshops.level,
      ...facilitatorColumns,
      confirmed: registrationCount("confirmed"),
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .where(and(...conditions))
    .orderBy(asc(workshops.date), asc(workshops.startTime), asc(workshops.titleFr), asc(workshops.id));
  return rows.map((row) => {
    const { date, ...workshop } = withFacilitator(row);
    return { ...workshop, date: date! };
  });
}

export interface CalendarFilterOptions {
  themes: string[];
  levels: WorkshopLevel[];
  /** The places by their French name, then the online workshops' entry when there are any. */
  locations: PlaceChoice[];
  /** 'YYYY-MM', ascending. */
  months: string[];
  /** The languages workshops are run in, French first. */
  languages: Language[];
}

/** The filter choices, taken from the upcoming published workshops themselves, not from a fixed list. */
export async function listCalendarFilterOptions(today: string): Promise<CalendarFilterOptions> {
  const rows = await db()
    .select({
      theme: workshops.theme,
      level: workshops.level,
      location: workshops.location,
      locationEn: workshops.locationEn,
      online: workshops.online,
      date: workshops.date,
      languages: workshops.languages,
    })
    .from(workshops)
    .where(upcomingPublished(today));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => !!value))];
  const present = new Set(rows.map((row) => row.level));
  // One entry per French place, with the first English form any of its workshops gives.
  const places = new Map<string, string | null>();
  for (const row of rows) if (row.location && !places.get(row.location)) places.set(row.location, row.locationEn);
  const placeChoices = [...places]
    .sort(([a], [b]) => a.localeCompare(b, "fr"))
    .map(([fr, en]): PlaceChoice => ({ value: fr, name: { fr, en } }));
  return {
    themes: distinct(rows.map((row) => row.theme)).sort(),
    levels: workshopLevels.filter((level) => present.has(level)),
    locations: rows.some((row) => row.online) ? [...placeChoices, { value: ONLINE_PLACE, name: null }] : placeChoices,
    months: distinct(rows.map((row) => row.date?.slice(0, 7) ?? null)).sort(),
    languages: allLanguages.filter((language) => rows.some((row) => row.languages.includes(language))),
  };
}

/** Workshop pages for /sitemap.xml: published workshops from `today` on, with when they last changed. */
export async function listSitemapWorkshops(today: string): Promise<{ id: string; updatedAt: Date }[]> {
  return db()
    .select({ id: workshops.id, updatedAt: workshops.updatedAt })
    .from(workshops)
    .where(upcomingPublished(today))
    .orderBy(asc(workshops.date), asc(workshops.id));
}
