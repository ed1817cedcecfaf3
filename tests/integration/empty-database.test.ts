/**
 * A production start: the real server.ts (on the production build) on an empty PostgreSQL database without
 * SEED_DEMO invents nothing, and its public pages show their empty states; `npm run seed:demo` then adds the
 * demo on demand, once. The database is created for the run on the PostgreSQL server of TEST_DATABASE_URL, or
 * else the local one, and dropped afterwards.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendar as calendarEn } from "../../app/locales/en/calendar";
import { facilitators as facilitatorsEn } from "../../app/locales/en/facilitators";
import { home as homeEn } from "../../app/locales/en/home";
import { calendar as calendarFr } from "../../app/locales/fr/calendar";
import { facilitators as facilitatorsFr } from "../../app/locales/fr/facilitators";
import { home as homeFr } from "../../app/locales/fr/home";
import { processStartTime, currentBootId } from "../../app/server/db/lock.server";
import { exitCode, startServer, tempDataDir } from "../support/server-process";
import { withAdminClient } from "../support/test-database";

const SLOW_MACHINE_MS = 180_000;
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/test";

const unreachable = await withAdminClient(serverUrl, (client) => client.query("select 1")).then(
  () => undefined,
  (error: Error) => `no PostgreSQL server at ${new URL(serverUrl).host} (${error.message})`,
);

/** `npm run seed:demo` with this environment: its exit code and what it printed. */
async function seedDemoCommand(env: Record<string, string | undefined>) {
  const child = spawn("npm", ["run", "--silent", "seed:demo"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, LOG_LEVEL: "warn", DEMO_PASSWORD: undefined, SEED_DEMO: undefined, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await exitCode(child);
  return { code, stdout: stdout.trim(), stderr: stderr.trim() };
}

const dataDirs: string[] = [];
function dataDir(): string {
  const dir = tempDataDir("empty-database-");
  dataDirs.push(dir);
  return dir;
}
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// What a count reads: a table, or a table and the rows of it that only the demo invents.
const INVENTED = [
  "workshops",
  "facilitators",
  "reviews",
  "organizations",
  "organization_contacts",
  "contact_messages",
  "deals",
  "quotes",
  '"user"',
  "section_content where content_type = 'testimonial'",
];

describe("a production database starts clean", () => {
  const name = `empty_start_${process.pid}_${Date.now()}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  async function rowCounts(): Promise<Record<string, number>> {
    return withAdminClient(databaseUrl, async (client) => {
      const counts: Record<string, number> = {};
      for (const table of [...INVENTED, "site_settings"]) {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        counts[table] = rows[0]!.n;
      }
      return counts;
    });
  }

  beforeAll(async () => {
    if (!unreachable) await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  }, 60_000);

  afterAll(async () => {
    if (!unreachable)
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 60_000);

  it(
    "invents nothing on an empty PostgreSQL database without SEED_DEMO, and its public pages show their empty states",
    async (context) => {
      if (unreachable) context.skip(unreachable);
      const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir(), SEED_DEMO: undefined });
      try {
        const pages: [string, string[]][] = [
          ["/", [homeFr.team.empty]],
          ["/services", []],
          ["/workshops", []],
          ["/calendar", [calendarFr.emptyTitle]],
          ["/facilitators", [facilitatorsFr.list.emptyTitle]],
          ["/contact", []],
          ["/en", [homeEn.team.empty]],
          ["/en/services", []],
          ["/en/workshops", []],
          ["/en/calendar", [calendarEn.emptyTitle]],
          ["/en/facilitators", [facilitatorsEn.list.emptyTitle]],
          ["/en/contact", []],
        ];
        for (const [page, emptyStates] of pages) {
          const response = await fetch(`${server.baseUrl}${page}`);
          const html = await response.text();
          expect(response.status, page).toBe(200);
          for (const text of emptyStates) expect(html, page).toContain(text);
        }
      } finally {
        expect(await server.stop("SIGTERM")).toBe(0);
      }
      expect(server.output()).not.toContain("password");
      const counts = await rowCounts();
      for (const table of INVENTED) expect(counts[table], table).toBe(0);
      expect(counts.site_settings).toBeGreaterThan(0);
    },
    SLOW_MACHINE_MS,
  );

  it(
    "takes the demo from `npm run seed:demo` once, and refuses it a second time",
    async (context) => {
      if (unreachable) context.skip(unreachable);
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir() };
      const seeded = await seedDemoCommand(env);
      expect(seeded.code, seeded.stderr).toBe(0);
      const password = /password: (\S+) \(kept in /.exec(seeded.stdout)?.[1];
      expect(seeded.stdout).toMatch(/^Demo content and accounts created — demo accounts \(admin@/);
      expect(fs.readFileSync(path.join(env.DATA_DIR, "demo-credentials.txt"), "utf8")).toContain(password!);
      const counts = await rowCounts();
      for (const table of INVENTED) expect(counts[table], table).toBeGreaterThan(0);

      const again = await seedDemoCommand(env);
      expect(again.code).toBe(1);
      expect(again.stderr.split("\n")).toEqual([
        "seed:demo: the database already holds facilitators, workshops, registrations, reviews, organizations, contracts, projects, contact messages, invoices, deals, quotes, demo accounts; the demo goes only into one without them",
      ]);
      expect(await rowCounts()).toEqual(counts);
    },
    SLOW_MACHINE_MS,
  );
});

describe("npm run seed:demo on the embedded database", () => {
  it(
    "refuses while the server holds the data directory",
    async () => {
      const dir = dataDir();
      // This test process stands in for a running server.
      const holder = { pid: process.pid, startTime: processStartTime(process.pid), bootId: currentBootId() };
      fs.writeFileSync(path.join(dir, "server.pid"), `${JSON.stringify(holder)}\n`);
      const refused = await seedDemoCommand({ DATABASE_URL: undefined, DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr.split("\n")).toEqual([
        `seed:demo: The data directory ${dir} is in use by another process (pid ${process.pid}); stop it first, or use another DATA_DIR.`,
      ]);
      expect(fs.existsSync(path.join(dir, "pglite"))).toBe(false);
    },
    SLOW_MACHINE_MS,
  );
});
