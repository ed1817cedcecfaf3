import { ArrowRight, PlayCircle, Quote } from "lucide-react";
import { responsiveImage } from "~/lib/content/images";
import type { Language } from "~/lib/i18n";
import type { PublicContentItem } from "~/lib/content/site-content";
import { contentHref, externalUrl } from "~/lib/urls";
import { useLocalizedHref, usePageLanguage } from "~/lib/use-page-language";

/** An item's picture: an uploaded one from its WebP copies (srcset), loaded as it nears the screen. */
export function ContentImage({ url, sizes, className }: { url: string; sizes: string; className?: string }) {
  const { src, srcSet } = responsiveImage(url);
  return (
    <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt="" loading="lazy" className={className} />
  );
}

/**
 * The published items of a section beyond what the section itself shows (cards, testimonials, list items,
 * images, videos written in the content studio), in their order. A video is a link: nothing plays or
 * loads on its own.
 */
export function ContentItems({
  items,
  contentLang,
  labelledBy,
}: {
  items: PublicContentItem[];
  contentLang?: Language;
  labelledBy?: string;
}) {
  const lang = usePageLanguage();
  const href = useLocalizedHref();
  if (items.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:pb-24">
      <ul lang={contentLang} aria-labelledby={labelledBy} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const video = externalUrl(item.videoUrl);
          return (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-xs">
              {item.imageUrl && (
                <ContentImage
                  url={item.imageUrl}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/9] w-full object-cover"
                />
              )}
              <div className="flex flex-1 flex-col p-6">
                {item.contentType === "testimonial" && <Quote aria-hidden="true" className="size-6 text-laterite" />}
                {item.title && <h3 className="font-display text-lg font-semibold">{item.title}</h3>}
                {item.subtitle && <p className="mt-1 text-sm font-medium text-accent">{item.subtitle}</p>}
                {item.description && (
                  <p className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">{item.description}</p>
                )}
                {item.contentBody && <p className="mt-2 text-sm leading-relaxed text-pretty">{item.contentBody}</p>}
                {video && (
                  <a href={video} className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent">
                    <PlayCircle aria-hidden="true" className="size-4" />
                    {item.buttonText || video}
                  </a>
                )}
                {!video && item.buttonText && item.buttonUrl && (
                  <a
                    href={contentHref(item.buttonUrl, lang, href("/"))}
                    className="mt-auto inline-flex items-center gap-2 pt-4 text-sm font-semibold text-accent"
                  >
                    {item.buttonText}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
