import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import { currencyFrom, type Currency } from "~/lib/format";
import { adminOnlySettings, settingValueSchema } from "~/lib/settings/schema";
import { siteIdentityFrom, type SiteIdentity } from "~/lib/settings/site-identity";
import { socialNetworks, type SocialLinks } from "~/lib/settings/social-links";
import { db, type Db } from "../db/client.server";
import { ReadCache, SHARED_MAX_AGE_MS } from "../db/read-cache.server";
import { siteSettings, user, type SiteSetting } from "../db/schema";
import { atVersion } from "../back-office/tables.server";
import { writeSiteContent, type WriteSource } from "./changes.server";

type SettingValueRow = { key: string; value: string | null; category: string };

function readSettingRows(reader: Db): Promise<SettingValueRow[]> {
  return reader
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue, category: siteSettings.category })
    .from(siteSettings);
}

// Every page reads the footer's links and many read the rest; they change when staff save a setting.
const kept = new ReadCache<SettingValueRow[]>({ maxAgeMs: 60_000, sharedMaxAgeMs: SHARED_MAX_AGE_MS, maxEntries: 1 });
const keptSettingRows = () => kept.through("all", () => readSettingRows(db()));

/**
 * Every site setting as key → value: kept in memory between database writes (db/read-cache.server.ts), or read in
 * the caller's transaction when it passes one.
 */
export async function getSettingValues(reader?: Db): Promise<Record<string, string>> {
  const rows = await (reader ? readSettingRows(reader) : keptSettingRows());
  return Object.fromEntries(rows.map((row) => [row.key, row.value ?? ""]));
}

/** The currency the site bills and counts in (the `currency` setting: XOF or USD). */
export async function siteCurrency(): Promise<Currency> {
  return currencyFrom((await getSettingValues()).currency);
}

/** The site's name and tagline (header, footer, page titles, emails' sign-off), read as every setting is. */
export async function getSiteIdentity(reader?: Db): Promise<SiteIdentity> {
  return siteIdentityFrom(await getSettingValues(reader));
}

/** The footer's social links: only the networks whose setting holds an http(s) URL. */
export async function getSocialLinks(): Promise<SocialLinks> {
  const rows = await keptSettingRows();
  const links: SocialLinks = {};
  for (const { key, value, category } of rows) {
    if (category !== "social") continue;
    const name = key.replace(/_url$/, "");
    const network = socialNetworks.find((known) => known === name);
    if (network && value && /^https?:\/\//.test(value)) links[network] = value;
  }
  return links;
}

export interface SettingRow extends SiteSetting {
  updatedByName: string | null;
}

/** Which settings a screen may show or change: those only admins see, or not (adminOnlySettings). */
export interface SettingsScope {
  withAdminOnly: boolean;
}

/** Every setting the scope allows, by category then key, with who changed it last (Site Settings). */
export function listSettings(scope: SettingsScope): Promise<SettingRow[]> {
  return db()
    .select({
      id: siteSettings.id,
      category: siteSettings.category,
      settingKey: siteSettings.settingKey,
      settingValue: siteSettings.settingValue,
      settingType: siteSettings.settingType,
      description: siteSettings.description,
      updatedAt: siteSettings.updatedAt,
      updatedBy: siteSettings.updatedBy,
      updatedByName: sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`,
    })
    .from(siteSettings)
    .leftJoin(user, eq(user.id, siteSettings.updatedBy))
    .where(scope.withAdminOnly ? undefined : notInArray(siteSettings.settingKey, [...adminOnlySettings]))
    .orderBy(asc(siteSettings.category), asc(siteSettings.settingKey));
}

export type SettingUpdate =
  | { kind: "updated"; setting: SiteSetting }
  | { kind: "invalid"; error: string }
  | { kind: "stale" }
  | { kind: "notFound" };

/**
 * Changes one setting's value, checked by its type (app/lib/settings/schema.ts), only while it is still at
 * `version` (the stale-save rule). It applies at once: every page and email reads the settings when it needs them.
 * A setting outside the scope is not found, as on the screen.
 */
export async function updateSetting(
  id: string,
  value: string,
  version: Date,
  by: WriteSource,
  scope: SettingsScope,
): Promise<SettingUpdate> {
  return writeSiteContent(by, async ({ tx, audit }): Promise<SettingUpdate> => {
    const [setting] = await tx.select().from(siteSettings).where(eq(siteSettings.id, id)).for("update");
    if (!setting || (!scope.withAdminOnly && adminOnlySettings.includes(setting.settingKey)))
      return { kind: "notFound" };
    const checked = settingValueSchema(setting.settingKey, setting.settingType).safeParse(value);
    if (!checked.success) return { kind: "invalid", error: checked.error.issues[0]!.message };
    const [updated] = await tx
      .update(siteSettings)
      .set({ settingValue: checked.data, updatedBy: by.actor?.id ?? null, updatedAt: new Date() })
      .where(and(eq(siteSettings.id, id), atVersion(siteSettings.updatedAt, version)))
      .returning();
    if (!updated) return { kind: "stale" };
    await audit("setting", id, setting, updated);
    return { kind: "updated", setting: updated };
  });
}
