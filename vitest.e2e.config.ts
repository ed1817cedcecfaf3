import { defineConfig } from "vitest/config";

// End-to-end: a real Chromium (playwright-core) against the built server, started once for the run.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll() gives up after 1 s by default: too short for a page on a busy machine (SLOW_MACHINE_MS in tests/e2e/browser.ts).
    expect: { poll: { timeout: 20_000 } },
  },
});
