/**
 * What the invoice editor offers to add as lines: a workshop (its confirmed seats × its price) or one of the
 * organization's contracts (its value), so staff bill what the agency delivered without retyping it. The same
 * workshops are what a document can say it is for (invoice-reporting.server.ts).
 */
import { and, desc, eq, gte, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { db } from "../db/client.server";
import { contracts, workshopRegistrations, workshops } from "../db/schema";
import { addDays } from "~/lib/weeks";

export interface WorkshopSource {
  id: string;
  title: string;
  date: string | null;
  seats: number;
  price: string;
}

export interface ContractSource {
  id: string;
  title: string;
  value: string | null;
}

/** How many workshops the editor lists: the last year's and the coming ones, newest first. */
const WORKSHOP_SOURCES = 100;

/**
 * The workshops of the last year and the coming ones (drafts left out), and the one a document is for (`current`)
 * whatever its date, so that its select keeps it.
 */
export async function workshopSources(
  today: string,
  lang: Language,
  current: string | null = null,
): Promise<WorkshopSource[]> {
  const seats =
    sql<number>`(select count(*) from ${workshopRegistrations} where ${workshopRegistrations.workshopId} = ${workshops.id} and ${workshopRegistrations.status} = 'confirmed')`.mapWith(
      Number,
    );
  const recent = and(
    ne(workshops.status, "draft"),
    isNotNull(workshops.date),
    gte(workshops.date, addDays(today, -365)),
  );
  const rows = await db()
    .select({
      id: workshops.id,
      titleFr: workshops.titleFr,
      titleEn: workshops.titleEn,
      date: workshops.date,
      price: workshops.price,
      seats,
    })
    .from(workshops)
    .where(or(recent, current ? eq(workshops.id, current) : undefined))
    .orderBy(desc(workshops.date))
    .limit(WORKSHOP_SOURCES + (current ? 1 : 0));
  return rows.map((row) => ({
    id: row.id,
    title: localizedString({ fr: row.titleFr, en: row.titleEn }, lang),
    date: row.date,
    seats: row.seats,
    price: row.price,
  }));
}

/** An organization's contracts (not drafts), for its invoice's lines. */
export function contractSources(organizationId: string): Promise<ContractSource[]> {
  return db()
    .select({ id: contracts.id, title: contracts.title, value: contracts.value })
    .from(contracts)
    .where(and(eq(contracts.organizationId, organizationId), ne(contracts.status, "draft")))
    .orderBy(desc(contracts.createdAt));
}
