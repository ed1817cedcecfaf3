import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server";
import { siteSettings } from "../../app/server/db/schema";
import { parseLockHolder } from "../../app/server/db/lock.server";
import { exitCode, freePort, spawnServer, startServer, tempDataDir, waitUntilHealthy } from "../support/server-process";

// These run the real server.ts on the production build (`npm test` builds first).
const dirs: string[] = [];
function dataDir() {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function failedStart(env: Record<string, string>) {
  const { child, output } = spawnServer({ DATA_DIR: dataDir(), ...env });
  const code = await exitCode(child);
  const lines = output()
    .trim()
    .split("\n")
    .filter((line) => line.startsWith("Cannot start"));
  return { code, lines, output: output() };
}

describe("server start", () => {
  it("refuses a bad PORT with one clear line", async () => {
    const { code, lines, output } = await failedStart({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(lines).toEqual(['Cannot start: PORT must be a number between 1 and 65535, got "not-a-port"']);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("refuses incomplete object storage settings with one clear line", async () => {
    const { code, lines } = await failedStart({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "faso-uploads" });
    expect(code).toBe(1);
    expect(lines).toEqual([
      "Cannot start: Object storage needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY too (or S3_URL alone), got only S3_ENDPOINT, S3_BUCKET",
    ]);
  });

  it("stops with one clear line when DATABASE_URL cannot be reached", async () => {
    const { code, lines, output } = await failedStart({
      PORT: String(await freePort()),
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere",
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: cannot open the database at DATABASE_URL \(127\.0\.0\.1:1\)/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("stops with one clear line when the port is taken", async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      const { code, lines } = await failedStart({ PORT: String(port) });
      expect(code).toBe(1);
      expect(lines).toEqual([`Cannot start: port ${port} is already in use; set PORT to a free port`]);
    } finally {
      blocker.close();
    }
  }, 90_000);

  it("says it is ready at BASE_URL, with the port it listens on, not at localhost", async () => {
    const server = await startServer({ DATA_DIR: dataDir(), BASE_URL: "https://site.test" });
    try {
      expect(server.output()).toContain(`Site ready on https://site.test (listening on port ${server.port})\n`);
      expect(server.output()).not.toContain("http://localhost");
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
  }, 120_000);

  it("refuses a second server on the same data directory, and shuts down cleanly on SIGTERM", async () => {
    const dir = dataDir();
    const first = await startServer({ DATA_DIR: dir });
    try {
      const { code, lines } = await failedStart({ DATA_DIR: dir, PORT: String(await freePort()) });
      expect(code).toBe(1);
      expect(lines[0]).toMatch(/^Cannot start: The data directory .* is in use by another process \(pid \d+\)/);
      expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      expect(await first.stop("SIGTERM")).toBe(0);
    }
    expect(fs.existsSync(path.join(dir, "server.pid"))).toBe(false);
  }, 120_000);

  it("on SIGTERM finishes a request in flight, then exits at once though a client holds a keep-alive connection", async () => {
    const server = await startServer({ DATA_DIR: dataDir() });
    const idle = new http.Agent({ keepAlive: true });
    const busy = new http.Agent({ keepAlive: true });
    try {
      const host = "127.0.0.1";
      await new Promise((resolve) =>
        http.get({ host, port: server.port, path: "/healthz", agent: idle }, (response) =>
          response.resume().on("end", resolve),
        ),
      );
      // A sign-in whose body is still arriving when SIGTERM comes.
      const body = "intent=sign-in&email=nobody%40example.org&password=wrong-password";
      const answer = new Promise<{ status?: number; connection?: string; at: number }>((resolve, reject) => {
        const request = http.request(
          {
            host,
            port: server.port,
            path: "/auth",
            method: "POST",
            agent: busy,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "Content-Length": String(body.length),
              Origin: server.baseUrl,
            },
          },
          (response) =>
            response
              .resume()
              .on("end", () =>
                resolve({ status: response.statusCode, connection: response.headers.connection, at: Date.now() }),
              ),
        );
        request.on("error", reject);
        request.write(body.slice(0, 10));
        setTimeout(() => request.end(body.slice(10)), 1_000);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.process.kill("SIGTERM");
      const response = await answer;
      expect(response).toMatchObject({ status: 401, connection: "close" });
      expect(await exitCode(server.process)).toBe(0);
      // Not the keep-alive timeout (5 s) of the connections the clients still hold.
      expect(Date.now() - response.at).toBeLessThan(3_000);
    } finally {
      idle.destroy();
      busy.destroy();
      server.process.kill("SIGKILL");
    }
  }, 120_000);

  it("runs `npm start`'s shell command as node itself: SIGTERM to it stops the server and leaves no node process", async () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } };
    const dir = dataDir();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // What npm runs, the way it runs it: the script through sh, which npm signals when it is stopped.
    const shell = spawn("sh", ["-c", scripts.start], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dir, BASE_URL: baseUrl, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    shell.stdout.on("data", (chunk) => (output += chunk));
    shell.stderr.on("data", (chunk) => (output += chunk));
    let server: number | undefined;
    try {
      await waitUntilHealthy(shell, baseUrl, () => output);
      server = parseLockHolder(fs.readFileSync(path.join(dir, "server.pid"), "utf8"))?.pid;
      expect(server).toBe(shell.pid);
      shell.kill("SIGTERM");
      expect(await exitCode(shell)).toBe(0);
      expect(isRunning(server!)).toBe(false);
      expect(fs.existsSync(path.join(dir, "server.pid"))).toBe(false);
    } finally {
      if (server !== undefined && isRunning(server)) process.kill(server, "SIGKILL");
      shell.kill("SIGKILL");
    }
  }, 120_000);

  it("keeps committed data after kill -9 and starts again on the same directory", async () => {
    const dir = dataDir();
    const writer = spawn(
      process.execPath,
      ["--import", "tsx", "tests/integration/fixtures/write-then-hang.ts", dir, "crash_probe"],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      writer.stdout.on("data", (chunk) => String(chunk).includes("committed") && resolve());
      writer.once("exit", (code) => reject(new Error(`writer exited early with ${code}`)));
    });
    writer.kill("SIGKILL");
    await exitCode(writer);
    expect(fs.existsSync(path.join(dir, "server.pid"))).toBe(true);

    const server = await startServer({ DATA_DIR: dir });
    expect(await server.stop("SIGTERM")).toBe(0);

    const database = await openDatabase({ kind: "pglite", dir: path.join(dir, "pglite") });
    const rows = await database.db.select().from(siteSettings).where(eq(siteSettings.settingKey, "crash_probe"));
    await database.close();
    expect(rows.map((row) => row.settingValue)).toEqual(["kept"]);
  }, 120_000);
});
