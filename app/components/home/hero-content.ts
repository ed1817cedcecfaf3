import type { Language } from "~/lib/i18n";
import { contentHref } from "~/lib/urls";

/** What the content studio may publish for the hero (sectionContent, section 'hero', type 'text'). */
export interface HeroSource {
  title: string | null;
  subtitle: string | null;
  description: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
}

export interface HeroDefaults {
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  /** Where the primary button goes by default: /workshops in the page's language. */
  buttonHref: string;
}

export interface HeroText {
  title: string;
  subtitle?: string;
  description?: string;
  buttonText: string;
  buttonHref: string;
}

/**
 * The hero's text: the published content where it says something, else the defaults (the
 * tagline, 'Find a Workshop' to /workshops). When content is published, its empty subtitle or
 * description means "none" (the description is optional); title and button always fall back.
 */
export function heroText(content: HeroSource | undefined, defaults: HeroDefaults, lang: Language): HeroText {
  const clean = (value: string | null | undefined) => value?.trim() || undefined;
  if (!content) return defaults;
  return {
    title: clean(content.title) ?? defaults.title,
    subtitle: clean(content.subtitle),
    description: clean(content.description),
    buttonText: clean(content.buttonText) ?? defaults.buttonText,
    buttonHref: contentHref(content.buttonUrl, lang, defaults.buttonHref),
  };
}
