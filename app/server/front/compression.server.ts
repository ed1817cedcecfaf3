import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

export type Encoding = "gzip" | "deflate";

/** Smaller answers gain less from compression than it costs. */
const THRESHOLD = 1024;
const candidates: Encoding[] = ["gzip", "deflate"];

/**
 * The client's preferred encoding of the two the front makes (gzip first when they rank equal), or undefined.
 * Remembered by header value: browsers send a handful of spellings, and it is asked on every answer.
 */
export function encodingFor(acceptEncoding: string | undefined): Encoding | undefined {
  const header = acceptEncoding ?? "";
  if (recentEncodings.has(header)) return recentEncodings.get(header);
  const weights = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [coding, ...options] = entry.split(";").map((piece) => piece.trim().toLowerCase());
    const q = options.find((option) => option.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (coding) weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of candidates) {
    const q = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  if (recentEncodings.size >= 64) recentEncodings.clear();
  recentEncodings.set(header, best?.encoding);
  return best?.encoding;
}
const recentEncodings = new Map<string, Encoding | undefined>();

/**
 * Compresses every answer that gains from it, in the encoding the client prefers (`encodingFor`), and says that
 * the encoding varies. An answer that comes already encoded for this client (a page from memory, a built asset)
 * only gets its `Vary`; any other is compressed as it streams out.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const encoded = res.headers.has("content-encoding") || res.headers.has("transfer-encoding");
    const length = res.headers.get("content-length");
    const type = res.headers.get("content-type");
    if (
      res.status === 206 ||
      c.req.method === "HEAD" ||
      (!encoded && length !== null && Number(length) < THRESHOLD) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const vary = res.headers.get("vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = encodingFor(c.req.header("accept-encoding"));
    if (encoded || !encoding || !res.body) return;
    // Hono's setter carries the previous answer's headers over: the length is dropped after it.
    c.res = new Response(res.body.pipeThrough(new CompressionStream(encoding)), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    const etag = c.res.headers.get("etag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}
