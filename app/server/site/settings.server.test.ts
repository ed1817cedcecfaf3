import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setSiteSettings } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { siteSettings } from "../db/schema";
import { getSettingValues, getSocialLinks, updateSetting } from "./settings.server";

const database = setUpTestDatabase();

describe("social links", () => {
  it("keeps only the known networks whose setting holds an http(s) address", async () => {
    await database.db.insert(siteSettings).values([
      { category: "social", settingKey: "linkedin_url", settingValue: "https://www.linkedin.com/company/example" },
      { category: "social", settingKey: "medium_url", settingValue: "http://medium.com/@example" },
      { category: "social", settingKey: "twitter_url", settingValue: "javascript:alert(1)" },
      { category: "social", settingKey: "instagram_url", settingValue: "" },
      { category: "social", settingKey: "myspace_url", settingValue: "https://myspace.com/example" },
      { category: "general", settingKey: "site_url", settingValue: "https://example.org" },
    ]);
    expect(await getSocialLinks()).toEqual({
      linkedin: "https://www.linkedin.com/company/example",
      medium: "http://medium.com/@example",
    });
  });
});

describe("settings kept in memory", () => {
  it("show a saved setting on the very next read, and read a transaction's own state inside it", async () => {
    const [setting] = await setSiteSettings({ whatsapp_number: "+226 70 00 00 00" });
    expect((await getSettingValues()).whatsapp_number).toBe("+226 70 00 00 00");

    const saved = await updateSetting(
      setting!.id,
      "+226 71 11 11 11",
      setting!.updatedAt,
      { actor: null, address: null },
      { withAdminOnly: false },
    );
    expect(saved.kind).toBe("updated");
    expect((await getSettingValues()).whatsapp_number).toBe("+226 71 11 11 11");

    await database.db.transaction(async (tx) => {
      await tx
        .update(siteSettings)
        .set({ settingValue: "+226 72 22 22 22" })
        .where(eq(siteSettings.settingKey, "whatsapp_number"));
      expect((await getSettingValues(tx)).whatsapp_number).toBe("+226 72 22 22 22");
    });
    expect((await getSettingValues()).whatsapp_number).toBe("+226 72 22 22 22");
  });

  it("show a new social link at once", async () => {
    expect((await getSocialLinks()).instagram).toBeUndefined();
    await database.db
      .update(siteSettings)
      .set({ settingValue: "https://www.instagram.com/example" })
      .where(eq(siteSettings.settingKey, "instagram_url"));
    expect((await getSocialLinks()).instagram).toBe("https://www.instagram.com/example");
  });
});
