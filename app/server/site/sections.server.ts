import { and, asc, eq } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { db } from "../db/client.server";
import { sectionContent, type ContentSection } from "../db/schema";

export interface SectionText {
  title: string | null;
  subtitle: string | null;
  description: string | null;
  contentBody: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
}

/**
 * The published text block of a home page section in one language (the first by order_index),
 * as the content studio wrote it; undefined when there is none, so the page shows its defaults.
 */
export async function getPublishedSectionText(
  section: ContentSection,
  lang: Language,
): Promise<SectionText | undefined> {
  const [row] = await db()
    .select({
      title: sectionContent.title,
      subtitle: sectionContent.subtitle,
      description: sectionContent.description,
      contentBody: sectionContent.contentBody,
      buttonText: sectionContent.buttonText,
      buttonUrl: sectionContent.buttonUrl,
    })
    .from(sectionContent)
    .where(
      and(
        eq(sectionContent.section, section),
        eq(sectionContent.contentType, "text"),
        eq(sectionContent.language, lang),
        eq(sectionContent.isPublished, true),
      ),
    )
    .orderBy(asc(sectionContent.orderIndex), asc(sectionContent.createdAt))
    .limit(1);
  return row;
}
