import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { setDatabase, type Database } from "./db/client.server";
import { Hono } from "hono";
import { clientAddress, createHttpApp } from "./http.server";

function fakeDatabase(up: boolean): Database {
  return {
    db: undefined as never,
    kind: "pglite",
    ping: () => (up ? Promise.resolve() : Promise.reject(new Error("down"))),
    close: async () => {},
  };
}

const app = (mode: "production" | "development" = "production") =>
  createHttpApp({ mode, getBuild: () => Promise.reject(new Error("no build in this test")) as Promise<ServerBuild> });

describe("http front", () => {
  it("reports a healthy database with 200", async () => {
    setDatabase(fakeDatabase(true));
    const response = await app().request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is down", async () => {
    setDatabase(fakeDatabase(false));
    const response = await app().request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "down" });
  });

  it("sends the security headers, with a fresh CSP nonce per response and HSTS in production", async () => {
    setDatabase(fakeDatabase(true));
    const first = await app().request("/healthz");
    const second = await app().request("/healthz");
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const dev = await app("development").request("/healthz");
    expect(dev.headers.get("strict-transport-security")).toBeNull();
  });

  it("answers an unexpected failure with a plain 500, not a stack trace", async () => {
    setDatabase(fakeDatabase(true));
    const response = await app().request("/some-page");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
  });
});

describe("client address", () => {
  const echo = (trustProxy: boolean) =>
    new Hono().use(clientAddress(trustProxy)).get("/", (c) => c.text(c.req.header("x-forwarded-for") ?? "none"));

  it("drops a client-sent X-Forwarded-For when no proxy is trusted (the socket address is used)", async () => {
    expect(await (await echo(false).request("/", { headers: { "x-forwarded-for": "6.6.6.6" } })).text()).toBe("none");
  });

  it("keeps the first hop behind a trusted proxy", async () => {
    expect(await (await echo(true).request("/", { headers: { "x-forwarded-for": "6.6.6.6, 10.0.0.1" } })).text()).toBe(
      "6.6.6.6",
    );
  });
});
