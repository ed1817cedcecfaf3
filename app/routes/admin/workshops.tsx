import { useTranslation } from "react-i18next";
import { DashboardPage } from "~/components/dashboard-page";
import { AdminWorkshopList } from "~/components/workshops/admin-workshop-list";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { listAdminWorkshopRows } from "~/server/workshops/staff-lists.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/workshops";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return {
    meta: privatePageMeta(context.lang, "pages.admin.workshops"),
    workshops: await listAdminWorkshopRows(context.lang),
  };
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("pages", "workshop");

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t("pages.admin.workshops")}>
      <p className="mb-4 text-sm text-muted-foreground">{t("workshop.admin.listIntro")}</p>
      <AdminWorkshopList workshops={loaderData.workshops} />
    </DashboardPage>
  );
}
