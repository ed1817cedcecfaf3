import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Vitest runs without the React Router plugin (see ARCHITECTURE.md pitfalls).
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
