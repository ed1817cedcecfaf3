import { defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Vitest has its own config without the React Router plugin, which only works in a React Router build or dev server.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "tests/docs/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves a core to its main process, which is idle once the files are transformed: on a
    // 2-core machine that would run the whole suite on one core.
    maxWorkers: os.availableParallelism(),
    // One migrated database, copied for each test file's own (tests/support/migrated-template.ts).
    globalSetup: ["tests/support/migrated-template.ts"],
    // Vitest mirrors Vite's BASE_URL ("/") into process.env; the app reads BASE_URL as its public origin.
    env: {
      BASE_URL: "http://localhost:3000",
      NODE_ENV: "test",
      AUTH_SECRET: "test-only-secret-0123456789abcdef",
      DATA_DIR: path.join(os.tmpdir(), "site-vitest-data"),
    },
  },
});
