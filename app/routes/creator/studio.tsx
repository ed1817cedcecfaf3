import { Plus, Settings } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { ContentCard } from "~/components/content/content-list";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { contentSections } from "~/lib/content/site-content";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { contentOverview, recentContent } from "~/server/site/content.server";
import type { Route } from "./+types/studio";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms");

/** The Creator Studio shows the five most recently changed items. */
const RECENT = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "content_creator");
  const [overview, recent] = await Promise.all([contentOverview(), recentContent(RECENT)]);
  return {
    meta: privatePageMeta(context.get(pageLanguage), "pages.creatorStudio.title"),
    overview,
    recent,
    now: new Date().toISOString(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border bg-card p-4 shadow-xs">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-semibold">{value}</dd>
    </div>
  );
}

export default function CreatorStudio({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { overview, recent, now } = loaderData;
  return (
    <DashboardPage title={t("pages.creatorStudio.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t("cms.studio.intro")}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/creator/settings" className={buttonVariants({ variant: "outline" })}>
            <Settings aria-hidden="true" /> {t("cms.studio.settingsLink")}
          </Link>
          <Link to="/creator/content/new" preventScrollReset className={buttonVariants()}>
            <Plus aria-hidden="true" /> {t("cms.add")}
          </Link>
        </div>
      </div>

      <section aria-labelledby="studio-overview" className="mt-8">
        <h2 id="studio-overview" className="font-display text-xl font-semibold">
          {t("cms.studio.overview")}
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          <Figure label={t("cms.studio.total")} value={overview.total} />
          <Figure label={t("cms.published")} value={overview.published} />
          <Figure label={t("cms.draft")} value={overview.drafts} />
        </dl>
      </section>

      <section aria-labelledby="studio-sections" className="mt-8">
        <h2 id="studio-sections" className="font-display text-xl font-semibold">
          {t("cms.studio.bySection")}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {contentSections.map((section) => (
            <Figure key={section} label={t(`cms.sections.${section}`)} value={overview.bySection[section]} />
          ))}
        </dl>
      </section>

      <section aria-labelledby="studio-recent" className="mt-8">
        <h2 id="studio-recent" className="font-display text-xl font-semibold">
          {t("cms.studio.recent")}
        </h2>
        {recent.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed p-8 text-center text-muted-foreground">{t("cms.empty")}</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {recent.map((item) => (
              <ContentCard key={item.id} item={item} base="/creator/content" now={now} />
            ))}
          </ul>
        )}
      </section>
      <Outlet />
    </DashboardPage>
  );
}
