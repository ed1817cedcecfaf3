/**
 * Server time of the signed-in pages: the production server on a fresh data directory with the demo content,
 * signed in as each demo account, asks each role's main pages one request at a time, as a document GET and as
 * the router's `.data` request (what a client-side navigation fetches). It asks every URL once (that time is printed
 * as "first": V8 still compiling the pages' code, as after a restart), then BENCH_WARMUP (default 10) more rounds
 * untimed, then prints the median and the 90th percentile of BENCH_ROUNDS (default 30) timed requests per URL
 * against the target: a server that has run for a minute has compiled the code of its pages. The time is the round trip over the loopback
 * until the last byte, which is the server's time per request plus well under a millisecond; on a busy machine
 * it grows with the load, so the server process's CPU time per request (from /proc) is printed beside it.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { ensureBuild, memoryOf, signIn, startBenchServer } from "./support";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const TARGET_MS = 10;

/** Each demo account's main pages: its area's screens and the account pages every role has. */
const accounts: [string, string[]][] = [
  [
    "admin",
    [
      "/admin",
      "/admin/clients",
      "/admin/projects",
      "/admin/workshops",
      "/admin/facilitators",
      "/admin/cms",
      "/admin/messages",
      "/admin/emails",
      "/admin/audit",
      "/admin/dashboard",
      "/profile",
    ],
  ],
  ["facilitator", ["/facilitator", "/facilitator/profile", "/profile", "/my-registrations"]],
  ["client", ["/client", "/profile", "/my-registrations"]],
  ["creator", ["/creator", "/creator/settings", "/profile"]],
  ["employee", ["/facilitator", "/facilitator/profile", "/profile"]],
];

// One connection kept alive, as a browser would: the timings leave out the TCP handshake.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  ms: number;
}

/** A GET on the kept-alive connection, timed until the last byte. */
function request(url: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(url, { agent, headers }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, ms: performance.now() - started }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** The single-fetch URL React Router 7 asks on a client-side navigation to `path`. */
function dataUrl(path: string): string {
  return path === "/" ? "/_root.data" : `${path.replace(/\/$/, "")}.data`;
}

/** The CPU time the process has used so far, user and system, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

ensureBuild();
const server = await startBenchServer({ LOG_LEVEL: "warn" });
let over = 0;
try {
  const [load1] = os.loadavg();
  console.log(
    `server at ${server.baseUrl}; load average ${load1!.toFixed(1)} on ${os.cpus().length} CPUs (timings grow with it)`,
  );
  console.log(
    `each URL once and ${WARMUP} more times untimed (a running server has long compiled its pages' code), then ${ROUNDS} timed, one at a time; target: median ≤ ${TARGET_MS} ms\n`,
  );
  const cookies = new Map<string, string>();
  for (const [name] of accounts) cookies.set(name, await signIn(server.baseUrl, `${name}@example.org`));
  const requests = accounts.flatMap(([name, paths]) =>
    paths.flatMap((path) => [path, dataUrl(path)].map((url) => ({ name, url }))),
  );
  const ask = ({ name, url }: { name: string; url: string }) =>
    request(`${server.baseUrl}${url}`, { Cookie: cookies.get(name)! });
  // The first request of each URL, as after a restart, is printed beside the timed ones.
  const firsts = new Map<(typeof requests)[number], Answer>();
  for (const each of requests) firsts.set(each, await ask(each));
  for (let round = 0; round < WARMUP; round++) for (const each of requests) await ask(each);

  console.log(
    `     ${"account".padEnd(12)}${"request".padEnd(28)}${"status".padStart(6)}    first   median      p90   CPU/request`,
  );
  for (const each of requests) {
    const timings: number[] = [];
    const cpuBefore = cpuMs(server.pid);
    for (let round = 0; round < ROUNDS; round++) timings.push((await ask(each)).ms);
    const cpu = (cpuMs(server.pid) - cpuBefore) / ROUNDS;
    timings.sort((a, b) => a - b);
    const median = at(timings, 0.5);
    if (median > TARGET_MS) over++;
    const { status, ms: first } = firsts.get(each)!;
    console.log(
      `${median <= TARGET_MS ? "ok  " : "over"} ${each.name.padEnd(12)}${each.url.padEnd(28)}${String(status).padStart(6)} ${first.toFixed(1).padStart(6)} ms ${median.toFixed(1).padStart(6)} ms ${at(timings, 0.9).toFixed(1).padStart(6)} ms ${cpu.toFixed(1).padStart(7)} ms`,
    );
  }
  const memory = memoryOf(server.pid);
  console.log(`\nserver memory after these pages: RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB)`);
} finally {
  agent.destroy();
  await server.stop();
}
console.log(over > 0 ? `\n${over} request(s) over ${TARGET_MS} ms at the median` : "\nevery request within the target");
