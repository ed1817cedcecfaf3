import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "./i18n";
import { localizePath } from "./i18n";

interface RootData {
  lang: Language;
}

/**
 * Set around a piece of a page rendered as it would be in the other language (the content editor's preview
 * of a home section): the components inside build their links for that language.
 */
export const PageLanguageOverride = createContext<Language | undefined>(undefined);

/** The language of the page being shown, as the root loader decided it. */
export function usePageLanguage(): Language {
  const override = useContext(PageLanguageOverride);
  const root = (useRouteLoaderData("root") as RootData | undefined)?.lang ?? "fr";
  return override ?? root;
}

/** Builds links to bilingual pages in the page's language: `href("/calendar")` → `/en/calendar` in English. */
export function useLocalizedHref(): (path: string) => string {
  const lang = usePageLanguage();
  return (path: string) => {
    const [pathname, hash] = path.split("#");
    const localized = localizePath(pathname || "/", lang);
    return hash ? `${localized}#${hash}` : localized;
  };
}
