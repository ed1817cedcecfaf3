import { useTranslation } from "~/locales/runtime/react";
import { useMatches } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/coming-soon";
import { pageLanguage } from "~/server/front/request-context.server";

const sections = ["sales", "billing", "reports"] as const;
type Section = (typeof sections)[number];

/** The section of the matched route (its pattern or its id, `admin/sales`), not of the URL as it was typed. */
function sectionOf(route: string): Section {
  return sections.find((section) => route.endsWith(`/${section}`)) ?? "sales";
}

/** Sales, Billing and Reports stay 'coming soon' until an issue asks for them. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return {
    meta: privatePageMeta(context.get(pageLanguage), `pages.admin.${sectionOf(pattern)}`),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ComingSoon() {
  const { t } = useTranslation();
  const routeId = useMatches().at(-1)?.id ?? "";
  return (
    <DashboardPage title={t(`pages.admin.${sectionOf(routeId)}`)}>
      <div className="rounded-lg border border-dashed p-10 text-center">
        <p className="text-lg font-medium">{t("common.comingSoon")}</p>
        <p className="mt-2 text-muted-foreground">{t("common.comingSoonBody")}</p>
      </div>
    </DashboardPage>
  );
}
