import { redirect } from "react-router";
import { isLanguage } from "~/lib/i18n";
import { localPath } from "~/lib/urls";
import { languageCookie } from "~/server/front/cookies.server";
import type { Route } from "./+types/set-language";

/**
 * The language toggle: remembers the choice for single-URL pages, then goes to `to` (a local path only).
 * It never writes the account: a GET is a link any site can send, so the account's language (its emails, the
 * language its next sign-in restores) changes only by the profile's form, a POST.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const target = localPath(url.searchParams.get("to"));
  if (!isLanguage(lang)) return redirect(target);
  // Only the server reads the choice (resolveLanguage): scripts never need the cookie.
  return redirect(target, { headers: { "Set-Cookie": languageCookie(lang) } });
}
