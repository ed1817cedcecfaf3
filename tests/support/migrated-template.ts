/**
 * Vitest's global set-up for the unit and integration suite: one database, created and migrated once for the run,
 * that every test file's throw-away database is copied from (`openTestDatabase` in test-database.ts), instead of
 * being created empty and migrated again. Made at every run from the migrations in the tree, so a test never starts
 * from an older schema.
 * - On PGlite (the default): an in-memory database dumped to a file. Creating PGlite's data directory (its initdb)
 *   and applying the migrations takes 4 to 5 seconds on a two-core machine, loading the dump about one, and the
 *   suite opens more than a hundred databases.
 * - With TEST_DATABASE_URL: a database on that server, used as the template of each test's `create database`
 *   (about 0.3 s against 0.9 s). Named like the test databases after this process, so a run that dies leaves it to
 *   the next run's clean-up; dropped at the end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "../../app/server/db/client.server";
import { postgresTestDatabaseName, quoteIdent, withAdminClient } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the migrated PGlite was dumped; "" on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database to copy; "" on PGlite, or when the role may not create databases. */
    postgresTemplate: string;
  }
}

let cleanUp: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL?.trim();
  project.provide("pgliteTemplate", url ? "" : await dumpMigratedPglite());
  project.provide("postgresTemplate", url ? await createMigratedPostgres(url) : "");
}

export async function teardown() {
  await cleanUp?.();
}

async function dumpMigratedPglite(): Promise<string> {
  // The same extension as the site's database (client.server.ts): migration 0016 creates pg_trgm.
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pglite-template-"));
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    const file = path.join(dir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}

async function createMigratedPostgres(url: string): Promise<string> {
  const name = postgresTestDatabaseName(url, "template");
  try {
    await withAdminClient(url, (client) => client.query(`create database ${quoteIdent(name)}`));
  } catch (error) {
    // 42501: insufficient privilege (no CREATEDB); each test then migrates the URL's own database.
    if ((error as { code?: string }).code === "42501") return "";
    throw error;
  }
  cleanUp = () =>
    withAdminClient(url, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`)).then(
      () => undefined,
    );
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${encodeURIComponent(name)}`;
  const database = await openDatabase({ kind: "postgres", url: templateUrl.toString() });
  await database.close();
  return name;
}
