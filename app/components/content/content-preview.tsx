import type { i18n as I18n } from "i18next";
import { useEffect, useState } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { AboutSection } from "~/components/home/about-section";
import { ContentItems } from "~/components/home/content-items";
import { HomeHero } from "~/components/home/hero";
import { PartnersSection } from "~/components/home/partners-section";
import { Spinner } from "~/components/ui/spinner";
import type { Language } from "~/lib/i18n";
import type { ContentSection, PublicContentItem } from "~/lib/site-content";
import { PageLanguageOverride } from "~/lib/use-page-language";
import type { Area } from "~/locales/areas";
import { loadAreas } from "~/locales/client";

/** The strings the public home sections use. */
const previewAreas: readonly Area[] = ["common", "home"];

/**
 * An i18next instance in `lang` sharing the page's (the strings of the other language are downloaded
 * once, when the preview first needs them); null until they are there.
 */
function usePreviewI18n(lang: Language): I18n | null {
  const { i18n } = useTranslation();
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    const missing = previewAreas.filter((area) => i18n.getResource(lang, "translation", area) === undefined);
    const ready = missing.length
      ? loadAreas(lang, missing).then((strings) => i18n.addResourceBundle(lang, "translation", strings, true, true))
      : Promise.resolve();
    void ready.then(() => {
      if (live) setInstance(i18n.cloneInstance({ lng: lang }));
    });
    return () => {
      live = false;
    };
  }, [i18n, lang]);
  return instance;
}

/** One item shown by the public component of its section, as the home page would show it. */
function SectionPreview({ section, item }: { section: ContentSection; item: PublicContentItem }) {
  if (section === "hero" && item.contentType === "text") return <HomeHero content={item} />;
  if (section === "about" && item.contentType === "text") return <AboutSection content={item} />;
  if (section === "partners") return <PartnersSection items={[item]} />;
  return <ContentItems items={[item]} />;
}

/**
 * The preview of the content editor: the item rendered by the real home section component, in the item's
 * language (its strings and links), scaled down inside a frame. Rendered in the browser only: the page
 * downloads the other language's strings when the item is not in the page's.
 */
export function ContentPreview({
  section,
  language,
  item,
}: {
  section: ContentSection;
  language: Language;
  item: PublicContentItem;
}) {
  const i18n = usePreviewI18n(language);
  if (!i18n)
    return (
      <div className="flex h-40 items-center justify-center">
        <Spinner />
      </div>
    );
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageOverride.Provider value={language}>
        {/* Links inside the preview are not for following: the frame is inert. */}
        <div lang={language} inert className="overflow-hidden rounded-lg border bg-background">
          <SectionPreview section={section} item={item} />
        </div>
      </PageLanguageOverride.Provider>
    </I18nextProvider>
  );
}
