import { useTranslation } from "react-i18next";
import { PageIntro } from "~/components/page-intro";
import { metaTags } from "~/lib/meta";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/facilitators";

export function loader({ request, context }: Route.LoaderArgs) {
  return { meta: publicPageMeta(request, context.lang, "facilitators") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Page() {
  const { t } = useTranslation();
  return <PageIntro title={t("pages.facilitators.title")} />;
}
