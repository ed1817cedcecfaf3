/**
 * Servers started at the same moment on one empty PostgreSQL database (a deployment that starts all its servers
 * at once): both come up, the database migrated and seeded once. Needs TEST_DATABASE_URL.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, tempDataDir, type RunningServer } from "../support/server-process";
import { withPostgresClient } from "../support/postgres-client";

const baseUrl = process.env.TEST_DATABASE_URL?.trim();

describe.skipIf(!baseUrl)("servers started together on an empty PostgreSQL database", () => {
  const name = `start_together_${process.pid}`;
  const dataDirs = [tempDataDir(), tempDataDir()];
  let servers: RunningServer[] = [];

  afterAll(async () => {
    for (const server of servers) await server.stop("SIGTERM");
    if (baseUrl)
      await withPostgresClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it("all come up, and the database is seeded once", async () => {
    await withPostgresClient(baseUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    await withPostgresClient(baseUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    // The demo: the accounts the seed inserts are what two seeds at once collided on.
    const env = { DATABASE_URL: url.toString(), SEED_DEMO: "1", AUTH_SECRET: "start-together-secret-0123456789" };
    // Each waits for the other's migrations and seed, on a machine that may be busy: a few minutes at most.
    const started = await Promise.allSettled(
      dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir }, { timeoutMs: 180_000 })),
    );
    servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(started.filter((result) => result.status === "rejected")).toEqual([]);
    for (const server of servers) expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const accounts = await withPostgresClient(url.toString(), async (client) => {
      const { rows } = await client.query<{ email: string }>(`select email from "user" order by email`);
      return rows.map((row) => row.email);
    });
    expect(accounts).toEqual([
      "admin@example.org",
      "client@example.org",
      "creator@example.org",
      "employee@example.org",
      "facilitator@example.org",
    ]);
  }, 300_000);
});
