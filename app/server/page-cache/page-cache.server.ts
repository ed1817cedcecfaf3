import { gunzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { publicContentGeneration } from "./generation";
import { ByteLru } from "./lru";
import { acceptsGzip, cacheableRequest } from "./rules";
import { fillGzip, spliceGzip, type SplicedGzip } from "./spliced-gzip";

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
}

/** Time-dependent content ("today", registration closing) changes without a write: no entry outlives this. */
export const PAGE_MAX_AGE_MS = 60_000;

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
  nonceOf: (c: Parameters<MiddlewareHandler>[0]) => string | undefined;
  /** Called before the page is rendered on a miss, so the renderer can wait for the whole document. */
  onFill?: (c: Parameters<MiddlewareHandler>[0]) => void;
}

export interface PageCache {
  middleware: MiddlewareHandler;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
  clear(): void;
}

function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (!cachedTypes.test(response.headers.get("content-type") ?? "")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

export function createPageCache({ maxBytes, nonceOf, onFill }: PageCacheOptions): PageCache {
  const plain = new ByteLru<Entry>(Math.floor((maxBytes * 3) / 4));
  const withQuery = new ByteLru<Entry>(Math.floor(maxBytes / 4));
  const filling = new Map<string, { generation: number; entry: Promise<Entry | null> }>();
  let hits = 0;
  let misses = 0;

  function fresh(entry: Entry | undefined, generation: number): entry is Entry {
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
    return { generation, storedAt: Date.now(), headers, body, size: body.size + 512 };
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const request = cacheableRequest(c.req.raw);
    const nonce = nonceOf(c);
    if (!request || !nonce) return next();
    const store = request.withQuery ? withQuery : plain;
    const gzip = acceptsGzip(c.req.header("accept-encoding") ?? null);
    const generation = publicContentGeneration();

    const cached = store.get(request.key);
    if (fresh(cached, generation)) {
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
      if (publicContentGeneration() === generation) store.set(request.key, made);
      c.res = respond(made, nonce, gzip, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (filling.get(request.key)?.entry === entry) filling.delete(request.key);
    }
  };

  return {
    middleware,
    stats: () => ({ entries: plain.count + withQuery.count, bytes: plain.bytes + withQuery.bytes, hits, misses }),
    clear: () => {
      plain.clear();
      withQuery.clear();
    },
  };
}
