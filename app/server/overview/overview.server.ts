/**
 * The admin overview's figures (/admin/overview), each one SQL aggregate on indexed columns with its
 * definition next to it (the page prints the same definition under each card). "Today" and "this month"
 * are the agency's (AGENCY_TIME_ZONE); a workshop's date is its own calendar day.
 */
import { and, count, countDistinct, eq, gte, isNull, lt, or, sql, type SQLWrapper } from "drizzle-orm";
import { currencyFrom, type Currency } from "~/lib/format";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays, monthBounds, weekRange } from "~/lib/weeks";
import { expiringContractWhere, EXPIRING_CONTRACT_DAYS } from "../clients/contracts.server";
import { db } from "../db/client.server";
import { publiclyListed } from "../facilitators/listed.server";
import {
  contactMessages,
  contracts,
  facilitators,
  sectionContent,
  siteSettings,
  workshopAlertSubscriptions,
  workshopRegistrations,
  workshops,
} from "../db/schema";

/** How far ahead an expiring contract or an under-filled workshop raises an alert, and the thresholds. */
export const ALERT_RULES = {
  contractDays: EXPIRING_CONTRACT_DAYS,
  workshopDays: 7,
  workshopFill: 0.5,
  draftAgeDays: 14,
} as const;
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
  /** Confirmed subscriptions to the new-workshop alerts (a row exists only once confirmed). */
  alertSubscribers: number;
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

export async function overviewFigures(now: Date = new Date()): Promise<OverviewFigures> {
  const today = todayIn(AGENCY_TIME_ZONE, now);
  const month = monthBounds(today);
  const weeks = weekRange(today, CHART_WEEKS.past, CHART_WEEKS.ahead);
  const firstWeek = weeks[0]!;
  const afterLastWeek = addDays(weeks[weeks.length - 1]!, 7);

  // The counts are subqueries of one statement: one round trip instead of one per card (PGlite runs the
  // statements of a Promise.all one after the other anyway).
  const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);
  const [counts] = await db()
    .select({
      activeClients: scalar(
        db()
          .select({ total: countDistinct(contracts.organizationId) })
          .from(contracts)
          .where(and(eq(contracts.status, "active"), or(isNull(contracts.endDate), gte(contracts.endDate, today)))),
      ),
      activeFacilitators: scalar(db().select({ total: count() }).from(facilitators).where(publiclyListed)),
      pendingApplications: scalar(
        db().select({ total: count() }).from(facilitators).where(eq(facilitators.status, "pending")),
      ),
      upcomingWorkshops: scalar(
        db()
          .select({ total: count() })
          .from(workshops)
          .where(and(eq(workshops.status, "published"), gte(workshops.date, today))),
      ),
      alertSubscribers: scalar(db().select({ total: count() }).from(workshopAlertSubscriptions)),
      published: scalar(
        db().select({ total: count() }).from(sectionContent).where(eq(sectionContent.isPublished, true)),
      ),
      draft: scalar(db().select({ total: count() }).from(sectionContent).where(eq(sectionContent.isPublished, false))),
      currency: sql<string | null>`(${db()
        .select({ value: siteSettings.settingValue })
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, "currency"))
        .limit(1)})`,
      expiringContracts: scalar(db().select({ total: count() }).from(contracts).where(expiringContractWhere(today))),
      newMessages: scalar(
        db().select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
      ),
      staleDrafts: scalar(
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
    })
    .from(sql`(select 1) as one`);
  const { revenue, underfilled, perWeek } = await workshopFigures(today, month, firstWeek, afterLastWeek);

  const byWeek = new Map(perWeek.map((row) => [row.week, Number(row.total)]));
  return {
    today,
    activeClients: counts!.activeClients,
    activeFacilitators: counts!.activeFacilitators,
    upcomingWorkshops: counts!.upcomingWorkshops,
    alertSubscribers: counts!.alertSubscribers,
    content: { published: counts!.published, draft: counts!.draft },
    revenue: { amount: revenue, currency: currencyFrom(counts!.currency) },
    alerts: {
      expiringContracts: counts!.expiringContracts,
      pendingApplications: counts!.pendingApplications,
      newMessages: counts!.newMessages,
      staleDrafts: counts!.staleDrafts,
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

/**
 * The three figures that need each workshop's confirmed registrations (this month's revenue, the workshops
 * within 7 days below half full, the weekly chart), in one statement: the workshops dated in the union of
 * their periods are read once by date (workshops_status_date_idx), each counts its confirmed registrations
 * through the partial index on confirmed rows, and the three aggregates are taken over that set.
 */
async function workshopFigures(
  today: string,
  month: { start: string; end: string },
  firstWeek: string,
  afterLastWeek: string,
): Promise<{ revenue: number; underfilled: UnderfilledWorkshop[]; perWeek: { week: string; total: number }[] }> {
  const from = month.start < firstWeek ? month.start : firstWeek;
  const to = month.end > afterLastWeek ? month.end : afterLastWeek;
  const soon = addDays(today, ALERT_RULES.workshopDays);
  const fill = sql.raw(String(ALERT_RULES.workshopFill));
  const result = await db().execute(sql`
    with dated as (
      select w.id, coalesce(w.title_fr, w.title_en) as title, w.date, w.price, w.max_participants as capacity, w.status,
        (select count(*) from ${workshopRegistrations} r
          where r.workshop_id = w.id and r.status = 'confirmed')::int as confirmed
      from ${workshops} w
      where w.date >= ${from} and w.date < ${to}
    )
    select
      (select coalesce(sum(price * confirmed), 0) from dated
        where date >= ${month.start} and date < ${month.end})::float8 as revenue,
      (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'date', to_char(date, 'YYYY-MM-DD'),
          'confirmed', confirmed, 'capacity', capacity) order by date, id), '[]'::json)
        from dated where status = 'published' and date >= ${today} and date <= ${soon}
          and confirmed < capacity * ${fill}) as underfilled,
      (select coalesce(json_agg(json_build_object('week', week, 'total', total)), '[]'::json) from (
        select to_char(date_trunc('week', date), 'YYYY-MM-DD') as week, sum(confirmed)::int as total from dated
        where date >= ${firstWeek} and date < ${afterLastWeek} group by 1) as weeks) as per_week`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return {
    revenue: Number(row.revenue ?? 0),
    underfilled: json<UnderfilledWorkshop[]>(row.underfilled),
    perWeek: json<{ week: string; total: number }[]>(row.per_week),
  };
}
