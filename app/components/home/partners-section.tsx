import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const partners = [
  { key: "sahelFund", logo: "/art/partners/sahel-impact-fund.svg" },
  { key: "civicLab", logo: "/art/partners/ouaga-civic-lab.svg" },
  { key: "womenNetwork", logo: "/art/partners/sahel-women-innovators.svg" },
] as const;

/** Partners: three static cards with their mark, and an invitation to become one. */
export function PartnersSection() {
  const { t } = useTranslation();
  return (
    <section id="partners" aria-labelledby="partners-title" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="partners-title"
          eyebrow={t("home.partners.eyebrow")}
          title={t("home.partners.title")}
          lead={t("home.partners.lead")}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partners.map((partner) => (
            <li key={partner.key} className="flex flex-col rounded-2xl border bg-card p-6 shadow-xs">
              <img src={partner.logo} alt="" width={64} height={64} loading="lazy" className="size-16" />
              <h3 className="mt-5 font-display text-lg font-semibold">
                {t(`home.partners.items.${partner.key}.name`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {t(`home.partners.items.${partner.key}.description`)}
              </p>
            </li>
          ))}
          <li className="relative flex flex-col overflow-hidden rounded-2xl bg-indigo-cloth p-6 text-sand">
            <div
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 h-2 bg-[url(/art/pattern-faso-dan-fani.svg)] bg-[length:auto_100%] bg-repeat-x"
            />
            <h3 className="font-display text-lg font-semibold">{t("home.partners.ctaTitle")}</h3>
            <p className="mt-2 text-sm leading-relaxed text-sand/85">{t("home.partners.ctaBody")}</p>
            <a
              href="#contact"
              className="mt-6 mb-2 inline-flex items-center gap-2 self-start rounded-md bg-sun px-4 py-2.5 text-sm font-semibold text-charcoal transition-colors hover:bg-sand"
            >
              {t("home.partners.become")}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
