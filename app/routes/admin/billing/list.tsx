import { Eye, Plus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { IconLink } from "~/components/admin/icon-link";
import { Pager } from "~/components/admin/pager";
import { StatusBadge } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { InvoiceStatusBadge } from "~/components/billing/badges";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { invoicesTable, invoiceViews } from "~/lib/billing/invoices";
import { formatMoney, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { billingToday, listInvoices, type InvoiceRow } from "~/server/billing/invoices.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/list";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = invoicesTable.parse(new URL(request.url).searchParams);
  const page = await listInvoices(state, invoicesTable.pageSize, billingToday());
  return { meta: privatePageMeta(context.get(pageLanguage), "billing.title"), state, page };
}

export const handle = i18nHandle("backOffice", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function BillingList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { state, page } = loaderData;
  const date = (value: string | null) => (value ? formatShortDate(value, lang) : "—");
  const columns: DataColumn<InvoiceRow, typeof state.sort>[] = [
    {
      id: "number",
      header: t("billing.columns.number"),
      sort: "number",
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <Link to={`/admin/billing/${row.id}`} className="font-medium text-primary hover:underline">
            {row.number ?? t("billing.list.draftNumber")}
          </Link>
          {row.kind === "credit_note" && <StatusBadge tone="grey">{t("billing.list.creditNote")}</StatusBadge>}
        </span>
      ),
      className: "md:whitespace-nowrap",
    },
    { id: "client", header: t("billing.columns.client"), sort: "client", cell: (row) => row.clientName || "—" },
    { id: "issued", header: t("billing.columns.issued"), sort: "issued", cell: (row) => date(row.issueDate) },
    { id: "due", header: t("billing.columns.due"), sort: "due", cell: (row) => date(row.dueDate) },
    {
      id: "total",
      header: t("billing.columns.total"),
      sort: "total",
      cell: (row) => formatMoney(row.totalTtc, row.currency),
      className: "md:text-right md:whitespace-nowrap",
    },
    {
      id: "balance",
      header: t("billing.columns.balance"),
      sort: "balance",
      cell: (row) => (row.kind === "invoice" && row.status !== "draft" ? formatMoney(row.balance, row.currency) : "—"),
      className: "md:text-right md:whitespace-nowrap",
    },
    { id: "status", header: t("billing.columns.status"), cell: (row) => <InvoiceStatusBadge view={row.view} /> },
  ];
  return (
    <DashboardPage title={t("billing.title")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{t("billing.list.lead")}</p>
        <Link to="/admin/billing/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("billing.list.create")}
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        <TableSearch
          definition={invoicesTable}
          state={state}
          label={t("billing.list.searchLabel")}
          placeholder={t("billing.list.searchPlaceholder")}
        />
        <TableFilter
          definition={invoicesTable}
          state={state}
          name="status"
          label={t("billing.list.statusLabel")}
          options={["all" as const, ...invoiceViews].map((value) => ({ value, label: t(`billing.views.${value}`) }))}
        />
      </div>
      <div className="mt-4">
        <DataTable
          caption={t("billing.list.caption")}
          definition={invoicesTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <IconLink
              to={`/admin/billing/${row.id}`}
              label={t("billing.actions.openNamed", { number: row.number ?? t("billing.list.draftNumber") })}
            >
              <Eye />
            </IconLink>
          )}
        />
        <Pager definition={invoicesTable} state={state} page={page} />
      </div>
    </DashboardPage>
  );
}
