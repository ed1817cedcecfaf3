import { isPublicPath, stripLanguagePrefix } from "./i18n";

export const roles = ["admin", "facilitator", "client", "content_creator", "employee"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** Legacy employees are routed and guarded as facilitators. */
export function effectiveRole(role: Role): Exclude<Role, "employee"> {
  return role === "employee" ? "facilitator" : role;
}

/** True when the user has the role, or is an admin: admin passes every check. */
export function hasRole(userRole: Role, required: Role): boolean {
  return userRole === "admin" || effectiveRole(userRole) === effectiveRole(required);
}

const roleHomes: Record<Exclude<Role, "employee">, string> = {
  admin: "/admin",
  facilitator: "/facilitator",
  client: "/client",
  content_creator: "/creator",
};

/** Where a signed-in user of this role lands. Unknown roles go home. */
export function roleHome(role: string | null | undefined): string {
  return isRole(role) ? roleHomes[effectiveRole(role)] : "/";
}

/** The signed-in areas and the role each one needs (admin passes every check). */
const areas: ReadonlyArray<readonly [string, Role]> = [
  ["/admin", "admin"],
  ["/facilitator", "facilitator"],
  ["/client", "client"],
  ["/creator", "content_creator"],
];

/** The signed-in pages every role opens (one address each). */
const accountPages: readonly string[] = ["/profile", "/my-registrations"];

/** The role the signed-in area holding `pathname` needs (/admin/... → admin), or undefined outside them. */
export function areaRole(pathname: string): Role | undefined {
  return areas.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.[1];
}

/**
 * Whether a user of this role may be sent to `path` after signing in: a signed-in area the role opens, a page
 * of every account (/profile, /my-registrations), or a bilingual public page other than /auth. Anything else
 * (sign-out, resource routes, unknown paths) is never a destination, so a crafted link cannot make a fresh
 * sign-in do something.
 */
export function mayReturnTo(role: Role, path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  if (accountPages.includes(pathname)) return true;
  const required = areaRole(pathname);
  if (required) return hasRole(role, required);
  const bare = stripLanguagePrefix(pathname);
  return bare !== "/auth" && !bare.startsWith("/auth/") && isPublicPath(pathname);
}

/** Where a fresh sign-in goes: back to `returnTo` when the role may open it, else the role's home. */
export function landingPath(role: Role, returnTo: string | null | undefined): string {
  return returnTo && mayReturnTo(role, returnTo) ? returnTo : roleHome(role);
}
