/**
 * The admin overview's figures (/admin/overview), each one SQL aggregate on indexed columns with its
 * definition next to it (the page prints the same definition under each card). "Today" and "this month"
 * are the agency's (AGENCY_TIME_ZONE); a workshop's date is its own calendar day, and so are an invoice's
 * issue and due dates. Money is summed in SQL numerics and carried as exact decimal strings, never floats.
 */
import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQLWrapper,
} from "drizzle-orm";
import { balanceDue } from "~/lib/billing/invoices";
import { currencyDecimals, fromHundredths } from "~/lib/billing/money";
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
  invoices,
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
  /** An invoice unpaid more than this many days after its due date is listed in the alerts… */
  overdueDays: 30,
  /** …the most overdue first, this many at most (the alert counts the rest). */
  overdueListed: 10,
} as const;
export const CHART_WEEKS = { past: 12, ahead: 8 } as const;

export interface UnderfilledWorkshop {
  id: string;
  title: string;
  date: string;
  confirmed: number;
  capacity: number;
}

/** An invoice overdue by more than ALERT_RULES.overdueDays days, as its alert shows it. */
export interface LongOverdueInvoice {
  id: string;
  number: string;
  clientName: string;
  /** Days since its due date (the agency's today less the due date). */
  daysOverdue: number;
  /** What is still due: total with VAT less payments (with VAT withheld) and credit notes. */
  balance: string;
  currency: Currency;
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
  /**
   * Invoices issued this month (kind invoice, not a draft; cancelled ones too), before VAT, less the credit notes
   * issued this month, in the site's currency: documents in another currency are left out. A decimal string.
   */
  revenue: { amount: string; currency: Currency };
  /**
   * Issued or partly paid invoices whose due date is before today (the view "overdue"), and the balance still
   * due on them, one sum per currency (the site's currency first): amounts in two currencies never add up.
   */
  overdueInvoices: { count: number; amounts: { currency: Currency; amount: string }[] };
  alerts: {
    /** Active contracts ending between today and 30 days from now. */
    expiringContracts: number;
    pendingApplications: number;
    newMessages: number;
    /** Drafts not touched for 14 days. */
    staleDrafts: number;
    /** Published workshops within 7 days with fewer than half their seats confirmed. */
    underfilledWorkshops: UnderfilledWorkshop[];
    /** Invoices overdue by more than 30 days, the most overdue first (at most 10), and how many there are. */
    longOverdueInvoices: { rows: LongOverdueInvoice[]; total: number };
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
  const currency = currencyFrom(counts!.currency);
  const [{ underfilled, perWeek }, billing] = await Promise.all([
    workshopFigures(today, firstWeek, afterLastWeek),
    invoiceFigures(today, month, currency),
  ]);

  const byWeek = new Map(perWeek.map((row) => [row.week, Number(row.total)]));
  return {
    today,
    activeClients: counts!.activeClients,
    activeFacilitators: counts!.activeFacilitators,
    upcomingWorkshops: counts!.upcomingWorkshops,
    alertSubscribers: counts!.alertSubscribers,
    content: { published: counts!.published, draft: counts!.draft },
    revenue: { amount: billing.revenue, currency },
    overdueInvoices: billing.overdue,
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
      longOverdueInvoices: billing.longOverdue,
    },
    weeks: weeks.map((week) => ({ week, registrations: byWeek.get(week) ?? 0 })),
  };
}

/**
 * The two figures that need each workshop's confirmed registrations (the workshops within 7 days below half
 * full, the weekly chart), in one statement: the workshops dated in the chart's weeks are read once by date
 * (workshops_status_date_idx), each counts its confirmed registrations through the partial index on confirmed
 * rows, and both aggregates are taken over that set.
 */
