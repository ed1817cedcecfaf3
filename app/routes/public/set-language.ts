import { redirect } from "react-router";
import { isLanguage, languageCookieName } from "~/lib/i18n";
import { localPath } from "~/lib/urls";
import { siteCookie } from "~/server/cookies.server";
import type { Route } from "./+types/set-language";

/** The language toggle: remembers the choice for single-URL pages, then goes to `to` (a local path only). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const target = localPath(url.searchParams.get("to"));
  if (!isLanguage(lang)) return redirect(target);
  return redirect(target, {
    // Only the server reads the choice (resolveLanguage): scripts never need the cookie.
    headers: { "Set-Cookie": siteCookie(languageCookieName, lang, 31536000) },
  });
}
