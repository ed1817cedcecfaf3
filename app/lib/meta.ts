import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "./brand";
import type { Language } from "./i18n";

export interface PageMeta {
  /** The page's own title; `metaTags` adds the site's name (Site Settings → Site name) after it. */
  title: string;
  /** The home page puts the site's name first: "Name · title". */
  nameFirst?: boolean;
  description?: string;
  canonical?: string;
  alternates?: Record<Language, string>;
  lang: Language;
  image?: string;
  noindex?: boolean;
}

/** What `metaTags` reads of a route's matches: the root's data, where the site's name is. */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The site's name as the root loader read it from the settings, or the brand's when it has none. */
function siteNameOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { name?: string } } | undefined;
  return root?.site?.name || BRAND_NAME;
}

/**
 * The head tags of a page from the `meta` its loader returned (see server/i18n.server.ts), its title with the
 * site's name from the root's data (a settings change shows on the next page without each loader reading it).
 */
export function metaTags(meta: PageMeta | undefined, matches: Matches = []): MetaDescriptor[] {
  const name = siteNameOf(matches);
  if (!meta) return [{ title: name }];
  const title = meta.nameFirst ? `${name} · ${meta.title}` : `${meta.title} | ${name}`;
  const tags: MetaDescriptor[] = [{ title }];
  if (meta.noindex) tags.push({ name: "robots", content: "noindex" });
  if (meta.description) {
    tags.push({ name: "description", content: meta.description });
    tags.push({ property: "og:description", content: meta.description });
  }
  tags.push({ property: "og:title", content: title });
  tags.push({ property: "og:site_name", content: name });
  tags.push({ property: "og:type", content: "website" });
  tags.push({ property: "og:locale", content: meta.lang === "en" ? "en_US" : "fr_FR" });
  if (meta.image) {
    tags.push({ property: "og:image", content: meta.image });
    tags.push({ name: "twitter:card", content: "summary_large_image" });
  }
  if (meta.canonical) {
    tags.push({ tagName: "link", rel: "canonical", href: meta.canonical });
    tags.push({ property: "og:url", content: meta.canonical });
  }
  if (meta.alternates) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "fr", href: meta.alternates.fr });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "en", href: meta.alternates.en });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: meta.alternates.fr });
  }
  return tags;
}
