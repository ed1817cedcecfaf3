import { calendarFilterKeys } from "~/lib/workshops/calendar-filters";
import { cookieNames, languageOf, parseCookie, stripLanguagePrefix } from "~/lib/i18n";
import { isTheme, themeCookieName } from "~/lib/theme";

/**
 * Which requests the page cache may answer, and under which key (docs/decisions/0010-page-cache.md).
 *
 * The public pages, by path without the language prefix, each with the query parameters its page reads:
 * any other parameter is dropped from the key and from the URL the page is rendered for, so
 * `?utm_source=…` or random parameters share the page's one entry.
 */
const pages: { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/(services|workshops|facilitators|join-facilitator)?$/, params: [] },
  { path: /^\/facilitators\/[^/]+$/, params: ["tab"] },
  { path: /^\/calendar$/, params: calendarFilterKeys },
  { path: /^\/calendar\/[^/]+$/, params: [] },
  { path: /^\/contact$/, params: ["facilitator", "intent", "topic", "subject"] },
];
const utilities = new Set(["/sitemap.xml", "/robots.txt"]);

/** Cookies an anonymous visitor may carry: the theme (a variant of the HTML) and the language choice. Any other one
 *  (a session, a flash message, two-factor, or one the site does not know) means the answer may be personal. */
const anonymousCookies = new Set([themeCookieName, "lang"]);

export interface CacheableRequest {
  key: string;
  /** The URL to render on a miss: the request's, with only the parameters the page reads, sorted. */
  url: string;
  /** Whether the key has query parameters: such entries get their own share of the memory. */
  withQuery: boolean;
}

/**
 * Recent answers of the rules, by URL and cookies: a page served from memory would otherwise spend most of its
 * time parsing its URL and cookies again (the same few for every visitor). Emptied when full, so random URLs only
 * cost their own parsing.
 */
const recentRequests = new Map<string, CacheableRequest | null>();
const RECENT_MAX = 1024;

/**
 * The key of an anonymous GET for a public page (a document, not the router's `.data`), or null. Read from the
 * request React Router is handed (its URL already parsed and resolved by the HTTP front, its cookies read with
 * the pages' own `parseCookie`), so that a key stands for exactly the page the router would render.
 */
export function cacheableRequest(request: Request): CacheableRequest | null {
  if (request.method !== "GET") return null;
  const headers = request.headers;
  if (headers.has("authorization")) return null;
  // A fetch() of a page (the router sends `.data` requests, but a script could ask for the document) may get a
  // differently streamed answer (home.tsx defers its team then).
  const dest = headers.get("sec-fetch-dest");
  if (dest !== null && dest !== "document") return null;
  const cookieHeader = headers.get("cookie");
  const recent = `${request.url}\n${cookieHeader ?? ""}`;
  const known = recentRequests.get(recent);
  if (known !== undefined) return known;
  const answer = cacheableDocument(request.url, cookieHeader);
  if (recentRequests.size >= RECENT_MAX) recentRequests.clear();
  recentRequests.set(recent, answer);
  return answer;
}

function cacheableDocument(requestUrl: string, cookieHeader: string | null): CacheableRequest | null {
  for (const name of cookieNames(cookieHeader)) if (!anonymousCookies.has(name)) return null;

  const url = new URL(requestUrl);
  if (url.pathname.endsWith(".data")) return null;
  let params: readonly string[] | undefined;
  if (utilities.has(url.pathname)) params = [];
  else params = pages.find((page) => page.path.test(stripLanguagePrefix(url.pathname)))?.params;
  if (!params) return null;

  const kept = new URLSearchParams();
  for (const name of [...params].sort()) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.size > 0 ? `?${kept}` : "";
  const rawTheme = parseCookie(cookieHeader, themeCookieName);
  const theme = isTheme(rawTheme) ? rawTheme : "system";
  return {
    key: `${languageOf(url.pathname, cookieHeader)} ${theme} ${url.pathname}${search}`,
    url: `${url.origin}${url.pathname}${search}`,
    withQuery: search !== "",
  };
}
