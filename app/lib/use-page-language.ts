import { useRouteLoaderData } from "react-router";
import type { Language } from "./i18n";
import { localizePath } from "./i18n";

interface RootData {
  lang: Language;
}

/** The language of the page being shown, as the root loader decided it. */
export function usePageLanguage(): Language {
  return (useRouteLoaderData("root") as RootData | undefined)?.lang ?? "fr";
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
