import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { databaseWritten } from "./write-generation";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /**
   * `template`: a data directory dumped by PGlite's `dumpDataDir` (a tarball) to start from instead of creating
   * an empty one. The test suite opens each throw-away database from one migrated at its start
   * (tests/support/migrated-template.ts): creating PGlite's directory takes seconds, loading a copy about one.
   */
  | { kind: "pglite"; dir?: string; template?: Blob };

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/**
 * Whether a statement may change data: anything but a plain read. Reads inside a transaction that then writes
 * (`select … for update`) need no count of their own: the transaction's end is counted.
 */
export function mayWrite(statement: string): boolean {
  const text = statement.replace(/^(\s+|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()+/, "");
  const word = /^[a-z]+/i.exec(text)?.[0]?.toLowerCase();
  if (word === "select" || word === "show" || word === "explain" || word === "values") return false;
  if (word === "with") return /\b(insert|update|delete|merge)\b/i.test(text);
  return true;
}

function statementOf(query: unknown): string {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

/**
 * Counts every write as a change of public content once it is done (committed, or at least over), so the
 * page cache never serves a page made before it (page-cache/generation.ts). At the driver, so that no module
 * that writes has to remember it: a write statement outside a transaction, and the end of each transaction.
 */
function afterWrites<T extends (...args: never[]) => unknown>(run: T, isWrite: (args: Parameters<T>) => boolean): T {
  return ((...args: Parameters<T>) => {
    if (!isWrite(args)) return run(...args);
    const last = args[args.length - 1] as unknown;
    if (typeof last === "function") {
      // node-postgres's callback form (its pool uses it)
      const callback = last as (...results: unknown[]) => void;
      const withCount = [...args.slice(0, -1), (...results: unknown[]) => (databaseWritten(), callback(...results))];
      return run(...(withCount as Parameters<T>));
    }
    const result = run(...args);
    if (result instanceof Promise) {
      return result.then(
        (value) => (databaseWritten(), value),
        (error: unknown) => {
          databaseWritten();
          throw error;
        },
      );
    }
    databaseWritten();
    return result;
  }) as T;
}

/**
 * PostgreSQL's settings on the embedded database. PGlite keeps every page of its WebAssembly memory it ever
 * touched, so the defaults of a server with gigabytes (128 MB of shared buffers) become resident memory for
 * good; a site's database of a few megabytes is served as fast from these.
 */
const pgliteSettings = ["shared_buffers=16MB", "work_mem=2MB", "maintenance_work_mem=16MB", "temp_buffers=2MB"];

/**
 * Creates a new embedded database in a short-lived process of its own. initdb grows PGlite's memory to about
 * 900 MB, which a process never gives back: done in the server's own process, a first start would hold it
 * until the next restart.
 */
function createPgliteDirectory(dir: string): void {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const script =
    "const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();";
  execFileSync(
    process.execPath,
    ["--input-type=module", "-e", script, import.meta.resolve("@electric-sql/pglite"), dir],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

/**
 * The types drizzle reads as PostgreSQL's text rather than as JavaScript values: dates, timestamps and intervals,
 * their arrays, and numeric arrays. Drizzle hands PGlite these parsers with every query, and PGlite then copies its
 * table of some 320 parsers to merge them in, a third of a small select's time. The embedded database gets them as
 * its own parsers instead, and drizzle's queries go without. Should a drizzle version hand over another set,
 * `readsTextTypesOnly` says no and its parsers are passed on as before.
 */
const textTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

function readsTextTypesOnly(parsers: QueryOptions["parsers"]): boolean {
  if (!parsers) return false;
  const oids = Object.keys(parsers);
  return oids.length === textTypes.length && oids.every((oid) => textTypes.includes(Number(oid)));
}

/** An advisory lock's number, which only the site's start takes (any number no other program on the database uses). */
const START_LOCK = 48_151_623;

/**
 * Runs `run` while this process holds the start's advisory lock on a PostgreSQL database: servers started
 * together on one database migrate and seed it one after the other, and the later ones find it done (two seeding
 * an empty database at once both inserted the first accounts, and one stopped on a duplicate email). The lock is
 * held by a transaction that does nothing else, and `run` queries through the pool as usual. The embedded
 * database needs none: its data directory is locked for one process (lock.server.ts).
 */
export async function underStartLock<T>(database: Pick<Database, "db" | "kind">, run: () => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return run();
  return database.db.transaction(async (lockHolder) => {
    await lockHolder.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    return run();
  });
}

/** Opens the database and applies the committed SQL migrations before anyone queries it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client error (server restart) must not crash the process; the pool reconnects.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.query = afterWrites(client.query.bind(client), (args) =>
        mayWrite(statementOf(args[0])),
      ) as typeof client.query;
    });
    const db = drizzlePg(pool, { schema });
    await underStartLock({ db: db as unknown as Db, kind: "postgres" }, () => migratePg(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  if (target.dir && !target.template) createPgliteDirectory(target.dir);
  // pg_trgm: the billing table's searches use its trigram indexes (migration 0016), as on PostgreSQL.
  const client = await PGlite.create(target.dir, {
    postgresqlconf: pgliteSettings,
    extensions: { pg_trgm },
    loadDataDir: target.template,
  });
  // After create: PGlite sets the array types' parsers once it is open.
  for (const oid of textTypes) client.parsers[oid] = (value) => value;
  const query = client.query.bind(client);
  client.query = afterWrites(
    ((text, params, options) =>
      query(
        text,
        params,
        readsTextTypesOnly(options?.parsers) ? { ...options, parsers: undefined } : options,
      )) as typeof query,
    (args) => mayWrite(statementOf(args[0])),
  );
  client.exec = afterWrites(client.exec.bind(client), (args) => mayWrite(statementOf(args[0])));
  client.transaction = afterWrites(client.transaction.bind(client), () => true);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

// On globalThis for development: a hot reload of this module must not lose the open PGlite (nor its lock).
const holder = globalThis as unknown as { __database?: Database };

export function setDatabase(database: Database | undefined): void {
  holder.__database = database;
}

export function getDatabase(): Database {
  if (!holder.__database) throw new Error("The database is not open: the start-up (server/app.ts) opens it.");
  return holder.__database;
}

export function db(): Db {
  return getDatabase().db;
}

/**
 * Whether other server processes may write to the open database. PostgreSQL may be shared by several servers
 * (README, "Several servers on one PostgreSQL") and this process never hears of their writes; the embedded
 * database is locked to this one (lock.server.ts), so its write counter (write-generation.ts) sees every write.
 */
export function sharedDatabase(): boolean {
  return holder.__database?.kind === "postgres";
}
