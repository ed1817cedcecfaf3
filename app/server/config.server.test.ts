import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "./config.server";

describe("readConfig", () => {
  it("says the site is https exactly when BASE_URL is (Secure cookies, HSTS)", () => {
    expect(readConfig({ BASE_URL: "https://fasofutures.example" }).https).toBe(true);
    expect(readConfig({ BASE_URL: "http://127.0.0.1:4000", NODE_ENV: "production" }).https).toBe(false);
    expect(readConfig({}).https).toBe(false);
  });

  it("reads TRUST_PROXY as the number of proxies in front of the site", () => {
    expect(readConfig({}).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "" }).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "0" }).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "1" }).trustedProxies).toBe(1);
    expect(readConfig({ TRUST_PROXY: " 2 " }).trustedProxies).toBe(2);
  });

  it.each(["true", "yes", "-1", "1.5", "10", "loopback"])("refuses TRUST_PROXY=%s with a clear message", (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be the number of reverse proxies in front of the site (0 to 9), got "${value}"`,
    );
  });

  it("reads PAGE_CACHE_MB as megabytes, 0 for no page cache, and refuses anything else", () => {
    expect(readConfig({}).pageCacheBytes).toBe(16 * 1024 * 1024);
    expect(readConfig({ PAGE_CACHE_MB: "0" }).pageCacheBytes).toBe(0);
    expect(readConfig({ PAGE_CACHE_MB: "64" }).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(() => readConfig({ PAGE_CACHE_MB: "lots" })).toThrow(
      'PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off), got "lots"',
    );
  });
});
