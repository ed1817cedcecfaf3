import { isRole, type Role } from "~/lib/roles";
import { auth } from "./auth.server";
import { logger } from "./logger.server";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  image: string | null;
}

/** The signed-in user of a request, or null. A role that cannot be read falls back to client (SPEC.md 6). */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  if (!isRole(user.role)) logger.warn({ userId: user.id, role: user.role }, "unknown role, treated as client");
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    role: isRole(user.role) ? user.role : "client",
    image: user.image ?? null,
  };
}
