import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { encodingFor } from "../compression.server";
import { sharedDatabase } from "../../db/client.server";
import { SHARED_MAX_AGE_MS } from "../../db/read-cache.server";
import { writeGeneration } from "../../db/write-generation";
import { ByteLru } from "./lru";
import { newNonce } from "./nonce";
import { cacheableRequest, type CacheableRequest } from "./rules";

/**
 * The public pages of anonymous visitors, kept in memory (docs/decisions/0015-page-cache-inside-the-pipeline.md,
 * docs/decisions/0024-a-stored-page-keeps-its-nonce.md): a middleware of the HTTP front like any other, so every answer
 * from memory goes through the same logging, security headers and compression as a rendered one. A stored page
 * keeps the nonce it was rendered with: its answers carry that nonce in their CSP and are the same bytes each time.
 */
interface Entry {
  generation: number;
  storedAt: number;
  /** The CSP nonce the page was rendered with, on its scripts. */
  nonce: string;
  /** The rendered answer's own headers (type, caching, the stylesheet's preload); the front adds the rest. */
  headers: [string, string][];
  plain: Uint8Array<ArrayBuffer>;
  /** The page gzipped once, when stored. */
  gzip: Uint8Array<ArrayBuffer>;
  size: number;
}

/** Time-dependent content ("today", registration closing) changes without a write: no entry outlives this. */
export const PAGE_MAX_AGE_MS = 60_000;

/** The longest a page is kept: on a database other servers write to, their writes never reach this cache. */
function pageMaxAge(): number {
  return sharedDatabase() ? SHARED_MAX_AGE_MS : PAGE_MAX_AGE_MS;
}

/** Headers of the rendered page that depend on how its body goes out: the front sets them for each answer. */
const bodyHeaders = new Set(["content-length", "content-encoding", "transfer-encoding"]);
const cachedTypes = /^(text\/html|text\/plain|application\/xml|text\/xml)\b/;

/** What the cache chose for a request when its nonce was drawn, before the security headers. */
type Plan =
  | { request: CacheableRequest; entry: Entry }
  | { request: CacheableRequest; pending: Filling }
  | { request: CacheableRequest };

interface Filling {
  generation: number;
  nonce: string;
  entry: Promise<Entry | null>;
}

export type PageCacheVariables = {
  /** The answer's CSP nonce, drawn by the front (`nonceFor`) before the security headers and this middleware run. */
  secureHeadersNonce?: string;
  /** What the cache chose for this request when its nonce was drawn. */
  pageCachePlan?: Plan;
  /** Set on a miss, before the page is rendered, so the renderer waits for the whole document. */
  wholeDocument?: boolean;
  /** Whether the answer came from memory, for the request's log line. */
  pageCache?: "hit" | "miss";
};

export interface PageCacheOptions {
  /** The memory the cache may hold; a quarter of it for pages with query parameters. */
  maxBytes: number;
}

export interface PageCache {
  /**
   * The request's CSP nonce, drawn before the security headers write it: a page answered from memory (or from
   * the rendering under way that it waits for) has its own already, any other answer gets a new one.
   */
  nonceFor(c: Context<{ Variables: PageCacheVariables }>): string;
  /** Answers from memory, or renders and keeps: inside the security headers. */
  middleware: MiddlewareHandler<{ Variables: PageCacheVariables }>;
  stats(): { entries: number; bytes: number };
}

