import { eq } from "drizzle-orm";
import type { SocialLinks } from "~/components/site-footer";
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
    const network = key.replace(/_url$/, "") as keyof SocialLinks;
    if (value && /^https?:\/\//.test(value) && ["twitter", "linkedin", "instagram", "medium"].includes(network)) {
      links[network] = value;
    }
  }
  return links;
}
