import type { Config } from "../config.server";
import { createAccount } from "~/server/accounts/users.server";
import { db } from "./client.server";
import { seedDatabase } from "./seed/seed.server";

/**
 * Fills an empty database with the demo content. Demo accounts exist on the embedded database, and on
 * a PostgreSQL server only when SEED_DEMO=1, so a production database never gets well-known logins.
 */
export async function seedOnStart(cfg: Config): Promise<void> {
  const demoAccounts = !cfg.databaseUrl || cfg.seedDemo;
  const result = await seedDatabase(db(), {
    demoAccounts,
    demoPassword: cfg.demoPassword,
    dataDir: cfg.dataDir,
    createUser: (input) => createAccount({ ...input, emailVerified: true }),
  });
  if (!result.seeded) return;
  if (demoAccounts && result.demoPassword && !cfg.demoPassword) {
    // Printed once; it is also in DATA_DIR/demo-credentials.txt.
    console.log(
      `Demo accounts (admin@, facilitator@, client@, creator@, employee@example.org) password: ${result.demoPassword}`,
    );
  }
}
