import { localizePath, publicPaths } from "~/lib/i18n";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { config } from "../config.server";
import { listSitemapFacilitators } from "../facilitators/directory.server";
import { listSitemapWorkshops } from "../workshops/queries.server";

export interface SitemapPage {
  /** The path without language prefix: "/services". */
  path: string;
  lastModified?: Date;
}

/** Sign-in is public but not worth indexing; robots.txt keeps crawlers out of it. */
const unindexedPaths = new Set(["/auth"]);

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A sitemap listing each page once per language, each entry naming its French, English and
 * x-default (French) alternates, as Google documents for multilingual sites.
 */
export function buildSitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap(({ path, lastModified }) => {
    const fr = origin + localizePath(path, "fr");
    const en = origin + localizePath(path, "en");
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(fr)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fr)}"/>`,
    ].join("");
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return [fr, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * robots.txt: everything public may be crawled; the accounts area, dashboards, admin, personal
 * registration links and utility endpoints may not. `/facilitator$` and `/facilitator/` keep the dashboard out without blocking
 * the public /facilitators directory, which a plain `/facilitator` prefix would also match.
 */
export function buildRobotsTxt(origin: string): string {
  const disallowed = [
    "/admin",
    "/facilitator$",
    "/facilitator/",
    "/client",
    "/creator",
    "/profile",
    "/auth",
    "/en/auth",
    "/registrations/",
    "/en/registrations/",
    "/api/",
    "/set-language",
    "/sign-out",
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Every public page in both languages, every public facilitator profile and every upcoming public workshop. */
export async function sitemapXml(): Promise<string> {
  // Workshops from today in Ouagadougou, as the calendar shows them.
  const [facilitators, workshops] = await Promise.all([
    listSitemapFacilitators(),
    listSitemapWorkshops(todayIn(AGENCY_TIME_ZONE)),
  ]);
  const pages: SitemapPage[] = [
    ...publicPaths.filter((path) => !unindexedPaths.has(path)).map((path) => ({ path })),
    ...facilitators.map(({ id, updatedAt }) => ({ path: `/facilitators/${id}`, lastModified: updatedAt })),
    ...workshops.map(({ id, updatedAt }) => ({ path: `/calendar/${id}`, lastModified: updatedAt })),
  ];
  return buildSitemapXml(config().baseUrl, pages);
}

export function robotsTxt(): string {
  return buildRobotsTxt(config().baseUrl);
}
