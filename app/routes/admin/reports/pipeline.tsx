import { CircleX, Target, Trophy } from "lucide-react";
import { FigureCard } from "~/components/admin/figure-card";
import { BarTable } from "~/components/reports/bar-table";
import { Downloads, PeriodForm, ReportSection } from "~/components/reports/report-parts";
import { formatCount, formatMoney, formatMonth, formatPercent } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { firstMonth, parsePeriod } from "~/lib/reports/reports";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { pipelineReport } from "~/server/reports/pipeline.server";
import { reportContext } from "~/server/reports/reports.server";
import type { Route } from "./+types/pipeline";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const report = await reportContext(lang);
  const period = parsePeriod(new URL(request.url).searchParams, report.currentMonth);
  return {
    meta: privatePageMeta(lang, "reports.views.pipeline"),
    currency: report.currency,
    currentMonth: report.currentMonth,
    period,
    report: await pipelineReport(firstMonth(period), period.month, period.months, report.currency),
  };
}

export const handle = i18nHandle("backOffice", "reports");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function PipelineReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { currency, period, report } = loaderData;
  const { closed } = report;
  const percent = (value: number | null) => (value === null ? "—" : formatPercent(value, lang));
  return (
    <div className="space-y-6">
      <PeriodForm period={period} latest={loaderData.currentMonth} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          label={t("reports.pipeline.won")}
          value={formatCount(closed.won, lang)}
          definition={t("reports.pipeline.wonHint", { currency })}
          icon={Trophy}
        >
          <p className="mt-1 font-medium tabular-nums">{formatMoney(closed.wonValue, currency)}</p>
        </FigureCard>
        <FigureCard
          label={t("reports.pipeline.lost")}
          value={formatCount(closed.lost, lang)}
          definition={t("reports.pipeline.lostHint", { currency })}
          icon={CircleX}
        >
          <p className="mt-1 font-medium tabular-nums">{formatMoney(closed.lostValue, currency)}</p>
        </FigureCard>
        <FigureCard
          label={t("reports.pipeline.winRate")}
          value={percent(closed.winRate)}
          definition={t("reports.pipeline.winRateHint")}
          icon={Target}
        />
      </div>
      <ReportSection
        title={t("reports.pipeline.closed")}
        hint={t("reports.pipeline.closedHint", { currency })}
        downloads={<Downloads table="pipeline-months" title={t("reports.pipeline.closed")} period={period} />}
      >
        <BarTable
          caption={t("reports.pipeline.closed")}
          labelHeader={t("reports.columns.month")}
          valueHeader={t("reports.columns.wonValue")}
          rows={report.months.map((row) => ({
            key: row.month,
            label: formatMonth(row.month, lang),
            value: Number(row.wonValue),
            display: formatMoney(row.wonValue, currency),
            extra: [
              formatCount(row.won, lang),
              formatCount(row.lost, lang),
              formatMoney(row.lostValue, currency),
              percent(row.winRate),
            ],
          }))}
          extraHeaders={[
            t("reports.columns.won"),
            t("reports.columns.lost"),
            t("reports.columns.lostValue"),
            t("reports.pipeline.winRate"),
          ]}
        />
      </ReportSection>
      <ReportSection
        title={t("reports.pipeline.open")}
        hint={t("reports.pipeline.openHint", { currency })}
        downloads={<Downloads table="pipeline-stages" title={t("reports.pipeline.open")} period={period} />}
      >
        <p className="mb-3 font-medium">
          {t("reports.pipeline.openTotal", {
            amount: formatMoney(report.open.value, currency),
            count: report.open.deals,
          })}
        </p>
        <BarTable
          caption={t("reports.pipeline.open")}
          labelHeader={t("reports.columns.stage")}
          valueHeader={t("reports.columns.value")}
          rows={report.stages.map((row) => ({
            key: row.stage,
            label: t(`reports.stages.${row.stage}`),
            value: Number(row.value),
            display: formatMoney(row.value, currency),
            extra: [formatCount(row.deals, lang)],
          }))}
          extraHeaders={[t("reports.columns.deals")]}
        />
      </ReportSection>
    </div>
  );
}
