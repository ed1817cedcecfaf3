import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useLocalizedHref, usePageLanguage } from "~/lib/use-page-language";
import type { Language } from "~/lib/i18n";
import type { PublicContentItem } from "~/lib/content/site-content";
import { heroText } from "./hero-content";
import { WovenStrip } from "./section-heading";

/**
 * The hero: the published 'hero' text of the content studio in the page's language, or the defaults.
 * `contentLang` marks words published in the other language (shown when the page's has none).
 * The artwork has a light (warm sand) and a dark (night) version; the colours here are the palette's, each with
 * its dark-theme counterpart, since they sit on the artwork rather than on the theme's surfaces.
 * Phones get the art as a banner above the text; wider screens get it behind the text (public/art/README.md).
 */
export function HomeHero({ content, contentLang }: { content: PublicContentItem | undefined; contentLang?: Language }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const href = useLocalizedHref();
  // Only the published words are in the other language; the defaults that fill the gaps are the page's.
  const published = (value: string | null | undefined) => (content && value?.trim() ? contentLang : undefined);
  const { title, subtitle, description, buttonText, buttonHref } = heroText(
    content,
    {
      title: t("common.brandTagline"),
      subtitle: t("home.hero.subtitle"),
      description: t("home.hero.description"),
      buttonText: t("home.hero.primaryCta"),
      buttonHref: href("/workshops"),
    },
    lang,
  );

  return (
    <section
      aria-labelledby="hero-title"
      className="relative bg-sand text-charcoal dark:bg-background dark:text-foreground"
    >
      <div className="md:hidden">
        <img
          src="/art/hero.svg"
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[4/3] w-full object-cover object-[72%_80%] dark:hidden"
        />
        {/* Lazy: a hidden lazy image is not fetched, so each theme downloads only its own artwork. */}
        <img
          src="/art/hero-dark.svg"
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          className="hidden aspect-[4/3] w-full object-cover object-[72%_80%] dark:block"
        />
      </div>
      <div className="md:flex md:min-h-[640px] md:items-center md:bg-[url(/art/hero.svg)] md:bg-cover md:bg-[position:70%_85%] md:bg-no-repeat lg:min-h-[680px] dark:md:bg-[url(/art/hero-dark.svg)]">
        {/* Keeps the text readable where the network's lines reach into the calm top-left corner. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 hidden bg-linear-to-r from-sand from-25% via-sand/75 via-45% to-transparent dark:from-background dark:via-background/75 to-60% [mask-image:linear-gradient(to_bottom,#000_62%,transparent_86%)] md:block"
        />
        <div className="relative mx-auto w-full max-w-7xl px-4 pt-8 pb-12 sm:px-6 md:py-20">
          <div className="max-w-xl md:max-w-md lg:max-w-[34rem]">
            <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.16em] text-laterite sm:text-sm dark:text-orange-300">
              <WovenStrip />
              {t("home.hero.eyebrow")}
            </p>
            <h1
              id="hero-title"
              lang={published(content?.title)}
              className="mt-5 font-display text-4xl leading-[1.05] font-semibold tracking-tight text-balance text-indigo-cloth sm:text-5xl dark:text-sand lg:text-6xl"
            >
              {title}
            </h1>
            {subtitle && (
              <p
                lang={contentLang}
                className="mt-6 text-xl leading-relaxed font-medium text-pretty text-charcoal sm:text-2xl dark:text-foreground"
              >
                {subtitle}
              </p>
            )}
            {description && (
              <p
                lang={contentLang}
                className="mt-4 text-base leading-relaxed text-pretty text-charcoal/80 sm:text-lg dark:text-foreground/85"
              >
                {description}
              </p>
            )}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {/* Link also takes a web address written in the content studio (a plain page load then). */}
              <Link
                to={buttonHref}
                lang={published(content?.buttonText)}
                className={buttonVariants({
                  variant: null,
                  size: "lg",
                  className: "bg-laterite font-semibold text-white shadow-sm hover:bg-[#9c3a23]",
                })}
              >
                {buttonText}
                <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to={href("/join-facilitator")}
                className={buttonVariants({
                  variant: null,
                  size: "lg",
                  className:
                    "border-2 border-indigo-cloth bg-sand/80 font-semibold text-indigo-cloth hover:bg-indigo-cloth hover:text-sand dark:border-sand dark:bg-background/80 dark:text-sand dark:hover:bg-sand dark:hover:text-indigo-cloth",
                })}
              >
                {t("home.hero.secondaryCta")}
              </Link>
            </div>
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="h-3 bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x" />
    </section>
  );
}
