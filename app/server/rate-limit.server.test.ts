import { beforeEach, describe, expect, it } from "vitest";
import {
  clearRateLimit,
  clientIp,
  hitRateLimit,
  pairKey,
  peekRateLimit,
  resetRateLimits,
  SLOW_DOWN_FIRST_MS,
  SLOW_DOWN_MAX_MS,
  strictest,
} from "./rate-limit.server";

beforeEach(() => resetRateLimits());

describe("hitRateLimit", () => {
  it("allows up to the limit in a window, then refuses until the window ends", async () => {
    const rule = { limit: 2, windowMs: 1000 };
    expect(await hitRateLimit("t:a", rule, 0)).toEqual({ ok: true, delayMs: 0 });
    expect((await hitRateLimit("t:a", rule, 10)).ok).toBe(true);
    expect(await hitRateLimit("t:a", rule, 20)).toEqual({ ok: false, retryAfter: 1 });
    expect((await hitRateLimit("t:b", rule, 20)).ok).toBe(true);
    expect((await hitRateLimit("t:a", rule, 1001)).ok).toBe(true);
  });

  it("slows down the attempts past slowAfter, doubling up to a cap, before the limit refuses", async () => {
    const rule = { limit: 12, windowMs: 60_000, slowAfter: 2 };
    const delays = [];
    for (let i = 0; i < 12; i++) {
      const verdict = await hitRateLimit("t:slow", rule, i);
      expect(verdict.ok).toBe(true);
      if (verdict.ok) delays.push(verdict.delayMs);
    }
    const first = SLOW_DOWN_FIRST_MS;
    expect(delays.slice(0, 7)).toEqual([0, 0, first, first * 2, first * 4, first * 8, first * 16]);
    expect(Math.max(...delays)).toBe(SLOW_DOWN_MAX_MS);
    expect((await hitRateLimit("t:slow", rule, 20)).ok).toBe(false);
  });

  it("never refuses a limit of Infinity, only slows it down", async () => {
    const rule = { limit: Number.POSITIVE_INFINITY, windowMs: 60_000, slowAfter: 1 };
    for (let i = 0; i < 100; i++) await hitRateLimit("t:inf", rule, 0);
    expect(await hitRateLimit("t:inf", rule, 0)).toEqual({ ok: true, delayMs: SLOW_DOWN_MAX_MS });
  });
});

describe("peekRateLimit", () => {
  it("tells what the next attempt would get, without counting it", async () => {
    const rule = { limit: 2, windowMs: 1000, slowAfter: 1 };
    expect(await peekRateLimit("t:peek", rule, 0)).toEqual({ ok: true, delayMs: 0 });
    await hitRateLimit("t:peek", rule, 0);
    expect(await peekRateLimit("t:peek", rule, 5)).toEqual({ ok: true, delayMs: SLOW_DOWN_FIRST_MS });
    await hitRateLimit("t:peek", rule, 10);
    expect(await peekRateLimit("t:peek", rule, 20)).toEqual({ ok: false, retryAfter: 1 });
    expect((await peekRateLimit("t:peek", rule, 1001)).ok).toBe(true);
  });

  it("forgets a cleared key", async () => {
    const rule = { limit: 1, windowMs: 1000 };
    await hitRateLimit("t:clear", rule, 0);
    expect((await peekRateLimit("t:clear", rule, 1)).ok).toBe(false);
    await clearRateLimit("t:clear");
    expect((await peekRateLimit("t:clear", rule, 1)).ok).toBe(true);
  });
});

describe("the pieces of a rule", () => {
  it("keeps the strictest verdict: the longest wait, else the longest delay", () => {
    expect(
      strictest([
        { ok: true, delayMs: 250 },
        { ok: true, delayMs: 0 },
      ]),
    ).toEqual({ ok: true, delayMs: 250 });
    expect(
      strictest([
        { ok: true, delayMs: 250 },
        { ok: false, retryAfter: 5 },
        { ok: false, retryAfter: 60 },
      ]),
    ).toEqual({ ok: false, retryAfter: 60 });
  });

  it("keys one visitor by address and email together, whatever the email's case", () => {
    expect(pairKey("1.2.3.4", " Awa@Example.org ")).toBe("1.2.3.4|awa@example.org");
    expect(pairKey("1.2.3.4", "a@b.c")).not.toBe(pairKey("1.2.3.5", "a@b.c"));
  });

  it("reads the one address the HTTP front settled, and nothing else a client may send", () => {
    expect(clientIp(new Request("http://x", { headers: { "x-forwarded-for": "1.2.3.4" } }))).toBe("1.2.3.4");
    expect(clientIp(new Request("http://x", { headers: { "x-real-ip": "6.6.6.6" } }))).toBe("local");
    expect(clientIp(new Request("http://x"))).toBe("local");
  });
});
