import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { data, type ServerBuild } from "react-router";
import { routeBuild } from "../../../tests/support/route-handler";
import { readConfig } from "../config.server";
import { setDatabase, type Database } from "../db/client.server";
import { Hono } from "hono";
import { clientAddress, clientAddressOf, createHttpApp } from "./http.server";
import { clientIp, hitRateLimit } from "../rate-limit.server";

function fakeDatabase(up: boolean): Database {
  return {
    db: undefined as never,
    kind: "pglite",
    ping: () => (up ? Promise.resolve() : Promise.reject(new Error("down"))),
    close: async () => {},
  };
}

const app = (mode: "production" | "development" = "production", env: NodeJS.ProcessEnv = {}) =>
  createHttpApp({
    mode,
    getBuild: () => Promise.reject(new Error("no build in this test")) as Promise<ServerBuild>,
    config: readConfig({ ...process.env, ...env }),
  });

describe("http front", () => {
  it("reports a healthy database with 200", async () => {
    setDatabase(fakeDatabase(true));
    const response = await app().request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 with Retry-After when the database is down", async () => {
    setDatabase(fakeDatabase(false));
    const response = await app().request("/healthz");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({ status: "error", database: "down" });
  });

  it("sends the security headers, with a fresh CSP nonce per response", async () => {
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
  });

  it("sends HSTS only when the site is served over https (BASE_URL), in production as in development", async () => {
    setDatabase(fakeDatabase(true));
    const hsts = async (mode: "production" | "development", baseUrl: string) =>
      (await app(mode, { BASE_URL: baseUrl }).request("/healthz")).headers.get("strict-transport-security");
    expect(await hsts("production", "https://fasofutures.example")).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(await hsts("development", "https://fasofutures.example")).toMatch(/^max-age=\d+/);
    expect(await hsts("production", "http://127.0.0.1:3000")).toBeNull();
    expect(await hsts("development", "http://localhost:3000")).toBeNull();
  });

  it("answers an unexpected failure with a plain 500, not a stack trace", async () => {
    setDatabase(fakeDatabase(true));
    const response = await app().request("/some-page");
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
  });
});

