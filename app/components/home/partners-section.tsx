import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import type { Language } from "~/lib/i18n";
import type { PublicContentItem } from "~/lib/content/site-content";
import { ContentImage } from "./content-items";
import { SectionHeading } from "./section-heading";

const partners = [
  { key: "sahelFund", logo: "/art/partners/sahel-impact-fund.svg" },
  { key: "civicLab", logo: "/art/partners/ouaga-civic-lab.svg" },
  { key: "womenNetwork", logo: "/art/partners/sahel-women-innovators.svg" },
] as const;

/**
 * Partners: the partner cards published in the content studio (their picture, or one of the studio's marks),
 * or the three built-in ones when none is, and an invitation to become one.
 */
export function PartnersSection({ items = [], contentLang }: { items?: PublicContentItem[]; contentLang?: Language }) {
  const { t } = useTranslation();
  const cards =
    items.length > 0
      ? items.map((item, index) => ({
          key: item.id,
          name: item.title ?? "",
          description: item.description ?? "",
          image: item.imageUrl,
          logo: partners[index % partners.length]!.logo,
          lang: contentLang,
        }))
      : partners.map((partner) => ({
          key: partner.key,
          name: t(`home.partners.items.${partner.key}.name`),
          description: t(`home.partners.items.${partner.key}.description`),
          image: null,
          logo: partner.logo,
          lang: undefined,
        }));
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
          {cards.map((card) => (
            <li key={card.key} lang={card.lang} className="flex flex-col rounded-2xl border bg-card p-6 shadow-xs">
              {card.image ? (
                <ContentImage url={card.image} sizes="64px" className="size-16 rounded-md object-cover" />
              ) : (
                <img src={card.logo} alt="" width={64} height={64} loading="lazy" className="size-16" />
              )}
              <h3 className="mt-5 font-display text-lg font-semibold">{card.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{card.description}</p>
            </li>
          ))}
          <li className="relative flex flex-col overflow-hidden rounded-2xl bg-indigo-cloth p-6 text-sand">
            <div
              aria-hidden="true"
              className="absolute inset-x-0 bottom-0 h-2 bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x"
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
