import { redirect, type MiddlewareFunction } from "react-router";
import { localizePath, resolveLanguage } from "~/lib/i18n";
import { hasRole, roleHome, type Role } from "~/lib/roles";
import { RETURN_PARAM } from "~/lib/urls";
import { setFlashCookie } from "../forms/flash.server";
import { markPrivateArea, type RequestArgs } from "../front/request-context.server";
import { mustSetUpTwoFactor, TWO_FACTOR_SETUP_PATH } from "./admin-two-factor.server";
import { getSessionUser, type SessionUser } from "./session.server";

/**
 * The sign-in page in the language the visitor reads the site in, remembering the page the request was for
 * so that signing in leads back to it (a client navigation's `.data` request stands for its page).
 */
export function authPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const query = url.searchParams.toString();
  const returnTo = new URLSearchParams({ [RETURN_PARAM]: pathname + (query ? `?${query}` : "") });
  return `${localizePath("/auth", resolveLanguage(request))}?${returnTo}`;
}

/**
 * The signed-in user, or a redirect to /auth. Every private loader and action calls this or
 * requireRole: a layout's check alone is skipped by client navigations that only call a child's loader.
 * Actions pass `{ action: true }` so the visitor is told why (the 'Not authenticated' toast).
 */
export async function requireUser(args: RequestArgs, options: { action?: boolean } = {}): Promise<SessionUser> {
  markPrivateArea(args.context);
  const user = await getSessionUser(args);
  if (!user) {
    const headers = options.action
      ? {
          "Set-Cookie": setFlashCookie({
            title: "auth.toast.notAuthenticated",
            description: "auth.toast.notAuthenticatedBody",
            variant: "error",
          }),
        }
      : undefined;
    throw redirect(authPath(args.request), { headers });
  }
  return user;
}

/**
 * The signed-in user with the role (admin passes every check), or a redirect to the user's own home; an admin who
 * must set up two-factor first is sent to do so (admin-two-factor.server.ts), from every private area's page.
 */
export async function requireRole(
  args: RequestArgs,
  role: Role,
  options: { action?: boolean } = {},
): Promise<SessionUser> {
  const user = await requireUser(args, options);
  if (!hasRole(user.role, role)) throw redirect(roleHome(user.role));
  if (await mustSetUpTwoFactor(user)) throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}

/**
 * A private area's check, as its layout's middleware: it runs before every loader and action of the area, on
 * page loads and on the router's `.data` requests alike, whichever of the area's loaders they ask for.
 */
export function roleMiddleware(role: Role): MiddlewareFunction<Response> {
  return async (args) => {
    const { method } = args.request;
    await requireRole(args, role, { action: method !== "GET" && method !== "HEAD" });
  };
}
