/**
 * The home page's content and the site settings, as both sides know them: the sections, the content
 * types and the setting categories (the schema builds its enums from these lists).
 */
import type { Language } from "../i18n";

export const contentSections = ["hero", "about", "services", "case_studies", "team", "partners", "contact"] as const;
export type ContentSection = (typeof contentSections)[number];

export const contentTypes = ["text", "image", "video", "card", "list_item", "testimonial"] as const;
export type ContentType = (typeof contentTypes)[number];

export const settingCategories = ["general", "contact", "social", "billing"] as const;
export type SettingCategory = (typeof settingCategories)[number];

/** A published item as the public pages show it. */
export interface PublicContentItem {
  id: string;
  contentType: ContentType;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  contentBody: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
}

/**
 * A home section's published items in order, and their language: the page's, or the other one when the
 * section has nothing published in the page's (the section then carries a `lang` attribute).
 */
export interface SectionContentView {
  lang: Language;
  items: PublicContentItem[];
}

/** The first text item of a section: the hero's and the about section's own words. */
export function sectionText(view: SectionContentView | undefined): PublicContentItem | undefined {
  return view?.items.find((item) => item.contentType === "text");
}
