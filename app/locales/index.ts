import i18next, { type i18n, type InitOptions } from "i18next";
import type { Language } from "~/lib/i18n";
import type { Translation } from "./types";
import type { fr } from "./fr";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}

/**
 * The options of an i18next instance for one language. A missing key logs a warning and shows the key itself,
 * instead of falling back silently to another language.
 */
export function i18nOptions(lang: Language, translation: Translation): InitOptions {
  return {
    lng: lang,
    resources: { [lang]: { translation } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => {
      console.warn(`[i18n] missing translation key "${key}" for language "${lang}"`);
    },
    react: { useSuspense: false },
  };
}

/** An i18next instance for one language (the builds swap in app/locales/stand-in, which takes the same options). */
export function createI18n(lang: Language, translation: Translation): i18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(lang, translation));
  return instance;
}
