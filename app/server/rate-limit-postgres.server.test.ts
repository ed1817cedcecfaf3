/**
 * The rate limits counted in the database, as every server process does when DATABASE_URL is set: two stores
 * (two processes) share one count, a window restarts once it ended, and a success forgives.
 */
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../../tests/support/test-database";
import {
  hitRateLimit,
  peekRateLimit,
  PostgresRateLimitStore,
  clearRateLimit,
  resetRateLimits,
} from "./rate-limit.server";

setUpTestDatabase();

describe("rate limits in PostgreSQL", () => {
  it("counts the hits of every process in one window, and restarts it once it ended", async () => {
    const first = new PostgresRateLimitStore();
    const second = new PostgresRateLimitStore();
    const now = Date.now();
    expect(await first.hit("contact:ip:198.51.100.1", 60_000, now)).toEqual({ count: 1, resetAt: now + 60_000 });
    expect((await second.hit("contact:ip:198.51.100.1", 60_000, now + 10)).count).toBe(2);
    expect((await first.hit("contact:ip:198.51.100.1", 60_000, now + 20)).count).toBe(3);
    expect(await second.read("contact:ip:198.51.100.1", now + 30)).toEqual({ count: 3, resetAt: now + 60_000 });
    expect(await second.read("contact:ip:198.51.100.1", now + 60_000)).toBeNull();
    expect(await second.hit("contact:ip:198.51.100.1", 60_000, now + 60_000)).toEqual({
      count: 1,
      resetAt: now + 120_000,
    });
  });

  it("refuses at the same total whichever process answers, and a clear forgives", async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const now = Date.now();
    const verdicts = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      // Alternating between two processes' stores, as a round-robin proxy would.
      resetRateLimits(new PostgresRateLimitStore());
      verdicts.push((await hitRateLimit("sign-in:pair:x", rule, now + attempt)).ok);
    }
    expect(verdicts).toEqual([true, true, true, false, false]);
    expect((await peekRateLimit("sign-in:pair:x", rule, now + 10)).ok).toBe(false);
    await clearRateLimit("sign-in:pair:x");
    expect((await peekRateLimit("sign-in:pair:x", rule, now + 10)).ok).toBe(true);
  });
});
