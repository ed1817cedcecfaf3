import { defineConfig } from "vitest/config";

// End-to-end: a real Chromium (playwright-core) against the built server, started once for the run.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
