import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { siteSettings } from "../db/schema";
import { getSocialLinks } from "./settings.server";

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
