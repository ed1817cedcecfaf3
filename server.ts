/**
 * Starts the site: checks the configuration, opens (and locks) the database, applies the migrations,
 * seeds an empty database with demo content, then serves HTTP until SIGTERM.
 * `npm start` runs it bundled (`build/start.js`, made by `npm run build`) on the production build; `npm run dev`
 * runs it with tsx and Vite for hot reload.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { ConfigError, readConfig } from "./app/server/config.server";
import { openDatabase, setDatabase, type Database } from "./app/server/db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "./app/server/db/lock.server";
import { gracefulClose } from "./app/server/front/graceful-close.server";
import { createHttpApp } from "./app/server/front/http.server";
import { logger } from "./app/server/logger.server";
import { seedOnStart } from "./app/server/db/seed-on-start.server";
import { releaseClaims } from "./app/server/outbox/queue.server";
import { startOutboxWorker } from "./app/server/outbox/worker.server";
import { reminderHandlers } from "./app/server/workshops/reminders.server";

const dev = process.argv.includes("--dev");
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

async function main() {
  let cfg;
  try {
    cfg = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let releaseLock = () => {};
  if (!cfg.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(cfg.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      fail(`cannot use DATA_DIR ${cfg.dataDir}: ${(error as Error).message}`);
    }
  }

  let database: Database;
  try {
    database = await openDatabase(
      cfg.databaseUrl
        ? { kind: "postgres", url: cfg.databaseUrl }
        : { kind: "pglite", dir: path.join(cfg.dataDir, "pglite") },
    );
  } catch (error) {
    releaseLock();
    const where = cfg.databaseUrl
      ? `the database at DATABASE_URL (${new URL(cfg.databaseUrl).host})`
      : `the embedded database in ${cfg.dataDir}`;
    fail(`cannot open ${where}: ${(error as Error).message || String(error)}`);
  }
  setDatabase(database);
  await seedOnStart(cfg);

  let getBuild: () => Promise<ServerBuild>;
  let viteMiddleware: ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | undefined;
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    viteMiddleware = server.middlewares;
    getBuild = () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildFile = path.resolve("build/server/index.js");
    if (!fs.existsSync(buildFile)) fail("no production build; run `npm run build` first");
    const build = (await import(buildFile)) as ServerBuild;
    getBuild = async () => build;
  }

  const app = createHttpApp({
    getBuild,
    mode: dev ? "development" : "production",
    clientDir: path.resolve("build/client"),
  });
  const listener = getRequestListener(app.fetch);
  const server = http.createServer(
    viteMiddleware ? (req, res) => viteMiddleware(req, res, () => listener(req, res)) : listener,
  );

  const closeServer = gracefulClose(server);
  if (database.kind === "pglite") await releaseClaims();
  const outboxWorker = startOutboxWorker({ jobs: reminderHandlers });

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
    console.log(`Site ready on http://localhost:${cfg.port}`);
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

main().catch((error) => {
  logger.error({ err: error }, "start failed");
  fail((error as Error).message);
});
