import { useTranslation } from "react-i18next";
import { DashboardPage } from "~/components/dashboard-page";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, "content_creator");
  return { meta: privatePageMeta(context.lang, "pages.creatorSettings.title") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Page() {
  const { t } = useTranslation();
  return <DashboardPage title={t("pages.creatorSettings.title")} />;
}
