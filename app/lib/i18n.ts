/** Language rules shared by server and browser: French at the root, English under /en. */
export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";
export const languageCookieName = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "fr" || value === "en";
}

/** The public pages that exist in both languages, each at its own URL (docs/product.md). */
export const publicPaths = [
  "/",
  "/auth",
  "/services",
  "/workshops",
  "/facilitators",
  "/calendar",
  "/contact",
  "/join-facilitator",
  "/workshop-alerts",
] as const;

/** Routes match whatever the case of the path, so `/EN/calendar` is the English calendar too. */
export function isEnglishPath(pathname: string): boolean {
  return /^\/en(\/|$)/i.test(pathname);
}

/** `/en/services` → `/services`, `/en` → `/`; French paths are returned unchanged. */
export function stripLanguagePrefix(pathname: string): string {
  if (!isEnglishPath(pathname)) return pathname;
  return pathname.slice(3) || "/";
}

/** Whether a path (without language prefix) is one of the bilingual public pages. */
export function isPublicPath(pathname: string): boolean {
  const path = stripLanguagePrefix(pathname).toLowerCase();
  if ((publicPaths as readonly string[]).includes(path)) return true;
  // Detail pages, and the pages of email links (a registration's cancellation, the workshop alerts'), in the
  // recipient's language.
  return (
    /^\/(facilitators|calendar)\/[^/]+$/.test(path) ||
    /^\/registrations\/[^/]+\/cancel$/.test(path) ||
    /^\/workshop-alerts\/(confirm|[^/]+\/unsubscribe)$/.test(path)
  );
}

/** The URL of a bilingual page in a language: `localizePath("/services", "en")` → `/en/services`. */
export function localizePath(path: string, lang: Language): string {
  const bare = stripLanguagePrefix(path);
  if (lang === "fr") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

/** The `name=value` pairs of a Cookie header, in order, the value still percent-encoded: the one way the site splits it. */
function* cookiePairs(header: string | null): Generator<[name: string, value: string]> {
  if (!header) return;
  for (const part of header.split(";")) {
    const [name = "", ...rest] = part.trim().split("=");
    yield [name, rest.join("=")];
  }
}

/**
 * A cookie's value: the first of that name, decoded; undefined when it is missing or is not valid
 * percent-encoding (anyone can send `lang=%`).
 */
export function parseCookie(header: string | null, name: string): string | undefined {
  for (const [key, value] of cookiePairs(header)) {
    if (key !== name) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The names of the cookies in a Cookie header, as `parseCookie` reads them. */
export function cookieNames(header: string | null): string[] {
  return Array.from(cookiePairs(header), ([name]) => name).filter((name) => name !== "");
}

/**
 * The page a request is for: React Router's client navigations fetch `<page>.data` (and `/_root.data`
 * for the home page), so `/en.data` is the English home page and `/_root.data` the French one.
 */
function documentPath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The language of a request: the URL decides on bilingual public pages; pages with a single URL
 * (dashboards, admin, profile, 404 outside /en) follow the remembered choice.
 */
export function resolveLanguage(request: Request): Language {
  return languageOf(new URL(request.url).pathname, request.headers.get("Cookie"));
}

/** `resolveLanguage` from a request's path and Cookie header. */
export function languageOf(requestPath: string, cookieHeader: string | null): Language {
  const pathname = documentPath(requestPath);
  if (isEnglishPath(pathname)) return "en";
  if (isPublicPath(pathname)) return "fr";
  const remembered = parseCookie(cookieHeader, languageCookieName);
  return isLanguage(remembered) ? remembered : defaultLanguage;
}
