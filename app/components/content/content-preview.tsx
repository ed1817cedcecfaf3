import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { AboutSection } from "~/components/home/about-section";
import { ContentItems } from "~/components/home/content-items";
import { HomeHero } from "~/components/home/hero";
import { PartnersSection } from "~/components/home/partners-section";
import { Spinner } from "~/components/ui/spinner";
import type { Language } from "~/lib/i18n";
import type { ContentSection, PublicContentItem } from "~/lib/content/site-content";
import { PageLanguageOverride } from "~/lib/use-page-language";
import type { Area } from "~/locales/areas";
import { loadAreas } from "~/locales/client";
import type { I18n } from "~/locales/runtime/i18n";
import { I18nProvider, useTranslation } from "~/locales/runtime/react";

/** The strings the public home sections use. */
const previewAreas: readonly Area[] = ["common", "home"];

/**
 * The translations in `lang`, sharing the page's (the strings of the other language are downloaded
 * once, when the preview first needs them); null until they are there.
 */
function usePreviewI18n(lang: Language): I18n | null {
  const { i18n } = useTranslation();
  const [instance, setInstance] = useState<I18n | null>(null);
  useEffect(() => {
    let live = true;
    const missing = previewAreas.filter((area) => i18n.getResource(lang, "translation", area) === undefined);
    const ready = missing.length
      ? loadAreas(lang, missing).then((strings) => i18n.addResourceBundle(lang, "translation", strings))
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

/** The screen widths the preview can show the section at: a small phone and a laptop. */
export const PREVIEW_WIDTHS = { phone: 360, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/**
 * A frame `width` pixels wide whose document has the site's styles, so the section's own breakpoints apply
 * as on a screen that wide; scaled down to the space it has, and as tall as what it shows.
 */
function PreviewFrame({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState(0);
  const [scale, setScale] = useState(1);

  const prepare = () => {
    const document_ = frame.current?.contentDocument;
    if (!document_) return;
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"]')) document_.head.append(sheet.cloneNode());
    // The theme (dark or light) is a class on the page's root.
    document_.documentElement.className = document.documentElement.className;
    document_.body.className = "bg-background text-foreground";
    document_.body.style.margin = "0";
    setBody(document_.body);
  };

  useEffect(() => {
    if (!body) return;
    const observer = new ResizeObserver(() => setHeight(body.scrollHeight));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div ref={box} className="mx-auto overflow-hidden" style={{ height: height * scale, maxWidth: width }}>
      <iframe
        ref={frame}
        title={title}
        srcDoc="<!doctype html><html><head></head><body></body></html>"
        onLoad={prepare}
        tabIndex={-1}
        className="block border-0"
        style={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left" }}
      />
      {body && createPortal(children, body)}
    </div>
  );
}

/**
 * The preview of the content editor: the item rendered by the real home section component, in the item's
 * language (its strings and links), in a frame as wide as a phone's or a laptop's screen, scaled down to fit.
 * Rendered in the browser only: the page downloads the other language's strings when the item is not in
 * the page's.
 */
export function ContentPreview({
  section,
  language,
  item,
  width,
  title,
}: {
  section: ContentSection;
  language: Language;
  item: PublicContentItem;
  width: PreviewWidth;
  title: string;
}) {
  const i18n = usePreviewI18n(language);
  if (!i18n)
    return (
      <div className="flex h-40 items-center justify-center">
        <Spinner />
      </div>
    );
  return (
    <I18nProvider i18n={i18n}>
      <PageLanguageOverride.Provider value={language}>
        {/* Links inside the preview are not for following: the frame is inert. */}
        <div inert className="overflow-hidden rounded-lg border bg-background">
          <PreviewFrame width={PREVIEW_WIDTHS[width]} title={title}>
            <div lang={language}>
              <SectionPreview section={section} item={item} />
            </div>
          </PreviewFrame>
        </div>
      </PageLanguageOverride.Provider>
    </I18nProvider>
  );
}
