import { redirect } from "react-router";
import { isLanguage } from "~/lib/i18n";
import { localPath } from "~/lib/urls";
import { setPreferredLanguage } from "~/server/accounts/users.server";
import { getSessionUser, hasSessionCookie } from "~/server/accounts/session.server";
import { languageCookie } from "~/server/front/cookies.server";
import type { Route } from "./+types/set-language";

/**
 * The language toggle: remembers the choice for single-URL pages, then goes to `to` (a local path only).
 * A signed-in user's account switches too (its emails, and the language its next sign-in restores).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const target = localPath(url.searchParams.get("to"));
  if (!isLanguage(lang)) return redirect(target);
  const user = hasSessionCookie(request) ? await getSessionUser({ request, context }) : null;
  if (user) await setPreferredLanguage(user.id, lang);
  // Only the server reads the choice (resolveLanguage): scripts never need the cookie.
  return redirect(target, { headers: { "Set-Cookie": languageCookie(lang) } });
}
