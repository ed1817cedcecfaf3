import { calendarFilterKeys } from "~/lib/calendar-filters";
import { languageOf, stripLanguagePrefix } from "~/lib/i18n";
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

function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (name) cookies.set(name, at < 0 ? "" : part.slice(at + 1).trim());
  }
  return cookies;
}

/** What the rules read of a request: a Fetch API request's or Node's `IncomingMessage`'s. */
export interface RequestView {
  method: string;
  /** Absolute, or a path (then the key's URL has a placeholder origin). */
  url: string;
  header(name: string): string | null;
}

export function viewOf(request: Request): RequestView {
  return { method: request.method, url: request.url, header: (name) => request.headers.get(name) };
}

/**
 * Recent answers of the rules, by URL and cookies: a page served from memory would otherwise spend most of its
 * time parsing its URL and cookies again (the same few for every visitor). Emptied when full, so random URLs only
 * cost their own parsing.
 */
const recentRequests = new Map<string, CacheableRequest | null>();
const recentEncodings = new Map<string, boolean>();
const RECENT_MAX = 1024;

function remembered<V extends object | boolean | null>(recent: Map<string, V>, key: string, compute: () => V): V {
  const known = recent.get(key);
  if (known !== undefined) return known;
  const value = compute();
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(key, value);
  return value;
}

/** The key of an anonymous GET for a public page (a document, not the router's `.data`), or null. */
export function cacheableRequest(request: RequestView): CacheableRequest | null {
  if (request.method !== "GET") return null;
  if (request.header("authorization") !== null) return null;
  // A fetch() of a page (the router sends `.data` requests, but a script could ask for the document) may get a
  // differently streamed answer (home.tsx defers its team then).
  const dest = request.header("sec-fetch-dest");
  if (dest !== null && dest !== "document") return null;
  const cookieHeader = request.header("cookie");
  return remembered(recentRequests, `${request.url}\n${cookieHeader ?? ""}`, () =>
    cacheableDocument(request.url, cookieHeader),
  );
}

function cacheableDocument(requestUrl: string, cookieHeader: string | null): CacheableRequest | null {
  const cookies = cookiesOf(cookieHeader);
  for (const name of cookies.keys()) if (!anonymousCookies.has(name)) return null;

  const url = new URL(requestUrl, "http://localhost");
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
  const rawTheme = cookies.get(themeCookieName);
  const theme = isTheme(rawTheme) ? rawTheme : "system";
  return {
    key: `${languageOf(url.pathname, cookieHeader)} ${theme} ${url.pathname}${search}`,
    url: `${url.origin}${url.pathname}${search}`,
    withQuery: search !== "",
  };
}

/** Which encoding to send: gzip when the client takes it, else none. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return remembered(recentEncodings, acceptEncoding ?? "", () => takesGzip(acceptEncoding));
}

function takesGzip(acceptEncoding: string | null): boolean {
  const weights = new Map<string, number>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [coding, ...options] = entry.split(";").map((piece) => piece.trim().toLowerCase());
    const q = options.find((option) => option.startsWith("q="));
    if (coding) weights.set(coding, q ? Number(q.slice(2)) : 1);
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}
