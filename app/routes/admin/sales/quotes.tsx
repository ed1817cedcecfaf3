import { Eye, Plus } from "lucide-react";
import { Link } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { IconLink } from "~/components/admin/icon-link";
import { Pager } from "~/components/admin/pager";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { SalesTabs } from "~/components/sales/deal-parts";
import { QuoteStatusBadge } from "~/components/sales/quote-parts";
import { buttonVariants } from "~/components/ui/button";
import { formatMoney, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { quotesTable, quoteViews } from "~/lib/sales/quotes";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { billingToday } from "~/server/billing/invoices.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { listQuotes, type QuoteRow } from "~/server/sales/quotes.server";
import type { Route } from "./+types/quotes";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = quotesTable.parse(new URL(request.url).searchParams);
  const page = await listQuotes(state, quotesTable.pageSize, billingToday());
  return { meta: privatePageMeta(context.get(pageLanguage), "quotes.title"), state, page };
}

export const handle = i18nHandle("backOffice", "sales", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function QuotesList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { state, page } = loaderData;
  const numberOf = (row: QuoteRow) => row.number ?? t("quotes.list.draftNumber");
  const columns: DataColumn<QuoteRow, typeof state.sort>[] = [
    {
      id: "number",
      header: t("quotes.columns.number"),
      sort: "number",
      cell: (row) => (
        <Link to={`/admin/sales/quotes/${row.id}`} className="font-medium text-primary hover:underline">
          {numberOf(row)}
        </Link>
      ),
      className: "md:whitespace-nowrap",
    },
    { id: "client", header: t("quotes.columns.client"), sort: "client", cell: (row) => row.clientName || "—" },
    { id: "subject", header: t("quotes.columns.subject"), cell: (row) => row.subject },
    {
      id: "valid",
      header: t("quotes.columns.validUntil"),
      sort: "valid",
      cell: (row) => formatShortDate(row.validUntil, lang),
    },
    {
      id: "total",
      header: t("quotes.columns.total"),
      sort: "total",
      cell: (row) => formatMoney(row.totalTtc, row.currency),
      className: "md:text-right md:whitespace-nowrap",
    },
    { id: "status", header: t("quotes.columns.status"), cell: (row) => <QuoteStatusBadge view={row.view} /> },
  ];
  return (
    <DashboardPage title={t("pages.admin.sales")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{t("quotes.list.lead")}</p>
        <Link to="/admin/sales/quotes/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("quotes.list.create")}
        </Link>
      </div>
      <SalesTabs />
      <div className="mt-4 space-y-4">
        <TableFilter
          definition={quotesTable}
          state={state}
          name="status"
          label={t("quotes.list.statusLabel")}
          options={(["all", ...quoteViews] as const).map((value) => ({ value, label: t(`quotes.views.${value}`) }))}
        />
        <TableSearch
          definition={quotesTable}
          state={state}
          label={t("quotes.list.searchLabel")}
          placeholder={t("quotes.list.searchPlaceholder")}
        />
      </div>
      <div className="mt-4">
        <DataTable
          caption={t("quotes.list.caption")}
          definition={quotesTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <IconLink to={`/admin/sales/quotes/${row.id}`} label={t("quotes.list.open", { number: numberOf(row) })}>
              <Eye />
            </IconLink>
          )}
        />
        <Pager definition={quotesTable} state={state} page={page} />
      </div>
    </DashboardPage>
  );
}
