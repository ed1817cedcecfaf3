import { Plus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { StatusBadge, TagList, type BadgeTone } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { LocalizedText } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { adminWorkshopStatuses, adminWorkshopTable } from "~/lib/workshops/admin";
import { currencyFrom, formatMoney, formatWorkshopWhen } from "~/lib/format";
import { localizedString } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { placeLine } from "~/lib/workshops/places";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import { listAdminWorkshops, type AdminWorkshopRow } from "~/server/workshops/admin.server";
import type { Route } from "./+types/list";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = adminWorkshopTable.parse(new URL(request.url).searchParams);
  const [page, settings] = await Promise.all([
    listAdminWorkshops(state, adminWorkshopTable.pageSize),
    getSettingValues(),
  ]);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.admin.workshops"),
    state,
    page,
    currency: currencyFrom(settings.currency),
  };
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("pages", "workshop", "backOffice");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** Badge colours: published green, draft yellow, cancelled red, other grey. */
const statusTone: Record<AdminWorkshopRow["status"], BadgeTone> = {
  published: "green",
  draft: "yellow",
  cancelled: "red",
  completed: "grey",
};

export default function AdminWorkshops({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { state, page, currency } = loaderData;
  const params = adminWorkshopTable.search(state);
  // The duplicate dialog keeps the list's params, so closing it goes back to the same view.
  const duplicateQuery = (id: string) => {
    const query = new URLSearchParams(params);
    query.set("from", id);
    return query.toString();
  };
  const columns: DataColumn<AdminWorkshopRow, (typeof adminWorkshopTable.spec.sorts)[number]>[] = [
    {
      id: "title",
      header: t("workshop.admin.columns.title"),
      sort: "title",
      cell: (row) => <LocalizedText value={row.title} className="font-medium" />,
    },
    {
      id: "when",
      header: t("workshop.admin.columnsExtra.when"),
      sort: "date",
      cell: (row) => formatWorkshopWhen(row, lang, "short") ?? t("workshop.admin.tbd"),
      className: "md:whitespace-nowrap",
    },
    {
      id: "location",
      header: t("workshop.admin.columnsExtra.location"),
      cell: (row) => placeLine(row, lang, t("workshop.facts.online")) ?? t("backOffice.table.none"),
    },
    {
      id: "participants",
      header: t("workshop.admin.columns.participants"),
      cell: (row) => (
        <>
          <span className="tabular-nums">
            {row.confirmed}/{row.maxParticipants}
          </span>
          <div aria-hidden="true" className="mt-1 h-1.5 w-24 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary"
              style={{ width: `${Math.min(100, Math.round((row.confirmed / row.maxParticipants) * 100))}%` }}
            />
          </div>
        </>
      ),
    },
    {
      id: "price",
      header: t("workshop.admin.columnsExtra.price"),
      sort: "price",
      cell: (row) => (Number(row.price) === 0 ? t("workshop.admin.free") : formatMoney(row.price, currency)),
      className: "md:whitespace-nowrap",
    },
    {
      id: "status",
      header: t("workshop.admin.columns.status"),
      sort: "status",
      cell: (row) => (
        <StatusBadge tone={statusTone[row.status]}>{t(`workshop.admin.statuses.${row.status}`)}</StatusBadge>
      ),
    },
    {
      id: "tags",
      header: t("workshop.admin.columnsExtra.tags"),
      cell: (row) => <TagList tags={row.tags} max={2} more={(count) => t("workshop.admin.more", { count })} />,
    },
  ];
  return (
    <DashboardPage title={t("pages.admin.workshops")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("workshop.admin.listIntro")}</p>
        <Link to={`/admin/workshops/new${params}`} preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("workshop.editor.create")}
        </Link>
      </div>
      <div className="mt-6 space-y-3">
        <TableSearch
          definition={adminWorkshopTable}
          state={state}
          label={t("workshop.admin.search")}
          placeholder={t("workshop.admin.search")}
        />
        <TableFilter
          definition={adminWorkshopTable}
          state={state}
          name="status"
          label={t("workshop.admin.statusFilter")}
          options={adminWorkshopStatuses.map((status) => ({
            value: status,
            label: status === "all" ? t("workshop.admin.allStatuses") : t(`workshop.admin.statuses.${status}`),
          }))}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("workshop.admin.listHeading")}
          definition={adminWorkshopTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => {
            const title = localizedString(row.title, lang);
            return (
              <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                <Link
                  to={`/admin/workshops/${row.id}/edit${params}`}
                  preventScrollReset
                  aria-label={`${t("workshop.admin.edit")} – ${title}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t("workshop.admin.edit")}
                </Link>
                <Link
                  to={`/admin/workshops/new?${duplicateQuery(row.id)}`}
                  preventScrollReset
                  aria-label={`${t("workshop.admin.duplicate")} – ${title}`}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t("workshop.admin.duplicate")}
                </Link>
                <Link
                  to={`/admin/workshops/${row.id}/registrations`}
                  aria-label={t("workshop.admin.viewRegistrationsOf", { title })}
                  className="font-medium text-primary underline underline-offset-4"
                >
                  {t("workshop.admin.viewRegistrations")}
                </Link>
                {/* Only a draft can be deleted; the others are cancelled from the editor. */}
                {row.status === "draft" && (
                  <Link
                    to={`/admin/workshops/${row.id}/delete${params}`}
                    preventScrollReset
                    aria-label={`${t("workshop.admin.delete")} – ${title}`}
                    className="font-medium text-destructive underline underline-offset-4"
                  >
                    {t("workshop.admin.delete")}
                  </Link>
                )}
              </div>
            );
          }}
        />
        <Pager definition={adminWorkshopTable} state={state} page={page} />
      </div>
      <Outlet />
    </DashboardPage>
  );
}
