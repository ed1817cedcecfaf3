/**
 * User management for admins: the paged users table, creating an account with its role, changing a role,
 * banning and unbanning, ending sessions and sending a password reset. Each write is recorded in the audit
 * log in its own transaction. Two rules hold whatever the request says: an admin cannot remove their own
 * admin role or ban themselves, and the last admin keeps the role (the admins' rows are locked while it is
 * counted, so two admins demoting each other at once cannot both succeed).
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { Language } from "~/lib/i18n";
import type { Role } from "~/lib/roles";
import type { TablePage } from "~/lib/tables";
import type { usersTable } from "~/lib/accounts/admin";
import { auth } from "./auth.server";
import { createAccount } from "./users.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { db } from "../db/client.server";
import { session, user } from "../db/schema";
import { localizePath } from "~/lib/i18n";
import { logger } from "../logger.server";
import { orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { rethrowStorageFailure } from "../front/storage-errors.server";

/** The author of a change and the address it came from (auditSource). */
export interface Source {
  actor: AuditActor;
  address: string | null;
}

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  banned: boolean;
  createdAt: Date;
  sessions: number;
}

// Written out with its aliases: inside a select list Drizzle leaves columns unqualified, and "id" would be the session's.
const liveSessions = sql<number>`(select count(*)::int from "session" as s where s.user_id = "user".id and s.expires_at > now())`;

/** One page of users, searched by name or email and filtered by role, in SQL. */
export async function listUsers(
  state: ReturnType<typeof usersTable.parse>,
  pageSize: number,
): Promise<TablePage<UserRow>> {
  const fullName = sql`(${user.firstName} || ' ' || ${user.lastName})`;
  const where = and(
    searchWhere(state.q, [user.email, fullName, user.name]),
    state.role === "all" ? undefined : eq(user.role, state.role),
  );
  const order = orderBy(
    {
      name: sql`lower(${user.lastName} || ' ' || ${user.firstName})`,
      email: user.email,
      role: user.role,
      createdAt: user.createdAt,
    },
    state,
    user.id,
  );
  return readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ total: count() }).from(user).where(where))[0]?.total ?? 0,
    rows: async (limit, offset) => {
      const rows = await db()
        .select({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          banned: user.banned,
          createdAt: user.createdAt,
          sessions: liveSessions,
        })
        .from(user)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, banned: row.banned ?? false }));
    },
  });
}

export type CreateUserOutcome = { kind: "created"; id: string } | { kind: "emailTaken" } | { kind: "failed" };

/**
 * Creates an account with the chosen role. The admin vouches for the address, so it is confirmed and the
 * person can sign in at once with the password they were given (and change it from /profile).
 */
export async function createUserAsAdmin(
  input: { email: string; password: string; firstName: string; lastName: string; role: Role },
  source: Source,
): Promise<CreateUserOutcome> {
  const [taken] = await db().select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (taken) return { kind: "emailTaken" };
  let id: string;
  try {
    id = await createAccount({ ...input, emailVerified: true });
  } catch (error) {
    if (isAPIError(error) && (error.body as { code?: string } | undefined)?.code === "USER_ALREADY_EXISTS")
      return { kind: "emailTaken" };
    rethrowStorageFailure(error);
    logger.error({ err: error }, "creating a user failed");
    return { kind: "failed" };
  }
  await recordAudit(db(), {
    ...source,
    action: "create",
    entity: "user",
    entityId: id,
    after: { email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role },
  });
  return { kind: "created", id };
}

export type UserChangeOutcome =
  | { kind: "done"; email: string }
  | { kind: "notFound" }
  /** An admin may not take away their own admin role, nor ban themselves. */
  | { kind: "self" }
  /** The only admin left keeps the role. */
  | { kind: "lastAdmin" };

/** Gives a user another role; their sessions stay, and the new role applies from their next request. */
export async function changeRole(userId: string, role: Role, source: Source): Promise<UserChangeOutcome> {
  if (userId === source.actor.id && role !== "admin") return { kind: "self" };
  return db().transaction(async (tx) => {
    // Lock every admin row (and the target) so the count below holds until this transaction ends.
    await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
    const [target] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!target) return { kind: "notFound" } as const;
    if (target.role === "admin" && role !== "admin") {
      const [others] = await tx
        .select({ total: count() })
        .from(user)
        .where(and(eq(user.role, "admin"), ne(user.id, userId)));
      if ((others?.total ?? 0) === 0) return { kind: "lastAdmin" } as const;
    }
    if (target.role === role) return { kind: "done", email: target.email } as const;
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await recordAudit(tx, {
      ...source,
      action: "role-change",
      entity: "user",
      entityId: userId,
      before: { role: target.role },
      after: { role },
    });
    return { kind: "done", email: target.email } as const;
  });
}

/**
 * Bans or unbans a user. A ban ends every session of theirs in the same transaction, so they are signed
 * out at their next request, and Better Auth's admin plugin refuses their sign-ins while `banned` is set.
 */
export async function setBanned(userId: string, banned: boolean, source: Source): Promise<UserChangeOutcome> {
  if (banned && userId === source.actor.id) return { kind: "self" };
  return db().transaction(async (tx) => {
    const [target] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!target) return { kind: "notFound" } as const;
    if (banned) await tx.delete(session).where(eq(session.userId, userId));
    if ((target.banned ?? false) === banned) return { kind: "done", email: target.email } as const;
    await tx.update(user).set({ banned, banReason: null, banExpires: null }).where(eq(user.id, userId));
    await recordAudit(tx, {
      ...source,
      action: banned ? "ban" : "unban",
      entity: "user",
      entityId: userId,
      before: { banned: target.banned ?? false },
      after: { banned },
    });
    return { kind: "done", email: target.email } as const;
  });
}

/** Ends every session of a user (each of their browsers is signed out at its next request). */
export async function endSessions(userId: string, source: Source): Promise<UserChangeOutcome> {
  return db().transaction(async (tx) => {
    const [target] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!target) return { kind: "notFound" } as const;
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAudit(tx, {
      ...source,
      action: "sessions-ended",
      entity: "user",
      entityId: userId,
      before: { sessions: ended.length },
      after: { sessions: 0 },
    });
    return { kind: "done", email: target.email } as const;
  });
}

/** Emails the user a link to set a new password, in their language (Better Auth's reset, our own page). */
export async function sendPasswordReset(
  userId: string,
  source: Source,
): Promise<UserChangeOutcome | { kind: "failed" }> {
  const [target] = await db()
    .select({ email: user.email, language: user.preferredLanguage })
    .from(user)
    .where(eq(user.id, userId));
  if (!target) return { kind: "notFound" };
  try {
    await auth().api.requestPasswordReset({
      body: {
        email: target.email,
        redirectTo: `${localizePath("/auth", target.language as Language)}?mode=reset-password`,
      },
    });
  } catch (error) {
    rethrowStorageFailure(error);
    logger.error({ err: error }, "sending a password reset failed");
    return { kind: "failed" };
  }
  await recordAudit(db(), { ...source, action: "password-reset-sent", entity: "user", entityId: userId });
  return { kind: "done", email: target.email };
}
