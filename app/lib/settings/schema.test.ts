import { describe, expect, it } from "vitest";
import { settingLabelFromKey, settingValueSchema } from "./schema";

const check = (key: string, type: string, value: string) => {
  const result = settingValueSchema(key, type).safeParse(value);
  return result.success ? "ok" : result.error.issues[0]!.message;
};

describe("settingValueSchema", () => {
  it("checks emails, URLs and phone numbers by the setting's type (empty allowed)", () => {
    expect(check("contact_email", "email", "team@example.org")).toBe("ok");
    expect(check("contact_email", "email", "not an email")).toBe("cms.settings.errors.email");
    expect(check("linkedin_url", "url", "https://www.linkedin.com/company/x")).toBe("ok");
    expect(check("linkedin_url", "url", "javascript:alert(1)")).toBe("cms.settings.errors.url");
    expect(check("linkedin_url", "url", "")).toBe("ok");
    expect(check("contact_phone", "tel", "+226 25 30 64 18")).toBe("ok");
    expect(check("contact_phone", "tel", "call us")).toBe("cms.settings.errors.tel");
  });

  it("keeps the currency and the default language to their lists", () => {
    expect(check("currency", "text", "XOF")).toBe("ok");
    expect(check("currency", "text", "EUR")).toBe("cms.settings.errors.currency");
    expect(check("currency", "text", "")).toBe("cms.settings.errors.currency");
    expect(check("default_language", "text", "de")).toBe("cms.settings.errors.language");
  });

  it("refuses values past the length limit", () => {
    expect(check("tagline", "text", "x".repeat(1001))).toBe("cms.settings.errors.tooLong");
  });
});

describe("settingLabelFromKey", () => {
  it("turns underscores into spaces and capitalises", () => {
    expect(settingLabelFromKey("office_address")).toBe("Office address");
    expect(settingLabelFromKey("new_setting_key")).toBe("New setting key");
  });
});
