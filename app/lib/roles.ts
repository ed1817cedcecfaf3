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

/** 'content_creator' → 'content creator', as the avatar menu shows roles. */
export function roleLabel(role: string): string {
  return role.replaceAll("_", " ");
}
