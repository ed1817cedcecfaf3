/**
 * The server build's entry (vite.config.ts): React Router's build with the HTTP front and the start-up around it,
 * one module graph, so everything in app/server/ exists once in the process. Starts the site: checks the
 * configuration, opens (and locks) the database, applies the migrations, seeds an empty database with demo
 * content, starts the outbox worker, then serves HTTP until SIGTERM. server.ts loads this module: from the
 * production build, or through Vite in development.
 */
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, readConfig } from "../app/server/config.server";
import { openDatabase, setDatabase, underStartLock } from "../app/server/db/client.server";
import { DatabaseUnavailableError, openConfiguredDatabase } from "../app/server/db/open-configured.server";
import { gracefulClose } from "../app/server/front/graceful-close.server";
import { createHttpApp } from "../app/server/front/http.server";
import { logger } from "../app/server/logger.server";
import { seedOnStart } from "../app/server/db/seed-on-start.server";
import { releaseClaims } from "../app/server/outbox/queue.server";
import { startOutboxWorker } from "../app/server/outbox/worker.server";
import { invoiceMailHandlers } from "../app/server/billing/invoice-mail.server";
import { quoteMailHandlers } from "../app/server/sales/quote-mail.server";
import { certificateMailHandlers } from "../app/server/workshops/certificates.server";
import { feedbackRequestHandlers } from "../app/server/workshops/feedback.server";
import { reminderHandlers } from "../app/server/workshops/reminders.server";

/**
 * What the fuzz suite runs in its own process: this graph's front, and its database client, whose writes move this
 * graph's write counter (the caches of the build forget what a write may have changed).
 */
export { createHttpApp, openDatabase };

/**
 * React Router's build, from this same graph. Imported when asked: in development Vite hands over the routes as
 * they are after each edit.
 */
export const loadServerBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

let listener: ReturnType<typeof getRequestListener> | undefined;

/** This module's HTTP front (the production build keeps one module, and so one front). */
function front(): ReturnType<typeof getRequestListener> {
  listener ??= getRequestListener(
    createHttpApp({
      getBuild: loadServerBuild,
      mode: import.meta.env.DEV ? "development" : "production",
      clientDir: path.resolve("build/client"),
    }).fetch,
  );
  return listener;
}

/**
 * Development: the front of this module as Vite has it now. An edit reloads this module with the ones it imports,
 * and a front kept from before would hand the routes router-context keys from modules that are gone.
 */
export { front as developmentFront };
async function currentFront(vite: ViteDevServer): Promise<ReturnType<typeof getRequestListener>> {
  const entry = (await vite.ssrLoadModule("./server/app.ts")) as { developmentFront: typeof front };
  return entry.developmentFront();
}

export interface StartOptions {
  /** Development: Vite's server, for its middleware (the browser's modules, hot reload). */
  vite?: ViteDevServer;
}

/** How long SIGTERM waits for requests in flight (well within the 10 s a process manager usually allows). */
const SHUTDOWN_TIMEOUT_MS = 8_000;
/** How long SIGTERM then waits for the outbox worker's pass under way. */
const OUTBOX_STOP_TIMEOUT_MS = 1_500;

function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void promise.finally(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

function fail(message: string): never {
  // One clear line for the operator; the details are in the structured log.
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

/** Starts the site; a failure before listening is one clear line and exit code 1. */
export function start(options: StartOptions = {}): Promise<void> {
  return boot(options).catch((error) => {
    logger.error({ err: error }, "start failed");
    fail((error as Error).message);
  });
}

async function boot({ vite }: StartOptions): Promise<void> {
  const dev = vite !== undefined;
  // A promise that rejects with nothing waiting for it is a bug to fix, not a reason to drop every request in
  // flight and every visitor until a restart: it is logged as an error and the process goes on
  // (docs/decisions/0019-a-database-outage-answers-503.md).
  process.on("unhandledRejection", (reason) => logger.error({ err: reason }, "unhandled rejection"));
  let cfg;
  try {
    cfg = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let opened;
  try {
    opened = await openConfiguredDatabase(cfg);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
  const { database, releaseLock } = opened;
  setDatabase(database);
  await underStartLock(database, () => seedOnStart(cfg));

  const server = http.createServer(
    vite
      ? (req, res) => vite.middlewares(req, res, () => void currentFront(vite).then((front) => front(req, res)))
      : front(),
  );

  const closeServer = gracefulClose(server);
  if (database.kind === "pglite") await releaseClaims();
  const outboxWorker = startOutboxWorker({
    jobs: {
      ...reminderHandlers,
      ...invoiceMailHandlers,
      ...quoteMailHandlers,
      ...certificateMailHandlers,
      ...feedbackRequestHandlers,
    },
  });

  server.on("error", (error: NodeJS.ErrnoException) => {
    releaseLock();
    if (error.code === "EADDRINUSE") fail(`port ${cfg.port} is already in use; set PORT to a free port`);
    if (error.code === "EACCES") fail(`no permission to listen on port ${cfg.port}`);
    fail(error.message);
  });
  server.listen(cfg.port, () => {
    logger.info(
      { port: cfg.port, database: database.kind, dataDir: cfg.dataDir, mode: dev ? "development" : "production" },
      "listening",
    );
    // The address visitors use (BASE_URL, e.g. behind a proxy), and the port this process listens on when that
    // address does not already say it.
    const listening = new URL(cfg.baseUrl).port === String(cfg.port) ? "" : ` (listening on port ${cfg.port})`;
    console.log(`Site ready on ${cfg.baseUrl}${listening}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    if (!(await closeServer(SHUTDOWN_TIMEOUT_MS)))
      logger.warn({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, "in-flight requests did not finish in time; closed anyway");
    // A send still hanging on SMTP is left to its claim running out: another worker or the next start sends it.
    if (!(await settledWithin(outboxWorker.stop(), OUTBOX_STOP_TIMEOUT_MS)))
      logger.warn({ timeoutMs: OUTBOX_STOP_TIMEOUT_MS }, "the outbox worker did not finish its pass in time");
    await database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
    releaseLock();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
