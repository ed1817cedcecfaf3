import { ArrowRight, CalendarDays, Check, Clock, Users } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { ClosingCta, onIndigo } from "~/components/services/closing-cta";
import { PageHero, secondaryButton } from "~/components/services/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { useLocalizedHref } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import { i18nHandle } from "~/locales/areas";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/workshops";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = { ...i18nHandle("workshopsPage"), ...hydrationOnIntent };

export function loader({ request, context }: Route.LoaderArgs) {
  return { meta: publicPageMeta(request, context.get(pageLanguage), "workshops") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

const stats = ["workshops", "participants", "themes"] as const;
const formats = [
  { key: "halfDay", accent: "bg-sun" },
  { key: "fullDay", accent: "bg-laterite" },
  { key: "multiDay", accent: "bg-savanna" },
  { key: "online", accent: "bg-indigo-cloth dark:bg-sand" },
] as const;
const themes = [
  { key: "leadership", accent: "border-t-laterite" },
  { key: "team", accent: "border-t-sun" },
  { key: "innovation", accent: "border-t-savanna" },
  { key: "change", accent: "border-t-indigo-cloth dark:border-t-sand" },
  { key: "process", accent: "border-t-laterite" },
  { key: "strategy", accent: "border-t-savanna" },
] as const;
const benefits = ["needs", "quote", "support"] as const;

export default function WorkshopsPage() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  // Both calls to action open the contact form with a subject that says what the visitor wants.
  const requestHref = `${href("/contact")}?topic=custom-workshop`;
  const consultHref = `${href("/contact")}?subject=${encodeURIComponent(t("workshopsPage.closing.consult"))}`;

  return (
    <>
      <PageHero
        eyebrow={t("workshopsPage.hero.eyebrow")}
        title={t("workshopsPage.hero.title")}
        lead={t("workshopsPage.hero.lead")}
        actions={
          <>
            <Link to={requestHref} className={buttonVariants({ variant: "accent", size: "lg" })}>
              {t("workshopsPage.hero.request")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={consultHref} className={secondaryButton}>
              {t("workshopsPage.hero.consult")}
            </Link>
          </>
        }
        aside={
          <div className="hidden lg:block">
            <img
              src="/art/services/design-thinking.svg"
              alt=""
              width={600}
              height={400}
              className="aspect-[3/2] w-full rounded-3xl border object-cover shadow-sm"
            />
          </div>
        }
      />

      <section aria-label={t("workshopsPage.stats.label")} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <ul className="grid grid-cols-3 divide-x overflow-hidden rounded-3xl border bg-card shadow-xs">
          {stats.map((stat) => (
            <li key={stat} className="px-2 py-5 text-center sm:px-6 sm:py-6">
              <span className="block font-display text-3xl font-semibold text-accent sm:text-5xl">{t(`workshopsPage.stats.${stat}.value`)}</span>
              <span className="mt-1 block text-sm font-medium text-pretty text-muted-foreground sm:text-base">{t(`workshopsPage.stats.${stat}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="formats-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <h2 id="formats-title" className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {t("workshopsPage.formats.title")}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{t("workshopsPage.formats.lead")}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {formats.map(({ key, accent }) => (
            <li key={key} className="relative flex flex-col overflow-hidden rounded-3xl border bg-card p-6 shadow-xs">
              <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", accent)} />
              <h3 className="font-display text-2xl font-semibold">{t(`workshopsPage.formats.items.${key}.name`)}</h3>
              <dl className="mt-4 space-y-2 text-sm">
                <div className="flex items-center gap-2">
                  <Clock className="size-4 shrink-0 text-accent" aria-hidden="true" />
                  <dt className="sr-only">{t("workshopsPage.formats.duration")}</dt>
                  <dd className="font-semibold">{t(`workshopsPage.formats.items.${key}.duration`)}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <Users className="size-4 shrink-0 text-accent" aria-hidden="true" />
                  <dt className="sr-only">{t("workshopsPage.formats.participants")}</dt>
                  <dd className="font-semibold">{t(`workshopsPage.formats.items.${key}.participants`)}</dd>
                </div>
              </dl>
              <p className="mt-4 leading-relaxed text-pretty text-foreground/80">{t(`workshopsPage.formats.items.${key}.description`)}</p>
              <h4 className="mt-6 text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">{t("workshopsPage.formats.included")}</h4>
              <ul className="mt-3 space-y-2 text-sm">
                {t(`workshopsPage.formats.items.${key}.features`, { returnObjects: true }).map((feature) => (
                  <li key={feature} className="flex gap-2 leading-snug">
                    <Check className="mt-0.5 size-4 shrink-0 text-savanna" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-auto pt-6 text-sm">
                <span className="block rounded-2xl bg-muted px-4 py-3">
                  <span className="font-semibold">{t("workshopsPage.formats.bestFor")}</span>{" "}
                  {t(`workshopsPage.formats.items.${key}.bestFor`)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="themes-title" className="bg-muted/60 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="max-w-3xl">
            <h2 id="themes-title" className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {t("workshopsPage.themes.title")}
            </h2>
            <p className="mt-4 text-lg text-pretty text-muted-foreground">{t("workshopsPage.themes.lead")}</p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {themes.map(({ key, accent }) => (
              <li key={key} className={cn("rounded-3xl border border-t-4 bg-card p-6 shadow-xs", accent)}>
                <h3 className="font-display text-xl font-semibold">{t(`workshopsPage.themes.items.${key}.title`)}</h3>
                <ul className="mt-4 divide-y text-sm">
                  {t(`workshopsPage.themes.items.${key}.workshops`, { returnObjects: true }).map((workshop) => (
                    <li key={workshop} className="flex items-center gap-3 py-2.5">
                      <span aria-hidden="true" className="size-1.5 shrink-0 rotate-45 bg-accent" />
                      {workshop}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingCta
        id="workshops-closing-title"
        title={t("workshopsPage.closing.title")}
        lead={t("workshopsPage.closing.lead")}
        actions={
          <>
            <Link to={requestHref} className={onIndigo.primary}>
              {t("workshopsPage.closing.request")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={consultHref} className={onIndigo.secondary}>
              {t("workshopsPage.closing.consult")}
            </Link>
          </>
        }
      >
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 font-medium">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sun text-charcoal">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              {t(`workshopsPage.closing.benefits.${benefit}`)}
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link to={href("/calendar")} className="inline-flex items-center gap-2 text-sm font-semibold text-sand underline underline-offset-4 hover:text-sun">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t("workshopsPage.closing.calendar")}
          </Link>
        </p>
      </ClosingCta>
    </>
  );
}
