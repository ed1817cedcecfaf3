import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { logger } from "../logger.server";
import { writeGeneration } from "../db/write-generation";
import { ByteLru } from "./lru";
import { newNonce } from "./nonce";
import { acceptsGzip, cacheableRequest, viewOf, type RequestView } from "./rules";
import { filledLength, fillGzip, refillGzip, spliceGzip, type SplicedGzip } from "./spliced-gzip";

/**
 * The public pages of anonymous visitors, served from memory (docs/decisions/0010-page-cache.md): the rendered
 * page, gzipped once with holes where the CSP nonce goes, filled with the response's own nonce each time.
 */
interface Entry {
  generation: number;
  storedAt: number;
  headers: [string, string][];
  body: SplicedGzip;
  size: number;
  /**
   * Every header of the answer as the HTTP front sent it (security headers included), the Content-Security-Policy
   * split at its nonce: what `serveFromMemory` sends without going through the front again.
   */
  sent?: { headers: string[]; csp: [string, string] | null };
  /**
   * Whole gzip bodies that `serveFromMemory` sent and the socket has taken in full: the next answer refills one with
   * its nonce (a few dozen bytes) and sends it in one write.
   */
  spareBodies: Buffer[];
}

/** Spare bodies kept per page: a write on loopback or a fast link is taken at once, so one is nearly always free. */
const SPARE_BODIES = 2;

/** Time-dependent content ("today", registration closing) changes without a write: no entry outlives this. */
export const PAGE_MAX_AGE_MS = 60_000;

/**
 * Answers straight from memory are counted per page and logged together once this long after the first of them,
 * not a line each: under load the request log's line cost more than the answer itself (29,000 answers/s without
 * it, 22,000 with it, on 2 cores).
 */
export const HIT_SUMMARY_MS = 60_000;
/** Pages counted before the summary is logged early, so that the line stays short. */
const MAX_UNLOGGED_PAGES = 500;

/** Headers of the rendered page that the cache does not replay: recomputed for each response. */
const notReplayed = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "content-security-policy",
]);
const cachedTypes = /^(text\/html|text\/plain|application\/xml|text\/xml)\b/;

export interface PageCacheOptions {
  /** The memory the cache may hold (compressed pages); a quarter of it for pages with query parameters. */
  maxBytes: number;
  /** The per-response nonce, set by the security-headers middleware before this one runs. */
  nonceOf: (c: Context) => string | undefined;
  /** Called before the page is rendered on a miss, so the renderer can wait for the whole document. */
  onFill?: (c: Context) => void;
  /** How long after the first answer from memory not yet logged they are logged together (`HIT_SUMMARY_MS`). */
  hitSummaryMs?: number;
}

export interface PageCache {
  /** Answers from memory, or renders and keeps: inside the security headers, which give it the nonce. */
  middleware: MiddlewareHandler;
  /** Outermost: notes the headers the front sent with a page it just kept. */
  recordSentHeaders: MiddlewareHandler;
  /**
   * The same answer as the middleware's, straight on Node's response, before any of the front's work: true if it
   * answered. Only pages already answered once through the front (so their headers are known), to gzip clients.
   */
  serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean;
  /** Logs the answers from memory not yet logged, per page (at shutdown; otherwise on its own every minute). */
  logHits(): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
  clear(): void;
}

const KEPT = "pageCacheKept";

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === "string" ? value : (value?.join(", ") ?? null);
}

