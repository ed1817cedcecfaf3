import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";
import { Tabs } from "./tabs";

const cases = [
  { id: "healthconnect", key: "healthConnect", art: "/art/cases/healthconnect.svg", dot: "bg-savanna" },
  { id: "agritech", key: "agriTech", art: "/art/cases/agritech.svg", dot: "bg-sun" },
  { id: "eduaccess", key: "eduAccess", art: "/art/cases/eduaccess.svg", dot: "bg-laterite" },
] as const;

const results = ["first", "second", "third"] as const;

/** Inside the case studies section: three selectable items with category, description, three key results and a link to #contact. */
export function CaseStudiesContent() {
  const { t } = useTranslation();

  const items = cases.map((study) => ({
    id: study.id,
    tab: (
      <>
        <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.12em] text-muted-foreground">
          <span aria-hidden="true" className={cn("size-2 rounded-full", study.dot)} />
          {t(`homeCases.items.${study.key}.category`)}
        </span>
        <span className="mt-1 block font-display text-lg font-semibold group-aria-selected:text-accent">
          {t(`homeCases.items.${study.key}.name`)}
        </span>
        <span className="mt-1 hidden text-sm text-muted-foreground lg:block">
          {t(`homeCases.items.${study.key}.title`)}
        </span>
      </>
    ),
    panel: (
      <article className="overflow-hidden rounded-3xl border bg-card shadow-xs lg:grid lg:grid-cols-5">
        <img
          src={study.art}
          alt=""
          width={600}
          height={400}
          loading="lazy"
          className="aspect-[3/2] w-full object-cover lg:col-span-2 lg:aspect-auto lg:h-full"
        />
        <div className="p-6 sm:p-8 lg:col-span-3 lg:p-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em]">
            <span aria-hidden="true" className={cn("size-2 rounded-full", study.dot)} />
            {t(`homeCases.items.${study.key}.category`)}
          </p>
          <h3 className="mt-4 font-display text-2xl font-semibold text-balance sm:text-3xl">
            {t(`homeCases.items.${study.key}.title`)}
          </h3>
          <p className="mt-1 text-sm font-medium text-muted-foreground">{t(`homeCases.items.${study.key}.name`)}</p>
          <p className="mt-4 leading-relaxed text-pretty text-foreground/85">
            {t(`homeCases.items.${study.key}.description`)}
          </p>
          <h4 className="mt-8 text-sm font-semibold uppercase tracking-[0.12em] text-muted-foreground">
            {t("homeCases.resultsLabel")}
          </h4>
          <ul className="mt-3 divide-y divide-border/70 rounded-2xl bg-muted/70">
            {results.map((result) => (
              <li key={result} className="flex items-baseline gap-4 px-4 py-3 sm:px-5">
                <span className="min-w-24 shrink-0 font-display text-2xl font-semibold whitespace-nowrap text-accent sm:min-w-32 sm:text-3xl">
                  {t(`homeCases.items.${study.key}.results.${result}.value`)}
                </span>
                <span className="text-sm leading-snug text-pretty sm:text-base">
                  {t(`homeCases.items.${study.key}.results.${result}.label`)}
                </span>
              </li>
            ))}
          </ul>
          <a href="#contact" className={buttonVariants({ variant: "accent", className: "mt-8" })}>
            {t("homeCases.discuss")}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </article>
    ),
  }));

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="case-studies-title"
        eyebrow={t("homeCases.eyebrow")}
        title={t("homeCases.title")}
        lead={t("homeCases.lead")}
      />
      <Tabs
        label={t("homeCases.tabsLabel")}
        items={items}
        defaultId={cases[0].id}
        orientation="vertical"
        className="mt-10 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start"
        listClassName="grid gap-3 sm:grid-cols-3 lg:grid-cols-1"
        tabClassName="rounded-2xl border bg-transparent p-4 text-left transition-colors hover:bg-card aria-selected:border-accent aria-selected:bg-card aria-selected:shadow-sm aria-selected:ring-1 aria-selected:ring-accent"
      />
    </div>
  );
}
