import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { gunzipSync, inflateSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import fc from "fast-check";
import { Hono } from "hono";
import { data, type RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { routeBuild } from "../../../../tests/support/route-handler";
import { parseCookie } from "~/lib/i18n";
import { isTheme, themeCookieName } from "~/lib/theme";
import { readConfig } from "../../config.server";
import { createHttpApp } from "../http.server";
import { databaseWritten } from "../../db/write-generation";
import { logger } from "../../logger.server";
import { createPageCache, PAGE_MAX_AGE_MS, type PageCacheVariables } from "./page-cache.server";
import { cspNonce, pageLanguage } from "../request-context.server";

/** How many times a page was rendered. */
let renders = 0;

/**
 * A build whose pages (the home page, the calendar and a workshop, services, in both languages) show what a page
 * reads of the request: its language, its theme as the root loader reads the cookie, the calendar's `level` filter,
 * and the nonce on its scripts and module preload. `withCount` adds how many renders came before.
 */
function pageBuild({ withCount = false } = {}): ServerBuild {
  const page = {
    loader: ({ request }: { request: Request }) => {
      const ask = request.headers.get("x-test");
      if (ask === "cookie") return data({}, { headers: { "Set-Cookie": "flash=1; Path=/" } });
      if (ask === "missing") return data({}, { status: 404 });
      return {};
    },
    action: () => ({}),
    default: () => null,
  };
  const base = routeBuild(page, "en/calendar");
  const paths = ["", "en", "calendar", "en/calendar", "calendar/:id", "en/calendar/:id", "services", "en/services"];
  const routes: Record<string, unknown> = { root: base.routes.root };
  const assets: Record<string, unknown> = { root: base.assets.routes.root };
  for (const [index, path] of paths.entries()) {
    // The French home page is the root's index route, as in app/routes.ts.
    const where = path === "" ? { index: true, path: undefined } : { path };
    routes[`page${index}`] = { ...base.routes.page, id: `page${index}`, ...where };
    assets[`page${index}`] = { ...base.assets.routes.page, id: `page${index}`, ...where };
  }
  const entry = (request: Request, status: number, headers: Headers, _ctx: unknown, context: RouterContextProvider) => {
    renders += 1;
    const url = new URL(request.url);
    const cookieTheme = parseCookie(request.headers.get("Cookie"), themeCookieName);
    const theme = isTheme(cookieTheme) ? cookieTheme : "system";
    const level = /\/calendar$/.test(url.pathname) ? url.searchParams.get("level") : null;
    const nonce = context.get(cspNonce);
    headers.set("Content-Type", "text/html; charset=utf-8");
    const body =
      `<!DOCTYPE html><html lang="${context.get(pageLanguage)}" class="${theme}"><head>` +
      `<link rel="modulepreload" href="/a.js" nonce="${nonce}"/><script nonce="${nonce}">boot()</script></head>` +
      `<body>${"<p>Calendrier</p>".repeat(200)}<p>${status} ${url.pathname} level=${level}</p>` +
      (withCount ? `<p>render ${renders} of ${url.search}</p>` : "") +
      `<script nonce="${nonce}">hydrate()</script></body></html>`;
    return new Response(body, { status, headers });
  };
  return {
    ...base,
    routes,
    assets: { ...base.assets, routes: assets },
    entry: { module: { default: entry } },
  } as unknown as ServerBuild;
}

function site(build: ServerBuild, pageCacheMb: number) {
  return createHttpApp({
    mode: "production",
    getBuild: async () => build,
    config: readConfig({ ...process.env, PAGE_CACHE_MB: String(pageCacheMb) }),
  });
}

/** Reads an answer's body, whichever way it was encoded. */
function decoded(body: Buffer, encoding: string | null | undefined): string {
  if (encoding === "gzip") return gunzipSync(body).toString();
  if (encoding === "deflate") return inflateSync(body).toString();
  return body.toString();
}

const nonceOf = (csp: string | null | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

beforeEach(() => {
  // Each test starts from a cache that holds nothing valid.
  databaseWritten();
  renders = 0;
});

describe("the page cache in the HTTP front", () => {
  const build = pageBuild({ withCount: true });
  const app = site(build, 1);

  async function visit(path = "/en/calendar", headers: Record<string, string> = {}) {
    const response = await app.request(path, { headers: { "accept-encoding": "gzip, br", ...headers } });
    const html = decoded(Buffer.from(await response.arrayBuffer()), response.headers.get("content-encoding"));
    return { response, html, nonce: nonceOf(response.headers.get("content-security-policy")) };
  }

  it("renders once, then answers from memory with the nonce the page was rendered with, in the header and the page", async () => {
    const first = await visit();
    const second = await visit();
    const third = await visit("/en/calendar", { "accept-encoding": "identity" });
    expect(renders).toBe(1);
    for (const { html, nonce } of [first, second, third]) {
      expect(nonce).toBe(first.nonce);
      const inPage = [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inPage).toEqual([nonce, nonce]);
    }
    // The page is the one rendered first, to the byte.
    expect(second.html).toBe(first.html);
    expect(third.html).toBe(first.html);
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
    expect(third.response.headers.get("content-encoding")).toBeNull();
  });

  it("draws a new nonce for a page rendered again", async () => {
    const first = await visit();
    databaseWritten();
    const again = await visit();
    expect(renders).toBe(2);
    expect(again.nonce).not.toBe(first.nonce);
    expect(again.html).toContain(`<script nonce="${again.nonce}">`);
  });

  it("gives visitors who wait for a rendering that rendering's nonce", async () => {
    const visits = await Promise.all([visit("/en/services"), visit("/en/services"), visit("/en/services")]);
    expect(renders).toBe(1);
    for (const { html, nonce } of visits) {
      expect(nonce).toBe(visits[0]!.nonce);
      expect(html).toContain(`<script nonce="${nonce}">`);
    }
  });

  it("keeps the gzipped page whatever the first visitor accepted", async () => {
    const plain = await visit("/en/services", { "accept-encoding": "identity" });
    const gzip = await visit("/en/services");
    const deflate = await visit("/en/services", { "accept-encoding": "deflate" });
    expect(renders).toBe(1);
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzip.response.headers.get("content-length"))).toBeGreaterThan(0);
    expect(deflate.response.headers.get("content-encoding")).toBe("deflate");
    expect(gzip.html).toBe(plain.html);
    expect(deflate.html).toBe(plain.html);
  });

  it("logs an answer from memory on the request's own line", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      await visit();
      await visit("/en/calendar?utm_source=radio");
      const lines = info.mock.calls.filter((call) => call[1] === "request").map((call) => call[0]);
      expect(lines).toEqual([
        expect.objectContaining({ method: "GET", path: "/en/calendar", status: 200, cache: "miss" }),
        expect.objectContaining({ method: "GET", path: "/en/calendar", status: 200, cache: "hit" }),
      ]);
    } finally {
      info.mockRestore();
    }
  });

  it("never serves cached HTML to signed-in visitors, nor caches what they get", async () => {
    await visit();
    const signedIn = await visit("/en/calendar", { cookie: "better-auth.session_token=abc.def" });
    expect(signedIn.html).toContain("render 2");
    expect(renders).toBe(2);
    expect((await visit()).html).toContain("render 1");
  });

  it("does not keep answers that set cookies or are not 200, nor answer posts", async () => {
    for (const ask of ["cookie", "missing"]) {
      await visit("/en/calendar", { "x-test": ask });
      await visit("/en/calendar", { "x-test": ask });
    }
    expect(renders).toBe(4);
    await visit();
    await app.request("/en/calendar", { method: "POST", headers: { origin: "http://localhost:3000" } });
    expect(renders).toBe(6);
  });

  it("serves one entry whatever unknown parameters are added", async () => {
    for (let i = 0; i < 20; i++) await visit(`/en/calendar?utm_source=${i}&r${i}=x`);
    expect(renders).toBe(1);
    // A parameter the page reads is a page of its own, rendered for exactly that URL.
    const filtered = await visit("/en/calendar?noise=1&level=advanced");
    expect(filtered.html).toContain("render 2 of ?level=advanced</p>");
  });

  it("renders a page again once it is a minute old, serving the old one to others meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await visit();
      vi.setSystemTime(Date.now() + PAGE_MAX_AGE_MS + 1);
      const [refresh, meanwhile] = await Promise.all([visit(), visit()]);
      expect(meanwhile.html).toContain("render 1");
      expect(refresh.html).toContain("render 2");
      expect((await visit()).html).toContain("render 2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("renders again after any write", async () => {
    await visit();
    databaseWritten();
    await visit();
    expect(renders).toBe(2);
  });
});

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  html: string;
}

