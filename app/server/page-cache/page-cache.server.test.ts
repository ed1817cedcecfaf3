import { randomBytes } from "node:crypto";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { data, type RouterContextProvider, type ServerBuild } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routeBuild } from "../../../tests/support/route-handler";
import { readConfig } from "../config.server";
import { createHttpApp } from "../http.server";
import { databaseWritten } from "../db/write-generation";
import { logger } from "../logger.server";
import { createPageCache, PAGE_MAX_AGE_MS } from "./page-cache.server";
import { cspNonce } from "../request-context.server";

/** How many times the page was rendered, and with what the loader said. */
let renders = 0;

/** A build of one page at /en/calendar whose loader answers what the request's `x-test` header asks for. */
function pageBuild(): ServerBuild {
  const build = routeBuild(
    {
      loader: ({ request }: { request: Request }) => {
        const ask = request.headers.get("x-test");
        if (ask === "cookie") return data({}, { headers: { "Set-Cookie": "flash=1; Path=/" } });
        if (ask === "missing") return data({}, { status: 404 });
        return {};
      },
      action: () => ({}),
      default: () => null,
    },
    "en/calendar",
  );
  const entry = (request: Request, status: number, headers: Headers, _ctx: unknown, context: RouterContextProvider) => {
    renders += 1;
    headers.set("Content-Type", "text/html; charset=utf-8");
    const body =
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js" nonce="${context.get(cspNonce)}"/>` +
      `<script nonce="${context.get(cspNonce)}">boot()</script></head><body>${"<p>Calendrier</p>".repeat(200)}` +
      `<p>render ${renders} of ${new URL(request.url).search}</p><script nonce="${context.get(cspNonce)}">hydrate()</script></body></html>`;
    return new Response(body, { status, headers });
  };
  return { ...build, entry: { module: { default: entry } } } as unknown as ServerBuild;
}

const app = createHttpApp({
  mode: "production",
  getBuild: async () => build,
  config: readConfig({ ...process.env, PAGE_CACHE_MB: "1" }),
});
const build = pageBuild();

async function visit(path = "/en/calendar", headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers: { "accept-encoding": "gzip, br", ...headers } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const html = response.headers.get("content-encoding") === "gzip" ? gunzipSync(bytes).toString() : bytes.toString();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { response, html, nonce, cache: response.headers.get("x-page-cache") };
}

beforeEach(() => {
  // Each test starts from a cache that holds nothing valid.
  databaseWritten();
  renders = 0;
});

