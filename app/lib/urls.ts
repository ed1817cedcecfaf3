import { isPublicPath, localizePath, type Language } from "./i18n";

/**
 * A link typed by a person (a facilitator's LinkedIn, a website) as an absolute URL:
 * "linkedin.com/in/x" → "https://linkedin.com/in/x" (a link without http gets https://).
 * Returns undefined for empty values and for anything that would not be a web link once prefixed
 * (javascript:, mailto:, spaces inside the host), so a bad value shows no link instead of a broken one.
 */
export function externalUrl(link: string | null | undefined): string | undefined {
  const value = link?.trim();
  if (!value) return undefined;
  const absolute = /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, "")}`;
  try {
    const url = new URL(absolute);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname.includes(".")) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * The target of a button written in the content studio (hero button_url), made safe and put in the
 * page's language: bilingual public paths follow the page ("/calendar" on an English page → "/en/calendar"),
 * other site paths and anchors stay as written, web links must be http(s). Anything else gives `fallback`.
 */
export function contentHref(url: string | null | undefined, lang: Language, fallback: string): string {
  const value = url?.trim();
  if (!value) return fallback;
  if (value.startsWith("#")) return value;
  if (value.startsWith("/") && !value.startsWith("//")) {
    const [pathAndQuery, hash] = value.split("#", 2);
    const [pathname, query] = pathAndQuery.split("?", 2);
    const path = isPublicPath(pathname) ? localizePath(pathname, lang) : pathname;
    return path + (query !== undefined ? `?${query}` : "") + (hash !== undefined ? `#${hash}` : "");
  }
  if (/^https?:\/\//i.test(value)) return externalUrl(value) ?? fallback;
  return fallback;
}

/** The query parameter of /auth that says where to go after signing in (a path checked by `localPath`). */
export const RETURN_PARAM = "redirectTo";

/** Stands for "this site" while resolving a path: never fetched, and the .invalid name can never be a real host. */
const LOCAL_BASE = "http://site.invalid/";

/**
 * A path on this site to send a visitor to, from a value the visitor controls (`?to=`, `?redirectTo=`), or
 * `fallback`. The value is resolved the way a browser resolves a Location header (tabs and newlines dropped,
 * backslashes read as slashes, dot segments applied), and kept only if it stays on this site; what comes
 * back is that normalized path, query and hash, which the browser will read exactly the same way. A check
 * on the raw text ("starts with / but not //") is not enough: `/\t/evil.example` passes it and the browser
 * goes to evil.example.
 */
export function localPath(value: string | null | undefined, fallback = "/"): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, LOCAL_BASE);
    if (url.origin !== new URL(LOCAL_BASE).origin) return fallback;
    const path = url.pathname + url.search + url.hash;
    // Dot segments can leave a path starting with "//" ("/.//evil"), which a browser reads as another host:
    // the answer must resolve back to the very same URL.
    return new URL(path, LOCAL_BASE).href === url.href ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The path of the route React Router matched, from the root, as app/routes.ts spells it: its `pattern` argument
 * joins the matched routes' paths without the leading slash (`admin/cms/new` → `/admin/cms/new`). Decisions about
 * a request (its area, its language) are taken from this, never from the URL, whose case routes ignore.
 */
export function routePath(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}
