import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function tempDataDir(prefix = "site-test-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs `server.ts` on the production build as `npm start` does, in its own process. */
export function spawnServer(env: Record<string, string | undefined>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** Waits until the server that `child` runs answers /healthz with 200; fails when it exits or takes too long. */
export async function waitUntilHealthy(
  child: ChildProcess,
  baseUrl: string,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not become healthy:\n${output()}`);
  }
}

/** Starts a server and waits until /healthz answers 200 (a minute at most, unless `timeoutMs` says otherwise). */
export async function startServer(
  env: Record<string, string | undefined> = {},
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? tempDataDir();
  const baseUrl = `http://127.0.0.1:${port}`;
  // TRUST_PROXY=1: tests stand in for the one proxy and write each simulated visitor's address as the last
  // (here the only) X-Forwarded-For entry, so per-IP rate limits separate them as they would real visitors.
  const { child, output } = spawnServer({
    DEMO_PASSWORD: "demo-password",
    BASE_URL: baseUrl,
    TRUST_PROXY: "1",
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  });
  await waitUntilHealthy(child, baseUrl, output, timeoutMs);
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output,
    stop: (signal = "SIGTERM") => {
      child.kill(signal);
      return exitCode(child);
    },
  };
}
