/**
 * Two servers (the real server.ts on the production build) on one PostgreSQL database, behind a round-robin
 * on 127.0.0.1: concurrent registrations split across both never overbook a workshop, a rate limit trips at
 * the same total whichever server answers, an avatar uploaded through one is served by the other (both on one
 * local S3-compatible server), and every queued email is sent once although both run a worker.
 * Needs TEST_DATABASE_URL (a PostgreSQL server whose role may create databases).
 */
import http from "node:http";
import fs from "node:fs";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { CONTACT_RATE_LIMITS } from "../../app/server/contact/messages.server";
import { startLocalS3, type LocalS3 } from "../support/s3-server";
import { freePort, startServer, tempDataDir, type RunningServer } from "../support/server-process";

const baseUrl = process.env.TEST_DATABASE_URL?.trim();
const SLOW_MACHINE_MS = 120_000;
const DEMO_PASSWORD = "two-servers-demo-pass";

describe.skipIf(!baseUrl)("two servers on one PostgreSQL", () => {
  const name = `two_servers_${process.pid}`;
  const dataDirs = [tempDataDir(), tempDataDir()];
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  let servers: RunningServer[] = [];
  let s3: LocalS3 | undefined;
  let proxy: http.Server;
  let origin = "";
  let databaseUrl = "";

  const admin = async <T>(url: string, run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(baseUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    await admin(baseUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", () => resolve()));
    const proxyPort = await freePort();
    origin = `http://127.0.0.1:${proxyPort}`;
    s3 = await startLocalS3();
    const env = {
      S3_URL: s3.url,
      DEMO_PASSWORD,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AUTH_SECRET: "two-servers-test-secret-0123456789",
      BASE_URL: origin,
      SEED_DEMO: "1",
    };
    // One after the other: the first applies the migrations and seeds the empty database.
    servers = [await startServer({ ...env, DATA_DIR: dataDirs[0] })];
    servers.push(await startServer({ ...env, DATA_DIR: dataDirs[1] }));
    let next = 0;
    proxy = http.createServer((request, response) => {
      const target = servers[next++ % servers.length]!;
      const upstream = http.request(
        { host: "127.0.0.1", port: target.port, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", () => resolve()));
  }, 240_000);

  afterAll(async () => {
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
    for (const server of servers) await server.stop("SIGTERM");
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3?.close();
    if (baseUrl) await admin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const post = (path: string, fields: Record<string, string>, address: string) =>
    fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "X-Forwarded-For": address },
      body: new URLSearchParams({ ...fields, website_url: "" }),
      redirect: "manual",
    });

  it(
    "never overbooks: 100 concurrent registrations across both servers fill the seats, the rest wait",
    async () => {
      const seats = 7;
      const workshopId = await admin(databaseUrl, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          "select id from workshops where status = 'published' and date > current_date + 2 order by date limit 1",
        );
        await client.query("delete from workshop_registrations where workshop_id = $1", [rows[0]!.id]);
        await client.query("update workshops set max_participants = $2 where id = $1", [rows[0]!.id, seats]);
        return rows[0]!.id;
      });
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post(
            `/calendar/${workshopId}`,
            { name: `Personne ${i}`, email: `personne.${i}@example.org`, language: "fr" },
            `198.51.100.${(i % 200) + 1}`,
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).filter((status) => status >= 400)).toEqual([]);
      const counts = await admin(databaseUrl, async (client) => {
        const { rows } = await client.query<{ status: string; n: string }>(
          "select status, count(*) as n from workshop_registrations where workshop_id = $1 group by status",
          [workshopId],
        );
        return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
      });
      expect(counts).toEqual({ confirmed: seats, waitlisted: 100 - seats });
    },
    SLOW_MACHINE_MS,
  );

  it(
    "trips a rate limit at the same total whichever server answers",
    async () => {
      const statuses: number[] = [];
      for (let i = 0; i < CONTACT_RATE_LIMITS.sender.limit + 2; i++) {
        const answer = await post(
          "/contact",
          { name: "Awa", email: "awa.limit@example.org", subject: "Bonjour", message: `Message ${i}` },
          "203.0.113.77",
        );
        statuses.push(answer.status);
      }
      const refused = statuses.findIndex((status) => status === 429);
      expect(refused).toBe(CONTACT_RATE_LIMITS.sender.limit);
    },
    SLOW_MACHINE_MS,
  );

  it(
    "serves an avatar uploaded through one server from the other",
    async () => {
      const [first, second] = servers.map((server) => `http://127.0.0.1:${server.port}`) as [string, string];
      const signIn = await fetch(`${first}/auth`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
        body: new URLSearchParams({ intent: "sign-in", email: "client@example.org", password: DEMO_PASSWORD }),
        redirect: "manual",
      });
      expect(signIn.status).toBe(302);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const form = new FormData();
      form.set("intent", "avatar");
      const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#2b6cb5" } })
        .png()
        .toBuffer();
      form.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
      const upload = await fetch(`${first}/profile`, {
        method: "POST",
        headers: { Origin: origin, Cookie: cookie },
        body: form,
        redirect: "manual",
      });
      expect(upload.status).toBeLessThan(400);
      const image = await admin(databaseUrl, async (client) => {
        const { rows } = await client.query<{ image: string | null }>(
          `select image from "user" where email = 'client@example.org'`,
        );
        return rows[0]!.image;
      });
      expect(image).toMatch(/^\/uploads\/.+\/avatar-256\.webp\?v=\d+$/);
      const served = await fetch(`${second}${image}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("Content-Type")).toBe("image/webp");
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 256 });
      // Neither server kept it on its own disk.
      for (const dir of dataDirs) expect(fs.existsSync(`${dir}/uploads`)).toBe(false);
    },
    SLOW_MACHINE_MS,
  );

  it(
    "sends every queued email once, though both servers run a worker",
    async () => {
      const accepted = await admin(databaseUrl, async (client) => {
        const { rows } = await client.query<{ n: string }>("select count(*) as n from outbox where kind = 'mail'");
        return Number(rows[0]!.n);
      });
      const deadline = Date.now() + SLOW_MACHINE_MS;
      for (;;) {
        const pending = await admin(databaseUrl, async (client) => {
          const { rows } = await client.query<{ n: string }>(
            "select count(*) as n from outbox where kind = 'mail' and status <> 'sent'",
          );
          return Number(rows[0]!.n);
        });
        if (pending === 0) break;
        if (Date.now() > deadline) {
          const rows = await admin(
            databaseUrl,
            async (client) =>
              (
                await client.query(
                  "select status, attempts, last_error, run_at from outbox where kind = 'mail' and status <> 'sent' limit 3",
                )
              ).rows,
          );
          throw new Error(`${pending} emails still queued: ${JSON.stringify(rows)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(received).toHaveLength(accepted);
      const perMessage = await admin(databaseUrl, async (client) => {
        const { rows } = await client.query<{ attempts: number }>("select attempts from outbox where kind = 'mail'");
        return rows.map((row) => row.attempts);
      });
      expect(perMessage.every((attempts) => attempts === 1)).toBe(true);
    },
    SLOW_MACHINE_MS,
  );
});
