import i18next, { type i18n } from "i18next";
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
 * An i18next instance for one language. A missing key logs a warning and shows the key itself,
 * instead of falling back silently to another language.
 */
export function createI18n(lang: Language, translation: Translation): i18n {
  const instance = i18next.createInstance();
  void instance.init({
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
  });
  return instance;
}
