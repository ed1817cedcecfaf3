import { data, type ServerBuild } from "react-router";
import { logger } from "./logger.server";

/**
 * Whether an error means the site's storage failed (a full or broken disk, the database refusing to write
 * or unreachable) rather than the request being wrong: such a request is answered 503 with a message to
 * try again later, never 400 (the visitor did nothing wrong) or 500.
 */

/** Errors of the file system: no space, input/output error, over quota, read-only, file too large. */
const FILE_SYSTEM_CODES = new Set(["ENOSPC", "EIO", "EDQUOT", "EROFS", "EFBIG"]);

/**
 * PostgreSQL's SQLSTATE classes for the same: 53 insufficient resources (53100 disk_full, 53200
 * out_of_memory), 58 system errors (58030 io_error), 08 connection exceptions, and 57P01-57P03 (the server
 * shutting down or not accepting connections).
 */
const DATABASE_CODE = /^(53|58|08)[0-9A-Z]{3}$|^57P0[1-3]$/;

/** What an engine says when it does not give a code (PGlite's file system, a driver's wrapper). */
const STORAGE_MESSAGE =
  /no space left on device|disk full|could not extend file|could not write to file|input\/output error/i;

export function isStorageFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === "object" && !seen.has(current);) {
    seen.add(current);
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (FILE_SYSTEM_CODES.has(code) || DATABASE_CODE.test(code))) return true;
    if (typeof message === "string" && STORAGE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

/** How long a visitor is asked to wait after a storage failure (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 120;

type RouteHandler = (args: never) => unknown;

function answerStorageFailure<H extends RouteHandler>(handler: H, routeId: string): H {
  return (async (args: never) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      logger.error({ err: error, route: routeId }, "storage failed");
      // A thrown answer reaches the error boundary as a 503 (React Router would sanitize an Error into a
      // 500); the HTTP front adds Retry-After, which React Router keeps only from a route's `headers`.
      throw data({ unavailable: true }, { status: 503, headers: retryAfterHeaders() });
    }
  }) as H;
}

/** The header every 503 of the site carries. */
export function retryAfterHeaders(): Record<string, string> {
  return { "Retry-After": String(STORAGE_RETRY_AFTER_SECONDS) };
}

/**
 * The build with every loader and action of every route answering a storage failure with a 503 (the root's
 * error boundary says to try again later, in the page's language), in one place rather than in each route.
 * Failures a flow expects (a sign-in whose session cannot be written) are still answered by the flow itself.
 */
export function answerStorageFailures(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: answerStorageFailure(loader, id) } : {}),
        ...(action ? { action: answerStorageFailure(action, id) } : {}),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

/** For a catch that turns failures into a form's message: a storage failure goes on to the 503 instead. */
export function rethrowStorageFailure(error: unknown): void {
  if (isStorageFailure(error)) throw error;
}
