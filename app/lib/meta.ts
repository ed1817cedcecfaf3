import type { MetaDescriptor } from "react-router";
import { BRAND_NAME } from "./brand";
import type { Language } from "./i18n";

export interface PageMeta {
  title: string;
  description?: string;
  canonical?: string;
  alternates?: Record<Language, string>;
  lang: Language;
  image?: string;
  noindex?: boolean;
}

/** The head tags of a page from the `meta` its loader returned (see server/i18n.server.ts). */
export function metaTags(meta: PageMeta | undefined): MetaDescriptor[] {
  if (!meta) return [{ title: BRAND_NAME }];
  const tags: MetaDescriptor[] = [{ title: meta.title }];
  if (meta.noindex) tags.push({ name: "robots", content: "noindex" });
  if (meta.description) {
    tags.push({ name: "description", content: meta.description });
    tags.push({ property: "og:description", content: meta.description });
  }
  tags.push({ property: "og:title", content: meta.title });
  tags.push({ property: "og:site_name", content: BRAND_NAME });
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
