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
