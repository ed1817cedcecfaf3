import type { MiddlewareHandler } from "hono";
import { resolveLanguage } from "~/lib/i18n";
import { serverT } from "../i18n.server";
import { logger } from "../logger.server";

/**
 * The longest path and query the site reads, counted as sent (escapes included). Node refuses a request
 * head over 16 KB with a 431 on its own, but a proxy in front may allow more, and the site's longest
 * links (a back-office table's search, filters and sort) stay far below this.
 */
export const MAX_TARGET_LENGTH = 8 * 1024;

export type UrlRefusal = "malformed" | "tooLong";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const escapeRuns = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Whether every run of percent-escapes decodes to UTF-8 text without NUL. Between two runs stands a
 * character that is not an escape: ASCII once the URL parser has serialized the URL, so no character
 * of the text can straddle it and each run stands on its own. A `%` that starts no escape (`%zz`) is a
 * `%` to every reader of the URL, and stays one.
 */
function escapesDecode(part: string): boolean {
  for (const [run] of part.matchAll(escapeRuns)) {
    const bytes = Uint8Array.from(run.slice(1).split("%"), (hex) => parseInt(hex, 16));
    if (bytes.includes(0)) return false;
    try {
      strictUtf8.decode(bytes);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Why the site will not read this URL, if it will not. A NUL or bytes that are not UTF-8 in the path or
 * the query cannot be text: PostgreSQL refuses NUL in a text value (a 500 wherever a parameter reaches a
 * query), and URLSearchParams turns invalid bytes into U+FFFD, so a value is not what was sent.
 */
export function urlRefusal(url: string): UrlRefusal | undefined {
  // Nearly every request: short, without an escape, and then not worth parsing.
  if (url.length <= MAX_TARGET_LENGTH && !url.includes("%")) return undefined;
  const { pathname, search } = new URL(url);
  if (pathname.length + search.length > MAX_TARGET_LENGTH) return "tooLong";
  if (!escapesDecode(pathname) || !escapesDecode(search)) return "malformed";
  return undefined;
}

const answers = {
  malformed: { status: 400, key: "common.badUrl.malformed" },
  tooLong: { status: 414, key: "common.badUrl.tooLong" },
} as const;

/** Answers, before anything reads the URL, 400 to one that cannot be text and 414 to one too long. */
export function refuseUnreadableUrls(): MiddlewareHandler {
  return async (c, next) => {
    const refusal = urlRefusal(c.req.url);
    if (!refusal) return next();
    const { status, key } = answers[refusal];
    logger.warn({ path: c.req.path.slice(0, 200), refusal }, "unreadable URL refused");
    return c.text(serverT(resolveLanguage(c.req.raw))(key), status);
  };
}
