import type { Language } from "~/lib/i18n";
import { I18n, type I18nOptions } from "./runtime/i18n";
import type { Translation } from "./types";
import type { fr } from "./fr";

// The runtime's `t` is typed by i18next's types, over the French strings.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}

/**
 * The options of the translations of one language. A missing key logs a warning and shows the key itself,
 * instead of falling back silently to another language.
 */
export function i18nOptions(lang: Language, translation: Translation): I18nOptions {
  return {
    lng: lang,
    resources: { [lang]: { translation } },
    missingKeyHandler: (_lngs, _ns, key) => {
      console.warn(`[i18n] missing translation key "${key}" for language "${lang}"`);
    },
  };
}

/** The translations of one language (app/locales/runtime). */
export function createI18n(lang: Language, translation: Translation): I18n {
  return new I18n(i18nOptions(lang, translation));
}
