import { useServiceLabel } from "~/components/billing/reporting-fields";
import { BarTable, type BarRow } from "~/components/reports/bar-table";
import { Downloads, PeriodForm, ReportSection } from "~/components/reports/report-parts";
import { formatCount, formatMoney, formatMonth } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { firstMonth, parsePeriod, type Period, type ReportTable } from "~/lib/reports/reports";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { reportContext } from "~/server/reports/reports.server";
import { revenueReport } from "~/server/reports/revenue.server";
import type { Route } from "./+types/revenue";

/** How many clients the page lists; the download has them all. */
const TOP_CLIENTS = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const report = await reportContext(lang);
  const period = parsePeriod(new URL(request.url).searchParams, report.currentMonth);
  const { months, clients, services, facilitators } = await revenueReport(
    firstMonth(period),
    period.month,
    period.months,
    report.currency,
    TOP_CLIENTS,
  );
  return {
    meta: privatePageMeta(lang, "reports.views.revenue"),
    currency: report.currency,
    currentMonth: report.currentMonth,
    period,
    months,
    clients,
    services,
    facilitators,
  };
}

// The services' names are the contact form's, and the workshops' seats are billing's.
export const handle = i18nHandle("backOffice", "reports", "billing", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function RevenueReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { currency, period, months, clients, services, facilitators } = loaderData;
  const serviceLabel = useServiceLabel();
  const amountRow = (row: { amount: string; documents: number }) => ({
    value: Number(row.amount),
    display: formatMoney(row.amount, currency),
    extra: [formatCount(row.documents, lang)],
  });
  const total = months.reduce((sum, row) => sum + Number(row.amount), 0);
  return (
    <div className="space-y-6">
      <PeriodForm period={period} latest={loaderData.currentMonth} />
      <ReportSection
        title={t("reports.revenue.byMonth")}
        hint={t("reports.revenue.byMonthHint", { currency })}
        downloads={<Downloads table="revenue-months" title={t("reports.revenue.byMonth")} period={period} />}
      >
        <p className="mb-3 font-medium">{t("reports.revenue.total", { amount: formatMoney(total, currency) })}</p>
        <BarTable
          caption={t("reports.revenue.byMonth")}
          labelHeader={t("reports.columns.month")}
          valueHeader={t("reports.columns.revenueHt")}
          rows={months.map((row) => ({
            key: row.month,
            label: formatMonth(row.month, lang),
            value: Number(row.amount),
            display: formatMoney(row.amount, currency),
            extra: [formatCount(row.invoices, lang), formatCount(row.creditNotes, lang)],
          }))}
          extraHeaders={[t("reports.columns.invoices"), t("reports.columns.creditNotes")]}
        />
      </ReportSection>
      <ShareSection
        table="revenue-clients"
        title={t("reports.revenue.byClient")}
        hint={t("reports.revenue.byClientHint", { count: TOP_CLIENTS })}
        labelHeader={t("reports.columns.client")}
        period={period}
        rows={clients.map((row) => ({
          key: row.organizationId ?? `person:${row.name}`,
          label: <span className="block max-w-[9rem] truncate sm:max-w-xs">{row.name}</span>,
          ...amountRow(row),
        }))}
      />
      <ShareSection
        table="revenue-services"
        title={t("reports.revenue.byService")}
        hint={t("reports.revenue.byServiceHint")}
        labelHeader={t("reports.columns.service")}
        period={period}
        rows={services.map((row) => ({
          key: row.service ?? "none",
          label: row.service ? serviceLabel(row.service) : t("reports.revenue.noService"),
          ...amountRow(row),
        }))}
      />
      <ShareSection
        table="revenue-facilitators"
        title={t("reports.revenue.byFacilitator")}
        hint={t("reports.revenue.byFacilitatorHint")}
        labelHeader={t("reports.columns.facilitator")}
        period={period}
        rows={facilitators.map((row) => ({
          key: row.facilitatorId ?? "none",
          label: (
            <span className="block max-w-[9rem] truncate sm:max-w-xs">
              {row.name ?? t("reports.revenue.noFacilitator")}
            </span>
          ),
          ...amountRow(row),
        }))}
      />
    </div>
  );
}

/** One of the period's shares of revenue (by client, service or facilitator): its rows and its documents' count. */
function ShareSection({
  table,
  title,
  hint,
  labelHeader,
  period,
  rows,
}: {
  table: ReportTable;
  title: string;
  hint: string;
  labelHeader: string;
  period: Period;
  rows: BarRow[];
}) {
  const { t } = useTranslation();
  return (
    <ReportSection title={title} hint={hint} downloads={<Downloads table={table} title={title} period={period} />}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("reports.revenue.none")}</p>
      ) : (
        <BarTable
          caption={title}
          labelHeader={labelHeader}
          valueHeader={t("reports.columns.revenueHt")}
          rows={rows}
          extraHeaders={[t("reports.columns.documents")]}
        />
      )}
    </ReportSection>
  );
}
