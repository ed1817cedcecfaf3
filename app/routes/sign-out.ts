import { redirect } from "react-router";
import { localizePath, resolveLanguage } from "~/lib/i18n";
import { auth } from "~/server/auth.server";
import { setFlashCookie } from "~/server/flash.server";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", setFlashCookie({ title: "common.toast.signedOutTitle", description: "common.toast.signedOutBody", variant: "success" }));
  return redirect(localizePath("/", resolveLanguage(request)), { headers });
}

export function loader() {
  return redirect("/");
}
