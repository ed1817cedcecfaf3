import { Activity, ClipboardList, FolderKanban, Settings, UserPlus, Users } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link, Outlet, useActionData } from "react-router";
import { DataTable, type DataColumn } from "~/components/admin/data-table";
import { FigureCard } from "~/components/admin/figure-card";
import { Pager } from "~/components/admin/pager";
import { StatusBadge } from "~/components/admin/status-badge";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { DashboardPage } from "~/components/dashboard-page";
import { FormErrorMessage } from "~/components/forms/form-message";
import { RoleBadge } from "~/components/role-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatAgencyDate, formatCount, formatGigabytes } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { roles } from "~/lib/roles";
import { usersTable } from "~/lib/accounts/admin";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listUsers, type UserRow } from "~/server/accounts/user-admin.server";
import { privatePageMeta } from "~/server/i18n.server";
import { dashboardFigures } from "~/server/overview/dashboard.server";
import type { Route } from "./+types/dashboard";
import { userAction } from "./dashboard.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole({ request, context }, "admin");
  const state = usersTable.parse(new URL(request.url).searchParams);
  const [figures, users] = await Promise.all([dashboardFigures(), listUsers(state, usersTable.pageSize)]);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "adminDashboard.title"),
    figures,
    state,
    users,
    adminId: admin.id,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return userAction({ request, context }, context.get(pageLanguage));
}

