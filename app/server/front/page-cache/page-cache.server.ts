import { constants, crc32, deflateRawSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { encodingFor } from "../compression.server";
import { sharedDatabase } from "../../db/client.server";
import { SHARED_MAX_AGE_MS } from "../../db/read-cache.server";
import { writeGeneration } from "../../db/write-generation";
import { ByteLru } from "./lru";
import { cacheableRequest } from "./rules";

/**
 * The public pages of anonymous visitors, kept in memory (docs/decisions/0015-page-cache-inside-the-pipeline.md):
 * a middleware of the HTTP front like any other, so every answer from memory goes through the same logging,
 * security headers (with its own nonce) and compression as a rendered one.
 */
interface Entry {
  generation: number;
  storedAt: number;
  /** The rendered answer's own headers (type, caching, the stylesheet's preload); the front adds the rest. */
  headers: [string, string][];
  /** The page, split at each place its nonce goes. */
  parts: Buffer[];
  /**
   * Each part deflated once, on its own, ending on a byte boundary (a sync flush; the last one ends the stream),
   * so that the parts laid end to end with a nonce between them are one deflate stream.
   */
  deflated: Buffer[];
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

// gzip's header (RFC 1952): deflate, no name or time, from an unspecified system.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export type PageCacheVariables = {
  /** The answer's CSP nonce, drawn by the front before the security headers and this middleware run. */
  secureHeadersNonce?: string;
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
  /** Answers from memory, or renders and keeps: inside the security headers, which give it the nonce. */
  middleware: MiddlewareHandler<{ Variables: PageCacheVariables }>;
  stats(): { entries: number; bytes: number };
}

function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (!cachedTypes.test(response.headers.get("content-type") ?? "")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

/** The page with `nonce` in each of its places. */
function plainBody({ parts }: Entry, nonce: Buffer): Uint8Array<ArrayBuffer> {
  const length = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * nonce.length;
  const body = new Uint8Array(length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) at += nonce.copy(body, at);
    at += part.copy(body, at);
  });
  return body;
}

/**
 * The same page gzipped: the parts deflated in advance, each nonce between them as a stored (uncompressed) deflate
 * block, and the trailer's CRC-32 taken over the whole page in order.
 */
function gzipBody({ parts, deflated }: Entry, nonce: Buffer): Uint8Array<ArrayBuffer> {
  const holes = parts.length - 1;
  const storedLength = 5 + nonce.length;
  const length = GZIP_HEADER.length + deflated.reduce((sum, part) => sum + part.length, 0) + holes * storedLength + 8;
  const body = Buffer.from(new ArrayBuffer(length));
  let at = GZIP_HEADER.copy(body, 0);
  let crc = 0;
  let plainLength = 0;
  deflated.forEach((part, index) => {
    if (index > 0) {
      // A stored block that is not the last: its header bits, then LEN and its complement, little-endian.
      body[at] = 0;
      body.writeUInt16LE(nonce.length, at + 1);
      body.writeUInt16LE(~nonce.length & 0xffff, at + 3);
      at += 5 + nonce.copy(body, at + 5);
      crc = crc32(nonce, crc);
      plainLength += nonce.length;
    }
    at += part.copy(body, at);
    crc = crc32(parts[index]!, crc);
    plainLength += parts[index]!.length;
  });
  body.writeUInt32LE(crc, at);
  body.writeUInt32LE(plainLength % 2 ** 32, at + 4);
  return new Uint8Array(body.buffer);
}

export function createPageCache({ maxBytes }: PageCacheOptions): PageCache {
  const plain = new ByteLru<Entry>(Math.floor((maxBytes * 3) / 4));
  const withQuery = new ByteLru<Entry>(Math.floor(maxBytes / 4));
  const filling = new Map<string, { generation: number; entry: Promise<Entry | null> }>();

  function fresh(entry: Entry, generation: number): boolean {
    return entry.generation === generation && Date.now() - entry.storedAt < pageMaxAge();
  }

  async function toEntry(response: Response, nonce: string, generation: number): Promise<Entry | null> {
    if (!isCacheable(response)) return null;
    const text = await response.text();
    // The nonce matters on <script> elements. React Router also puts it on each <link rel="modulepreload">,
    // where 'self' already allows the file: without it there, the page has a handful of places for it instead of
    // dozens, and compresses as well as in one piece.
    const parts = text
      .replace(new RegExp(`(<link\\b[^>]*?) nonce="${nonce.replace(/[+/=]/g, "\\$&")}"`, "g"), "$1")
      .split(nonce)
      .map((part) => Buffer.from(part));
    const deflated = parts.map((part, index) =>
      index < parts.length - 1 ? deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }) : deflateRawSync(part),
    );
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (!bodyHeaders.has(name)) headers.push([name, value]);
    });
    const size = [...parts, ...deflated].reduce((sum, part) => sum + part.length, 512);
    return { generation, storedAt: Date.now(), headers, parts, deflated, size };
  }

  const middleware: PageCache["middleware"] = async (c, next) => {
    const request = cacheableRequest(c.req.raw);
    const nonce = c.get("secureHeadersNonce");
    if (!request || !nonce) return next();
    const store = request.withQuery ? withQuery : plain;
    const generation = writeGeneration();

    // A gzip client gets the page gzipped in advance; any other gets it plain, for the compression to encode as it
    // would a rendered page.
    function answer(entry: Entry, state: "hit" | "miss") {
      const nonceBytes = Buffer.from(nonce!);
      const gzip = encodingFor(c.req.header("accept-encoding")) === "gzip";
      const body = gzip ? gzipBody(entry, nonceBytes) : plainBody(entry, nonceBytes);
      c.res = new Response(body, { status: 200, headers: entry.headers });
      // After Hono's setter, which carries the rendered answer's headers over on a miss.
      c.res.headers.set("Content-Length", String(body.length));
      if (gzip) c.res.headers.set("Content-Encoding", "gzip");
      c.set("pageCache", state);
    }

    let cached = store.get(request.key);
    const pending = filling.get(request.key);
    const refreshing = pending?.generation === generation;
    // An entry only too old (no write since) stays good while the one visitor who came first renders the page
    // again: the others get it meanwhile instead of all waiting for that rendering.
    if (cached && !fresh(cached, generation) && !(refreshing && cached.generation === generation)) cached = undefined;
    if (cached) return answer(cached, "hit");

    // Visitors who arrive while the page is being rendered wait for that rendering instead of starting their own.
    if (refreshing) {
      const entry = await pending.entry;
      return entry ? answer(entry, "hit") : next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    const entry = new Promise<Entry | null>((resolve) => (settle = resolve));
    filling.set(request.key, { generation, entry });
    try {
      // The page is rendered for the URL the key stands for, so that what it shows is what every visitor gets.
      if (request.url !== c.req.url) c.req.raw = new Request(request.url, c.req.raw);
      c.set("wholeDocument", true);
      await next();
      const made = await toEntry(c.res, nonce, generation);
      settle(made);
      if (!made) return;
      // Stored only if no write happened meanwhile: it may show the state before the write.
      if (writeGeneration() === generation) store.set(request.key, made);
      answer(made, "miss");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (filling.get(request.key)?.entry === entry) filling.delete(request.key);
    }
  };

  return {
    middleware,
    stats: () => ({ entries: plain.count + withQuery.count, bytes: plain.bytes + withQuery.bytes }),
  };
}
