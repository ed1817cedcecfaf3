import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Fills an empty data directory as a first start would, plus a one-seat workshop (registration-fixture.ts,
 * run in its own process since it opens the embedded database), before a test's own server starts on it.
 */
export function prepareOneSeatWorkshop(dataDir: string): { workshopId: string; date: string } {
  const output = execFileSync(process.execPath, ["--import", "tsx", "tests/support/registration-fixture.ts"], {
    cwd: root,
    // Vitest sets BASE_URL to its own (empty) base; the fixture needs none, any absolute URL will do.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_PASSWORD: "demo-password",
      LOG_LEVEL: "warn",
      BASE_URL: "http://localhost",
    },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1)!);
}