function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (!cachedTypes.test(response.headers.get("content-type") ?? "")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

export function createPageCache({
  maxBytes,
  nonceOf,
  onFill,
  hitSummaryMs = HIT_SUMMARY_MS,
}: PageCacheOptions): PageCache {
  const plain = new ByteLru<Entry>(Math.floor((maxBytes * 3) / 4));
  const withQuery = new ByteLru<Entry>(Math.floor(maxBytes / 4));
  const filling = new Map<string, { generation: number; entry: Promise<Entry | null> }>();
  let hits = 0;
  let misses = 0;
  const unloggedHits = new Map<string, number>();
  let hitSummary: NodeJS.Timeout | undefined;

  function logHits() {
    clearTimeout(hitSummary);
    hitSummary = undefined;
    if (unloggedHits.size === 0) return;
    const pages = Object.fromEntries(unloggedHits);
    unloggedHits.clear();
    logger.info({ method: "GET", status: 200, pages }, "answered from memory");
  }

  /**
   * Counted by the cache's key (language, theme, path and the parameters the page reads), not by the URL as sent:
   * `/a/../en/calendar` or an absolute URL answer from the same entry, and must not grow the count's map.
   */
  function countHit(key: string) {
    unloggedHits.set(key, (unloggedHits.get(key) ?? 0) + 1);
    if (unloggedHits.size >= MAX_UNLOGGED_PAGES) logHits();
    else hitSummary ??= setTimeout(logHits, hitSummaryMs).unref();
  }

  function fresh(entry: Entry, generation: number): boolean {
    return entry !== undefined && entry.generation === generation && Date.now() - entry.storedAt < PAGE_MAX_AGE_MS;
  }

  function respond(entry: Entry, nonce: string, gzip: boolean, state: "hit" | "miss"): Response {
    const compressed = fillGzip(entry.body, Buffer.from(nonce));
    const body = gzip ? compressed : gunzipSync(compressed);
    const headers = new Headers(entry.headers);
    headers.set("Vary", "Accept-Encoding");
    headers.set("X-Page-Cache", state);
    headers.set("Content-Length", String(body.length));
    if (gzip) headers.set("Content-Encoding", "gzip");
    // Buffer.concat and gunzipSync return memory of their own, never a SharedArrayBuffer.
    return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }

  async function toEntry(response: Response, nonce: string, generation: number): Promise<Entry | null> {
    if (!isCacheable(response)) return null;
    const text = await response.text();
    // The nonce matters on <script> elements. React Router also puts it on each <link rel="modulepreload">,
    // where 'self' already allows the file: without it there, the page has a handful of holes instead of
    // dozens, and gzips as well as in one piece.
    const parts = text
      .replace(new RegExp(`(<link\\b[^>]*?) nonce="${nonce.replace(/[+/=]/g, "\\$&")}"`, "g"), "$1")
      .split(nonce)
      .map((part) => Buffer.from(part));
    const body = spliceGzip(parts);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!notReplayed.has(name)) headers.push([name, value]);
    });
    // The spare bodies are counted from the start: the cache's byte limit holds whatever they grow to.
    const size = body.size + SPARE_BODIES * filledLength(body, nonce.length) + 512;
    return { generation, storedAt: Date.now(), headers, body, size, spareBodies: [] };
  }

  function lookUp(request: RequestView) {
    const cacheable = cacheableRequest(request);
    if (!cacheable) return null;
    const store = cacheable.withQuery ? withQuery : plain;
    const generation = writeGeneration();
    let cached = store.get(cacheable.key);
    // An entry only too old (no write since) stays good while the one visitor who came first renders the page
    // again: the others get it meanwhile instead of all waiting for that rendering.
    const refreshing = filling.get(cacheable.key)?.generation === generation;
    if (cached && !fresh(cached, generation) && !(refreshing && cached.generation === generation)) cached = undefined;
    return { request: cacheable, store, generation, cached };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const found = lookUp(viewOf(c.req.raw));
    const nonce = nonceOf(c);
    if (!found || !nonce) return next();
    const { request, store, generation, cached } = found;
    const gzip = acceptsGzip(c.req.header("accept-encoding") ?? null);

    if (cached) {
      hits += 1;
      c.res = respond(cached, nonce, gzip, "hit");
      return;
    }
    misses += 1;
    // Visitors who arrive while the page is being rendered wait for that rendering instead of starting their own.
    const pending = filling.get(request.key);
    if (pending && pending.generation === generation) {
      const entry = await pending.entry;
      if (entry) {
        c.res = respond(entry, nonce, gzip, "hit");
        return;
      }
      return next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    const entry = new Promise<Entry | null>((resolve) => (settle = resolve));
    filling.set(request.key, { generation, entry });
    try {
      // The page is rendered for the URL the key stands for, so that what it shows is what every visitor gets.
      if (request.url !== c.req.url) c.req.raw = new Request(request.url, c.req.raw);
      onFill?.(c);
      await next();
      const made = await toEntry(c.res, nonce, generation);
      settle(made);
      if (!made) return;
      // Stored only if no write happened meanwhile: it may show the state before the write.
      if (writeGeneration() === generation) {
        store.set(request.key, made);
        if (gzip) c.set(KEPT, made);
      }
      c.res = respond(made, nonce, gzip, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (filling.get(request.key)?.entry === entry) filling.delete(request.key);
    }
  };

  const recordSentHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    const kept = c.get(KEPT) as Entry | undefined;
    const nonce = nonceOf(c);
    if (!kept || !nonce || kept.sent) return;
    const headers: string[] = [];
    let csp: [string, string] | null = null;
    c.res.headers.forEach((value, name) => {
      if (name === "content-security-policy") {
        const at = value.indexOf(nonce);
        csp = at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at + nonce.length)];
      } else if (name !== "content-length" && name !== "x-page-cache") headers.push(name, value);
    });
    kept.sent = { headers, csp };
  };

  function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" || !acceptsGzip(headerOf(req, "accept-encoding"))) return false;
    const found = lookUp({ method: "GET", url: req.url ?? "/", header: (name) => headerOf(req, name) });
    const sent = found?.cached?.sent;
    if (!found?.cached || !sent) return false;
    hits += 1;
    const entry = found.cached;
    const nonce = newNonce();
    let body = entry.spareBodies.pop();
    if (body) refillGzip(entry.body, body, Buffer.from(nonce));
    else body = fillGzip(entry.body, Buffer.from(nonce));
    const headers = [...sent.headers, "content-length", String(body.length), "x-page-cache", "hit"];
    if (sent.csp) headers.push("content-security-policy", sent.csp[0] + nonce + sent.csp[1]);
    res.writeHead(200, headers);
    // Spare again once the socket has taken every byte: never refilled while a write still reads it. A connection
    // closed before that leaves the body to the garbage collector.
    res.end(body, () => {
      if (entry.spareBodies.length < SPARE_BODIES) entry.spareBodies.push(body);
    });
    countHit(found.request.key);
    return true;
  }

  return {
    middleware,
    recordSentHeaders,
    serveFromMemory,
    logHits,
    stats: () => ({ entries: plain.count + withQuery.count, bytes: plain.bytes + withQuery.bytes, hits, misses }),
    clear: () => {
      plain.clear();
      withQuery.clear();
    },
  };
}
