/**
 * The real server.ts (production build) on PostgreSQL reached through a TCP relay that the test cuts: connections in
 * use are torn down and new ones refused, as when the database's machine goes away. Under load through the outage
 * the process stays up, every page, `.data` request, action and /healthz answers 503 with Retry-After (never a 500),
 * and once the database is back the same process answers 200 again. Needs TEST_DATABASE_URL.
 */
import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "~/lib/html";
import { en } from "~/locales/en";
import { fr } from "~/locales/fr";
import { freePort, startServer, tempDataDir, type RunningServer } from "../support/server-process";
import { withPostgresClient } from "../support/postgres-client";

const baseUrl = process.env.TEST_DATABASE_URL?.trim();
const SLOW_MACHINE_MS = 180_000;

/** A relay from a local port to PostgreSQL, which can be cut (every connection closed, new ones refused) and restored. */
async function databaseRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      listener = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      listener.once("error", reject);
      listener.listen(port, "127.0.0.1", () => resolve());
    });
  await open();
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        listener!.close(() => resolve());
      }),
    restore: open,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (listener?.listening ? listener.close(() => resolve()) : resolve()));
    },
  };
}

describe.skipIf(!baseUrl)("a database outage", () => {
  const name = `database_outage_${process.pid}`;
  const dataDir = tempDataDir();
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    await withPostgresClient(baseUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    await withPostgresClient(baseUrl!, (client) => client.query(`create database ${name}`));
    relay = await databaseRelay(new URL(baseUrl!));
    const url = new URL(baseUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    url.pathname = `/${name}`;
    // No page cache: every request reaches the database, as a signed-in visitor's always does.
    server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, PAGE_CACHE_MB: "0" });
  }, SLOW_MACHINE_MS);

  afterAll(async () => {
    await server?.stop("SIGKILL");
    await relay?.close();
    if (baseUrl)
      await withPostgresClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(
    "keeps the process up, answers 503 with Retry-After to everything while it lasts, and 200 once it is over",
    async () => {
      const site = server!;
      // Pages that read the database (a page made only of reads kept in memory, such as /contact, still answers).
      const paths = ["/", "/en", "/calendar", "/en/facilitators", "/_root.data", "/calendar.data", "/sitemap.xml"];
      const contact = () =>
        fetch(`${site.baseUrl}/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.baseUrl },
          body: new URLSearchParams({
            name: "Awa",
            email: "awa.outage@example.org",
            subject: "Bonjour",
            message: "Pendant la panne.",
            website_url: "",
          }),
          redirect: "manual",
        });
      // Before: the pool holds open connections, which the cut then tears down mid-use.
      for (const path of paths) expect((await fetch(`${site.baseUrl}${path}`)).status, path).toBe(200);

      const answers: { what: string; status: number; retryAfter: string | null }[] = [];
      const ask = async (what: string, request: () => Promise<Response>) => {
        try {
          const response = await request();
          await response.arrayBuffer();
          answers.push({ what, status: response.status, retryAfter: response.headers.get("Retry-After") });
        } catch {
          // The connection closed without an answer: the process has gone (checked below, with its output).
          answers.push({ what, status: 0, retryAfter: null });
        }
      };
      const load = (rounds: number) =>
        Promise.all(
          Array.from({ length: 4 }, async () => {
            for (let round = 0; round < rounds; round++) {
              await Promise.all([
                ...paths.map((path) => ask(path, () => fetch(`${site.baseUrl}${path}`))),
                ask("POST /contact", contact),
                ask("/healthz", () => fetch(`${site.baseUrl}/healthz`)),
              ]);
            }
          }),
        );

      // The cut lands while requests are in flight, then the load goes on against a refused database.
      const during = load(6);
      await relay.cut();
      await during;
      answers.length = 0;
      await load(3);

      expect(site.process.exitCode, site.output().slice(-4_000)).toBeNull();
      const wrong = answers.filter((answer) => answer.status !== 503 || !/^\d+$/.test(answer.retryAfter ?? ""));
      expect(new Set(wrong.map((answer) => `${answer.what}: ${answer.status} ${answer.retryAfter}`))).toEqual(
        new Set(),
      );

      // The page says so in the visitor's language, and its one script carries the CSP nonce.
      for (const [path, lang, strings] of [
        ["/calendar", "fr", fr],
        ["/en/calendar", "en", en],
      ] as const) {
        const page = await fetch(`${site.baseUrl}${path}`);
        expect(page.status).toBe(503);
        expect(page.headers.get("Retry-After")).toMatch(/^\d+$/);
        const html = await page.text();
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(escapeHtml(strings.common.error.unavailableBody));
        const nonce = /'nonce-([^']+)'/.exec(page.headers.get("Content-Security-Policy") ?? "")?.[1];
        expect(html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
      }

      await relay.restore();
      const deadline = Date.now() + 60_000;
      let statuses: number[] = [];
      while (Date.now() < deadline) {
        statuses = await Promise.all(paths.map(async (path) => (await fetch(`${site.baseUrl}${path}`)).status));
        if (statuses.every((status) => status === 200)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(statuses).toEqual(paths.map(() => 200));
      expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
      expect(site.process.exitCode).toBeNull();
      // Nothing was left to the process's last resort (server/app.ts): every read a request started was awaited.
      expect(site.output()).not.toContain('"msg":"unhandled rejection"');
    },
    SLOW_MACHINE_MS,
  );
});
