/**
 * The real site in this test process, for the fuzz suite: the production build (`npm run build`) with its own
 * Hono front (`createHttpApp`: client address, origin check, headers, compression, static files) on a real
 * socket, over a seeded in-memory database the test can count rows in. The build holds its own copy of
 * app/server/: the test database is opened with the build's client (`setUpTestDatabase({ open })`), so that the
 * build sees every write, the test's included.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { createAccount } from "../../app/server/accounts/users.server";
import { readConfig } from "../../app/server/config.server";
import { db } from "../../app/server/db/client.server";
import { seedDatabase } from "../../app/server/db/seed/seed.server";
import { queryRows } from "../support/test-database";
import type * as ServerEntry from "../../server/app";

/** What the fuzz requests claim as their host and origin: BASE_URL in the test environment. */
export const PUBLIC_ORIGIN = "http://localhost:3000";
export const DEMO_PASSWORD = "demo-password";
/** The request heads (request line and headers) the suite's server accepts. */
const LARGE_HEAD = 1024 * 1024;

export interface Site {
  build: ServerBuild;
  port: number;
  close: () => Promise<void>;
}

let loaded: Promise<typeof ServerEntry> | undefined;

/** The production build's entry (server/app.ts), loaded once: its front, and the client the test database opens with. */
export function serverEntry(): Promise<typeof ServerEntry> {
  const buildFile = path.resolve("build/server/index.js");
  if (!fs.existsSync(buildFile))
    throw new Error("The fuzz suite runs the production build: run `npm run build` first.");
  return (loaded ??= import(pathToFileURL(buildFile).href) as Promise<typeof ServerEntry>);
}

/** Seeds the open test database with the demo content and accounts, then serves the build on a free port. */
export async function startSite(): Promise<Site> {
  const entry = await serverEntry();
  const config = readConfig();
  await seedDatabase(db(), {
    demoAccounts: true,
    demoPassword: DEMO_PASSWORD,
    dataDir: config.dataDir,
    createUser: (input) => createAccount({ ...input, emailVerified: true }),
  });
  fs.mkdirSync(path.join(config.dataDir, "uploads"), { recursive: true });
  const build = await entry.loadServerBuild();
  // One trusted proxy, as in production: each fuzz request names its own client address, so the per-address
  // rate limits let most requests reach validation instead of answering 429 to all of them.
  const app = entry.createHttpApp({
    getBuild: async () => build,
    mode: "production",
    clientDir: path.resolve("build/client"),
    config: { ...config, trustedProxies: 1 },
  });
  // Node's own 16 KB limit on a request's head would answer 431 before the front: raised, a 100 KB query
  // reaches the front as it would behind a proxy that allows it, and the front must refuse it itself.
  const server = http.createServer({ maxHeaderSize: LARGE_HEAD }, getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    build,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fingerprint of every table: its row count and a hash of its rows, to tell whether a request wrote. */
export async function tableFingerprints(tables: readonly string[]): Promise<Record<string, string>> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)), 0)::text as print from ${sql.identifier(table)} t`,
  );
  const rows = await queryRows<{ name: string; print: string }>(db(), sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables of the site's schema. */
export async function siteTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db(),
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((row) => row.name);
}
