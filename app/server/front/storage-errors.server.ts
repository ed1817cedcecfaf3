import {
  createContext,
  data,
  isRouteErrorResponse,
  RouterContextProvider,
  type MiddlewareFunction,
} from "react-router";
import { logger } from "../logger.server";
import { unavailablePage } from "./unavailable-page.server";

/**
 * Whether an error means the site's storage failed (a full or broken disk, the database refusing to write
 * or unreachable) rather than the request being wrong: such a request is answered 503 with a message to
 * try again later, never 400 (the visitor did nothing wrong) or 500.
 */

/** Errors of the file system: no space, input/output error, over quota, read-only, file too large. */
const FILE_SYSTEM_CODES = new Set(["ENOSPC", "EIO", "EDQUOT", "EROFS", "EFBIG"]);

/**
 * Errors of the connection to the database server (or the object storage): refused, reset, timed out, no route.
 * They come and go with an outage, and the same request succeeds once it is over.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATE classes for the same: 53 insufficient resources (53100 disk_full, 53200
 * out_of_memory), 58 system errors (58030 io_error), 08 connection exceptions, 57P01-57P03 (the server
 * shutting down or not accepting connections), and 55000 (object not in prerequisite state), which sessions
 * were answered while their server went away in an outage.
 */
const DATABASE_CODE = /^(53|58|08)[0-9A-Z]{3}$|^57P0[1-3]$|^55000$/;

/**
 * What an engine or a driver says when it gives no code: PGlite's file system, node-postgres losing its
 * connection ("Connection terminated unexpectedly", "Connection terminated due to connection timeout") or
 * waiting in vain for one from its pool ("timeout exceeded when trying to connect").
 */
const STORAGE_MESSAGE =
  /no space left on device|disk full|could not extend file|could not write to file|input\/output error|connection terminated|timeout exceeded when trying to connect|client has encountered a connection error/i;

export function isStorageFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string" && (FILE_SYSTEM_CODES.has(code) || CONNECTION_CODES.has(code))) return true;
    if (typeof code === "string" && DATABASE_CODE.test(code)) return true;
    if (typeof message === "string" && STORAGE_MESSAGE.test(message)) return true;
    pending.push(cause);
    // A connection tried on each of a host's addresses fails with an AggregateError of them all.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/** How long a visitor is asked to wait after a storage failure (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 120;

/** The header every 503 of the site carries. */
export function retryAfterHeaders(): Record<string, string> {
  return { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) };
}

/** Whether a loader, an action or a middleware of this request threw a storage failure (set by handleRouteError). */
const storageFailed = createContext<{ failed: boolean } | undefined>(undefined);

/**
 * React Router's `handleError` (app/entry.server.tsx): every error a loader, an action, a middleware or the
 * rendering threw reaches it with the request's context. A storage failure is noted there for
 * `answerStorageFailures` and logged once; anything else is logged as React Router would.
 */
export function handleRouteError(error: unknown, { request, context }: { request: Request; context: unknown }) {
  if (isStorageFailure(error)) {
    logger.error({ err: error, path: new URL(request.url).pathname }, "storage failed");
    // Unset when the failure came before the root's middleware ran: React Router's own 500 then stands.
    const noted = context instanceof RouterContextProvider ? context.get(storageFailed) : undefined;
    if (noted) {
      noted.failed = true;
      return;
    }
  }
  // React Router's own 404s and 405s carry the error behind them.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (!request.signal.aborted) console.error(inner ?? error);
}

/**
 * The root's middleware: a storage failure anywhere in the request answers 503, in one place rather than in each
 * route. React Router has already answered such a request with an error page; a document request gets instead the
 * page that says to try again later, in the page's language (unavailable-page.server.ts), and the router's own
 * requests (`.data`, resource routes) a thrown answer, which the browser's router shows at the root's error
 * boundary (an Error would be sanitized into a 500). Failures a flow expects (a sign-in whose session cannot be
 * written) are answered by the flow itself, and never reach this.
 * The outer one adds Retry-After to every 503, which React Router drops from thrown answers.
 */
export const answerStorageFailures: MiddlewareFunction<Response>[] = [
  async (_args, next) => {
    const response = await next();
    if (response.status === 503 && !response.headers.has("Retry-After")) {
      for (const [name, value] of Object.entries(retryAfterHeaders())) response.headers.set(name, value);
    }
    return response;
  },
  async ({ request, context }, next) => {
    const state = { failed: false };
    context.set(storageFailed, state);
    const response = await next();
    if (!state.failed) return response;
    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      return new Response(unavailablePage(request, context), {
        status: 503,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...retryAfterHeaders() },
      });
    }
    throw data({ unavailable: true }, { status: 503, headers: retryAfterHeaders() });
  },
];

/** For a catch that turns failures into a form's message: a storage failure goes on to the 503 instead. */
export function rethrowStorageFailure(error: unknown): void {
  if (isStorageFailure(error)) throw error;
}
