import { describe, expect, it } from "vitest";
import { contentEditSchema, contentSchema, isContentUrl } from "./schema";

const valid = {
  section: "hero",
  contentType: "text",
  language: "en",
  title: " Hello ",
  subtitle: "",
  description: "",
  contentBody: "",
  imageUrl: "",
  videoUrl: "",
  buttonText: "",
  buttonUrl: "",
  orderIndex: "",
  isPublished: "on",
};

const messages = (input: Record<string, string>) => {
  const result = contentSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("contentSchema", () => {
  it("trims, turns empty fields into null, defaults the order to 0 and reads the switch", () => {
    const data = contentSchema.parse(valid);
    expect(data).toMatchObject({ title: "Hello", subtitle: null, imageUrl: null, orderIndex: 0, isPublished: true });
    expect(contentSchema.parse({ ...valid, isPublished: "" }).isPublished).toBe(false);
  });

  it("keeps section, type and language within their sets", () => {
    expect(messages({ ...valid, section: "footer", contentType: "poem", language: "de" })).toEqual({
      section: "cms.errors.section",
      contentType: "cms.errors.contentType",
      language: "cms.errors.language",
    });
  });

  it("refuses image and video addresses that are not URLs, and accepts site paths", () => {
    expect(messages({ ...valid, imageUrl: "not a url", videoUrl: "javascript:alert(1)" })).toEqual({
      imageUrl: "cms.errors.imageUrl",
      videoUrl: "cms.errors.videoUrl",
    });
    expect(messages({ ...valid, imageUrl: "/uploads/content/a/960.webp", videoUrl: "https://vimeo.com/1" })).toEqual(
      {},
    );
  });

  it("wants a whole order of at least 0", () => {
    for (const orderIndex of ["-1", "1.5", "abc"])
      expect(messages({ ...valid, orderIndex })).toEqual({ orderIndex: "cms.errors.orderIndex" });
    expect(contentSchema.parse({ ...valid, orderIndex: "3" }).orderIndex).toBe(3);
  });

  it("needs the version when editing", () => {
    expect(contentEditSchema.safeParse(valid).success).toBe(false);
    expect(contentEditSchema.parse({ ...valid, version: "2026-01-01T00:00:00.000Z" }).version).toBeInstanceOf(Date);
  });
});

describe("isContentUrl", () => {
  it("takes http(s) addresses and site paths only", () => {
    expect(isContentUrl("https://example.org/a.jpg")).toBe(true);
    expect(isContentUrl("/calendar")).toBe(true);
    expect(isContentUrl("//evil.example")).toBe(false);
    expect(isContentUrl("ftp://example.org")).toBe(false);
    expect(isContentUrl("https://localhost")).toBe(false);
  });
});
