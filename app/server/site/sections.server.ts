import { asc, eq } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { contentSections, type ContentSection, type SectionContentView } from "~/lib/content/site-content";
import { db } from "../db/client.server";
import { sectionContent } from "../db/schema";

/** The columns of a published item (PublicContentItem). */
export const publicItemColumns = {
  id: sectionContent.id,
  contentType: sectionContent.contentType,
  title: sectionContent.title,
  subtitle: sectionContent.subtitle,
  description: sectionContent.description,
  contentBody: sectionContent.contentBody,
  imageUrl: sectionContent.imageUrl,
  videoUrl: sectionContent.videoUrl,
  buttonText: sectionContent.buttonText,
  buttonUrl: sectionContent.buttonUrl,
};

/**
 * Every home section's published items, in order, in the page's language; a section with nothing published
 * in it shows the other language's items (marked with that language) rather than nothing. Drafts are never
 * read here. Read on every page load, so a change in the back office shows on the next one.
 */
export async function getPublishedSections(lang: Language): Promise<Record<ContentSection, SectionContentView>> {
  const rows = await db()
    .select({ ...publicItemColumns, section: sectionContent.section, language: sectionContent.language })
    .from(sectionContent)
    .where(eq(sectionContent.isPublished, true))
    .orderBy(asc(sectionContent.orderIndex), asc(sectionContent.createdAt), asc(sectionContent.id));
  const view = (section: ContentSection): SectionContentView => {
    const inSection = rows.filter((row) => row.section === section);
    const own = inSection.filter((row) => row.language === lang);
    const shown = own.length > 0 ? own : inSection;
    const shownLang = shown[0]?.language ?? lang;
    return {
      lang: shownLang,
      items: shown
        .filter((row) => row.language === shownLang)
        .map(({ section: _section, language: _language, ...item }) => item),
    };
  };
  return Object.fromEntries(contentSections.map((section) => [section, view(section)])) as Record<
    ContentSection,
    SectionContentView
  >;
}
