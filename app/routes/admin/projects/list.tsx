import { Pencil, Plus, Trash2, Users } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { IconLink } from "~/components/admin/icon-link";
import { Pager } from "~/components/admin/pager";
import { TagList } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { ProjectStatusBadge } from "~/components/clients/badges";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { projectStatuses, projectsTable } from "~/lib/clients/admin";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listProjects, type ProjectRow } from "~/server/clients/projects.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/list";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = projectsTable.parse(new URL(request.url).searchParams);
  const page = await listProjects(state, projectsTable.pageSize);
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.projects.title"), state, page };
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ProjectsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, page } = loaderData;
  const search = projectsTable.search(state, { page: page.page });
  const more = (count: number) => t("backOffice.tags.more", { count });
  const columns: DataColumn<ProjectRow, typeof state.sort>[] = [
    {
      id: "title",
      header: t("clients.projects.columns.title"),
      sort: "title",
      cell: (row) => <span className="font-medium">{row.title}</span>,
    },
    {
      id: "status",
      header: t("clients.projects.columns.status"),
      sort: "status",
      cell: (row) => <ProjectStatusBadge status={row.status} />,
    },
    {
      id: "organization",
      header: t("clients.projects.columns.organization"),
      sort: "organization",
      cell: (row) =>
        row.organizationId ? (
          <Link to={`/admin/clients/${row.organizationId}`} className="text-primary hover:underline">
            {row.organizationName}
          </Link>
        ) : (
          t("backOffice.table.none")
        ),
    },
    {
      id: "methods",
      header: t("clients.projects.columns.methods"),
      cell: (row) => <TagList tags={row.methodTags} max={3} more={more} />,
    },
    {
      id: "team",
      header: t("clients.projects.columns.team"),
      sort: "team",
      cell: (row) => row.teamSize,
      className: "md:text-right",
    },
  ];
  return (
    <DashboardPage title={t("clients.projects.title")}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{t("clients.projects.lead")}</p>
        <Link to={`new${search}`} preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("clients.projects.create")}
        </Link>
      </div>
      <div className="mt-6 space-y-4">
        <TableFilter
          definition={projectsTable}
          state={state}
          name="status"
          label={t("clients.projects.filterLabel")}
          options={(["all", ...projectStatuses] as const).map((value) => ({
            value,
            label: t(`clients.projects.filters.${value}`),
          }))}
        />
        <TableSearch
          definition={projectsTable}
          state={state}
          label={t("clients.projects.searchLabel")}
          placeholder={t("clients.projects.searchPlaceholder")}
        />
      </div>
      <div className="mt-4">
        <DataTable
          caption={t("clients.projects.caption")}
          definition={projectsTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <>
              <IconLink to={`${row.id}/edit${search}`} label={t("clients.projects.editNamed", { title: row.title })}>
                <Pencil />
              </IconLink>
              <IconLink to={`${row.id}/team${search}`} label={t("clients.projects.teamNamed", { title: row.title })}>
                <Users />
              </IconLink>
              <IconLink
                to={`${row.id}/delete${search}`}
                label={t("clients.projects.deleteNamed", { title: row.title })}
              >
                <Trash2 />
              </IconLink>
            </>
          )}
        />
        <Pager definition={projectsTable} state={state} page={page} />
      </div>
      <Outlet />
    </DashboardPage>
  );
}
