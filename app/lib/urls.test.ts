import { describe, expect, it } from "vitest";
import { contentHref, externalUrl, localPath } from "./urls";

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

describe("localPath", () => {
  it("keeps a path on this site, normalized as a browser reads it", () => {
    expect(localPath("/en/calendar?level=beginner#list")).toBe("/en/calendar?level=beginner#list");
    expect(localPath("/")).toBe("/");
    expect(localPath("/a/../services")).toBe("/services");
    expect(localPath("/%2F%2Fevil")).toBe("/%2F%2Fevil"); // an encoded slash stays a character of the path
    expect(localPath("/%5Cevil")).toBe("/%5Cevil");
    expect(localPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(localPath("%2F%2Fevil")).toBe("/%2F%2Fevil");
    expect(localPath("/café")).toBe("/caf%C3%A9");
  });

  it("gives the fallback for nothing", () => {
    expect(localPath(null)).toBe("/");
    expect(localPath(undefined, "/en")).toBe("/en");
    expect(localPath("", "/en")).toBe("/en");
  });

  // Each of these, sent as a Location header, takes a browser to another host or runs a script.
  const hostile = [
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "\t//evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\n//evil.example",
    " //evil.example",
    "\u0000//evil.example",
    "/\t\\evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "HTTPS://evil.example/path",
    "https:/\\evil.example",
    "//evil.example@site.invalid",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:a@evil.example",
    "http://[::1",
  ];
  it.each(hostile)("refuses %j", (value) => {
    expect(localPath(value)).toBe("/");
    expect(localPath(value, "/en")).toBe("/en");
  });

  it("answers only values a browser resolves on this site, whatever it is given", () => {
    const base = "https://fasofutures.example";
    for (const value of hostile) expect(new URL(localPath(value), base).origin).toBe(base);
  });
});
