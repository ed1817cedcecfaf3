/**
 * Vitest's global set-up for the unit and integration suite: one embedded database, created and migrated once for
 * the run, dumped to a file that every test file's throw-away database starts from (`openTestDatabase`). Creating
 * PGlite's data directory (its initdb) and applying the migrations takes 4 to 5 seconds on a two-core machine,
 * loading the dump about one, and the suite opens more than a hundred databases.
 *
 * Made at every run from the migrations in the tree, so a test never starts from an older schema. Runs without
 * TEST_DATABASE_URL only: on PostgreSQL each test database is created and migrated on the server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../../app/server/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template's dump, or "" when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
  }
}

let dumpDir: string | undefined;

export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL?.trim()) {
    project.provide("pgliteTemplate", "");
    return;
  }
  // The same extension as the site's database (client.server.ts): migration 0016 creates pg_trgm.
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pglite-template-"));
    const file = path.join(dumpDir, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", file);
  } finally {
    await client.close();
  }
}

export function teardown() {
  if (dumpDir) fs.rmSync(dumpDir, { recursive: true, force: true });
}
