import { redirect } from "react-router";
import { hasRole, roleHome, type Role } from "~/lib/roles";
import { getSessionUser, type SessionUser } from "./session.server";

/** The signed-in user, or a redirect to /auth. Every private loader and action calls this or requireRole. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw redirect("/auth");
  return user;
}

/** The signed-in user with the role (admin passes every check), or a redirect to the user's own home. */
export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!hasRole(user.role, role)) throw redirect(roleHome(user.role));
  return user;
}
