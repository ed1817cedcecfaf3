/**
 * The sales pipeline report: the deals still open today by stage (how many, and what they are worth), and the deals
 * closed in each month of a period, won and lost, with the win rate (won over won and lost, by count). A deal is
 * closed in the month of its `closed_at` on the agency's wall clocks. Only deals in the site's currency are counted
 * and summed: values in two currencies never add up. One SQL statement: the open deals by stage (most of the table,
 * read in one pass) and the period's closed deals (deals_closed_at_idx, between two instants).
 */
import { sql } from "drizzle-orm";
import type { Currency } from "~/lib/format";
import { addMonths, monthsEnding, winRate } from "~/lib/reports/reports";
import { openDealStages } from "~/lib/sales/deals";
import { AGENCY_TIME_ZONE, zonedToUtc } from "~/lib/time-zone";
import { db } from "../db/client.server";
import { deals } from "../db/schema";
import { rowsOf } from "./sql.server";

export type OpenDealStage = (typeof openDealStages)[number];

export interface StagePipeline {
  stage: OpenDealStage;
  deals: number;
  /** The sum of their values: a decimal string. */
  value: string;
}

export interface MonthClosedDeals {
  /** 'YYYY-MM'. */
  month: string;
  won: number;
  wonValue: string;
  lost: number;
  lostValue: string;
  /** Won over won and lost, by count, whole percent; null without a closed deal. */
  winRate: number | null;
}

export interface PipelineReport {
  /** Every open stage, in the pipeline's order, an empty one at 0. */
  stages: StagePipeline[];
  open: { deals: number; value: string };
  /** Every month of the period, a month without a closed deal at 0. */
  months: MonthClosedDeals[];
  closed: Omit<MonthClosedDeals, "month">;
}

/**
 * The pipeline today and the deals closed in the `length` months from `first` to `last`, months read on the wall
 * clocks of `timeZone`: the agency's (UTC+00:00 all year, so a month starts at midnight UTC); the tests pass another
 * to tell the zone's months from the database session's.
 */
export async function pipelineReport(
  first: string,
  last: string,
  length: number,
  currency: Currency,
  timeZone: string = AGENCY_TIME_ZONE,
): Promise<PipelineReport> {
  // The period as two instants, so the index on closed_at bounds the scan; each deal's month is then taken on the
  // zone's wall clocks, whatever the database session's time zone.
  const start = zonedToUtc(`${first}-01`, "00:00", timeZone);
  const end = zonedToUtc(`${addMonths(last, 1)}-01`, "00:00", timeZone);
  const openStages = sql.join(
    openDealStages.map((stage) => sql`${stage}`),
    sql`, `,
  );
  // Each part grouped with its total (the empty grouping set), so the totals are exact sums of the same rows.
  const result = await db().execute(sql`
    select
      (select coalesce(json_agg(json_build_object('stage', stage, 'deals', deals, 'value', value)), '[]'::json)
        from (select "d"."stage" as stage, count(*)::int as deals,
            coalesce(sum("d"."value"), 0)::numeric(18, 2)::text as value
          from ${deals} d
          where "d"."stage" in (${openStages}) and "d"."currency" = ${currency}
          group by grouping sets (("d"."stage"), ())) as open) as stages,
      (select coalesce(json_agg(json_build_object('month', month, 'won', won, 'wonValue', won_value,
          'lost', lost, 'lostValue', lost_value)), '[]'::json)
        from (select month, count(*) filter (where stage = 'won')::int as won,
            coalesce(sum(value) filter (where stage = 'won'), 0)::numeric(18, 2)::text as won_value,
            count(*) filter (where stage = 'lost')::int as lost,
            coalesce(sum(value) filter (where stage = 'lost'), 0)::numeric(18, 2)::text as lost_value
          from (select to_char("d"."closed_at" at time zone ${timeZone}, 'YYYY-MM') as month, "d"."stage" as stage,
              "d"."value" as value
            from ${deals} d
            where "d"."closed_at" >= ${start.toISOString()} and "d"."closed_at" < ${end.toISOString()}
              and "d"."stage" in ('won', 'lost') and "d"."currency" = ${currency}) as period
          group by grouping sets ((month), ())) as closed) as months`);
  const [row] = rowsOf<{ stages: unknown; months: unknown }>(result);
  const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

  // The total's row is the one without a stage (or month).
  const stageRows = json<(Omit<StagePipeline, "stage"> & { stage: OpenDealStage | null })[]>(row?.stages ?? []);
  const byStage = new Map(stageRows.map((stage) => [stage.stage, stage]));
  const openTotal = byStage.get(null);
  type ClosedRow = Omit<MonthClosedDeals, "winRate" | "month"> & { month: string | null };
  const monthRows = json<ClosedRow[]>(row?.months ?? []);
  const byMonth = new Map(monthRows.map((month) => [month.month, month]));
  const empty = { won: 0, wonValue: "0.00", lost: 0, lostValue: "0.00" };
  const closed = byMonth.get(null) ?? empty;
  return {
    stages: openDealStages.map((stage) => {
      const found = byStage.get(stage);
      return { stage, deals: found?.deals ?? 0, value: found?.value ?? "0.00" };
    }),
    open: { deals: openTotal?.deals ?? 0, value: openTotal?.value ?? "0.00" },
    months: monthsEnding(last, length).map((key): MonthClosedDeals => {
      const { won, wonValue, lost, lostValue } = byMonth.get(key) ?? empty;
      return { month: key, won, wonValue, lost, lostValue, winRate: winRate(won, lost) };
    }),
    closed: {
      won: closed.won,
      wonValue: closed.wonValue,
      lost: closed.lost,
      lostValue: closed.lostValue,
      winRate: winRate(closed.won, closed.lost),
    },
  };
}
