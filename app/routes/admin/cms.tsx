import { Plus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { ContentBySection } from "~/components/content/content-list";
import { DashboardPage } from "~/components/dashboard-page";
import { FormErrorMessage } from "~/components/forms/form-message";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { listContentBySection } from "~/server/site/content.server";
import { moveContentAction } from "../content/content.route.server";
import type { Route } from "./+types/cms";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.admin.cms"),
    groups: await listContentBySection(),
    now: new Date().toISOString(),
  };
}

/** Move up / Move down. */
export function action({ request, context, pattern }: Route.ActionArgs) {
  return moveContentAction({ request, context, pattern });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ContentManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t("pages.admin.cms")}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        {actionData?.formError ? <FormErrorMessage error={actionData.formError} /> : <span />}
        <Link to="/admin/cms/new" preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" /> {t("cms.add")}
        </Link>
      </div>
      <ContentBySection groups={loaderData.groups} base="/admin/cms" now={loaderData.now} />
      <Outlet />
    </DashboardPage>
  );
}