describe("the page cache in the HTTP front", () => {
  it("renders once, then serves from memory with a new nonce in the header and the page every time", async () => {
    const first = await visit();
    const second = await visit();
    const third = await visit("/en/calendar", { "accept-encoding": "identity" });
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    expect(renders).toBe(1);
    const nonces = [first, second, third].map(({ html, nonce }) => {
      const inPage = [...html.matchAll(/<script nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inPage).toEqual([nonce, nonce]);
      return nonce;
    });
    expect(new Set(nonces).size).toBe(3);
    // The page is the one rendered first, to the byte, but for the nonce (dropped from the preload link).
    expect(second.html.replaceAll(second.nonce!, first.nonce!)).toBe(first.html.replace(/ nonce="[^"]+"\/>/, "/>"));
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
    expect(third.response.headers.get("content-encoding")).toBeNull();
  });

  it("never serves cached HTML to signed-in visitors, nor caches what they get", async () => {
    await visit();
    const signedIn = await visit("/en/calendar", { cookie: "better-auth.session_token=abc.def" });
    expect(signedIn.cache).toBeNull();
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
    const post = await app.request("/en/calendar", { method: "POST", headers: { origin: "http://localhost:3000" } });
    expect(post.headers.get("x-page-cache")).toBeNull();
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
      expect([refresh.cache, meanwhile.cache]).toEqual(["miss", "hit"]);
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
    const after = await visit();
    expect(after.cache).toBe("miss");
    expect(renders).toBe(2);
  });
});

describe("answering straight on Node's response (server.ts)", () => {
  it("sends what the front sends, security headers included, with a nonce of its own", async () => {
    const listener = getRequestListener(app.fetch);
    const server = http.createServer((req, res) => app.serveFromMemory?.(req, res) || listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const get = () => fetch(`${base}/en/calendar?utm_medium=radio`, { headers: { "accept-encoding": "gzip" } });
      const [first, second, third] = [await get(), await get(), await get()];
      expect([first, second, third].map((r) => r.headers.get("x-page-cache"))).toEqual(["miss", "hit", "hit"]);
      expect(renders).toBe(1);
      const names = (response: Response) => [...response.headers.keys()].filter((name) => name !== "date").sort();
      expect(names(second)).toEqual(names(first));
      for (const name of ["content-type", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "vary"]) {
        expect(second.headers.get(name)).toBe(first.headers.get(name));
      }
      const noncesOf = async (response: Response) => {
        const { header, page } = await noncesIn(response);
        expect(page).toEqual([header, header]);
        return header;
      };
      const nonces = [await noncesOf(first), await noncesOf(second), await noncesOf(third)];
      expect(new Set(nonces).size).toBe(3);
      // Many at once: each page carries its own answer's nonce.
      const together = await Promise.all(Array.from({ length: 40 }, () => get()));
      const togetherNonces = await Promise.all(together.map(noncesOf));
      expect(new Set(togetherNonces).size).toBe(40);
      expect(renders).toBe(1);
      // Not for signed-in visitors, other methods or clients without gzip: those go through the front.
      const signedIn = await fetch(`${base}/en/calendar`, { headers: { cookie: "better-auth.session_token=x" } });
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      await signedIn.text();
      expect(renders).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** A page cache in front of a tiny Hono app whose pages carry the nonce, served as server.ts serves the site. */
async function miniSite(page: (path: string) => string, options: { maxBytes?: number; hitSummaryMs?: number } = {}) {
  const pageCache = createPageCache({ maxBytes: 1 << 20, nonceOf: () => "bm9uY2U=", ...options });
  const mini = new Hono();
  mini.use(pageCache.recordSentHeaders);
  mini.use(pageCache.middleware);
  mini.get("*", (c) => {
    c.header("Content-Security-Policy", "script-src 'nonce-bm9uY2U='");
    return c.html(page(c.req.path));
  });
  const listener = getRequestListener(mini.fetch);
  const server = http.createServer((req, res) => pageCache.serveFromMemory(req, res) || listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { pageCache, port, base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The nonce of an answer's CSP header, and the ones in its page. */
async function noncesIn(response: Response) {
  const header = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const page = [...(await response.text()).matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
  return { header, page };
}

describe("the log of the answers from memory", () => {
  it("counts them per page, however the URL is spelled, and logs them together rather than a line each", async () => {
    const site = await miniSite((path) => `<html><script nonce="bm9uY2U=">x</script>${path}</html>`, {
      hitSummaryMs: 200,
    });
    const info = vi.spyOn(logger, "info");
    const summaries = () => info.mock.calls.filter((call) => call[1] === "answered from memory");
    try {
      // Node's client sends the path as written (fetch would resolve "/x/../" first).
      const cacheOf = (path: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          const options = { host: "127.0.0.1", port: site.port, path, headers: { "accept-encoding": "gzip" } };
          http
            .get(options, (response) => {
              response.resume();
              response.on("end", () => resolve(response.headers["x-page-cache"] as string | undefined));
            })
            .on("error", reject);
        });
      const answers = [];
      for (const path of ["/en/calendar", "/en/calendar", "/en/calendar?utm_source=radio", "/", "/", "/x/../"]) {
        answers.push(await cacheOf(path));
      }
      expect(answers).toEqual(["miss", "hit", "hit", "miss", "hit", "hit"]);
      // The summary comes on its own a while after the first hit; the shutdown's call logs whatever is left.
      await vi.waitFor(() => expect(summaries().length).toBeGreaterThan(0), { timeout: 5_000 });
      site.pageCache.logHits();
      expect(info.mock.calls.length).toBe(summaries().length);
      const counted: Record<string, number> = {};
      for (const [fields] of summaries()) {
        for (const [page, hits] of Object.entries((fields as { pages: Record<string, number> }).pages)) {
          counted[page] = (counted[page] ?? 0) + hits;
        }
      }
      expect(counted).toEqual({ "en system /en/calendar": 2, "fr system /": 2 });
      site.pageCache.logHits();
      expect(info.mock.calls.length).toBe(summaries().length);
    } finally {
      info.mockRestore();
      await site.close();
    }
  });
});

describe("the bodies answered from memory", () => {
  it("never refills a body while a slow connection is still being sent it", async () => {
    // A page larger than the socket's buffers, so that a visitor who does not read leaves its write unfinished.
    const filler = randomBytes(6 * 1024 * 1024).toString("base64");
    const site = await miniSite(() => `<html><script nonce="bm9uY2U=">x</script>${filler}</html>`, {
      maxBytes: 64 * 1024 * 1024,
    });
    const get = () => fetch(`${site.base}/en/calendar`, { headers: { "accept-encoding": "gzip" } });
    try {
      await (await get()).arrayBuffer();
      await (await get()).arrayBuffer(); // the first answer from memory: its body becomes a spare

      const slow = net.connect(site.port, "127.0.0.1");
      const received: Buffer[] = [];
      slow.write("GET /en/calendar HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Answered meanwhile, each from a body of its own.
      for (let index = 0; index < 3; index++) {
        const { header, page } = await noncesIn(await get());
        expect(page).toEqual([header]);
      }

      slow.on("data", (chunk: Buffer) => received.push(chunk));
      await new Promise((resolve) => slow.once("end", resolve));
      const whole = Buffer.concat(received);
      const headerEnd = whole.indexOf("\r\n\r\n");
      const head = whole.subarray(0, headerEnd).toString();
      const nonce = /'nonce-([^']+)'/.exec(head)?.[1];
      // gunzip checks the CRC: a body refilled under the write would fail it, or show another nonce.
      const html = gunzipSync(whole.subarray(headerEnd + 4)).toString();
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])).toEqual([nonce]);
    } finally {
      await site.close();
    }
  });
});

describe("the page cache's memory", () => {
  it("stays within its byte limit however many pages and parameters are asked for", async () => {
    const pageCache = createPageCache({ maxBytes: 64 * 1024, nonceOf: () => "bm9uY2U=" });
    const mini = new Hono();
    mini.use(pageCache.middleware);
    const page = (path: string) =>
      `<html><script nonce="bm9uY2U=">x</script>${path}${Math.random().toString(36).repeat(300)}</html>`;
    mini.get("*", (c) => c.html(page(c.req.url)));
    for (let i = 0; i < 150; i++) {
      await mini.request(`/calendar/workshop-${i}`);
      await mini.request(`/en/calendar?theme=${i}`);
    }
    const { bytes, entries } = pageCache.stats();
    expect(bytes).toBeLessThanOrEqual(64 * 1024);
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(300);
  });
});