async function workshopFigures(
  today: string,
  from: string,
  to: string,
): Promise<{ underfilled: UnderfilledWorkshop[]; perWeek: { week: string; total: number }[] }> {
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
      (select coalesce(json_agg(json_build_object('id', id, 'title', title, 'date', to_char(date, 'YYYY-MM-DD'),
          'confirmed', confirmed, 'capacity', capacity) order by date, id), '[]'::json)
        from dated where status = 'published' and date >= ${today} and date <= ${soon}
          and confirmed < capacity * ${fill}) as underfilled,
      (select coalesce(json_agg(json_build_object('week', week, 'total', total)), '[]'::json) from (
        select to_char(date_trunc('week', date), 'YYYY-MM-DD') as week, sum(confirmed)::int as total from dated
        where date >= ${from} and date < ${to} group by 1) as weeks) as per_week`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return {
    underfilled: json<UnderfilledWorkshop[]>(row.underfilled),
    perWeek: json<{ week: string; total: number }[]>(row.per_week),
  };
}

/** An amount in hundredths, as SQL answers it (text, so no driver turns it into a float), to a decimal string. */
const hundredthsSql = (amount: SQLWrapper) => sql<string>`(coalesce(${amount}, 0) * 100)::bigint::text`;
const money = (hundredths: string | null, currency: Currency) =>
  fromHundredths(BigInt(hundredths ?? "0"), currencyDecimals(currency));

/** The "overdue" view of the billing table (invoiceView): an issued or partly paid invoice past its due date. */
function overdueWhere(today: string) {
  return and(
    eq(invoices.kind, "invoice"),
    inArray(invoices.status, ["issued", "partially_paid"]),
    lt(invoices.dueDate, today),
  );
}

/** Whole days from `from` to `to` ('YYYY-MM-DD', both read as UTC midnights: no daylight saving between them). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/**
 * The billing figures: this month's revenue in the site's currency (invoices_issue_date_idx), the overdue
 * invoices per currency and those overdue by more than 30 days (invoices_status_due_date_idx).
 */
async function invoiceFigures(
  today: string,
  month: { start: string; end: string },
  currency: Currency,
): Promise<{
  revenue: string;
  overdue: OverviewFigures["overdueInvoices"];
  longOverdue: OverviewFigures["alerts"]["longOverdueInvoices"];
}> {
  const [revenueRows, overdueRows, longRows] = await Promise.all([
    db()
      .select({
        hundredths: hundredthsSql(
          sql`sum(case when ${invoices.kind} = 'credit_note' then -${invoices.totalHt} else ${invoices.totalHt} end)`,
        ),
      })
      .from(invoices)
      .where(
        and(
          ne(invoices.status, "draft"),
          gte(invoices.issueDate, month.start),
          lt(invoices.issueDate, month.end),
          eq(invoices.currency, currency),
        ),
      ),
    db()
      .select({
        currency: invoices.currency,
        count: count(),
        hundredths: hundredthsSql(sql`sum(${invoices.totalTtc} - ${invoices.amountPaid} - ${invoices.amountCredited})`),
      })
      .from(invoices)
      .where(overdueWhere(today))
      .groupBy(invoices.currency),
    db()
      .select({
        id: invoices.id,
        number: invoices.number,
        clientName: invoices.clientName,
        dueDate: invoices.dueDate,
        currency: invoices.currency,
        totalTtc: invoices.totalTtc,
        amountPaid: invoices.amountPaid,
        amountCredited: invoices.amountCredited,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(invoices)
      .where(and(overdueWhere(today), lt(invoices.dueDate, addDays(today, -ALERT_RULES.overdueDays))))
      .orderBy(asc(invoices.dueDate), asc(invoices.number))
      .limit(ALERT_RULES.overdueListed),
  ]);
  const amounts = overdueRows
    .map((row) => {
      const rowCurrency = currencyFrom(row.currency);
      return { currency: rowCurrency, amount: money(row.hundredths, rowCurrency) };
    })
    .sort((a, b) =>
      a.currency === currency ? -1 : b.currency === currency ? 1 : a.currency.localeCompare(b.currency),
    );
  return {
    revenue: money(revenueRows[0]?.hundredths ?? null, currency),
    overdue: { count: overdueRows.reduce((sum, row) => sum + row.count, 0), amounts },
    longOverdue: {
      total: longRows[0]?.total ?? 0,
      rows: longRows.map((row) => {
        const rowCurrency = currencyFrom(row.currency);
        return {
          id: row.id,
          number: row.number ?? "",
          clientName: row.clientName,
          daysOverdue: daysBetween(row.dueDate!, today),
          balance: fromHundredths(balanceDue(row), currencyDecimals(rowCurrency)),
          currency: rowCurrency,
        };
      }),
    },
  };
}
