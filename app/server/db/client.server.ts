import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir?: string };

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Opens the database and applies the committed SQL migrations before anyone queries it. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client error (server restart) must not crash the process; the pool reconnects.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  const client = target.dir ? await PGlite.create(target.dir) : await PGlite.create();
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

// server.ts and the React Router bundle each load this module; the open database lives on
// globalThis so both (and dev hot reloads) share one connection instead of opening a second PGlite.
const holder = globalThis as unknown as { __database?: Database };

export function setDatabase(database: Database | undefined): void {
  holder.__database = database;
}

export function getDatabase(): Database {
  if (!holder.__database) throw new Error("The database is not open: server.ts opens it at start.");
  return holder.__database;
}

export function db(): Db {
  return getDatabase().db;
}
