/**
 * What the commands run beside the server start with: the configuration and the database, opened as the
 * server opens them (the embedded one under the data directory's lock), or one line saying why not.
 */
import { ConfigError, readConfig, type Config } from "../app/server/config.server";
import { setDatabase } from "../app/server/db/client.server";
import {
  DatabaseUnavailableError,
  openConfiguredDatabase,
  type OpenedDatabase,
} from "../app/server/db/open-configured.server";

/** Ends the command with one line for the operator, and a non-zero exit. */
export function failCommand(command: string, message: string): never {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

export async function openForCommand(command: string): Promise<OpenedDatabase & { cfg: Config }> {
  let cfg;
  try {
    cfg = readConfig();
  } catch (error) {
    failCommand(command, error instanceof ConfigError ? error.message : String(error));
  }
  try {
    const opened = await openConfiguredDatabase(cfg);
    setDatabase(opened.database);
    return { ...opened, cfg };
  } catch (error) {
    failCommand(command, error instanceof DatabaseUnavailableError ? error.message : String(error));
  }
}
