import { redirect } from "react-router";
import { localizePath, resolveLanguage } from "~/lib/i18n";
import { auth } from "~/server/accounts/auth.server";
import { setFlashCookie } from "~/server/forms/flash.server";
import type { Route } from "./+types/sign-out";

/**
 * Signs out: the session is deleted and its cookies cleared, then 'Signed out' shows on
 * the home page. Without a session there is nothing to end, and the answer is the same: signing out
 * never fails for a session that is already gone.
 */
export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    setFlashCookie({ title: "auth.toast.signedOutTitle", description: "auth.toast.signedOutBody", variant: "success" }),
  );
  return redirect(localizePath("/", resolveLanguage(request)), { headers });
}

// Signing out changes state, so it only answers a form post; a visit goes home.
export function loader() {
  return redirect("/");
}
