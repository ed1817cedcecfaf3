import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { resetAuth } from "../../app/server/accounts/auth.server";
import { openDatabase, setDatabase, getDatabase, type Database, type Db } from "../../app/server/db/client.server";
import { resetRateLimits } from "../../app/server/rate-limit.server";

export interface TestDatabase {
  /** The open database (also what `db()` returns), from the first hook on. */
  readonly db: Db;
  readonly kind: Database["kind"];
  /** The file's own DATA_DIR, removed after its tests. */
  readonly dataDir: string;
  /** Where the site writes its mail as .eml files (SMTP_URL is unset). */
  readonly mailDir: string;
}

/**
 * The set-up every test file that touches the database shares. Call it once, at the top level of the file:
 * - gives the file its own temporary DATA_DIR, set before anything reads the configuration (which reads it
 *   once, lazily), and unsets SMTP_URL so mail is written there as files for the test to read;
 * - opens a fresh, migrated database (see `openTestDatabase`) before the file's tests, or before each test
 *   with `freshForEachTest`, and closes it after;
 * - builds Better Auth again on that database, and clears the rate limits before each test.
 */
export function setUpTestDatabase({
  freshForEachTest = false,
  open: openWith = openDatabase,
}: {
  freshForEachTest?: boolean;
  /** Whose copy of the database client opens it: the production build's, for a test that runs the build. */
  open?: typeof openDatabase;
} = {}): TestDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;

  let database: Database | undefined;
  const open = async () => {
    database = await openTestDatabase(openWith);
    resetAuth();
  };
  const close = async () => {
    await database?.close();
    database = undefined;
    resetAuth();
  };
  if (freshForEachTest) {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  beforeEach(() => resetRateLimits());
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const current = (): Database => {
    if (!database) throw new Error("The test database is open only inside tests and hooks.");
    return database;
  };
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    dataDir,
    mailDir: path.join(dataDir, "mail"),
  };
}

/**
 * Opens a fresh, migrated, empty database for a test and makes it the one `db()` returns.
 *
 * - By default: an in-memory PGlite (nothing to clean up), loaded from the migrated copy the suite's global set-up
 *   made (migrated-template.ts).
 * - With `TEST_DATABASE_URL` set: a real PostgreSQL. Each call creates its own throw-away database
 *   on that server (named after the URL's database, this process and a random suffix; a copy of the global
 *   set-up's migrated template when there is one) and drops it
 *   on `close()`, so test files running in parallel never share tables. Databases left behind by a
 *   test process that died are dropped by the next run. When the role may not create databases,
 *   it falls back to wiping the URL's own database (drop schema public/drizzle), which is only safe
 *   when the tests that use it run one at a time.
 *
 * Call `close()` (e.g. in afterAll/afterEach): it also clears the `db()` holder if it points here.
 */
async function openTestDatabase(openWith: typeof openDatabase): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const inner = url
    ? await openPostgresTestDatabase(url, openWith)
    : await openWith({ kind: "pglite", template: migratedTemplate() });
  let closed = false;
  const database: Database = {
    db: inner.db,
    kind: inner.kind,
    ping: () => inner.ping(),
    close: async () => {
      if (closed) return;
      closed = true;
      if (currentDatabase() === database) setDatabase(undefined);
      await inner.close();
    },
  };
  setDatabase(database);
  return database;
}

let template: Blob | undefined;

/** The migrated database the suite's global set-up dumped (migrated-template.ts), read once per test file. */
function migratedTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

function currentDatabase(): Database | undefined {
  try {
    return getDatabase();
  } catch {
    return undefined;
  }
}

const TEST_DB_MARKER = "_t_";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Runs `fn` on a connection of its own to the database at `url`, closed afterwards. */
export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The prefix of every database the tests create on the server at `url`: its own database's name and a marker. */
function testDatabasePrefix(url: string): string {
  const baseName = decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
  return `${baseName}${TEST_DB_MARKER}`;
}

/** A test database's name: the prefix, then this process's id (which the clean-up of dead processes reads). */
export function postgresTestDatabaseName(url: string, suffix: string): string {
  return `${testDatabasePrefix(url)}${process.pid}_${suffix}`.toLowerCase();
}

async function openPostgresTestDatabase(url: string, openWith: typeof openDatabase): Promise<Database> {
  const prefix = testDatabasePrefix(url);
  const name = postgresTestDatabaseName(url, Math.random().toString(36).slice(2, 10));
  const template = inject("postgresTemplate");

  const created = await withAdminClient(url, async (client) => {
    // Drop databases left by test processes that are gone. Without FORCE, so a database someone is
    // still connected to (e.g. a test process with the same pid in another container) is left alone.
    const stale = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [prefix],
    );
    for (const { datname } of stale.rows) {
      const pid = Number(datname.slice(prefix.length).split("_")[0]);
      if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
        await client.query(`drop database if exists ${quoteIdent(datname)}`).catch(() => {});
      }
    }
    try {
      await client.query(`create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ""}`);
      return true;
    } catch (error) {
      // 42501: insufficient privilege (no CREATEDB).
      if ((error as { code?: string }).code !== "42501") throw error;
      await client.query("drop schema if exists drizzle cascade");
      await client.query("drop schema public cascade");
      await client.query("create schema public");
      return false;
    }
  });

  if (!created) return openWith({ kind: "postgres", url });

  const testUrl = new URL(url);
  testUrl.pathname = `/${encodeURIComponent(name)}`;
  let database: Database;
  try {
    database = await openWith({ kind: "postgres", url: testUrl.toString() });
  } catch (error) {
    await withAdminClient(url, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    throw error;
  }
  const closePool = database.close;
  return {
    ...database,
    close: async () => {
      await closePool();
      await withAdminClient(url, (client) => client.query(`drop database if exists ${quoteIdent(name)} with (force)`));
    },
  };
}

/**
 * Runs raw SQL and returns its rows. `Db` is typed over both drivers, so `execute()` returns
 * `unknown`; both PGlite and node-postgres answer with `{ rows }`.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
