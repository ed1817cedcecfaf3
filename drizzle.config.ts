import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: the server applies the committed SQL itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/server/db/schema.ts",
  out: "./drizzle",
});
