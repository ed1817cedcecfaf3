import { Link } from "react-router";
import { FigureCard } from "~/components/admin/figure-card";
import { Downloads, PeriodForm, ReportSection } from "~/components/reports/report-parts";
import { BarChart3, Gauge, ListOrdered, Star, UserX } from "lucide-react";
import { formatCount, formatPercent, formatRating, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { addMonths, firstMonth, parsePeriod, WORKSHOP_MONTHS_AHEAD } from "~/lib/reports/reports";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { reportContext } from "~/server/reports/reports.server";
import { workshopReport } from "~/server/reports/workshops.server";
import type { Route } from "./+types/workshops";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const report = await reportContext(lang);
  const latest = addMonths(report.currentMonth, WORKSHOP_MONTHS_AHEAD);
  const period = parsePeriod(new URL(request.url).searchParams, report.currentMonth, latest);
  return {
    meta: privatePageMeta(lang, "reports.views.workshops"),
    latest,
    period,
    report: await workshopReport(firstMonth(period), period.month, report.today, lang),
  };
}

export const handle = i18nHandle("backOffice", "reports");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function WorkshopsReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { period, report } = loaderData;
  const { totals } = report;
  const percent = (value: number | null) => (value === null ? "—" : formatPercent(value, lang));
  const score = (value: number | null) => (value === null ? "—" : formatCount(value, lang));
  const rating = (value: number | null) => (value === null ? "—" : formatRating(value, lang));
  const headers = [
    "workshop",
    "date",
    "confirmedOfCapacity",
    "fillRate",
    "waitlist",
    "noShows",
    "answers",
    "averageRating",
    "nps",
  ] as const;
  return (
    <div className="space-y-6">
      <PeriodForm period={period} latest={loaderData.latest} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        <FigureCard
          label={t("reports.workshops.fillRate")}
          value={percent(totals.fillRate)}
          definition={t("reports.workshops.fillRateHint")}
          icon={Gauge}
        />
        <FigureCard
          label={t("reports.workshops.waitlist")}
          value={formatCount(totals.waitlist, lang)}
          definition={t("reports.workshops.waitlistHint")}
          icon={ListOrdered}
        />
        <FigureCard
          label={t("reports.workshops.noShows")}
          value={formatCount(totals.noShows, lang)}
          definition={t("reports.workshops.noShowsHint")}
          icon={UserX}
        />
        <FigureCard
          label={t("reports.workshops.rating")}
          value={rating(totals.averageRating)}
          definition={t("reports.workshops.ratingHint", { count: totals.answers })}
          icon={Star}
        />
        <FigureCard
          label={t("reports.workshops.nps")}
          value={score(totals.nps)}
          definition={t("reports.workshops.npsHint")}
          icon={BarChart3}
        />
      </div>
      <ReportSection
        title={t("reports.workshops.title")}
        hint={t("reports.workshops.hint")}
        downloads={<Downloads table="workshops" title={t("reports.workshops.title")} period={period} />}
      >
        {report.rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reports.workshops.none")}</p>
        ) : (
          // Wider than a phone: the table scrolls, and the keyboard can scroll it too.
          <div className="overflow-x-auto" role="region" aria-label={t("reports.workshops.title")} tabIndex={0}>
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t("reports.workshops.title")}</caption>
              <thead>
                <tr className="border-b text-muted-foreground">
                  {headers.map((header, index) => (
                    <th
                      key={header}
                      scope="col"
                      className={index < 2 ? "py-2 pr-3 font-medium" : "py-2 pl-3 text-right font-medium"}
                    >
                      {t(`reports.columns.${header}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.id} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <Link
                        to={`/admin/workshops/${row.id}/registrations`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {row.title}
                      </Link>
                    </th>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatShortDate(row.date, lang)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {formatCount(row.confirmed, lang)} / {formatCount(row.capacity, lang)}
                    </td>
                    <td className="py-2 pl-3 text-right tabular-nums">{percent(row.fillRate)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.waitlist, lang)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{score(row.noShows)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{formatCount(row.answers, lang)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{rating(row.averageRating)}</td>
                    <td className="py-2 pl-3 text-right tabular-nums">{score(row.nps)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ReportSection>
    </div>
  );
}
