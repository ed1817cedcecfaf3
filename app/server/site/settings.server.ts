import { eq } from "drizzle-orm";
import { socialNetworks, type SocialLinks } from "~/lib/social-links";
import { db } from "../db/client.server";
import { siteSettings } from "../db/schema";

/** Every site setting as key → value. */
export async function getSettingValues(): Promise<Record<string, string>> {
  const rows = await db().select({ key: siteSettings.settingKey, value: siteSettings.settingValue }).from(siteSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.value ?? ""]));
}

/** The footer's social links: only the networks whose setting holds an http(s) URL. */
export async function getSocialLinks(): Promise<SocialLinks> {
  const rows = await db()
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.category, "social"));
  const links: SocialLinks = {};
  for (const { key, value } of rows) {
    const name = key.replace(/_url$/, "");
    const network = socialNetworks.find((known) => known === name);
    if (network && value && /^https?:\/\//.test(value)) links[network] = value;
  }
  return links;
}