/** Sends a request with its target exactly as written (an HTTP client would resolve or refuse it first). */
function rawGet(port: number, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const lines = Object.entries({ host: `127.0.0.1:${port}`, ...headers, connection: "close" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.on("error", reject);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => {
      const whole = Buffer.concat(chunks);
      const headEnd = whole.indexOf("\r\n\r\n");
      const [statusLine = "", ...headerLines] = whole.subarray(0, headEnd).toString("latin1").split("\r\n");
      const answer = new Map<string, string>();
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        answer.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      let body = whole.subarray(headEnd + 4);
      if (answer.get("transfer-encoding") === "chunked") {
        const pieces: Buffer[] = [];
        for (let at = 0; ;) {
          const sizeEnd = body.indexOf("\r\n", at);
          const size = parseInt(body.subarray(at, sizeEnd).toString(), 16);
          if (!size) break;
          pieces.push(body.subarray(sizeEnd + 2, sizeEnd + 2 + size));
          at = sizeEnd + 2 + size + 2;
        }
        body = Buffer.concat(pieces);
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: answer,
        html: decoded(body, answer.get("content-encoding")),
      });
    });
    socket.write(`GET ${target} HTTP/1.1\r\n${lines}\r\n`);
  });
}

/** An answer's headers but for those that differ from one answer to the next, and the nonce inside the CSP. */
function comparableHeaders({ headers }: RawAnswer, framing = false): Record<string, string> {
  const nonce = nonceOf(headers.get("content-security-policy"));
  const kept = [...headers].filter(([name]) => name !== "date" && name !== "content-length");
  return Object.fromEntries(
    kept
      .filter(([name]) => framing || name !== "transfer-encoding")
      .map(([name, value]) => [name, nonce ? value.replaceAll(nonce, "NONCE") : value]),
  );
}