export const handle = i18nHandle("adminDashboard", "backOffice", "auth");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { figures, state, users, adminId } = loaderData;
  const refused = useActionData<typeof action>();
  const list = usersTable.search(state);
  const { system } = figures;
  const columns: DataColumn<UserRow, (typeof usersTable.spec.sorts)[number]>[] = [
    {
      id: "name",
      header: t("adminDashboard.users.columns.name"),
      sort: "name",
      cell: (row) => (
        <>
          {`${row.firstName} ${row.lastName}`.trim() || t("backOffice.table.none")}
          {row.id === adminId && <span className="ml-1 text-muted-foreground">{t("adminDashboard.users.you")}</span>}
        </>
      ),
    },
    { id: "email", header: t("adminDashboard.users.columns.email"), sort: "email", cell: (row) => row.email },
    {
      id: "role",
      header: t("adminDashboard.users.columns.role"),
      sort: "role",
      cell: (row) => <RoleBadge role={row.role} />,
    },
    {
      id: "status",
      header: t("adminDashboard.users.columns.status"),
      cell: (row) => (
        <div className="space-y-1">
          <StatusBadge tone={row.banned ? "red" : "green"}>
            {row.banned ? t("adminDashboard.users.banned") : t("adminDashboard.users.active")}
          </StatusBadge>
          <p className="text-xs text-muted-foreground">{t("adminDashboard.users.sessions", { count: row.sessions })}</p>
        </div>
      ),
    },
    {
      id: "createdAt",
      header: t("adminDashboard.users.columns.createdAt"),
      sort: "createdAt",
      cell: (row) => formatAgencyDate(row.createdAt, lang),
      className: "md:whitespace-nowrap",
    },
  ];
  return (
    <DashboardPage title={t("adminDashboard.title")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label={t("adminDashboard.cards.totalUsers")}
          value={formatCount(figures.totalUsers, lang)}
          definition={t("adminDashboard.cards.totalUsersHint")}
          icon={Users}
        />
        <FigureCard
          label={t("adminDashboard.cards.activeProjects")}
          value={formatCount(figures.activeProjects, lang)}
          definition={t("adminDashboard.cards.activeProjectsHint")}
          icon={FolderKanban}
        />
        <FigureCard
          label={t("adminDashboard.cards.systemStatus")}
          icon={Activity}
          definition={`${t("adminDashboard.system.version")} ${system.version}`}
        >
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t("adminDashboard.system.database")}</dt>
            <dd>
              <StatusBadge tone={system.database === "up" ? "green" : "red"}>
                {t(`adminDashboard.system.${system.database}`)}
              </StatusBadge>
            </dd>
            <dt className="text-muted-foreground">{t("adminDashboard.system.mail")}</dt>
            <dd>{t(`adminDashboard.system.${system.mail}`)}</dd>
            <dt className="text-muted-foreground">{t("adminDashboard.system.disk")}</dt>
            <dd>
              {system.diskFreeBytes === null
                ? t("adminDashboard.system.unknown")
                : formatGigabytes(system.diskFreeBytes, lang)}
            </dd>
          </dl>
        </FigureCard>
        <FigureCard
          label={t("adminDashboard.cards.pendingTasks")}
          value={formatCount(figures.pendingApplications + figures.newMessages, lang)}
          definition={t("adminDashboard.cards.pendingTasksHint", {
            applications: String(figures.pendingApplications),
            messages: String(figures.newMessages),
          })}
          icon={ClipboardList}
        />
      </div>

      <section aria-labelledby="user-management" className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="user-management" className="font-display text-xl font-semibold">
              {t("adminDashboard.users.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("adminDashboard.users.lead")}</p>
          </div>
          <Link to={`users/new${list}`} preventScrollReset className={buttonVariants()}>
            <UserPlus aria-hidden="true" />
            {t("adminDashboard.users.create")}
          </Link>
        </div>
        <div className="mt-4 space-y-3">
          <TableSearch
            definition={usersTable}
            state={state}
            label={t("adminDashboard.users.search")}
            placeholder={t("adminDashboard.users.searchPlaceholder")}
          />
          <TableFilter
            definition={usersTable}
            state={state}
            name="role"
            label={t("adminDashboard.users.roleFilter")}
            options={[
              { value: "all", label: t("adminDashboard.users.allRoles") },
              ...roles.map((role) => ({ value: role, label: t(`common.roles.${role}`) })),
            ]}
          />
        </div>
        {refused && !refused.ok && refused.formError && <FormErrorMessage error={refused.formError} className="mt-4" />}
        <div className="mt-4">
          <DataTable
            caption={t("adminDashboard.users.caption")}
            definition={usersTable}
            state={state}
            page={users}
            columns={columns}
            rowKey={(row) => row.id}
            actions={(row) => <UserActions row={row} self={row.id === adminId} />}
          />
          <Pager definition={usersTable} state={state} page={users} />
        </div>
      </section>

      <section aria-labelledby="system-settings" className="mt-10 rounded-xl border bg-card p-5">
        <h2 id="system-settings" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Settings aria-hidden="true" className="size-5 text-primary" />
          {t("adminDashboard.settings.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("adminDashboard.settings.lead")}</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {(["general", "contact", "social"] as const).map((category) => (
            <li key={category}>
              <Link to={`/creator/settings#${category}`} className={buttonVariants({ variant: "outline" })}>
                {t(`adminDashboard.settings.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </DashboardPage>
  );
}

/** A user's buttons: each is its own small form posted to the dashboard's action. */
function UserActions({ row, self }: { row: UserRow; self: boolean }) {
  const { t } = useTranslation();

  return (
    <div className="flex flex-wrap items-center justify-end gap-1 max-md:justify-start">
      <Form method="post" preventScrollReset className="flex items-center gap-1">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={row.id} />
        <label className="sr-only" htmlFor={`role-${row.id}`}>
          {t("adminDashboard.users.roleFor", { email: row.email })}
        </label>
        <select
          id={`role-${row.id}`}
          name="role"
          defaultValue={row.role}
          key={row.role}
          className="h-9 rounded-md border bg-card px-2 text-sm"
        >
          {roles.map((role) => (
            <option key={role} value={role} disabled={self && role !== "admin"}>
              {t(`common.roles.${role}`)}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" title={t("adminDashboard.users.changeRole")}>
          {t("adminDashboard.users.apply")}
        </Button>
      </Form>
      {!self && (
        <RowButton
          userId={row.id}
          intent={row.banned ? "unban" : "ban"}
          label={row.banned ? t("adminDashboard.users.unban") : t("adminDashboard.users.ban")}
          variant={row.banned ? "outline" : "destructive"}
        />
      )}
      <RowButton userId={row.id} intent="end-sessions" label={t("adminDashboard.users.endSessions")} />
      <RowButton userId={row.id} intent="reset-password" label={t("adminDashboard.users.resetPassword")} />
    </div>
  );
}

/** One button of a user's row, as its own form posted to the dashboard's action. */
function RowButton({
  userId,
  intent,
  label,
  variant = "ghost",
}: {
  userId: string;
  intent: string;
  label: string;
  variant?: "ghost" | "outline" | "destructive";
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="userId" value={userId} />
      <Button type="submit" size="sm" variant={variant} name="intent" value={intent}>
        {label}
      </Button>
    </Form>
  );
}
