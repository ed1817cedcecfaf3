import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { metaTags } from "~/lib/meta";
import { isRole, roleHome } from "~/lib/roles";
import { publicPageMeta } from "~/server/i18n.server";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A signed-in user with a known role goes straight to their dashboard (SPEC.md, Home).
  const user = await getSessionUser(request);
  if (user && isRole(user.role)) throw redirect(roleHome(user.role));
  return { meta: publicPageMeta(request, context.lang, "home") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Home() {
  const { t } = useTranslation();
  return <PageIntro title={t("common.brandTagline")} lead={t("pages.home.description")} />;
}
