import { languageCookieName, type Language } from "~/lib/i18n";
import { config } from "../config.server";

/**
 * A cookie the site sets for itself (the language choice, a toast after a redirect): no script reads it
 * (HttpOnly), it goes along with same-site navigations only (SameSite=Lax), and over https only when the
 * site is served over https (Secure, from BASE_URL). `maxAgeSeconds` 0 deletes it.
 */
export function siteCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = config().https ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * The remembered language of the single-URL pages (dashboards, admin, profile) and of their toasts, for a
 * year: set by the language toggle, and by signing in to the language of the account.
 */
export function languageCookie(lang: Language): string {
  return siteCookie(languageCookieName, lang, 365 * 24 * 60 * 60);
}
