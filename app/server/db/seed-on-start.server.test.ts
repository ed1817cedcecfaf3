import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../config.server";
import { facilitators, siteSettings, user, workshops } from "./schema";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { seedDemoOnDemand, seedOnStart } from "./seed-on-start.server";
import { setUpTestDatabase } from "../../../tests/support/test-database";

const database = setUpTestDatabase({ freshForEachTest: true });
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function configWith(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-start-"));
  dirs.push(dataDir);
  return readConfig({ DATA_DIR: dataDir, BASE_URL: "http://localhost:3000", ...env });
}

async function rows(table: typeof siteSettings | typeof facilitators | typeof workshops): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

async function seedWith(env: Record<string, string>) {
  const printed = vi.spyOn(console, "log").mockImplementation(() => {});
  const cfg = configWith(env);
  await seedOnStart(cfg);
  const accounts = await database.db
    .select({ email: user.email, role: user.role, verified: user.emailVerified })
    .from(user);
  return { accounts, dataDir: cfg.dataDir, printed: printed.mock.calls.map((call) => String(call[0])) };
}

const POSTGRES = "postgres://example.invalid/db";

describe("seed on start", () => {
  it("gives the embedded database the whole demo: records, and five verified accounts with a generated password kept in DATA_DIR", async () => {
    const { accounts, dataDir, printed } = await seedWith({});
    expect(accounts.map((a) => `${a.email}:${a.role}:${a.verified}`).sort()).toEqual([
      "admin@example.org:admin:true",
      "client@example.org:client:true",
      "creator@example.org:content_creator:true",
      "employee@example.org:employee:true",
      "facilitator@example.org:facilitator:true",
    ]);
    const credentials = fs.readFileSync(path.join(dataDir, "demo-credentials.txt"), "utf8");
    expect(credentials).toContain("admin@example.org");
    expect(await rows(workshops)).toBeGreaterThan(0);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(
      /^Embedded database: demo content and accounts created \(set DATABASE_URL for production, where nothing is invented\) — demo accounts \(admin@, .*\) password: (\S+) /,
    );
    expect(credentials).toContain(/password: (\S+)/.exec(printed[0]!)![1]);
  });

  it("gives a PostgreSQL server only the installation content unless SEED_DEMO=1: no record, no account", async () => {
    const { accounts, printed } = await seedWith({ DATABASE_URL: POSTGRES });
    expect(accounts).toEqual([]);
    expect(await rows(siteSettings)).toBeGreaterThan(0);
    expect(await rows(facilitators)).toBe(0);
    expect(await rows(workshops)).toBe(0);
    expect(printed).toEqual([]);
  });

  it("does create them on a PostgreSQL server with SEED_DEMO=1 and DEMO_PASSWORD, writing no credentials file", async () => {
    const { accounts, dataDir } = await seedWith({
      DATABASE_URL: POSTGRES,
      SEED_DEMO: "1",
      DEMO_PASSWORD: "chosen-password",
    });
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await rows(workshops)).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, "demo-credentials.txt"))).toBe(false);
  });

  it("seeds the demo on demand into an installation, then refuses a second time with what is there", async () => {
    await seedWith({ DATABASE_URL: POSTGRES });
    const cfg = configWith({ DATABASE_URL: POSTGRES });
    const first = await seedDemoOnDemand(cfg);
    expect(first.ok).toBe(true);
    expect(first.message).toMatch(/^Demo content and accounts created — demo accounts .* password: \S+ \(kept in /);
    expect(await rows(workshops)).toBeGreaterThan(0);
    expect(await seedDemoOnDemand(cfg)).toEqual({
      ok: false,
      message:
        "the database already holds facilitators, workshops, registrations, reviews, organizations, contracts, projects, contact messages, invoices, deals, quotes, demo accounts; the demo goes only into one without them",
    });
  });
});
