import { FeatureList } from "~/components/services/feature-list";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { ClosingCta, onIndigo } from "~/components/services/closing-cta";
import { serviceCatalog } from "~/components/services/catalog";
import { PageHero, secondaryButton } from "~/components/services/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { useLocalizedHref } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import { i18nHandle } from "~/locales/areas";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/services";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = { ...i18nHandle("services", "servicesPage"), ...hydrationOnIntent };

export function loader({ request, context }: Route.LoaderArgs) {
  return { meta: publicPageMeta(request, context.get(pageLanguage), "services") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

const approachSteps = ["listen", "map", "prototype", "transfer"] as const;
const stepColours = ["bg-laterite text-white", "bg-sun text-charcoal", "bg-savanna text-white", "bg-indigo-cloth text-sand"];

export default function ServicesPage() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  // "Discuss your project" opens the contact form with the service as its subject.
  const contactAbout = (subject: string) => `${href("/contact")}?subject=${encodeURIComponent(subject)}`;

  return (
    <>
      <PageHero
        eyebrow={t("servicesPage.eyebrow")}
        title={t("servicesPage.title")}
        lead={t("servicesPage.lead")}
        actions={
          <>
            <Link to={href("/contact")} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {t("servicesPage.heroCta")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={href("/workshops")} className={secondaryButton}>
              {t("servicesPage.heroSecondary")}
            </Link>
          </>
        }
        aside={
          <ul aria-hidden="true" className="hidden grid-cols-3 gap-3 lg:grid">
            {serviceCatalog.map((service, index) => (
              <li key={service.id} className={cn("overflow-hidden rounded-2xl border bg-card shadow-xs", index % 2 === 1 && "translate-y-6")}>
                <img src={service.art} alt="" width={600} height={400} className="aspect-square w-full object-cover" />
              </li>
            ))}
          </ul>
        }
      />

      <nav aria-label={t("servicesPage.jumpLabel")} className="border-b bg-background">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-4 py-4 sm:px-6">
          {serviceCatalog.map((service) => (
            <li key={service.id}>
              <a href={`#${service.id}`} className="inline-flex rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:border-accent hover:text-accent">
                {t(`services.items.${service.key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {serviceCatalog.map((service, index) => {
          const title = t(`services.items.${service.key}.title`);
          return (
            <section
              key={service.id}
              id={service.id}
              aria-labelledby={`${service.id}-title`}
              className="grid scroll-mt-20 items-center gap-8 border-b py-14 last:border-b-0 md:py-20 lg:grid-cols-2 lg:gap-16"
            >
              <img
                src={service.art}
                alt=""
                width={600}
                height={400}
                loading={index === 0 ? "eager" : "lazy"}
                className={cn("aspect-[3/2] w-full rounded-3xl border object-cover shadow-xs", index % 2 === 1 && "lg:order-2")}
              />
              <div>
                <p className="flex items-baseline gap-3 text-sm font-semibold text-accent">
                  <span aria-hidden="true" className="font-display text-3xl text-foreground/55">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {t(`services.items.${service.key}.tagline`)}
                </p>
                <h2 id={`${service.id}-title`} className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
                  {title}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-pretty text-foreground/80">{t(`services.items.${service.key}.description`)}</p>
                <h3 className="mt-8 text-sm font-semibold uppercase tracking-[0.12em] text-muted-foreground">{t("servicesPage.featuresLabel")}</h3>
                <FeatureList serviceKey={service.key} className="mt-4" />
                <Link to={contactAbout(title)} className={buttonVariants({ variant: "default", className: "mt-8" })}>
                  {t("servicesPage.discuss")}
                  <span className="sr-only">: {title}</span>
                  <ArrowRight aria-hidden="true" />
                </Link>
              </div>
            </section>
          );
        })}
      </div>

      <section aria-labelledby="approach-title" className="border-y bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
          <h2 id="approach-title" className="font-display text-3xl font-semibold tracking-tight">
            {t("servicesPage.approach.title")}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t("servicesPage.approach.lead")}</p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {approachSteps.map((step, index) => (
              <li key={step} className="rounded-2xl border bg-card p-6 shadow-xs">
                <span aria-hidden="true" className={cn("inline-flex size-10 items-center justify-center rounded-full font-display text-lg font-semibold", stepColours[index])}>
                  {index + 1}
                </span>
                <h3 className="mt-4 font-display text-xl font-semibold">{t(`servicesPage.approach.steps.${step}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`servicesPage.approach.steps.${step}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ClosingCta
        id="services-closing-title"
        title={t("servicesPage.closing.title")}
        lead={t("servicesPage.closing.lead")}
        actions={
          <>
            <Link to={href("/contact")} className={onIndigo.primary}>
              {t("servicesPage.closing.contact")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={href("/workshops")} className={onIndigo.secondary}>
              {t("servicesPage.closing.workshops")}
            </Link>
          </>
        }
      />
    </>
  );
}
