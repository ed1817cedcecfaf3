/**
 * `npm run bench`: runs every `scripts/bench/*.bench.ts`, one after the other (each starts and stops what it
 * measures), or only those whose name contains an argument: `npm run bench -- public`.
 * A benchmark, not a test: it prints figures and fails only when a script cannot run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dir = import.meta.dirname;
const filters = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".bench.ts"))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

let failed = 0;
for (const name of scripts) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, name)], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
if (scripts.length === 0) console.log("no scripts/bench/*.bench.ts matched");
process.exit(failed > 0 ? 1 : 0);
