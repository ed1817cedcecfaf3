/**
 * The public pages under load: `/`, `/en/calendar` and a workshop page, at 50 and 200 connections, each
 * against a bare Node `http` server that sends the same bytes from memory (the ceiling on this machine), then
 * the server's resident memory. BENCH_SECONDS (default 10) sets each run's length. The figures go to the console
 * and to docs/benchmarks.md.
 */
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import {
  ensureBuild,
  memoryOf,
  requireWrk,
  runWrk,
  startBenchServer,
  writeBenchSection,
  type WrkResult,
} from "./support";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = [50, 200];
const acceptEncoding = "gzip, deflate, br";

interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request as wrk sends it, with the bytes exactly as they came (still compressed). */
function capture(url: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const name of ["content-type", "content-encoding", "vary"]) {
            const value = response.headers[name];
            if (typeof value === "string") headers[name] = value;
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

function bareServer(page: Captured): Promise<{ url: string; close: () => Promise<void> }> {
  const headers = { ...page.headers, "content-length": String(page.body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(page.body);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

function format(result: WrkResult): string {
  return `${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(1).padStart(7)} ms  p99 ${result.p99Ms.toFixed(1).padStart(7)} ms  errors ${result.errors}`;
}

requireWrk();
ensureBuild();
const server = await startBenchServer();
try {
  const started = memoryOf(server.pid);
  console.log(
    `server pid ${server.pid} at ${server.baseUrl}; after start: RSS ${started.rssMb} MB (peak ${started.peakMb} MB)`,
  );

  const calendar = await (await fetch(`${server.baseUrl}/en/calendar`)).text();
  const workshop = /href="(\/en\/calendar\/[^"/]+)"/.exec(calendar)?.[1];
  if (!workshop) throw new Error("no workshop link on /en/calendar");
  const paths = ["/", "/en/calendar", workshop];

  // wrk, the server and the bare server share this machine's cores with whatever else runs: say how busy it was.
  const loadBefore = os.loadavg()[0].toFixed(1);
  console.log(
    `wrk, ${seconds} s per run, Accept-Encoding: ${acceptEncoding}; ${os.cpus().length} cores, load average ${loadBefore}\n`,
  );
  const rows: string[] = [];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rate = (value: number) => Math.round(value).toLocaleString("en");
  for (const pagePath of paths) {
    const url = `${server.baseUrl}${pagePath}`;
    const page = await capture(url);
    const encoding = page.headers["content-encoding"] ?? "identity";
    const size = `${(page.body.length / 1024).toFixed(1)} KB ${encoding}`;
    console.log(`${pagePath}  (${page.status}, ${size})`);
    const bare = await bareServer(page);
    try {
      for (const connections of connectionCounts) {
        const site = await runWrk(url, connections, seconds);
        const ceiling = await runWrk(bare.url, connections, seconds);
        const ratio = (100 * site.requestsPerSecond) / ceiling.requestsPerSecond;
        console.log(`  ${String(connections).padStart(3)} conns  site ${format(site)}`);
        console.log(`             bare ${format(ceiling)}`);
        console.log(`             site/bare ${ratio.toFixed(1)} %`);
        rows.push(
          `| ${pagePath === workshop ? "a workshop page" : `\`${pagePath}\``} (${size}) | ${connections} | ` +
            `${rate(site.requestsPerSecond)} | ${ms(site.p50Ms)} | ${ms(site.p99Ms)} | ${site.errors} | ` +
            `${rate(ceiling.requestsPerSecond)} | ${ratio.toFixed(1)} % |`,
        );
      }
    } finally {
      await bare.close();
    }
  }
  const after = memoryOf(server.pid);
  const loadAfter = os.loadavg()[0].toFixed(1);
  console.log(
    `\nserver memory after the run: RSS ${after.rssMb} MB (peak ${after.peakMb} MB); load average ${loadAfter}`,
  );
  const busy =
    Number(loadBefore) >= os.cpus().length
      ? " Other work was competing for the cores (a load average at or above their number): the figures are lower" +
        " than on an idle machine."
      : "";
  writeBenchSection(
    "public-pages",
    `## Public pages (\`npm run bench -- public\`)

Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${os.cpus().length} cores,
wrk ${seconds} s per run with \`Accept-Encoding: ${acceptEncoding}\`; load average ${loadBefore} before the run and
${loadAfter} after it.${busy}

| page | connections | site req/s | p50 | p99 | errors | bare req/s | site/bare |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Server memory: RSS ${started.rssMb} MB after start, ${after.rssMb} MB after the run (peak ${after.peakMb} MB).`,
  );
} finally {
  await server.stop();
}
