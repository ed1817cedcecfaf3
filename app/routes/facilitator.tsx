import { useTranslation } from "react-i18next";
import { PageIntro } from "~/components/page-intro";
import { metaTags } from "~/lib/meta";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/facilitator";

export function loader({ request, context }: Route.LoaderArgs) {
  return { meta: publicPageMeta(request, context.lang, "facilitator") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function FacilitatorProfile() {
  const { t } = useTranslation();
  return <PageIntro title={t("pages.facilitator.title")} />;
}
