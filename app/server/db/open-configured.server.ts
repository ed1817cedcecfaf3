import path from "node:path";
import type { Config } from "../config.server";
import { openDatabase, type Database } from "./client.server";
import { acquireDataDirLock, DataDirLockedError } from "./lock.server";

/** Why the configured database cannot be used, in one line for the operator. */
export class DatabaseUnavailableError extends Error {}

export interface OpenedDatabase {
  database: Database;
  /** Gives the data directory back (the embedded database); call it after closing the database. */
  releaseLock: () => void;
}

/**
 * Opens the database the configuration names, with its migrations applied. The embedded one is opened only
 * under the data directory's lock: PGlite has no lock of its own, and a second process (a command while the
 * server runs) would corrupt it.
 */
export async function openConfiguredDatabase(cfg: Config): Promise<OpenedDatabase> {
  let releaseLock = () => {};
  if (!cfg.databaseUrl) {
    try {
      releaseLock = acquireDataDirLock(cfg.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new DatabaseUnavailableError(error.message);
      throw new DatabaseUnavailableError(`cannot use DATA_DIR ${cfg.dataDir}: ${(error as Error).message}`);
    }
  }
  try {
    const database = await openDatabase(
      cfg.databaseUrl
        ? { kind: "postgres", url: cfg.databaseUrl }
        : { kind: "pglite", dir: path.join(cfg.dataDir, "pglite") },
    );
    return { database, releaseLock };
  } catch (error) {
    releaseLock();
    const where = cfg.databaseUrl
      ? `the database at DATABASE_URL (${new URL(cfg.databaseUrl).host})`
      : `the embedded database in ${cfg.dataDir}`;
    throw new DatabaseUnavailableError(`cannot open ${where}: ${(error as Error).message || String(error)}`);
  }
}