describe("client address", () => {
  const echo = (hops: number) =>
    new Hono().use(clientAddress(hops)).get("/", (c) => c.text(c.req.header("x-forwarded-for") ?? "none"));
  const seen = async (hops: number, headers: Record<string, string>) =>
    (await echo(hops).request("/", { headers })).text();

  it("drops a client-sent X-Forwarded-For or X-Real-IP when no proxy is trusted (the socket address is used)", async () => {
    expect(await seen(0, { "x-forwarded-for": "6.6.6.6" })).toBe("none");
    expect(await seen(0, { "x-real-ip": "6.6.6.6" })).toBe("none");
  });

  it("keeps the entry the trusted proxy appended, never one the client wrote before it", async () => {
    expect(await seen(1, { "x-forwarded-for": "6.6.6.6, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await seen(1, { "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    expect(await seen(2, { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" })).toBe("203.0.113.9");
  });

  it.each([
    [0, "6.6.6.6", "10.0.0.1", "10.0.0.1"],
    [1, undefined, "10.0.0.1", "10.0.0.1"],
    [1, "", "10.0.0.1", "10.0.0.1"],
    [1, "6.6.6.6,7.7.7.7, 2001:db8::1", "10.0.0.1", "2001:db8::1"],
    [2, "6.6.6.6, 198.51.100.4, 10.0.0.2", "10.0.0.1", "198.51.100.4"],
    [3, "198.51.100.4", "10.0.0.1", "198.51.100.4"],
    [1, "6.6.6.6, not-an-address", "10.0.0.1", "10.0.0.1"],
    [1, "6.6.6.6, 203.0.113.9, ", "10.0.0.1", "203.0.113.9"],
  ] as const)("with %i trusted proxies, X-Forwarded-For %j from socket %s is %s", (hops, header, socket, expected) => {
    expect(clientAddressOf(header, socket, hops)).toBe(expected);
  });

  it("does not let spoofed first entries escape a per-address limit (the front, then the limiter, as on the server)", async () => {
    // A route whose action counts its caller as the forms do: 5 posts per address.
    const limited = {
      action: async ({ request }: { request: Request }) =>
        (await hitRateLimit(`http-test:${clientIp(request)}`, { limit: 5, windowMs: 60_000 })).ok
          ? { ok: true }
          : data({ ok: false }, { status: 429 }),
      default: () => null,
    };
    const site = createHttpApp({
      mode: "production",
      getBuild: async () => routeBuild(limited, "limited"),
      config: readConfig({ ...process.env, TRUST_PROXY: "1" }),
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      // What a proxy that appends forwards: the client's own header, then the address it saw.
      const forwardedFor = `198.18.${attempt}.1, 203.0.113.77`;
      const response = await site.request("http://localhost:3000/limited", {
        method: "POST",
        headers: { "x-forwarded-for": forwardedFor, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });
});

describe("behind a TLS-terminating proxy", () => {
  // The proxy speaks plain http to the site; the browser posted to https://site.test.
  const proxied = { host: "site.test", "x-forwarded-proto": "https", origin: "https://site.test" };
  const echo = {
    action: ({ request }: { request: Request }) => ({ url: request.url }),
    default: () => null,
  };
  const site = (env: NodeJS.ProcessEnv) =>
    createHttpApp({
      mode: "production",
      getBuild: async () => routeBuild(echo, "echo"),
      config: readConfig({ ...process.env, BASE_URL: "https://site.test", ...env }),
    });
  const post = (env: NodeJS.ProcessEnv, path = "/echo") =>
    site(env).request(`http://site.test${path}`, {
      method: "POST",
      headers: { ...proxied, "content-type": "application/x-www-form-urlencoded" },
      body: "name=Awa",
    });

  it("accepts the browser's https form posts, page and .data, with TRUST_PROXY=1", async () => {
    expect((await post({ TRUST_PROXY: "1" })).status).toBe(200);
    const dataPost = await post({ TRUST_PROXY: "1" }, "/echo.data");
    expect(dataPost.status).toBe(200);
    expect(await dataPost.text()).toContain("https://site.test/echo");
  });

  it("does not take the scheme from a client's header when no proxy is trusted", async () => {
    const response = await post({ TRUST_PROXY: "0" }, "/echo.data");
    expect(await response.text()).toContain("http://site.test/echo");
  });

  it("accepts the public origin's posts even when the proxy is not declared (React Router's check agrees)", async () => {
    expect((await post({ TRUST_PROXY: "0" })).status).toBe(200);
  });
});

describe("state-changing requests from another site", () => {
  const echo = { action: () => ({ saved: true }), loader: () => ({ read: true }), default: () => null };
  const site = createHttpApp({
    mode: "production",
    getBuild: async () => routeBuild(echo, "*"),
    config: readConfig({ ...process.env, BASE_URL: "https://fasofutures.example" }),
  });
  const send = (method: string, headers: Record<string, string>, path = "/contact") =>
    site.request(`http://localhost:3000${path}`, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: method === "GET" ? undefined : "name=Awa",
    });

  it.each([
    ["the public origin (BASE_URL)", { origin: "https://fasofutures.example", "sec-fetch-site": "same-origin" }],
    ["the request's own origin", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
    ["no Origin and no Sec-Fetch-Site (curl, an old browser's form)", {}],
    ["no Origin, Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin" }],
    ["no Origin, Sec-Fetch-Site none (typed by the user)", { "sec-fetch-site": "none" }],
  ])("lets a POST from %s through", async (_name, headers) => {
    expect((await send("POST", headers)).status).toBe(200);
  });

  it.each([
    ["POST", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["POST", { origin: "https://evil.example" }],
    ["POST", { origin: "https://fasofutures.example.evil.example" }],
    ["POST", { origin: "http://fasofutures.example" }],
    ["POST", { origin: "https://shop.fasofutures.example", "sec-fetch-site": "same-site" }],
    ["POST", { origin: "null" }],
    ["POST", { "sec-fetch-site": "cross-site" }],
    ["POST", { "sec-fetch-site": "same-site" }],
    ["PUT", { origin: "https://evil.example" }],
    ["PATCH", { origin: "https://evil.example" }],
    ["DELETE", { "sec-fetch-site": "cross-site" }],
  ])("refuses a %s with %j: 403 and a message, before any route runs", async (method, headers) => {
    const response = await send(method, headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      "Cette demande ne vient pas d'une page de notre site\u00a0: rien n'a été enregistré. Ouvrez la page sur le site et réessayez.",
    );
  });

  it("says it in English on an English page, and on a .data post", async () => {
    const response = await send("POST", { origin: "https://evil.example" }, "/en/contact.data");
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This request did not come from a page of our site");
  });

  it("leaves reading alone: a cross-site GET is a link", async () => {
    expect((await send("GET", { "sec-fetch-site": "cross-site" })).status).toBe(200);
  });
});

describe("/uploads/", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-route-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dataDir, "uploads", "someone"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "someone", "avatar-256.webp"), "webp bytes");
  fs.writeFileSync(path.join(dataDir, "auth-secret"), "do not serve");
  const uploadsApp = () => app("production", { DATA_DIR: dataDir });

  it("streams a stored file with its type and the five-minute cache header", async () => {
    const response = await uploadsApp().request("/uploads/someone/avatar-256.webp?v=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await response.text()).toBe("webp bytes");
  });

  it.each(["/uploads/someone/missing.webp", "/uploads/..%2Fauth-secret", "/uploads/someone/..%2F..%2Fauth-secret"])(
    "never answers %s from the store",
    async (url) => {
      // A key that is missing or leaves the uploads folder falls through to the app (here: no build, 500).
      const response = await uploadsApp().request(url);
      expect(response.status).not.toBe(200);
      expect(await response.text()).not.toContain("do not serve");
    },
  );
});

describe("the stylesheet preload", () => {
  const page = routeBuild({ loader: () => data({ ok: true }), default: () => null }, "/page");
  const build: ServerBuild = {
    ...page,
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html");
          return new Response("<!DOCTYPE html>", { status, headers });
        },
      },
    },
    assets: {
      ...page.assets,
      routes: { ...page.assets.routes, root: { ...page.assets.routes.root!, css: ["/assets/root-test.css"] } },
    },
  };
  const styledApp = () => createHttpApp({ mode: "production", getBuild: async () => build, config: readConfig() });

  it("is sent with every page, so the browser asks for the stylesheet before the document's scripts", async () => {
    const response = await styledApp().request("/page");
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Link")).toBe("</assets/root-test.css>; rel=preload; as=style");
  });

  it("is not sent with the router's data requests", async () => {
    const response = await styledApp().request("/page.data");
    expect(response.status).toBe(200);
    expect(response.headers.get("Link")).toBeNull();
  });
});

describe("/assets/", () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-build-"));
  afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(clientDir, "assets"));
  const css = "body{color:red}".repeat(100);
  fs.writeFileSync(path.join(clientDir, "assets", "root-test.css"), css);
  fs.writeFileSync(path.join(clientDir, "assets", "root-test.css.br"), zlib.brotliCompressSync(css));
  fs.writeFileSync(path.join(clientDir, "assets", "root-test.css.gz"), zlib.gzipSync(css));
  const assetsApp = () =>
    createHttpApp({
      mode: "production",
      clientDir,
      getBuild: () => Promise.reject(new Error("no build in this test")) as Promise<ServerBuild>,
      config: readConfig(),
    });
  const get = (encodings: string) =>
    assetsApp().request("/assets/root-test.css", { headers: { "Accept-Encoding": encodings } });

  it("sends the build's brotli file as it is, with its length", async () => {
    const response = await get("gzip, deflate, br");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Content-Length")).toBe(String(zlib.brotliCompressSync(css).length));
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(css);
  });

  it("sends the gzip file to a browser without brotli, and the plain file to one that takes neither", async () => {
    const gzip = await get("gzip, deflate");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(css);
    const plain = await get("identity");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(css);
  });
});
