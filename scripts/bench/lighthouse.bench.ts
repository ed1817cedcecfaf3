/**
 * Lighthouse on `/` and `/en/calendar` as Google's PageSpeed measures a phone: the `lighthouse` package's
 * default mobile settings (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU), headless
 * Chromium (CHROME_PATH, /usr/bin/chromium by default), against the production server on a fresh data
 * directory. Each page is measured RUNS times (default 3), each in a fresh browser profile, and the median
 * run is printed: the four category scores, the performance metrics, and the audits that cost points with
 * their estimated savings. Scores move by a few points from run to run, more on a busy machine.
 *
 *   npm run bench -- lighthouse                  # RUNS=5 for a steadier median
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ensureBuild, startBenchServer } from "./support";

const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const pages = ["/", "/en/calendar"];
const lighthouseCli = path.resolve(import.meta.dirname, "../../node_modules/lighthouse/cli/index.js");

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Record<string, number>;
  details?: { overallSavingsMs?: number; overallSavingsBytes?: number };
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}

const metrics: [id: string, label: string][] = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "Speed Index"],
];

function lighthouse(url: string): Promise<Report> {
  const child = spawn(
    process.execPath,
    [
      lighthouseCli,
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}`));
      const report = JSON.parse(output) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);

/** What costs points: failed scored audits, then opportunities and insights with an estimated saving. */
function costlyAudits(report: Report): string[] {
  const scored = new Set(Object.values(report.categories).flatMap((c) => c.auditRefs.map((ref) => ref.id)));
  const metricIds = new Set(metrics.map(([id]) => id));
  const lines: [order: number, line: string][] = [];
  for (const audit of Object.values(report.audits)) {
    if (metricIds.has(audit.id) || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
    const savingsMs = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0;
    const savingsKb = (audit.details?.overallSavingsBytes ?? 0) / 1024;
    const savings = [
      savingsMs > 0 ? `saves ~${Math.round(savingsMs)} ms` : "",
      savingsKb >= 1 ? `${savingsKb.toFixed(0)} KiB` : "",
    ]
      .filter(Boolean)
      .join(", ");
    const kind = scored.has(audit.id) && audit.scoreDisplayMode === "binary" ? "failed" : "to improve";
    lines.push([
      savingsMs + (kind === "failed" ? 1e6 : 0),
      `${kind.padEnd(10)} ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${savings ? ` [${savings}]` : ""}`,
    ]);
  }
  return lines.sort((a, b) => b[0] - a[0]).map(([, line]) => line);
}

ensureBuild();
if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: set CHROME_PATH`);
const server = await startBenchServer();
try {
  console.log(`Lighthouse mobile (simulated throttling), median of ${runs} run(s) per page, ${server.baseUrl}\n`);
  for (const pagePath of pages) {
    const url = `${server.baseUrl}${pagePath}`;
    await fetch(url); // the first render of a page warms the server; the visitors after it are measured
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) reports.push(await lighthouse(url));
    reports.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const median = reports[Math.floor(reports.length / 2)]!;
    console.log(
      `${pagePath}  performance ${score(median, "performance")} (runs: ${reports.map((r) => score(r, "performance")).join(", ")})` +
        `  accessibility ${score(median, "accessibility")}  best practices ${score(median, "best-practices")}  SEO ${score(median, "seo")}`,
    );
    console.log(`  ${metrics.map(([id, label]) => `${label} ${median.audits[id]?.displayValue}`).join("  ")}`);
    for (const line of costlyAudits(median).slice(0, 8)) console.log(`  ${line}`);
    console.log();
  }
} finally {
  await server.stop();
}
