/**
 * The facilitator's own area (/facilitator), for the record linked to the signed-in account (getOwnFacilitator):
 * its four figures counted in SQL, its upcoming and past workshops with their registration counts. Every query
 * is scoped to that record in the query itself, so a facilitator never reads another's workshops or drafts.
 */
import { and, asc, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Bilingual } from "~/lib/localized-text";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops, type Workshop } from "../db/schema";
import { registrationCount } from "./queries.server";

/**
 * The dashboard's figures. Days are the agency's (Ouagadougou) calendar days; a workshop is *held* when it is
 * completed, or published and dated before today. Cancelled workshops and drafts count nowhere.
 */
export interface FacilitatorFigures {
  /** Published workshops dated today or later. */
  upcoming: number;
  /** Published or completed workshops dated in the current calendar month (held or still to come). */
  thisMonth: number;
  /** Confirmed registrations of the workshops held (all time). */
  participants: number;
  /** Hours (end minus start) of the workshops held since 1 January. */
  hoursThisYear: number;
}

export async function facilitatorFigures(facilitatorId: string, now = new Date()): Promise<FacilitatorFigures> {
  const today = todayIn(AGENCY_TIME_ZONE, now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const held = or(eq(workshops.status, "completed"), and(eq(workshops.status, "published"), lt(workshops.date, today)));
  const [figures] = await db()
    .select({
      upcoming:
        sql<number>`count(*) filter (where ${workshops.status} = 'published' and ${workshops.date} >= ${today})`.mapWith(
          Number,
        ),
      thisMonth: sql<number>`count(*) filter (where ${workshops.status} in ('published', 'completed')
        and ${workshops.date} >= ${monthStart}::date and ${workshops.date} < (${monthStart}::date + interval '1 month'))`.mapWith(
        Number,
      ),
      hoursThisYear:
        sql<number>`coalesce(sum(extract(epoch from (${workshops.endTime} - ${workshops.startTime})) / 3600)
        filter (where ${held} and ${workshops.date} >= ${yearStart}::date and ${workshops.endTime} > ${workshops.startTime}), 0)`.mapWith(
          Number,
        ),
    })
    .from(workshops)
    .where(eq(workshops.facilitatorId, facilitatorId));
  const [participants] = await db()
    .select({ n: count() })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(and(eq(workshops.facilitatorId, facilitatorId), eq(workshopRegistrations.status, "confirmed"), held));
  return {
    upcoming: figures?.upcoming ?? 0,
    thisMonth: figures?.thisMonth ?? 0,
    participants: participants?.n ?? 0,
    hoursThisYear: Math.round((figures?.hoursThisYear ?? 0) * 10) / 10,
  };
}

export interface OwnWorkshopRow {
  id: string;
  title: Bilingual;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  maxParticipants: number;
  confirmed: number;
  waitlisted: number;
}

const rowColumns = {
  id: workshops.id,
  title: { fr: workshops.titleFr, en: workshops.titleEn },
  status: workshops.status,
  date: workshops.date,
  startTime: workshops.startTime,
  endTime: workshops.endTime,
  location: workshops.location,
  maxParticipants: workshops.maxParticipants,
  confirmed: registrationCount("confirmed"),
  waitlisted: registrationCount("waitlisted"),
};

/** How many past workshops the dashboard shows (the most recent). */
export const PAST_WORKSHOPS_SHOWN = 20;

/**
 * The facilitator's workshops, every status: upcoming (dated today or later, or not dated yet), soonest first;
 * and the most recent past ones, latest first.
 */
export async function listOwnWorkshops(
  facilitatorId: string,
  now = new Date(),
): Promise<{ upcoming: OwnWorkshopRow[]; past: OwnWorkshopRow[] }> {
  const today = todayIn(AGENCY_TIME_ZONE, now);
  const mine = eq(workshops.facilitatorId, facilitatorId);
  const [upcoming, past] = await Promise.all([
    db()
      .select(rowColumns)
      .from(workshops)
      .where(and(mine, or(isNull(workshops.date), gte(workshops.date, today))))
      .orderBy(sql`${workshops.date} asc nulls last`, asc(workshops.startTime), asc(workshops.id)),
    db()
      .select(rowColumns)
      .from(workshops)
      .where(and(mine, lt(workshops.date, today)))
      .orderBy(desc(workshops.date), desc(workshops.startTime), asc(workshops.id))
      .limit(PAST_WORKSHOPS_SHOWN),
  ]);
  return { upcoming, past };
}
