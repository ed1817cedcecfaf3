import type { Language } from "./i18n";

/** A text written in French and English by staff or facilitators; either may be missing. */
export interface Bilingual {
  fr: string | null;
  en: string | null;
}

/** The text to show on a page in `lang`, and the language it is actually in. */
export interface Localized {
  text: string;
  lang: Language;
  /** True when the page's own language had no text and the other one is shown. */
  fallback: boolean;
}

const other = (lang: Language): Language => (lang === "fr" ? "en" : "fr");

/** The page's language when it has a text, otherwise the other language; null when neither has one. */
export function localizedText(value: Bilingual | null | undefined, lang: Language): Localized | null {
  const own = value?.[lang]?.trim();
  if (own) return { text: own, lang, fallback: false };
  const fallbackLang = other(lang);
  const fallback = value?.[fallbackLang]?.trim();
  if (fallback) return { text: fallback, lang: fallbackLang, fallback: true };
  return null;
}

/** The plain string (titles in emails, calendar files, page titles): the localized text, or "" when there is none. */
export function localizedString(value: Bilingual | null | undefined, lang: Language): string {
  return localizedText(value, lang)?.text ?? "";
}

/** A list (specialties, certifications) in French and English; either may be empty. */
export interface BilingualList {
  fr: readonly string[];
  en: readonly string[];
}

/** Lists (specialties, certifications) in both languages: the page's list when it has one, otherwise the other. */
export function localizedList(
  value: BilingualList,
  lang: Language,
): { items: string[]; lang: Language; fallback: boolean } {
  if (value[lang].length > 0) return { items: [...value[lang]], lang, fallback: false };
  const fallbackLang = other(lang);
  if (value[fallbackLang].length > 0) return { items: [...value[fallbackLang]], lang: fallbackLang, fallback: true };
  return { items: [], lang, fallback: false };
}
