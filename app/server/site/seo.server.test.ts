import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemapXml } from "./seo.server";

/** A minimal robots.txt matcher (prefix rules, `$` end anchor) to check what the rules block. */
function blocked(robots: string, path: string): boolean {
  return robots
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length))
    .some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)));
}

describe("buildSitemapXml", () => {
  const xml = buildSitemapXml("https://ffs.example", [
    { path: "/" },
    { path: "/services" },
    { path: "/facilitators/abc", lastModified: new Date("2026-01-02T03:04:05Z") },
  ]);

  it("lists each page in French and English", () => {
    for (const loc of ["/", "/en", "/services", "/en/services", "/facilitators/abc", "/en/facilitators/abc"]) {
      expect(xml).toContain(`<loc>https://ffs.example${loc}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it("names the fr, en and x-default alternates of every entry", () => {
    const entry = xml.split("\n").find((line) => line.includes("<loc>https://ffs.example/en/services</loc>"))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://ffs.example/services"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://ffs.example/en/services"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://ffs.example/services"/>');
  });

  it("gives facilitator profiles their last change and escapes XML", () => {
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(buildSitemapXml("https://a.example/?x=1&y=2", [{ path: "/" }])).toContain("https://a.example/?x=1&amp;y=2");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("buildRobotsTxt", () => {
  const robots = buildRobotsTxt("https://ffs.example");

  it("keeps crawlers out of the accounts area, dashboards and admin", () => {
    for (const path of [
      "/admin",
      "/admin/clients",
      "/facilitator",
      "/client",
      "/creator",
      "/creator/settings",
      "/profile",
      "/auth",
      "/en/auth",
    ]) {
      expect(blocked(robots, path), path).toBe(true);
    }
  });

  it("lets them into every public page, including the facilitator directory", () => {
    for (const path of [
      "/",
      "/en",
      "/services",
      "/workshops",
      "/facilitators",
      "/facilitators/abc",
      "/en/facilitators",
      "/calendar",
      "/contact",
      "/join-facilitator",
    ]) {
      expect(blocked(robots, path), path).toBe(false);
    }
  });

  it("points to the sitemap", () => {
    expect(robots).toContain("Sitemap: https://ffs.example/sitemap.xml");
  });
});
