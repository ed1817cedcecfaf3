import { useTranslation } from "~/locales/runtime/react";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { Pager } from "~/components/admin/pager";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { auditEntities, auditPeriods, auditTable } from "~/lib/audit/admin";
import { formatAgencyDateTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listAuditEntries, type AuditRow } from "~/server/audit/audit.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/audit";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = auditTable.parse(new URL(request.url).searchParams);
  const page = await listAuditEntries(state, auditTable.pageSize);
  return { meta: privatePageMeta(context.get(pageLanguage), "adminAudit.title"), state, page };
}

export const handle = i18nHandle("adminAudit", "backOffice");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === "") return empty;
  if (Array.isArray(value)) return value.length === 0 ? empty : value.join(", ");
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { state, page } = loaderData;
  const label = (group: "entities" | "actions", value: string) => t(`adminAudit.${group}.${value}` as never, value);
  const columns: DataColumn<AuditRow, (typeof auditTable.spec.sorts)[number]>[] = [
    {
      id: "when",
      header: t("adminAudit.columns.when"),
      sort: "createdAt",
      cell: (row) => (
        <time dateTime={new Date(row.createdAt).toISOString()}>{formatAgencyDateTime(row.createdAt, lang)}</time>
      ),
      className: "md:whitespace-nowrap",
    },
    {
      id: "who",
      header: t("adminAudit.columns.who"),
      sort: "actor",
      cell: (row) => row.actorEmail ?? <span className="text-muted-foreground">{t("adminAudit.visitor")}</span>,
    },
    {
      id: "action",
      header: t("adminAudit.columns.action"),
      sort: "action",
      cell: (row) => label("actions", row.action),
    },
    {
      id: "entity",
      header: t("adminAudit.columns.entity"),
      sort: "entity",
      cell: (row) => (
        <>
          {label("entities", row.entity)}
          {row.entityId && <span className="block font-mono text-xs text-muted-foreground">{row.entityId}</span>}
        </>
      ),
    },
    {
      id: "changes",
      header: t("adminAudit.columns.changes"),
      cell: (row) => {
        const changes = Object.entries(row.changes);
        if (changes.length === 0) return <span className="text-muted-foreground">{t("adminAudit.noChanges")}</span>;
        return (
          <ul className="space-y-0.5 text-xs">
            {changes.map(([field, change]) => (
              <li key={field} className="break-all">
                {t("adminAudit.change", {
                  field,
                  before: shown(change.before, t("adminAudit.empty")),
                  after: shown(change.after, t("adminAudit.empty")),
                })}
              </li>
            ))}
          </ul>
        );
      },
    },
    {
      id: "address",
      header: t("adminAudit.columns.address"),
      cell: (row) => <span className="font-mono text-xs">{row.address ?? t("backOffice.table.none")}</span>,
    },
  ];
  return (
    <DashboardPage title={t("adminAudit.title")}>
      <p className="max-w-3xl text-muted-foreground">{t("adminAudit.lead")}</p>
      <div className="mt-6 space-y-3">
        <TableSearch
          definition={auditTable}
          state={state}
          label={t("adminAudit.search")}
          placeholder={t("adminAudit.searchPlaceholder")}
        />
        <TableFilter
          definition={auditTable}
          state={state}
          name="entity"
          label={t("adminAudit.filters.entity")}
          options={[
            { value: "all", label: t("adminAudit.allEntities") },
            ...auditEntities.map((entity) => ({ value: entity, label: label("entities", entity) })),
          ]}
        />
        <TableFilter
          definition={auditTable}
          state={state}
          name="period"
          label={t("adminAudit.filters.period")}
          options={auditPeriods.map((period) => ({ value: period, label: t(`adminAudit.periods.${period}`) }))}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("adminAudit.caption")}
          definition={auditTable}
          state={state}
          page={page}
          columns={columns}
          rowKey={(row) => String(row.id)}
        />
        <Pager definition={auditTable} state={state} page={page} />
      </div>
    </DashboardPage>
  );
}