/** The page without its nonces (each rendering draws its own). */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

describe("one front for every answer, on a real socket", () => {
  const build = pageBuild();
  const servers: http.Server[] = [];
  let cached: number;
  let uncached: number;

  async function listen(pageCacheMb: number): Promise<number> {
    const server = http.createServer(getRequestListener(site(build, pageCacheMb).fetch));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  beforeAll(async () => {
    cached = await listen(1);
    uncached = await listen(0);
  });
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  const encodings: Record<string, string>[] = [{ "accept-encoding": "gzip" }, {}];

  it("answers from memory with the headers of a rendered answer, but for the nonce, Date and Content-Length", async () => {
    for (const headers of encodings) {
      databaseWritten();
      const miss = await rawGet(cached, "/en/calendar", headers);
      const hit = await rawGet(cached, "/en/calendar", headers);
      const rendered = await rawGet(uncached, "/en/calendar", headers);
      expect(hit.status).toBe(200);
      expect(comparableHeaders(hit, true)).toEqual(comparableHeaders(miss, true));
      // A rendered page streams out (chunked) where a page from memory has its length.
      expect(comparableHeaders(hit)).toEqual(comparableHeaders(rendered));
      expect(hit.headers.get("content-security-policy")).toContain("'nonce-");
      expect(hit.headers.get("x-frame-options")).toBe("DENY");
      expect(nonceOf(hit.headers.get("content-security-policy"))).toBe(
        nonceOf(miss.headers.get("content-security-policy")),
      );
      expect(withoutNonces(hit.html)).toBe(withoutNonces(rendered.html));
    }
  });

  /** Sends `target` to both servers, once the cache holds the usual pages: the same page, or a 4xx. */
  async function sameAsRendered(target: string) {
    for (const headers of encodings) {
      const fromCache = await rawGet(cached, target, headers);
      const rendered = await rawGet(uncached, target, headers);
      expect(fromCache.status, target).toBeLessThan(500);
      expect(fromCache.status, target).toBe(rendered.status);
      if (fromCache.status < 400) expect(withoutNonces(fromCache.html), target).toBe(withoutNonces(rendered.html));
    }
  }

  async function warm() {
    for (const path of ["/", "/en", "/calendar", "/en/calendar", "/services", "/en/services", "/en/calendar?level=a"]) {
      for (const headers of encodings) expect((await rawGet(cached, path, headers)).status).toBe(200);
    }
  }

  it("answers odd request targets as an empty cache would, or refuses them, and stays up", async () => {
    const errors = vi.spyOn(logger, "error");
    try {
      await warm();
      const targets = [
        "//",
        "///",
        "//:80/",
        "//[/",
        "//a%/",
        "//a:99999/",
        "//@/",
        "//%zz/",
        "http://[/",
        "http://a:b@/",
        "//calendar",
        "//en/calendar",
        "/x/../en/calendar",
        "/en/./calendar",
        "/en/calendar/..",
        `http://127.0.0.1:${cached}/en/calendar`,
        `http://user:secret@127.0.0.1:${cached}/en/calendar`,
        "/en/calendar?level=a&utm_source=1",
      ];
      for (const target of targets) await sameAsRendered(target);
      const named = await rawGet(cached, `http://user:secret@127.0.0.1:${cached}/en/calendar`);
      expect(named.status).toBe(400);
      expect(named.html).toBe("This address cannot be read: it must not contain a user name or a password.");
      expect(named.headers.get("x-content-type-options")).toBe("nosniff");

      const piece = fc.constantFrom(
        ...["/", "//", "/.", "/..", "/./", "/../", "%", "%zz", "%2e", "%2E%2E/", "%2F", "%00", "%C3%A9", "\\"],
        ...["[", "]", "@", ":", ":80", ":99999", "a:b@", "calendar", "en", "services", "x", "?", "?level=a"],
        ...["&utm_source=1", "#top", "http:", "http://", "*", ";", "~", "'", "en/calendar", "calendar/w1"],
      );
      const path = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(""));
      const target = fc.oneof(
        path.map((rest) => `/${rest}`),
        path.filter((rest) => rest !== ""),
        path.map((rest) => `http://127.0.0.1${rest}`),
        fc
          .tuple(
            fc.constantFrom("localhost", "a", "[::1]", "[", "127.0.0.1", "a:b@x"),
            fc.constantFrom("", ":80", ":99999"),
          )
          .map(([host, port]) => `${host}${port}`),
      );
      await fc.assert(
        fc.asyncProperty(target, (odd) => sameAsRendered(odd)),
        { seed: 20261127, numRuns: 150 },
      );

      for (const port of [cached, uncached]) expect((await rawGet(port, "/en/calendar")).status).toBe(200);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("reads the theme cookie as the page does: no visitor gets another's theme", async () => {
    const themeOf = async (cookie?: string) => {
      const headers = { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) };
      const fromCache = await rawGet(cached, "/en/services", headers);
      const rendered = await rawGet(uncached, "/en/services", headers);
      expect(withoutNonces(fromCache.html)).toBe(withoutNonces(rendered.html));
      return /class="(\w+)"/.exec(fromCache.html)?.[1];
    };
    const visitors = [
      "theme=%64ark",
      undefined,
      "theme=light; theme=dark",
      "theme=dark; theme=light",
      "lang=fr; theme=%6Cight; theme=dark",
      "theme=%",
      undefined,
      "theme=%64ark",
    ];
    const themes = [];
    for (const cookie of visitors) themes.push(await themeOf(cookie));
    expect(themes).toEqual(["dark", "system", "light", "dark", "light", "system", "system", "dark"]);
  });
});

describe("the page cache's memory", () => {
  it("stays within its byte limit however many pages and parameters are asked for", async () => {
    const pageCache = createPageCache({ maxBytes: 64 * 1024 });
    const mini = new Hono<{ Variables: PageCacheVariables }>();
    mini.use(async (c, next) => {
      c.set("secureHeadersNonce", pageCache.nonceFor(c));
      await next();
    });
    mini.use(pageCache.middleware);
    const page = (path: string, nonce = "") =>
      `<html><script nonce="${nonce}">x</script>${path}${Math.random().toString(36).repeat(300)}</html>`;
    mini.get("*", (c) => c.html(page(c.req.url, c.get("secureHeadersNonce"))));
    for (let i = 0; i < 150; i++) {
      await mini.request(`/calendar/workshop-${i}`);
      await mini.request(`/en/calendar?level=${i}`);
    }
    const { bytes, entries } = pageCache.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(300);
  });
});
