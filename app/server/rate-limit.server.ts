/**
 * Rate limits: fixed windows counted per key, where a key names what is limited and for whom (e.g.
 * `sign-in:pair:1.2.3.4|a@b.c`). The rules that use them (docs/architecture.md, "Rate limits") key on
 * the client's address *and* the account or email, so that people who share one public address (a mobile
 * network, an office) are not stopped by each other, and nobody can lock someone else out.
 *
 * Counting goes through a small store interface: in memory on the embedded database (one process per data
 * directory), in PostgreSQL when DATABASE_URL is set, so that several server processes share the counts.
 */
import { sql } from "drizzle-orm";
import { config } from "./config.server";
import { db } from "./db/client.server";

export interface RateLimit {
  /** Counts allowed in a window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
  /** Counts past this one are answered more slowly (doubling each time) before `limit` refuses them. */
  slowAfter?: number;
}

export interface RateWindow {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Where windows are counted. In PostgreSQL: `hit` is an upsert that restarts an ended window
 * (`insert … on conflict (key) do update set count = case when reset_at <= now then 1 else count + 1 end …
 * returning count, reset_at`), `read` a select, `clear` a delete.
 */
export interface RateLimitStore {
  /** Counts one more in the key's window, opening one of `windowMs` when none is open. */
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  /** The key's open window, without counting; null when none is open. */
  read(key: string, now: number): Promise<RateWindow | null>;
  /** Forgets the key's window (a success forgives the failures before it). */
  clear(key: string): Promise<void>;
}

/** Enough for one server process, which is how the site runs on its embedded database. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();

  async hit(key: string, windowMs: number, now: number): Promise<RateWindow> {
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    const opened = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, opened);
    if (this.windows.size > 50_000) this.prune(now);
    return { ...opened };
  }

  async read(key: string, now: number): Promise<RateWindow | null> {
    const current = this.windows.get(key);
    return current && current.resetAt > now ? { ...current } : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

/** Rows of ended windows are deleted every this many hits of a process, not on each. */
const PRUNE_EVERY = 1_000;

/** Every server process on one PostgreSQL counts in the same rows: one statement per call. */
export class PostgresRateLimitStore implements RateLimitStore {
  private hits = 0;

  async hit(key: string, windowMs: number, now: number): Promise<RateWindow> {
    const at = new Date(now);
    const resetAt = new Date(now + windowMs);
    const result = await db().execute(sql`
      insert into rate_limit_windows (key, count, reset_at) values (${key}, 1, ${resetAt})
      on conflict (key) do update set
        count = case when rate_limit_windows.reset_at <= ${at} then 1 else rate_limit_windows.count + 1 end,
        reset_at = case when rate_limit_windows.reset_at <= ${at} then excluded.reset_at else rate_limit_windows.reset_at end
      returning count, reset_at`);
    const [row] = (result as unknown as { rows: { count: number; reset_at: Date | string }[] }).rows;
    if (++this.hits % PRUNE_EVERY === 0)
      await db().execute(sql`delete from rate_limit_windows where reset_at <= ${at}`);
    return { count: Number(row!.count), resetAt: new Date(row!.reset_at).getTime() };
  }

  async read(key: string, now: number): Promise<RateWindow | null> {
    const result = await db().execute(
      sql`select count, reset_at from rate_limit_windows where key = ${key} and reset_at > ${new Date(now)}`,
    );
    const [row] = (result as unknown as { rows: { count: number; reset_at: Date | string }[] }).rows;
    return row ? { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() } : null;
  }

  async clear(key: string): Promise<void> {
    await db().execute(sql`delete from rate_limit_windows where key = ${key}`);
  }
}

let chosen: RateLimitStore | undefined;
/** Chosen on first use, in each copy of the server modules alike (decision 3). */
function store(): RateLimitStore {
  chosen ??= config().databaseUrl ? new PostgresRateLimitStore() : new MemoryRateLimitStore();
  return chosen;
}

/** The first slowed-down answer waits this long, the next twice as long, and so on up to the cap. */
export const SLOW_DOWN_FIRST_MS = 250;
export const SLOW_DOWN_MAX_MS = 4_000;

/** What a limit says about one more attempt: go on (perhaps after a delay), or wait `retryAfter` seconds. */
export type RateVerdict = { ok: true; delayMs: number } | { ok: false; retryAfter: number };

function verdict(window: RateWindow | null, rule: RateLimit, now: number, counted: boolean): RateVerdict {
  const count = window?.count ?? 0;
  // A counted attempt is refused past the limit; a peek refuses when the next one would be.
  if (window && (counted ? count > rule.limit : count >= rule.limit)) {
    return { ok: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }
  const attempt = counted ? count : count + 1;
  const over = rule.slowAfter === undefined ? 0 : attempt - rule.slowAfter;
  const delayMs = over > 0 ? Math.min(SLOW_DOWN_FIRST_MS * 2 ** (over - 1), SLOW_DOWN_MAX_MS) : 0;
  return { ok: true, delayMs };
}

/** Counts this attempt under `key` and says whether it may go on. */
export async function hitRateLimit(key: string, rule: RateLimit, now = Date.now()): Promise<RateVerdict> {
  return verdict(await store().hit(key, rule.windowMs, now), rule, now, true);
}

/**
 * Whether one more attempt may go on, without counting it: for limits that count only failures (wrong
 * passwords), checked before the attempt and counted with `hitRateLimit` once it has failed.
 */
export async function peekRateLimit(key: string, rule: RateLimit, now = Date.now()): Promise<RateVerdict> {
  return verdict(await store().read(key, now), rule, now, false);
}

export async function clearRateLimit(key: string): Promise<void> {
  await store().clear(key);
}

/** The strictest of several verdicts: the longest wait if any refuses, else the longest delay. */
export function strictest(verdicts: RateVerdict[]): RateVerdict {
  const refusals = verdicts.filter((v): v is Extract<RateVerdict, { ok: false }> => !v.ok);
  if (refusals.length > 0) return { ok: false, retryAfter: Math.max(...refusals.map((v) => v.retryAfter)) };
  return { ok: true, delayMs: Math.max(0, ...verdicts.map((v) => (v.ok ? v.delayMs : 0))) };
}

export function slowDown(delayMs: number): Promise<void> {
  return delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
}

/**
 * The client's address, as the HTTP front settled it (http.server.ts `clientAddress`: the socket's, or the
 * entry the trusted proxy wrote), carried in X-Forwarded-For as that one address; "local" without one.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.trim() || "local";
}

/** The key part for one visitor on one address: the address and what they typed (an email), together. */
export function pairKey(ip: string, subject: string): string {
  return `${ip}|${subject.trim().toLowerCase()}`;
}

/** Starts again from an empty store (tests), or counts somewhere else. */
export function resetRateLimits(next: RateLimitStore = new MemoryRateLimitStore()): void {
  chosen = next;
}
