import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { IconLink } from "~/components/admin/icon-link";
import { Pager } from "~/components/admin/pager";
import { TagList } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { HealthBadge } from "~/components/clients/badges";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { organizationContractViews, organizationsTable } from "~/lib/clients/admin";
import { formatAgencyDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listOrganizations, type OrganizationRow } from "~/server/clients/organizations.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/list";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = organizationsTable.parse(new URL(request.url).searchParams);
  const page = await listOrganizations(state, organizationsTable.pageSize);
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.list.title"), state, page };
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ClientsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { state, page } = loaderData;
  const search = organizationsTable.search(state, { page: page.page });
  const columns: DataColumn<OrganizationRow, typeof state.sort>[] = [
    {
      id: "name",
      header: t("clients.columns.name"),
      sort: "name",
      cell: (row) => (
        <Link to={`/admin/clients/${row.id}`} className="font-medium text-primary hover:underline">
          {row.name}
        </Link>
      ),
    },
    { id: "country", header: t("clients.columns.country"), sort: "country", cell: (row) => row.country ?? "—" },
    {
      id: "tags",
      header: t("clients.columns.tags"),
      cell: (row) => <TagList tags={row.tags} max={3} more={(count) => t("backOffice.tags.more", { count })} />,
    },
    {
      id: "created",
      header: t("clients.columns.created"),
      sort: "created",
      cell: (row) => formatAgencyDate(row.createdAt, lang),
      className: "md:whitespace-nowrap",
    },
    {
      id: "contracts",
      header: t("clients.columns.contracts"),
      sort: "contracts",
      cell: (row) => row.activeContracts,
      className: "md:text-right",
    },
    {
      id: "health",
      header: t("clients.columns.health"),
      sort: "health",
      cell: (row) => <HealthBadge score={row.healthScore} />,
    },
  ];
  return (
    <DashboardPage title={t("clients.list.title")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{t("clients.list.lead")}</p>
        <Link to={`new${search}`} preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("clients.list.create")}
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        <TableSearch
          definition={organizationsTable}
          state={state}
          label={t("clients.list.searchLabel")}
          placeholder={t("clients.list.searchPlaceholder")}
        />
        <TableFilter
          definition={organizationsTable}
          state={state}
          name="contracts"
          label={t("clients.list.contracts.label")}
          options={organizationContractViews.map((value) => ({ value, label: t(`clients.list.contracts.${value}`) }))}
        />
      </div>
      <div className="mt-4">
        <DataTable
          caption={t("clients.list.caption")}
          definition={organizationsTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <>
              <IconLink to={`/admin/clients/${row.id}`} label={t("clients.actions.openNamed", { name: row.name })}>
                <Eye />
              </IconLink>
              <IconLink to={`${row.id}/edit${search}`} label={t("clients.actions.editNamed", { name: row.name })}>
                <Pencil />
              </IconLink>
              <IconLink to={`${row.id}/delete${search}`} label={t("clients.actions.deleteNamed", { name: row.name })}>
                <Trash2 />
              </IconLink>
            </>
          )}
        />
        <Pager definition={organizationsTable} state={state} page={page} />
      </div>
      <Outlet />
    </DashboardPage>
  );
}
