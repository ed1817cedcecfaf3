import { Plus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { StatusBadge, TagList, type BadgeTone } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { LocalizedList } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { adminFacilitatorTable, facilitatorViews } from "~/lib/facilitators/admin";
import { currencyFrom, formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listAdminFacilitators, type AdminFacilitatorRow } from "~/server/facilitators/admin.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import type { Route } from "./+types/list";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = adminFacilitatorTable.parse(new URL(request.url).searchParams);
  const [page, settings] = await Promise.all([
    listAdminFacilitators(state, adminFacilitatorTable.pageSize),
    getSettingValues(),
  ]);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.admin.facilitators"),
    state,
    page,
    currency: currencyFrom(settings.currency),
  };
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("pages", "backOffice", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

const availabilityTone: Record<AdminFacilitatorRow["availability"], BadgeTone> = {
  available: "green",
  busy: "yellow",
  unavailable: "grey",
};

function initials(row: AdminFacilitatorRow): string {
  return `${row.firstName.charAt(0)}${row.lastName.charAt(0)}`.toUpperCase();
}

export default function AdminFacilitators({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, page, currency } = loaderData;
  const params = adminFacilitatorTable.search(state);
  const more = (count: number) => t("adminFacilitators.more", { count });
  const none = t("backOffice.table.none");
  const columns: DataColumn<AdminFacilitatorRow, (typeof adminFacilitatorTable.spec.sorts)[number]>[] = [
    {
      id: "name",
      header: t("adminFacilitators.columns.name"),
      sort: "name",
      cell: (row) => (
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-cloth/10 text-sm font-semibold text-indigo-cloth dark:bg-indigo-cloth/40 dark:text-indigo-100"
          >
            {initials(row)}
          </span>
          <div className="min-w-0">
            <p className="font-medium">{`${row.firstName} ${row.lastName}`.trim()}</p>
            <p className="break-all text-xs text-muted-foreground">{row.email}</p>
          </div>
        </div>
      ),
    },
    {
      id: "contact",
      header: t("adminFacilitators.columns.contact"),
      cell: (row) => (
        <div className="text-sm">
          <p>{row.phone ?? none}</p>
          <p className="text-xs text-muted-foreground">{row.location ?? none}</p>
        </div>
      ),
    },
    {
      id: "specialties",
      header: t("adminFacilitators.columns.specialties"),
      cell: (row) => (
        <LocalizedList
          value={row.specialties}
          empty={none}
          render={({ items, lang, note }) => (
            <div lang={lang}>
              <TagList tags={items} max={2} more={more} />
              {note}
            </div>
          )}
        />
      ),
    },
    {
      id: "experience",
      header: t("adminFacilitators.columns.experience"),
      sort: "experience",
      cell: (row) => (
        <div className="text-sm">
          <p className="md:whitespace-nowrap">
            {row.yearsExperience === null ? none : t("adminFacilitators.years", { count: row.yearsExperience })}
          </p>
          <p className="text-xs text-muted-foreground">
            {t("adminFacilitators.certifications", { count: row.certificationCount })}
          </p>
        </div>
      ),
    },
    {
      id: "rate",
      header: t("adminFacilitators.columns.rate"),
      sort: "rate",
      cell: (row) =>
        row.hourlyRate === null
          ? none
          : t("adminFacilitators.perHour", { amount: formatMoney(row.hourlyRate, currency) }),
      className: "md:whitespace-nowrap",
    },
    {
      id: "status",
      header: t("adminFacilitators.columns.status"),
      cell: (row) => (
        <StatusBadge tone={row.status === "approved" ? "green" : "yellow"}>
          {t(`adminFacilitators.status.${row.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: "availability",
      header: t("adminFacilitators.columns.availability"),
      cell: (row) => (
        <StatusBadge tone={availabilityTone[row.availability]}>
          {t(`adminFacilitators.availability.${row.availability}`)}
        </StatusBadge>
      ),
    },
    {
      id: "languages",
      header: t("adminFacilitators.columns.languages"),
      cell: (row) => (row.languages.length > 0 ? <TagList tags={row.languages} max={2} more={more} /> : none),
    },
  ];
  const link = "font-medium text-primary underline underline-offset-4";
  return (
    <DashboardPage title={t("pages.admin.facilitators")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("adminFacilitators.list.lead")}</p>
        <Link to={`/admin/facilitators/new${params}`} preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("adminFacilitators.list.add")}
        </Link>
      </div>
      <div className="mt-6 space-y-3">
        <TableSearch
          definition={adminFacilitatorTable}
          state={state}
          label={t("adminFacilitators.list.search")}
          placeholder={t("adminFacilitators.list.searchPlaceholder")}
        />
        <TableFilter
          definition={adminFacilitatorTable}
          state={state}
          name="view"
          label={t("adminFacilitators.list.filter")}
          options={facilitatorViews.map((view) => ({ value: view, label: t(`adminFacilitators.views.${view}`) }))}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("adminFacilitators.list.caption")}
          definition={adminFacilitatorTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => {
            const name = `${row.firstName} ${row.lastName}`.trim();
            const named = (action: string) => t("adminFacilitators.actions.namedAction", { action, name });
            const to = (path: string) => `/admin/facilitators/${row.id}${path}${params}`;
            return (
              <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm md:flex-col md:items-end">
                {row.status === "pending" && (
                  <>
                    <Link
                      to={to("/approve")}
                      preventScrollReset
                      aria-label={named(t("adminFacilitators.actions.approve"))}
                      className={link}
                    >
                      {t("adminFacilitators.actions.approve")}
                    </Link>
                    <Link
                      to={to("/reject")}
                      preventScrollReset
                      aria-label={named(t("adminFacilitators.actions.reject"))}
                      className="font-medium text-destructive underline underline-offset-4"
                    >
                      {t("adminFacilitators.actions.reject")}
                    </Link>
                  </>
                )}
                <Link
                  to={to("")}
                  preventScrollReset
                  aria-label={named(t("adminFacilitators.actions.view"))}
                  className={link}
                >
                  {t("adminFacilitators.actions.view")}
                </Link>
                <Link
                  to={to("/edit")}
                  preventScrollReset
                  aria-label={named(t("adminFacilitators.actions.edit"))}
                  className={link}
                >
                  {t("adminFacilitators.actions.edit")}
                </Link>
              </div>
            );
          }}
        />
        <Pager definition={adminFacilitatorTable} state={state} page={page} />
      </div>
      <Outlet />
    </DashboardPage>
  );
}
