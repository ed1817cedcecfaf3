import { localizePath, stripLanguagePrefix, type Language } from "~/lib/i18n";
import type { PageMeta } from "~/lib/meta";
import { createI18n } from "~/locales";
import type { I18n, TFunction } from "~/locales/runtime/i18n";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { config } from "./config.server";

const instances = { fr: createI18n("fr", fr), en: createI18n("en", en) };

/** The instance the server renders a page with: one per language, built once (both are read-only). */
export function serverI18n(lang: Language): I18n {
  return instances[lang];
}

/** Translations for loaders, actions and emails (the components use `useTranslation`). */
export function serverT(lang: Language): TFunction {
  return instances[lang].t;
}

type PageKey =
  | "home"
  | "auth"
  | "services"
  | "workshops"
  | "facilitators"
  | "facilitator"
  | "calendar"
  | "workshop"
  | "contact"
  | "joinFacilitator"
  | "workshopAlerts";

/**
 * Title, description, canonical and language alternates of a bilingual public page.
 * `title` and `description` override the page's defaults (a facilitator's name, a workshop's title).
 */
export function publicPageMeta(
  request: Request,
  lang: Language,
  page: PageKey,
  override: { title?: string; description?: string } = {},
): PageMeta {
  const t = serverT(lang);
  const origin = config().baseUrl;
  const path = stripLanguagePrefix(new URL(request.url).pathname);
  const title = override.title ?? t(`pages.${page}.title`);
  return {
    title,
    nameFirst: page === "home" && !override.title,
    description: override.description ?? t(`pages.${page}.description`),
    canonical: origin + localizePath(path, lang),
    alternates: { fr: origin + localizePath(path, "fr"), en: origin + localizePath(path, "en") },
    lang,
    image: `${origin}/og-image.png`,
  };
}

/** An absolute link to a page of the site in a language, e.g. `/auth/verify-email` → `https://…/en/auth/verify-email`. */
export function siteLink(path: string, lang: Language, query: Record<string, string> = {}): string {
  const url = new URL(localizePath(path, lang), config().baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Title of a single-URL page (dashboards, admin, profile): never indexed. */
export function privatePageMeta(lang: Language, title: string): PageMeta {
  return { title: serverT(lang)(title as never), noindex: true, lang };
}
