import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "../config.server";
import { user } from "./schema";
import { DEMO_ACCOUNTS } from "./seed/demo-accounts";
import { seedOnStart } from "./seed-on-start.server";
import { setUpTestDatabase } from "../../../tests/support/test-database";

const database = setUpTestDatabase({ freshForEachTest: true });
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function seedWith(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-start-"));
  dirs.push(dataDir);
  await seedOnStart(readConfig({ DATA_DIR: dataDir, BASE_URL: "http://localhost:3000", ...env }));
  const accounts = await database.db
    .select({ email: user.email, role: user.role, verified: user.emailVerified })
    .from(user);
  return { accounts, dataDir };
}

describe("seed on start", () => {
  it("creates the five verified demo accounts on the embedded database, with a generated password kept in DATA_DIR", async () => {
    const { accounts, dataDir } = await seedWith({});
    expect(accounts.map((a) => `${a.email}:${a.role}:${a.verified}`).sort()).toEqual([
      "admin@example.org:admin:true",
      "client@example.org:client:true",
      "creator@example.org:content_creator:true",
      "employee@example.org:employee:true",
      "facilitator@example.org:facilitator:true",
    ]);
    expect(fs.readFileSync(path.join(dataDir, "demo-credentials.txt"), "utf8")).toContain("admin@example.org");
  });

  it("creates no demo account on a PostgreSQL server unless SEED_DEMO=1", async () => {
    const { accounts } = await seedWith({ DATABASE_URL: "postgres://example.invalid/db" });
    expect(accounts).toEqual([]);
  });

  it("does create them on a PostgreSQL server with SEED_DEMO=1 and DEMO_PASSWORD, writing no credentials file", async () => {
    const { accounts, dataDir } = await seedWith({
      DATABASE_URL: "postgres://example.invalid/db",
      SEED_DEMO: "1",
      DEMO_PASSWORD: "chosen-password",
    });
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(fs.existsSync(path.join(dataDir, "demo-credentials.txt"))).toBe(false);
  });
});
