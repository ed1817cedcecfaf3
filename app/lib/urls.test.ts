import { describe, expect, it } from "vitest";
import { contentHref, externalUrl } from "./urls";

describe("externalUrl", () => {
  it("prepends https:// to a link without http", () => {
    expect(externalUrl("linkedin.com/in/demo")).toBe("https://linkedin.com/in/demo");
    expect(externalUrl("www.linkedin.com/in/demo-fatou")).toBe("https://www.linkedin.com/in/demo-fatou");
    expect(externalUrl("  aminata-design.example.org ")).toBe("https://aminata-design.example.org/");
  });
  it("keeps http and https links", () => {
    expect(externalUrl("https://systems.example.com")).toBe("https://systems.example.com/");
    expect(externalUrl("http://old.example.com/x")).toBe("http://old.example.com/x");
    expect(externalUrl("HTTPS://Example.com/A")).toBe("https://example.com/A");
  });
  it("gives nothing for empty or non-web values", () => {
    expect(externalUrl(null)).toBeUndefined();
    expect(externalUrl("")).toBeUndefined();
    expect(externalUrl("   ")).toBeUndefined();
    expect(externalUrl("javascript:alert(1)")).toBeUndefined();
    expect(externalUrl("not a link")).toBeUndefined();
    expect(externalUrl("localhost")).toBeUndefined();
  });
});

describe("contentHref", () => {
  it("puts bilingual public paths in the page's language", () => {
    expect(contentHref("/calendar", "en", "/x")).toBe("/en/calendar");
    expect(contentHref("/en/calendar", "en", "/x")).toBe("/en/calendar");
    expect(contentHref("/workshops", "fr", "/x")).toBe("/workshops");
    expect(contentHref("/", "en", "/x")).toBe("/en");
    expect(contentHref("/contact?subject=a#form", "en", "/x")).toBe("/en/contact?subject=a#form");
  });
  it("keeps other paths, anchors and web links", () => {
    expect(contentHref("/profile", "en", "/x")).toBe("/profile");
    expect(contentHref("#contact", "fr", "/x")).toBe("#contact");
    expect(contentHref("https://example.org/a", "fr", "/x")).toBe("https://example.org/a");
  });
  it("falls back for empty or unsafe targets", () => {
    expect(contentHref(null, "fr", "/workshops")).toBe("/workshops");
    expect(contentHref("javascript:alert(1)", "fr", "/workshops")).toBe("/workshops");
    expect(contentHref("//evil.example", "fr", "/workshops")).toBe("/workshops");
    expect(contentHref("calendar", "fr", "/workshops")).toBe("/workshops");
  });
});
