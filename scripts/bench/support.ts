/**
 * What the benchmarks share: the production server on a fresh data directory, wrk, and the server's memory.
 * wrk comes from Debian's packages (`apt-get install wrk`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** The demo accounts' password on the bench's server (its DEMO_PASSWORD). */
export const BENCH_PASSWORD = "bench-password";

export interface BenchServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
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

/** Builds once when there is no build, as `npm start` does. */
export function ensureBuild(): void {
  if (["build/server/index.js", "build/start.js"].every((file) => fs.existsSync(path.join(root, file)))) return;
  console.log("no build/: running npm run build");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

export function requireWrk(): void {
  if (spawnSync("wrk", ["--version"]).error) {
    throw new Error("wrk is not installed: apt-get install wrk (Debian/Ubuntu)");
  }
}

/**
 * How `npm start` runs the server, read from package.json's start script (`…; VAR=value … exec node --flag … build/start.js`):
 * its environment variables and node's flags (the memory settings), so that the bench measures that very process.
 */
export function startCommand(): { env: Record<string, string>; nodeFlags: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const words = scripts.start
    .slice(scripts.start.lastIndexOf(";") + 1)
    .trim()
    .split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift()!.split("=") as [string, string];
    env[name] = value;
  }
  // The shell hands its process over to node (`exec`), so that a signal to `npm start` reaches the server.
  if (words[0] === "exec") words.shift();
  if (words[0] !== "node" || words.at(-1) !== "build/start.js") {
    throw new Error(`package.json's start script does not end in \`exec node … build/start.js\`: ${scripts.start}`);
  }
  return { env, nodeFlags: words.slice(1, -1) };
}

/**
 * `npm start`'s server (`build/start.js` on the production build, embedded database, demo content, the start script's
 * environment and node flags) on a fresh DATA_DIR, with the default log level; its log goes to DATA_DIR/server.log.
 * BENCH_NODE_OPTIONS adds node flags (`--cpu-prof`, `--trace-gc`). Resolves when /healthz answers.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, "server.log"), "w");
  const start = startCommand();
  const child: ChildProcess = spawn(
    process.execPath,
    [...start.nodeFlags, ...(process.env.BENCH_NODE_OPTIONS ?? "").split(" ").filter(Boolean), "build/start.js"],
    {
      cwd: root,
      env: {
        ...process.env,
        ...start.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        BASE_URL: baseUrl,
        DEMO_PASSWORD: BENCH_PASSWORD,
        ...env,
      },
      stdio: ["ignore", log, log],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: see ${dataDir}/server.log`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz in 120 s: see ${dataDir}/server.log`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as a demo account through the sign-in form's action and returns its session cookie (`name=value`). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ intent: "sign-in", email, password: BENCH_PASSWORD }),
  });
  await answer.body?.cancel();
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";", 1)[0]!)
    .find((pair) => pair.includes("better-auth.session_token="));
  if (!cookie) throw new Error(`signing in as ${email} answered ${answer.status} without a session cookie`);
  return cookie;
}

/** The process's resident memory now (VmRSS) and at its peak (VmHWM), in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors (connect, read, write, timeout) plus answers that were not 2xx or 3xx. */
  errors: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) return NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Number(match[1]) * factor;
}

export function parseWrk(output: string): WrkResult {
  const latency = (percent: string) => toMs(new RegExp(`^\\s+${percent}%\\s+(\\S+)`, "m").exec(output)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN),
    p50Ms: latency("50"),
    p99Ms: latency("99"),
    errors: socketErrors + Number(non2xx?.[1] ?? 0),
  };
}

/** wrk with a browser's Accept-Encoding, 2 threads, `connections` connections for `seconds`. */
export async function runWrk(
  url: string,
  connections: number,
  seconds: number,
  headers: string[] = [],
): Promise<WrkResult> {
  const args = ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip, deflate, br"];
  for (const header of headers) args.push("-H", header);
  const child = spawn("wrk", [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  await new Promise((resolve) => child.once("exit", resolve));
  return parseWrk(output);
}

/**
 * Replaces `name`'s section of docs/benchmarks.md (between its two markers) with `markdown`, or adds it at the end:
 * each benchmark keeps its latest figures there, and the rest of the page is left as it is.
 */
export function writeBenchSection(name: string, markdown: string): void {
  const file = path.join(root, "docs/benchmarks.md");
  const start = `<!-- ${name}: written by npm run bench -->`;
  const end = `<!-- end of ${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const page = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  const updated =
    from >= 0 && to > from
      ? page.slice(0, from) + section + page.slice(to + end.length)
      : `${page.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, updated);
  console.log(`figures written to docs/benchmarks.md (${name})`);
}
