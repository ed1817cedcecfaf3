import path from "node:path";
import type { Config } from "../config.server";
import { createAccount } from "~/server/accounts/users.server";
import { db } from "./client.server";
import { DEMO_CREDENTIALS_FILE, seedDatabase, seedDemo, seedInstallation, type SeedOptions } from "./seed/seed.server";

function demoOptions(cfg: Config): SeedOptions {
  return {
    demoAccounts: true,
    demoPassword: cfg.demoPassword,
    dataDir: cfg.dataDir,
    createUser: (input) => createAccount({ ...input, emailVerified: true }),
  };
}

/** How to sign in to the demo; the password only when it was generated (whoever set DEMO_PASSWORD knows it). */
function demoAccountsLine(cfg: Config, what: string, generatedPassword: string | undefined): string {
  const password = generatedPassword
    ? `${generatedPassword} (kept in ${path.join(cfg.dataDir, DEMO_CREDENTIALS_FILE)})`
    : "the one DEMO_PASSWORD gives";
  return `${what} — demo accounts (admin@, facilitator@, client@, creator@, employee@example.org) password: ${password}`;
}

/**
 * Seeds an empty database. The embedded database is a trial: it gets the whole demo (records and accounts).
 * A PostgreSQL server is production: it gets only what an installation needs, nothing invented, unless
 * SEED_DEMO=1 asks for the demo there too.
 */
export async function seedOnStart(cfg: Config): Promise<void> {
  if (!cfg.databaseUrl || cfg.seedDemo) {
    const outcome = await seedDatabase(db(), demoOptions(cfg));
    if (outcome.kind === "seeded") {
      // Printed once, and only when generated.
      if (outcome.demoPassword) {
        const what = cfg.databaseUrl
          ? "SEED_DEMO=1: demo content and accounts created"
          : "Embedded database: demo content and accounts created (set DATABASE_URL for production, where nothing is invented)";
        console.log(demoAccountsLine(cfg, what, outcome.demoPassword));
      }
      return;
    }
  }
  await seedInstallation(db());
}

export type SeedDemoAnswer = { ok: true; message: string } | { ok: false; message: string };

/** `npm run seed:demo`: the demo records and accounts, on demand, into a database that holds none of them. */
export async function seedDemoOnDemand(cfg: Config): Promise<SeedDemoAnswer> {
  const outcome = await seedDemo(db(), demoOptions(cfg));
  if (outcome.kind !== "seeded") {
    const present = outcome.present.join(", ");
    return { ok: false, message: `the database already holds ${present}; the demo goes only into one without them` };
  }
  return { ok: true, message: demoAccountsLine(cfg, "Demo content and accounts created", outcome.demoPassword) };
}
