import { Link } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { TableFilter } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { DealStageBadge, SalesControls } from "~/components/sales/deal-parts";
import { currencyFrom, formatAgencyDate, formatShortDate, formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { dealStages, dealsTable } from "~/lib/sales/deals";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { listDeals, type DealRow } from "~/server/sales/deals.server";
import type { Route } from "./+types/table";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "admin");
  const state = dealsTable.parse(new URL(request.url).searchParams);
  const page = await listDeals(state, dealsTable.pageSize, viewer.id);
  return { meta: privatePageMeta(context.get(pageLanguage), "pages.admin.sales"), state, page };
}

export const handle = i18nHandle("backOffice", "sales");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function SalesTable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { state, page } = loaderData;
  const columns: DataColumn<DealRow, typeof state.sort>[] = [
    {
      id: "title",
      header: t("sales.columns.title"),
      sort: "title",
      cell: (row) => (
        <Link to={`/admin/sales/${row.id}`} className="font-medium text-primary hover:underline">
          {row.title}
        </Link>
      ),
    },
    {
      id: "organization",
      header: t("sales.columns.organization"),
      sort: "organization",
      cell: (row) => (
        <Link to={`/admin/clients/${row.organizationId}`} className="hover:underline">
          {row.organizationName}
        </Link>
      ),
    },
    {
      id: "stage",
      header: t("sales.columns.stage"),
      sort: "stage",
      cell: (row) => <DealStageBadge stage={row.stage} />,
    },
    {
      id: "value",
      header: t("sales.columns.value"),
      sort: "value",
      cell: (row) => formatMoney(row.value, currencyFrom(row.currency)),
      className: "md:text-right whitespace-nowrap",
    },
    {
      id: "close",
      header: t("sales.columns.close"),
      sort: "close",
      cell: (row) => (row.expectedClose ? formatShortDate(row.expectedClose, lang) : t("backOffice.table.none")),
    },
    {
      id: "owner",
      header: t("sales.columns.owner"),
      sort: "owner",
      cell: (row) => row.ownerName ?? t("sales.board.unassigned"),
    },
    {
      id: "updated",
      header: t("sales.columns.updated"),
      sort: "updated",
      cell: (row) => formatAgencyDate(row.updatedAt, lang),
    },
  ];
  return (
    <DashboardPage title={t("pages.admin.sales")}>
      <SalesControls
        definition={dealsTable}
        state={state}
        filters={
          <TableFilter
            definition={dealsTable}
            state={state}
            name="stage"
            label={t("sales.stageFilter.label")}
            options={(["all", ...dealStages] as const).map((value) => ({
              value,
              label: value === "all" ? t("sales.stageFilter.all") : t(`sales.stages.${value}`),
            }))}
          />
        }
      />
      <div className="mt-4">
        <DataTable
          caption={t("sales.caption")}
          definition={dealsTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
        />
        <Pager definition={dealsTable} state={state} page={page} />
      </div>
    </DashboardPage>
  );
}
