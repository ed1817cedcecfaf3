import { Plus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { ContentBySection } from "~/components/content/content-list";
import { DashboardPage } from "~/components/dashboard-page";
import { FormErrorMessage } from "~/components/forms/form-message";
import { buttonVariants } from "~/components/ui/button";
import { contentListViewOf, contentListViews } from "~/lib/content/admin";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
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
  const view = contentListViewOf(new URL(request.url).searchParams);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.admin.cms"),
    view,
    groups: await listContentBySection(view),
    now: new Date().toISOString(),
  };
}

/** Move up / Move down. */
export function action({ request, context, pattern }: Route.ActionArgs) {
  return moveContentAction({ request, context, pattern });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

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
      <nav aria-label={t("cms.view.label")} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {contentListViews.map((view) => (
            <li key={view}>
              <Link
                to={view === "all" ? "?" : `?show=${view}`}
                preventScrollReset
                aria-current={view === loaderData.view ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                  view === loaderData.view ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {t(`cms.view.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContentBySection groups={loaderData.groups} base="/admin/cms" now={loaderData.now} />
      <Outlet />
    </DashboardPage>
  );
}
