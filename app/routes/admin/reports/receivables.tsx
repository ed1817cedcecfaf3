import { Link } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { TableFilter } from "~/components/admin/table-search";
import { BarTable } from "~/components/reports/bar-table";
import { Downloads, ReportSection } from "~/components/reports/report-parts";
import { formatCount, formatMoney, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { ageingBuckets, parsePeriod, receivablesTable } from "~/lib/reports/reports";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { receivableInvoices, receivablesAgeing, type ReceivableInvoice } from "~/server/reports/receivables.server";
import { reportContext } from "~/server/reports/reports.server";
import type { Route } from "./+types/receivables";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const report = await reportContext(lang);
  const params = new URL(request.url).searchParams;
  const state = receivablesTable.parse(params);
  const [ageing, invoices] = await Promise.all([
    receivablesAgeing(report.today, report.currency),
    receivableInvoices(report.today, report.currency, state.bucket, state.page, receivablesTable.pageSize, state.dir),
  ]);
  return {
    meta: privatePageMeta(lang, "reports.views.receivables"),
    today: report.today,
    currency: report.currency,
    // The downloads name the period too, though the ageing is as of today.
    period: parsePeriod(params, report.currentMonth),
    state,
    ageing,
    invoices,
  };
}

export const handle = i18nHandle("backOffice", "reports");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ReceivablesReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { currency, today, period, state, ageing, invoices } = loaderData;
  const total = ageing.reduce((sum, row) => sum + Number(row.amount), 0);
  const bucketLabel = (bucket: (typeof ageingBuckets)[number] | "all") =>
    bucket === "all" ? t("reports.receivables.all") : t(`reports.buckets.${bucket}`);
  const date = (value: string | null) => (value ? formatShortDate(value, lang) : "—");
  const columns: DataColumn<ReceivableInvoice, typeof state.sort>[] = [
    {
      id: "number",
      header: t("reports.columns.number"),
      cell: (row) => (
        <Link
          to={`/admin/billing/${row.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
          aria-label={t("reports.receivables.open", { number: row.number })}
        >
          {row.number}
        </Link>
      ),
      className: "md:whitespace-nowrap",
    },
    { id: "client", header: t("reports.columns.client"), cell: (row) => row.clientName },
    { id: "due", header: t("reports.columns.due"), sort: "due", cell: (row) => date(row.dueDate) },
    {
      id: "days",
      header: t("reports.columns.daysOverdue"),
      cell: (row) => formatCount(Math.max(0, row.daysOverdue), lang),
      className: "md:text-right tabular-nums",
    },
    {
      id: "balance",
      header: t("reports.columns.balance"),
      cell: (row) => formatMoney(row.balance, currency),
      className: "md:text-right tabular-nums md:whitespace-nowrap",
    },
  ];
  return (
    <div className="space-y-6">
      <ReportSection
        title={t("reports.receivables.ageing")}
        hint={t("reports.receivables.ageingHint", { currency, today: formatShortDate(today, lang) })}
        downloads={<Downloads table="receivables-ageing" title={t("reports.receivables.ageing")} period={period} />}
      >
        <p className="mb-3 font-medium">{t("reports.receivables.total", { amount: formatMoney(total, currency) })}</p>
        <BarTable
          caption={t("reports.receivables.ageing")}
          labelHeader={t("reports.columns.bucket")}
          valueHeader={t("reports.columns.balance")}
          rows={ageing.map((row) => ({
            key: row.bucket,
            label: t(`reports.buckets.${row.bucket}`),
            value: Number(row.amount),
            display: formatMoney(row.amount, currency),
            href: receivablesTable.search(state, { bucket: row.bucket }) || "?",
            current: state.bucket === row.bucket,
            extra: [formatCount(row.invoices, lang)],
          }))}
          extraHeaders={[t("reports.columns.invoices")]}
        />
      </ReportSection>
      <ReportSection
        title={t("reports.receivables.listOf", { bucket: bucketLabel(state.bucket) })}
        downloads={
          <Downloads
            table="receivables-invoices"
            title={t("reports.receivables.listOf", { bucket: bucketLabel(state.bucket) })}
            period={period}
            bucket={state.bucket}
          />
        }
      >
        <div className="mb-4">
          <TableFilter
            definition={receivablesTable}
            state={state}
            name="bucket"
            label={t("reports.columns.bucket")}
            options={(["all", ...ageingBuckets] as const).map((bucket) => ({
              value: bucket,
              label: bucketLabel(bucket),
            }))}
          />
        </div>
        {invoices.total === 0 ? (
          <p className="text-sm text-muted-foreground">{t("reports.receivables.none")}</p>
        ) : (
          <>
            <DataTable
              caption={t("reports.receivables.listOf", { bucket: bucketLabel(state.bucket) })}
              definition={receivablesTable}
              state={state}
              page={invoices}
              columns={columns}
              rowKey={(row) => row.id}
            />
            <Pager definition={receivablesTable} state={state} page={invoices} />
          </>
        )}
      </ReportSection>
    </div>
  );
}
