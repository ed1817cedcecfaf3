/** `npm run bench`: runs every benchmark script of this folder, one after the other, each in its own process. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const folder = import.meta.dirname;
const scripts = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith(".ts") && file !== path.basename(import.meta.filename))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(folder, script)], { stdio: "inherit" });
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
