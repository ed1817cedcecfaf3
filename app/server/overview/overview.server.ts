/**
 * The admin overview's figures (/admin/overview), each one SQL aggregate on indexed columns with its
 * definition next to it (the page prints the same definition under each card). "Today" and "this month"
 * are the agency's (AGENCY_TIME_ZONE); a workshop's date is its own calendar day.
 */
import { and, count, countDistinct, eq, gte, isNull, lt, lte, or, sql, sum } from "drizzle-orm";
import { currencyFrom, type Currency } from "~/lib/format";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays, monthBounds, weekRange } from "~/lib/weeks";
import { db } from "../db/client.server";
import {
  contactMessages,
  contracts,
  facilitators,
  sectionContent,
  siteSettings,
  workshopRegistrations,
  workshops,
} from "../db/schema";

/** How far ahead an expiring contract or an under-filled workshop raises an alert, and the thresholds. */
export const ALERT_RULES = { contractDays: 30, workshopDays: 7, workshopFill: 0.5, draftAgeDays: 14 } as const;
export const CHART_WEEKS = { past: 12, ahead: 8 } as const;

export interface UnderfilledWorkshop {
  id: string;
  title: string;
  date: string;
  confirmed: number;
  capacity: number;
}

export interface OverviewFigures {
  today: string;
  /** Organizations with at least one contract whose status is active and whose end date is not past. */
  activeClients: number;
  /** Facilitators approved and available. */
  activeFacilitators: number;
  /** Published workshops dated today or later. */
  upcomingWorkshops: number;
  /** Content items published, and drafts. */
  content: { published: number; draft: number };
  /** The prices of confirmed registrations for workshops dated this month, in the site's currency. */
  revenue: { amount: number; currency: Currency };
  alerts: {
    /** Active contracts ending between today and 30 days from now. */
    expiringContracts: number;
    pendingApplications: number;
    newMessages: number;
    /** Drafts not touched for 14 days. */
    staleDrafts: number;
    /** Published workshops within 7 days with fewer than half their seats confirmed. */
    underfilledWorkshops: UnderfilledWorkshop[];
  };
  /** Confirmed registrations by the week (Monday) of their workshop: 12 weeks back, this week and 7 ahead. */
  weeks: { week: string; registrations: number }[];
}

const first = async <T>(query: Promise<T[]>): Promise<T | undefined> => (await query)[0];

export async function overviewFigures(now: Date = new Date()): Promise<OverviewFigures> {
  const today = todayIn(AGENCY_TIME_ZONE, now);
  const month = monthBounds(today);
  const weeks = weekRange(today, CHART_WEEKS.past, CHART_WEEKS.ahead);
  const firstWeek = weeks[0]!;
  const afterLastWeek = addDays(weeks[weeks.length - 1]!, 7);
  const confirmed = sql<number>`count(${workshopRegistrations.id}) filter (where ${workshopRegistrations.status} = 'confirmed')`;

  const [
    clients,
    facilitatorCounts,
    upcoming,
    content,
    revenue,
    currency,
    expiring,
    messages,
    drafts,
    underfilled,
    perWeek,
  ] = await Promise.all([
    first(
      db()
        .select({ total: countDistinct(contracts.organizationId) })
        .from(contracts)
        .where(and(eq(contracts.status, "active"), or(isNull(contracts.endDate), gte(contracts.endDate, today)))),
    ),
    first(
      db()
        .select({
          active: sql<number>`count(*) filter (where ${facilitators.status} = 'approved' and ${facilitators.availability} = 'available')`,
          pending: sql<number>`count(*) filter (where ${facilitators.status} = 'pending')`,
        })
        .from(facilitators),
    ),
    first(
      db()
        .select({ total: count() })
        .from(workshops)
        .where(and(eq(workshops.status, "published"), gte(workshops.date, today))),
    ),
    first(
      db()
        .select({
          published: sql<number>`count(*) filter (where ${sectionContent.isPublished})`,
          draft: sql<number>`count(*) filter (where not ${sectionContent.isPublished})`,
        })
        .from(sectionContent),
    ),
    first(
      db()
        .select({ amount: sum(workshops.price) })
        .from(workshopRegistrations)
        .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
        .where(
          and(
            eq(workshopRegistrations.status, "confirmed"),
            gte(workshops.date, month.start),
            lt(workshops.date, month.end),
          ),
        ),
    ),
    first(
      db()
        .select({ value: siteSettings.settingValue })
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, "currency")),
    ),
    first(
      db()
        .select({ total: count() })
        .from(contracts)
        .where(
          and(
            eq(contracts.status, "active"),
            gte(contracts.endDate, today),
            lte(contracts.endDate, addDays(today, ALERT_RULES.contractDays)),
          ),
        ),
    ),
    first(db().select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "new"))),
    first(
      db()
        .select({ total: count() })
        .from(sectionContent)
        .where(
          and(
            eq(sectionContent.isPublished, false),
            lt(sectionContent.updatedAt, sql`now() - make_interval(days => ${ALERT_RULES.draftAgeDays})`),
          ),
        ),
    ),
    db()
      .select({
        id: workshops.id,
        title: workshops.title,
        date: workshops.date,
        capacity: workshops.maxParticipants,
        confirmed,
      })
      .from(workshops)
      .leftJoin(workshopRegistrations, eq(workshopRegistrations.workshopId, workshops.id))
      .where(
        and(
          eq(workshops.status, "published"),
          gte(workshops.date, today),
          lte(workshops.date, addDays(today, ALERT_RULES.workshopDays)),
        ),
      )
      .groupBy(workshops.id)
      .having(sql`${confirmed} < ${workshops.maxParticipants} * ${sql.raw(String(ALERT_RULES.workshopFill))}`)
      .orderBy(workshops.date, workshops.id),
    db()
      .select({ week: sql<string>`to_char(date_trunc('week', ${workshops.date}), 'YYYY-MM-DD')`, total: count() })
      .from(workshopRegistrations)
      .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
      .where(
        and(
          eq(workshopRegistrations.status, "confirmed"),
          gte(workshops.date, firstWeek),
          lt(workshops.date, afterLastWeek),
        ),
      )
      .groupBy(sql`1`),
  ]);

  const byWeek = new Map(perWeek.map((row) => [row.week, Number(row.total)]));
  return {
    today,
    activeClients: Number(clients?.total ?? 0),
    activeFacilitators: Number(facilitatorCounts?.active ?? 0),
    upcomingWorkshops: Number(upcoming?.total ?? 0),
    content: { published: Number(content?.published ?? 0), draft: Number(content?.draft ?? 0) },
    revenue: { amount: Number(revenue?.amount ?? 0), currency: currencyFrom(currency?.value) },
    alerts: {
      expiringContracts: Number(expiring?.total ?? 0),
      pendingApplications: Number(facilitatorCounts?.pending ?? 0),
      newMessages: Number(messages?.total ?? 0),
      staleDrafts: Number(drafts?.total ?? 0),
      underfilledWorkshops: underfilled.map((row) => ({
        id: row.id,
        title: row.title,
        date: row.date ?? today,
        confirmed: Number(row.confirmed),
        capacity: row.capacity,
      })),
    },
    weeks: weeks.map((week) => ({ week, registrations: byWeek.get(week) ?? 0 })),
  };
}
