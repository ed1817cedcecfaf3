import { Compass, Handshake, Sprout } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import type { Language } from "~/lib/i18n";
import type { PublicContentItem } from "~/lib/content/site-content";
import { SectionHeading } from "./section-heading";

const values = [
  { key: "rooted", icon: Sprout, border: "border-l-savanna", iconColour: "text-savanna" },
  { key: "together", icon: Handshake, border: "border-l-laterite", iconColour: "text-laterite" },
  {
    key: "longView",
    icon: Compass,
    border: "border-l-indigo-cloth dark:border-l-sun",
    iconColour: "text-indigo-cloth dark:text-sun",
  },
] as const;

const serviceLines = ["designLabs", "foresight", "systems", "capacity", "advisory"] as const;
const impacts = ["workshops", "participants", "themes"] as const;
const bulletColours = ["bg-laterite", "bg-sun", "bg-savanna", "bg-indigo-cloth dark:bg-sand", "bg-laterite"];

/**
 * About: the story (the content studio's published 'about' text when there is one), three values,
 * the five service lines and the three impact figures.
 */
export function AboutSection({
  content,
  contentLang,
}: {
  content: PublicContentItem | undefined;
  /** The language of `content` when it is not the page's (nothing was published in the page's). */
  contentLang?: Language;
}) {
  const { t } = useTranslation();
  const published = (value: string | null | undefined) => (value?.trim() ? contentLang : undefined);
  const eyebrow = content?.title?.trim() || t("home.about.eyebrow");
  const title = content?.subtitle?.trim() || t("home.about.title");
  const paragraphs = content
    ? [content.description, content.contentBody]
        .map((text) => text?.trim())
        .filter((text): text is string => Boolean(text))
    : [t("home.about.story"), t("home.about.storyMore")];

  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-7">
            <SectionHeading
              id="about-title"
              eyebrow={eyebrow}
              title={title}
              eyebrowLang={published(content?.title)}
              titleLang={published(content?.subtitle)}
            />
            <div
              lang={content ? contentLang : undefined}
              className="mt-6 space-y-4 text-lg leading-relaxed text-pretty text-foreground/85"
            >
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-10 font-display text-xl font-semibold">{t("home.about.servicesTitle")}</h3>
            <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
              {serviceLines.map((line, index) => (
                <li key={line} className="flex items-center gap-3 text-base font-medium">
                  <span aria-hidden="true" className={`size-2.5 shrink-0 rotate-45 ${bulletColours[index]}`} />
                  {t(`home.about.serviceLines.${line}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-5">
            <h3 className="font-display text-xl font-semibold">{t("home.about.valuesTitle")}</h3>
            <ul className="mt-4 space-y-4">
              {values.map(({ key, icon: Icon, border, iconColour }) => (
                <li key={key} className={`rounded-2xl border border-l-4 bg-card p-5 shadow-xs ${border}`}>
                  <div className="flex items-start gap-4">
                    <span
                      className={`mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted ${iconColour}`}
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h4 className="font-semibold text-foreground">{t(`home.about.values.${key}.title`)}</h4>
                      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                        {t(`home.about.values.${key}.body`)}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="relative mt-16 overflow-hidden rounded-3xl bg-indigo-cloth text-sand">
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-2 bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x"
          />
          <div className="px-6 pt-10 pb-8 sm:px-10">
            <h3 className="text-sm font-semibold uppercase tracking-[0.14em] text-sun">
              {t("home.about.impactTitle")}
            </h3>
            <ul className="mt-6 grid gap-8 sm:grid-cols-3">
              {impacts.map((impact) => (
                <li key={impact} className="border-sand/20 sm:border-l sm:pl-6 sm:first:border-l-0 sm:first:pl-0">
                  <p className="font-display text-5xl font-semibold text-sun">
                    {t(`home.about.impact.${impact}.value`)}
                  </p>
                  <p className="mt-2 text-base text-pretty text-sand/90">{t(`home.about.impact.${impact}.label`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
