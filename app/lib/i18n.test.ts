import { describe, expect, it } from "vitest";
import { isPublicPath, localizePath, parseCookie, resolveLanguage, stripLanguagePrefix } from "./i18n";

describe("language URLs", () => {
  it("puts English under /en", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/services", "en")).toBe("/en/services");
    expect(localizePath("/en/services", "fr")).toBe("/services");
    expect(localizePath("/en", "fr")).toBe("/");
  });
  it("strips the prefix", () => {
    expect(stripLanguagePrefix("/en")).toBe("/");
    expect(stripLanguagePrefix("/en/calendar")).toBe("/calendar");
    expect(stripLanguagePrefix("/english")).toBe("/english");
  });
  it("knows the bilingual pages", () => {
    expect(isPublicPath("/en/facilitators/abc")).toBe(true);
    expect(isPublicPath("/admin")).toBe(false);
  });
  it("takes the language from the URL on public pages, from the cookie elsewhere", () => {
    const req = (path: string, cookie?: string) =>
      new Request(`http://x${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(resolveLanguage(req("/en/contact", "lang=fr"))).toBe("en");
    expect(resolveLanguage(req("/contact", "lang=en"))).toBe("fr");
    expect(resolveLanguage(req("/admin", "a=b; lang=en"))).toBe("en");
    expect(resolveLanguage(req("/admin"))).toBe("fr");
    // Client navigations fetch the page's data at <page>.data (the home pages: /_root.data and /en.data).
    expect(resolveLanguage(req("/en.data", "lang=fr"))).toBe("en");
    expect(resolveLanguage(req("/_root.data", "lang=en"))).toBe("fr");
    expect(resolveLanguage(req("/en/services.data", "lang=fr"))).toBe("en");
    expect(resolveLanguage(req("/services.data", "lang=en"))).toBe("fr");
  });
  it("reads the language prefix whatever its case, as the routes match the path", () => {
    const req = (path: string) => new Request(`http://x${path}`, { headers: { Cookie: "lang=fr" } });
    expect(resolveLanguage(req("/EN/calendar"))).toBe("en");
    expect(resolveLanguage(req("/En/Calendar"))).toBe("en");
    expect(resolveLanguage(req("/EN"))).toBe("en");
    expect(stripLanguagePrefix("/EN/calendar")).toBe("/calendar");
    expect(localizePath("/EN/calendar", "fr")).toBe("/calendar");
  });
});

describe("cookies", () => {
  it("reads a cookie's decoded value", () => {
    expect(parseCookie("theme=dark; flash=%7B%22a%22%7D", "flash")).toBe('{"a"}');
    expect(parseCookie("theme=dark", "flash")).toBeUndefined();
  });

  it("treats a value that is not valid percent-encoding as missing, instead of throwing", () => {
    for (const value of ["%", "%E0%A4%A", "%FF", "a%zz"]) expect(parseCookie(`lang=${value}`, "lang")).toBeUndefined();
    const request = new Request("http://localhost/admin", { headers: { Cookie: "lang=%" } });
    expect(resolveLanguage(request)).toBe("fr");
  });
});
