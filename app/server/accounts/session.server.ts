import { and, desc, eq, gt } from "drizzle-orm";
import { createContext, type RouterContextProvider } from "react-router";
import { isRole, type Role } from "~/lib/roles";
import { auth } from "./auth.server";
import { db } from "../db/client.server";
import { ReadCache } from "../db/read-cache.server";
import { writeGeneration } from "../db/write-generation";
import { session as sessionTable } from "../db/schema";
import { logger } from "../logger.server";
import type { RequestArgs } from "../front/request-context.server";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  image: string | null;
  /** Whether the account signs in with a second factor (TOTP). */
  twoFactorEnabled: boolean;
  /** The id (never the token) of the session this request carries. */
  sessionId: string;
}

/**
 * What one request knows of its session. The root loader, the layout's and the page's all ask for the user of the
 * same GET request: it is read once. Not for other methods, whose action may change the user before the loaders
 * run again. Also the cookies Better Auth set while reading the session: a session used a day after its last
 * extension is extended and its cookie must say so; a dead one is cleared.
 */
interface RequestSession {
  user?: Promise<SessionUser | null>;
  cookieUpdates: string[];
}

const requestSession = createContext<RequestSession>();

/** Gives a request's router context its own session memo (requestContext, once per request). */
export function startRequestSession(context: RouterContextProvider): void {
  context.set(requestSession, { cookieUpdates: [] });
}

/** Whether the request carries a session cookie at all (a visitor without one needs no database look-up). */
export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.get("Cookie") ?? "");
}

/**
 * The users behind the cookies of recent requests: a signed-in page's loaders read it on every request, and
 * reading it (the cookie's signature, the session and its user) was a good part of the server's time for a small
 * page on the embedded database. Kept by the whole Cookie header, from which Better Auth read it (a key of one
 * cookie could be completed with another one set by a sibling domain), until the next database write of this
 * process (signing out, a role or a name changed, a session ended: each is a write) and at most 30 s. Never kept
 * on a database other servers share: a sign-out, a ban, a new role or a new password there must end the session
 * here at its next request (docs/decisions/0020). Only sessions read without a cookie to send back (not extended,
 * not ended) are kept, and each is checked against its expiry again when it is used.
 */
const MAX_KEPT_COOKIE_HEADER = 4096;
const keptSessions = new ReadCache<{ user: SessionUser; expiresAt: number }>({
  maxAgeMs: 30_000,
  sharedMaxAgeMs: 0,
  maxEntries: 1000,
});

/** The signed-in user of a request, or null. A role that cannot be read falls back to client. */
export function getSessionUser({ request, context }: RequestArgs): Promise<SessionUser | null> {
  const memo = context.get(requestSession);
  if (request.method !== "GET" && request.method !== "HEAD") return readSessionUser(request, memo);
  return (memo.user ??= readSessionUser(request, memo));
}

async function readSessionUser(request: Request, memo: RequestSession): Promise<SessionUser | null> {
  if (!hasSessionCookie(request)) return null;
  const cookie = request.headers.get("Cookie")!;
  const kept = keptSessions.get(cookie);
  if (kept && kept.expiresAt > Date.now()) return kept.user;
  const readAt = writeGeneration();
  const { headers, response: found } = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length > 0) memo.cookieUpdates = cookies;
  if (!found) return null;
  const { user, session } = found;
  if (!isRole(user.role)) logger.warn({ userId: user.id, role: user.role }, "unknown role, treated as client");
  const sessionUser: SessionUser = Object.freeze({
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    role: isRole(user.role) ? user.role : "client",
    image: user.image ?? null,
    twoFactorEnabled: user.twoFactorEnabled ?? false,
    sessionId: session.id,
  });
  if (cookies.length === 0 && cookie.length <= MAX_KEPT_COOKIE_HEADER) {
    keptSessions.set(cookie, { user: sessionUser, expiresAt: session.expiresAt.getTime() }, readAt);
  }
  return sessionUser;
}

/** The Set-Cookie headers the root loader passes on after reading the session of this request. */
export function sessionCookieUpdates(context: Readonly<RouterContextProvider>): string[] {
  return context.get(requestSession).cookieUpdates;
}

export interface ActiveSession {
  id: string;
  createdAt: Date;
  lastActiveAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** The user's sessions that have not expired, most recently used first. */
export async function listActiveSessions(user: Pick<SessionUser, "id" | "sessionId">): Promise<ActiveSession[]> {
  const rows = await db()
    .select({
      id: sessionTable.id,
      createdAt: sessionTable.createdAt,
      updatedAt: sessionTable.updatedAt,
      userAgent: sessionTable.userAgent,
      ipAddress: sessionTable.ipAddress,
    })
    .from(sessionTable)
    .where(and(eq(sessionTable.userId, user.id), gt(sessionTable.expiresAt, new Date())))
    .orderBy(desc(sessionTable.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    lastActiveAt: row.updatedAt,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    current: row.id === user.sessionId,
  }));
}

/** Ends every session of the user except the one of this request. */
export async function endOtherSessions(request: Request): Promise<void> {
  await auth().api.revokeOtherSessions({ headers: request.headers });
}

/** Ends one of the user's own sessions (never another user's: the query is scoped to the user). */
export async function endSession(user: Pick<SessionUser, "id" | "sessionId">, sessionId: string): Promise<boolean> {
  if (sessionId === user.sessionId) return false;
  const deleted = await db()
    .delete(sessionTable)
    .where(and(eq(sessionTable.id, sessionId), eq(sessionTable.userId, user.id)))
    .returning({ id: sessionTable.id });
  return deleted.length > 0;
}
