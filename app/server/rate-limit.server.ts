/**
 * A fixed-window request limiter kept in memory: enough for one server process, which is how the
 * site runs (PGlite allows one process per data directory). Keys name what is limited and for whom,
 * e.g. `sign-in:ip:1.2.3.4` or `contact:email:a@b.c`.
 */
const windows = new Map<string, { count: number; resetAt: number }>();

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export function checkRateLimit(
  key: string,
  { limit, windowMs }: RateLimit,
  now = Date.now(),
): { ok: boolean; retryAfter: number } {
  const current = windows.get(key);
  if (!current || current.resetAt <= now) {
    windows.set(key, { count: 1, resetAt: now + windowMs });
    if (windows.size > 10_000) prune(now);
    return { ok: true, retryAfter: 0 };
  }
  current.count += 1;
  return { ok: current.count <= limit, retryAfter: Math.ceil((current.resetAt - now) / 1000) };
}

/**
 * Whether a key is already over its limit, without counting this call: for limits that count only
 * failures (e.g. wrong passwords per address), checked before the attempt and counted after it.
 */
export function peekRateLimit(
  key: string,
  { limit }: Pick<RateLimit, "limit">,
  now = Date.now(),
): { ok: boolean; retryAfter: number } {
  const current = windows.get(key);
  if (!current || current.resetAt <= now || current.count < limit) return { ok: true, retryAfter: 0 };
  return { ok: false, retryAfter: Math.ceil((current.resetAt - now) / 1000) };
}

function prune(now: number) {
  for (const [key, value] of windows) if (value.resetAt <= now) windows.delete(key);
}

/**
 * The client's address, as the HTTP front settled it (http.server.ts `clientAddress`: the socket's, or the
 * entry the trusted proxy wrote), carried in X-Forwarded-For as that one address; "local" without one.
 */
export function clientIp(request: Request): string {
  return request.headers.get("x-forwarded-for")?.trim() || "local";
}

/** Forgets every window (tests). */
export function resetRateLimits(): void {
  windows.clear();
}
