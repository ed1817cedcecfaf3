import { useTranslation } from "~/locales/runtime/react";
import { DashboardPage } from "~/components/dashboard-page";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/coming-soon";
import { pageLanguage } from "~/server/front/request-context.server";

/** Sales stays 'coming soon' until it is built. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return { meta: privatePageMeta(context.get(pageLanguage), "pages.admin.sales") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t("pages.admin.sales")}>
      <div className="rounded-lg border border-dashed p-10 text-center">
        <p className="text-lg font-medium">{t("common.comingSoon")}</p>
        <p className="mt-2 text-muted-foreground">{t("common.comingSoonBody")}</p>
      </div>
    </DashboardPage>
  );
}
