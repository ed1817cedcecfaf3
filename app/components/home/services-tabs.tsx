import { FeatureList } from "~/components/services/feature-list";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { serviceCatalog, defaultServiceId } from "~/components/services/catalog";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedHref } from "~/lib/use-page-language";
import { SectionHeading } from "./section-heading";
import { Tabs } from "./tabs";

/** Inside the services section: the six services as tabs (design-thinking first), each with its art, description and four features. */
export function ServicesTabsContent() {
  const { t } = useTranslation();
  const href = useLocalizedHref();

  const items = serviceCatalog.map((service) => ({
    id: service.id,
    tab: t(`services.items.${service.key}.title`),
    panel: (
      <div className="grid items-center gap-8 rounded-3xl border bg-card p-4 shadow-xs sm:p-6 lg:grid-cols-2 lg:gap-12 lg:p-10">
        <img
          src={service.art}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          className="aspect-[3/2] w-full rounded-2xl object-cover"
        />
        <div>
          <p className="text-sm font-semibold text-accent">{t(`services.items.${service.key}.tagline`)}</p>
          <h3 className="mt-2 font-display text-2xl font-semibold sm:text-3xl">
            {t(`services.items.${service.key}.title`)}
          </h3>
          <p className="mt-4 leading-relaxed text-pretty text-muted-foreground">
            {t(`services.items.${service.key}.description`)}
          </p>
          <h4 className="sr-only">{t("home.services.featuresLabel")}</h4>
          <FeatureList serviceKey={service.key} className="mt-6" itemClassName="text-sm" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Link to={href(`/services#${service.id}`)} className={buttonVariants({ variant: "outline" })}>
              {t("home.services.details")}
              <span className="sr-only">: {t(`services.items.${service.key}.title`)}</span>
            </Link>
            <a
              href="#contact"
              className="inline-flex items-center gap-2 px-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t("home.services.discuss")}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>
      </div>
    ),
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="services-title"
        eyebrow={t("home.services.eyebrow")}
        title={t("home.services.title")}
        lead={t("home.services.lead")}
      />
      <Tabs
        label={t("home.services.tabsLabel")}
        items={items}
        defaultId={defaultServiceId}
        className="mt-10"
        listClassName="flex flex-wrap gap-2"
        tabClassName="rounded-full border bg-card px-4 py-2 text-sm font-medium text-foreground transition-colors not-aria-selected:hover:border-foreground/30 aria-selected:border-primary aria-selected:bg-primary aria-selected:text-primary-foreground aria-selected:shadow-sm"
        panelClassName="mt-6"
      />
    </div>
  );
}
