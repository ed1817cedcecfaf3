/**
 * How the workshops of a period filled and were received: for each workshop dated in it (published or completed;
 * drafts and cancelled ones left out), its confirmed seats over capacity, its waitlist, its no-shows and its
 * participants' feedback (average rating, Net Promoter Score). One SQL aggregate over the period's workshops
 * (workshops_status_date_idx), their registrations (by workshop) and their feedback.
 */
import { sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { fillRate, monthRange, netPromoterScore } from "~/lib/reports/reports";
import { db } from "../db/client.server";
import { workshopFeedback, workshopRegistrations, workshops } from "../db/schema";
import { rowsOf } from "./sql.server";

export interface WorkshopReportRow {
  id: string;
  title: string;
  date: string;
  capacity: number;
  confirmed: number;
  /** Confirmed over capacity, whole percent. */
  fillRate: number | null;
  waitlist: number;
  /**
   * Confirmed people not marked present, once the workshop is past and its attendance was taken (someone was
   * checked in); null before.
   */
  noShows: number | null;
  answers: number;
  averageRating: number | null;
  nps: number | null;
}

export interface WorkshopReport {
  rows: WorkshopReportRow[];
  totals: {
    workshops: number;
    capacity: number;
    confirmed: number;
    fillRate: number | null;
    waitlist: number;
    noShows: number;
    answers: number;
    averageRating: number | null;
    nps: number | null;
  };
}

interface RawRow {
  id: string;
  title_fr: string | null;
  title_en: string | null;
  date: string;
  capacity: number;
  confirmed: number;
  waitlist: number;
  present: number;
  answers: number;
  rating_sum: number;
  promoters: number;
  detractors: number;
}

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

export async function workshopReport(
  first: string,
  last: string,
  today: string,
  lang: Language,
): Promise<WorkshopReport> {
  const { start, end } = monthRange(first, last);
  // Each table is read once and grouped by workshop (a join per workshop would read the feedback 600 times).
  const result = await db().execute(sql`
    with period as (
      select w.id, w.title_fr, w.title_en, w.date, w.max_participants from ${workshops} w
      where w.status in ('published', 'completed') and w.date >= ${start} and w.date < ${end}),
    seats as (
      select "r"."workshop_id", count(*) filter (where "r"."status" = 'confirmed') as confirmed,
        count(*) filter (where "r"."status" = 'waitlisted') as waitlist,
        count(*) filter (where "r"."status" = 'confirmed' and "r"."checked_in_at" is not null) as present
      from ${workshopRegistrations} r join period on period.id = "r"."workshop_id" group by "r"."workshop_id"),
    answers as (
      select "r"."workshop_id", count(*) as answers, sum("f"."rating") as rating_sum,
        count(*) filter (where "f"."recommendation" >= 9) as promoters,
        count(*) filter (where "f"."recommendation" <= 6) as detractors
      from ${workshopFeedback} f join ${workshopRegistrations} r on "r"."id" = "f"."registration_id"
        join period on period.id = "r"."workshop_id"
      group by "r"."workshop_id")
    select period.id, period.title_fr, period.title_en, to_char(period.date, 'YYYY-MM-DD') as date,
      period.max_participants as capacity, coalesce(seats.confirmed, 0)::int as confirmed,
      coalesce(seats.waitlist, 0)::int as waitlist, coalesce(seats.present, 0)::int as present,
      coalesce(answers.answers, 0)::int as answers, coalesce(answers.rating_sum, 0)::int as rating_sum,
      coalesce(answers.promoters, 0)::int as promoters, coalesce(answers.detractors, 0)::int as detractors
    from period
      left join seats on seats.workshop_id = period.id
      left join answers on answers.workshop_id = period.id
    order by period.date desc, period.id`);
  const raw = rowsOf<RawRow>(result);
  const rows = raw.map((row): WorkshopReportRow => {
    const attendanceTaken = row.date < today && row.present > 0;
    return {
      id: row.id,
      title: localizedString({ fr: row.title_fr, en: row.title_en }, lang),
      date: row.date,
      capacity: row.capacity,
      confirmed: row.confirmed,
      fillRate: fillRate(row.confirmed, row.capacity),
      waitlist: row.waitlist,
      noShows: attendanceTaken ? row.confirmed - row.present : null,
      answers: row.answers,
      averageRating: average(row.rating_sum, row.answers),
      nps: netPromoterScore(row.promoters, row.detractors, row.answers),
    };
  });
  const sum = (pick: (row: RawRow) => number) => raw.reduce((total, row) => total + pick(row), 0);
  const capacity = sum((row) => row.capacity);
  const confirmed = sum((row) => row.confirmed);
  const answers = sum((row) => row.answers);
  return {
    rows,
    totals: {
      workshops: rows.length,
      capacity,
      confirmed,
      fillRate: fillRate(confirmed, capacity),
      waitlist: sum((row) => row.waitlist),
      noShows: rows.reduce((total, row) => total + (row.noShows ?? 0), 0),
      answers,
      averageRating: average(
        sum((row) => row.rating_sum),
        answers,
      ),
      nps: netPromoterScore(
        sum((row) => row.promoters),
        sum((row) => row.detractors),
        answers,
      ),
    },
  };
}
