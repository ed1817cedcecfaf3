import { describe, expect, it } from "vitest";
import { checkRateLimit, clientIp, peekRateLimit } from "./rate-limit.server";

describe("checkRateLimit", () => {
  it("allows up to the limit in a window, then refuses until the window ends", () => {
    const rule = { limit: 2, windowMs: 1000 };
    expect(checkRateLimit("t:a", rule, 0).ok).toBe(true);
    expect(checkRateLimit("t:a", rule, 10).ok).toBe(true);
    const third = checkRateLimit("t:a", rule, 20);
    expect(third.ok).toBe(false);
    expect(third.retryAfter).toBe(1);
    expect(checkRateLimit("t:b", rule, 20).ok).toBe(true);
    expect(checkRateLimit("t:a", rule, 1001).ok).toBe(true);
  });
  it("peeks at a limit without counting the call", () => {
    const rule = { limit: 2, windowMs: 1000 };
    expect(peekRateLimit("t:peek", rule, 0).ok).toBe(true);
    checkRateLimit("t:peek", rule, 0);
    expect(peekRateLimit("t:peek", rule, 5).ok).toBe(true);
    checkRateLimit("t:peek", rule, 10);
    expect(peekRateLimit("t:peek", rule, 20)).toEqual({ ok: false, retryAfter: 1 });
    expect(peekRateLimit("t:peek", rule, 1001).ok).toBe(true);
  });
  it("reads the one address the HTTP front settled, and nothing else a client may send", () => {
    expect(clientIp(new Request("http://x", { headers: { "x-forwarded-for": "1.2.3.4" } }))).toBe("1.2.3.4");
    expect(clientIp(new Request("http://x", { headers: { "x-real-ip": "6.6.6.6" } }))).toBe("local");
    expect(clientIp(new Request("http://x"))).toBe("local");
  });
});