function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (!cachedTypes.test(response.headers.get("content-type") ?? "")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

export function createPageCache({ maxBytes }: PageCacheOptions): PageCache {
  const plain = new ByteLru<Entry>(Math.floor((maxBytes * 3) / 4));
  const withQuery = new ByteLru<Entry>(Math.floor(maxBytes / 4));
  const filling = new Map<string, Filling>();

  function fresh(entry: Entry, generation: number): boolean {
    return entry.generation === generation && Date.now() - entry.storedAt < pageMaxAge();
  }

  async function toEntry(response: Response, nonce: string, generation: number): Promise<Entry | null> {
    if (!isCacheable(response)) return null;
    const page = new Uint8Array(await response.arrayBuffer());
    const gzip = new Uint8Array(gzipSync(page));
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!bodyHeaders.has(name)) headers.push([name, value]);
    });
    return {
      generation,
      storedAt: Date.now(),
      nonce,
      headers,
      plain: page,
      gzip,
      size: page.length + gzip.length + 512,
    };
  }

  /** What to do with a request the rules let the cache answer: serve an entry, wait for a rendering, or render. */
  function plan(request: CacheableRequest): Plan {
    const generation = writeGeneration();
    const store = request.withQuery ? withQuery : plain;
    const cached = store.get(request.key);
    const pending = filling.get(request.key);
    const refreshing = pending?.generation === generation;
    // An entry only too old (no write since) stays good while the one visitor who came first renders the page
    // again: the others get it meanwhile instead of all waiting for that rendering.
    if (cached && (fresh(cached, generation) || (refreshing && cached.generation === generation))) {
      return { request, entry: cached };
    }
    // Visitors who arrive while the page is being rendered wait for that rendering instead of starting their own.
    if (refreshing) return { request, pending };
    return { request };
  }

  const nonceFor: PageCache["nonceFor"] = (c) => {
    const request = cacheableRequest(c.req.raw);
    if (!request) return newNonce();
    const chosen = plan(request);
    c.set("pageCachePlan", chosen);
    if ("entry" in chosen) return chosen.entry.nonce;
    if ("pending" in chosen) return chosen.pending.nonce;
    return newNonce();
  };

  const middleware: PageCache["middleware"] = async (c, next) => {
    const chosen = c.get("pageCachePlan");
    const nonce = c.get("secureHeadersNonce");
    if (!chosen || !nonce) return next();
    const { request } = chosen;

    // A gzip client gets the page gzipped in advance; any other gets it plain, for the compression to encode as it
    // would a rendered page.
    function answer(entry: Entry, state: "hit" | "miss") {
      const gzip = encodingFor(c.req.header("accept-encoding")) === "gzip";
      const body = gzip ? entry.gzip : entry.plain;
      c.res = new Response(body, { status: 200, headers: entry.headers });
      // After Hono's setter, which carries the rendered answer's headers over on a miss.
      c.res.headers.set("Content-Length", String(body.length));
      if (gzip) c.res.headers.set("Content-Encoding", "gzip");
      c.set("pageCache", state);
    }

    if ("entry" in chosen) return answer(chosen.entry, "hit");
    if ("pending" in chosen) {
      const entry = await chosen.pending.entry;
      return entry?.nonce === nonce ? answer(entry, "hit") : next();
    }

    const generation = writeGeneration();
    let settle: (entry: Entry | null) => void = () => {};
    const filled: Filling = { generation, nonce, entry: new Promise((resolve) => (settle = resolve)) };
    // A rendering that started since this request's nonce was drawn is not waited for: its page has another nonce.
    const single = !filling.has(request.key);
    if (single) filling.set(request.key, filled);
    try {
      // The page is rendered for the URL the key stands for, so that what it shows is what every visitor gets.
      if (request.url !== c.req.url) c.req.raw = new Request(request.url, c.req.raw);
      c.set("wholeDocument", true);
      await next();
      const made = await toEntry(c.res, nonce, generation);
      settle(made);
      if (!made) return;
      // Stored only if no write happened meanwhile: it may show the state before the write.
      if (writeGeneration() === generation) (request.withQuery ? withQuery : plain).set(request.key, made);
      answer(made, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (filling.get(request.key) === filled) filling.delete(request.key);
    }
  };

  return {
    nonceFor,
    middleware,
    stats: () => ({ entries: plain.count + withQuery.count, bytes: plain.bytes + withQuery.bytes }),
  };
}
