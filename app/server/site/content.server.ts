/**
 * The home page's content as the back office manages it: the admin CMS and the Creator Studio call this one
 * module, so a rule about content is written once. Every write goes through `writeSiteContent`
 * (changes.server.ts). Public pages read through sections.server.ts.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { ContentListView } from "~/lib/content/admin";
import type { ContentInput } from "~/lib/content/schema";
import type { Language } from "~/lib/i18n";
import { contentSections, type ContentSection } from "~/lib/content/site-content";
import { db } from "../db/client.server";
import { sectionContent, user, type SectionContent } from "../db/schema";
import { atVersion } from "../back-office/tables.server";
import { writeSiteContent, type SiteContentTx, type WriteSource } from "./changes.server";
import { publicItemColumns } from "./sections.server";

/** A content item as the back office shows it, with the name of whoever saved it last. */
export interface ContentItem extends SectionContent {
  updatedByName: string | null;
}

const itemColumns = {
  ...publicItemColumns,
  section: sectionContent.section,
  language: sectionContent.language,
  orderIndex: sectionContent.orderIndex,
  isPublished: sectionContent.isPublished,
  createdAt: sectionContent.createdAt,
  updatedAt: sectionContent.updatedAt,
  updatedBy: sectionContent.updatedBy,
  updatedByName: sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`,
};

/** The order of a section's items: as the public page shows them, then the oldest first. */
const sectionOrder = [asc(sectionContent.orderIndex), asc(sectionContent.createdAt), asc(sectionContent.id)];

function selectItems() {
  return db().select(itemColumns).from(sectionContent).leftJoin(user, eq(user.id, sectionContent.updatedBy));
}

/** Every item, grouped by section in the home page's order (the CMS shows all of them, drafts included). */
export async function listContentBySection(
  view: ContentListView = "all",
): Promise<{ section: ContentSection; items: ContentItem[] }[]> {
  const rows = await selectItems()
    .where(view === "drafts" ? eq(sectionContent.isPublished, false) : undefined)
    .orderBy(asc(sectionContent.language), ...sectionOrder);
  return contentSections.map((section) => ({ section, items: rows.filter((row) => row.section === section) }));
}

export async function getContentItem(id: string): Promise<ContentItem | undefined> {
  const [row] = await selectItems().where(eq(sectionContent.id, id));
  return row;
}

/** The Creator Studio's figures: items per section, and the total, published and drafts. */
export async function contentOverview(): Promise<{
  bySection: Record<ContentSection, number>;
  total: number;
  published: number;
  drafts: number;
}> {
  const rows = await db()
    .select({ section: sectionContent.section, isPublished: sectionContent.isPublished, n: count() })
    .from(sectionContent)
    .groupBy(sectionContent.section, sectionContent.isPublished);
  const bySection = Object.fromEntries(contentSections.map((section) => [section, 0])) as Record<
    ContentSection,
    number
  >;
  let published = 0;
  let drafts = 0;
  for (const row of rows) {
    bySection[row.section] += row.n;
    if (row.isPublished) published += row.n;
    else drafts += row.n;
  }
  return { bySection, total: published + drafts, published, drafts };
}

/** The most recently changed items. */
export function recentContent(limit = 5): Promise<ContentItem[]> {
  return selectItems().orderBy(desc(sectionContent.updatedAt), desc(sectionContent.id)).limit(limit);
}

function columnsOf(input: ContentInput) {
  return {
    section: input.section,
    contentType: input.contentType,
    language: input.language,
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    contentBody: input.contentBody,
    imageUrl: input.imageUrl,
    videoUrl: input.videoUrl,
    buttonText: input.buttonText,
    buttonUrl: input.buttonUrl,
    orderIndex: input.orderIndex,
    isPublished: input.isPublished,
  };
}

export async function createContent(input: ContentInput, by: WriteSource): Promise<SectionContent> {
  return writeSiteContent(by, async ({ tx, audit }) => {
    const [row] = await tx
      .insert(sectionContent)
      .values({ ...columnsOf(input), updatedBy: by.actor?.id ?? null })
      .returning();
    await audit("content", row!.id, null, row!);
    return row!;
  });
}

export type ContentUpdate = { kind: "updated"; item: SectionContent } | { kind: "stale" } | { kind: "notFound" };

/** Saves an edit only while the item is still at `version` (the stale-save rule, app/lib/versions.ts). */
export async function updateContent(
  id: string,
  version: Date,
  input: ContentInput,
  by: WriteSource,
): Promise<ContentUpdate> {
  return writeSiteContent(by, async ({ tx, audit }): Promise<ContentUpdate> => {
    const [before] = await tx.select().from(sectionContent).where(eq(sectionContent.id, id)).for("update");
    if (!before) return { kind: "notFound" };
    const [row] = await tx
      .update(sectionContent)
      .set({ ...columnsOf(input), updatedBy: by.actor?.id ?? null, updatedAt: new Date() })
      .where(and(eq(sectionContent.id, id), atVersion(sectionContent.updatedAt, version)))
      .returning();
    if (!row) return { kind: "stale" };
    await audit("content", id, before, row);
    return { kind: "updated", item: row };
  });
}

export async function deleteContent(
  id: string,
  by: WriteSource,
): Promise<{ kind: "deleted"; item: SectionContent } | { kind: "notFound" }> {
  return writeSiteContent(by, async ({ tx, audit }) => {
    const [row] = await tx.delete(sectionContent).where(eq(sectionContent.id, id)).returning();
    if (!row) return { kind: "notFound" as const };
    await audit("content", id, row, null);
    return { kind: "deleted" as const, item: row };
  });
}

export type ContentMove = { kind: "moved" } | { kind: "atEdge" } | { kind: "notFound" };

/**
 * Moves an item one place up or down among the items of its section in its language (what a public page
 * shows together), renumbering them 0, 1, 2… so equal orders from older edits cannot keep two items tied.
 */
export async function moveContent(id: string, direction: "up" | "down", by: WriteSource): Promise<ContentMove> {
  return writeSiteContent(by, async ({ tx, audit }): Promise<ContentMove> => {
    const [item] = await tx
      .select({ section: sectionContent.section, language: sectionContent.language })
      .from(sectionContent)
      .where(eq(sectionContent.id, id))
      .for("update");
    if (!item) return { kind: "notFound" };
    const siblings = await siblingsOf(tx, item.section, item.language);
    const index = siblings.findIndex((sibling) => sibling.id === id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= siblings.length) return { kind: "atEdge" };
    [siblings[index], siblings[target]] = [siblings[target]!, siblings[index]!];
    // Each item whose order changes is a new version of it: an editor still open on it must not save the old order back.
    for (const [orderIndex, sibling] of siblings.entries()) {
      if (sibling.orderIndex === orderIndex) continue;
      await tx
        .update(sectionContent)
        .set({ orderIndex, updatedBy: by.actor?.id ?? null, updatedAt: new Date() })
        .where(eq(sectionContent.id, sibling.id));
      await audit("content", sibling.id, { orderIndex: sibling.orderIndex }, { orderIndex });
    }
    return { kind: "moved" };
  });
}

function siblingsOf(tx: SiteContentTx, section: ContentSection, language: Language) {
  return tx
    .select({ id: sectionContent.id, orderIndex: sectionContent.orderIndex })
    .from(sectionContent)
    .where(and(eq(sectionContent.section, section), eq(sectionContent.language, language)))
    .orderBy(...sectionOrder)
    .for("update");
}
