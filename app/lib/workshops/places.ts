/**
 * Where a workshop takes place, as a page in one language words it: the place in that language (its English
 * form falls back to the French), and "online" from the locale files, never from the data. The French place is
 * the key the calendar's filter and the alerts match on; `ONLINE_PLACE` stands for the online workshops there.
 */
import type { Language } from "../i18n";
import { localizedList, localizedString, localizedText, type Bilingual, type Localized } from "../localized-text";

export const ONLINE_PLACE = "online";

export interface WorkshopPlaceFields {
  location: string | null;
  locationEn: string | null;
  online: boolean;
}

/** The place in the page's language (with the language it is in), or null for a workshop without one. */
export function localizedPlace(workshop: Omit<WorkshopPlaceFields, "online">, lang: Language): Localized | null {
  return localizedText({ fr: workshop.location, en: workshop.locationEn }, lang);
}

/** One line for emails and lists: "Ouagadougou", "Online", or "Ouagadougou · Online" for both. */
export function placeLine(workshop: WorkshopPlaceFields, lang: Language, onlineLabel: string): string | null {
  const parts = [localizedPlace(workshop, lang)?.text, workshop.online ? onlineLabel : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The tags in the page's language: the English ones on English pages when there are any, else the French. */
export function localizedTags(workshop: { tags: readonly string[]; tagsEn: readonly string[] }, lang: Language) {
  return localizedList({ fr: workshop.tags, en: workshop.tagsEn }, lang);
}

/** A place a visitor may pick in the calendar's filter or the alerts form: its key and its names (none online). */
export interface PlaceChoice {
  value: string;
  /** Null for `ONLINE_PLACE`, which the locale files name. */
  name: Bilingual | null;
}

export function placeChoiceLabel(choice: PlaceChoice, lang: Language, onlineLabel: string): string {
  return choice.name ? localizedString(choice.name, lang) : onlineLabel;
}
