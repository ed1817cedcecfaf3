import { Outlet, useLocation } from "react-router";
import { TabNav } from "~/components/admin/tab-nav";
import { DashboardPage } from "~/components/dashboard-page";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return null;
}

export const handle = i18nHandle("backOffice", "reports", "billing");

const views = [
  { to: "/admin/reports", label: "reports.views.revenue", end: true },
  { to: "/admin/reports/receivables", label: "reports.views.receivables", end: false },
  { to: "/admin/reports/workshops", label: "reports.views.workshops", end: false },
  { to: "/admin/reports/pipeline", label: "reports.views.pipeline", end: false },
  { to: "/admin/reports/journals", label: "reports.views.journals", end: false },
] as const;

/** The five reports under one heading; the links keep the period chosen, so switching report compares alike. */
export default function ReportsLayout() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const period = new URLSearchParams();
  for (const name of ["month", "months"]) {
    const value = params.get(name);
    if (value) period.set(name, value);
  }
  const carried = period.size > 0 ? `?${period}` : "";
  return (
    <DashboardPage title={t("reports.title")}>
      <p className="-mt-3 mb-4 text-muted-foreground">{t("reports.intro")}</p>
      <TabNav
        className="mb-6"
        label={t("reports.views.label")}
        tabs={views.map((view) => ({ to: `${view.to}${carried}`, label: t(view.label), end: view.end }))}
      />
      <Outlet />
    </DashboardPage>
  );
}
