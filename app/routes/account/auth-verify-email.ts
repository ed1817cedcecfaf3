import { redirect } from "react-router";
import { isEnglishPath, localizePath } from "~/lib/i18n";
import { routePath } from "~/lib/urls";
import { openVerificationLink } from "~/server/accounts/sign-up.server";
import { languageCookie } from "~/server/front/cookies.server";
import { setFlashCookie } from "~/server/forms/flash.server";
import type { Route } from "./+types/auth-verify-email";
import { redirectWithCookies } from "./auth.route.server";

/**
 * The link of a confirmation email (/auth/verify-email?token=…, /en/… for English). It confirms the
 * address and signs the new account in, then lands on the role's home through /auth; a link that
 * changes an account's address lands on /profile. The language is the link's, whatever the cookie says.
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The matched route's language (`/en/auth/verify-email`), whatever the case the URL was typed in.
  const lang = isEnglishPath(routePath(pattern)) ? "en" : "fr";
  const authPage = localizePath("/auth", lang);
  const opened = await openVerificationLink(request, url.searchParams.get("token") ?? "", {
    authPage,
    profilePage: "/profile",
  });
  if (opened.kind === "invalid") return redirect(`${authPage}?error=INVALID_TOKEN`);
  const cookies =
    opened.confirmed === "newAddress"
      ? [
          setFlashCookie({
            title: "profile.toast.emailChangedTitle",
            description: "profile.toast.emailChangedBody",
            variant: "success",
          }),
        ]
      : // A new account's link signs it in: its pages speak the language it signed up in (the link's).
        opened.confirmed === "account"
        ? [languageCookie(lang)]
        : [];
  return redirectWithCookies(opened.location, opened.headers, cookies);
}
