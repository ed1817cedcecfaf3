/**
 * Starts the site by loading the server build's entry (server/app.ts), which holds the HTTP front and the start-up
 * sequence in the same module graph as the routes: `npm start` runs this file bundled (`build/start.js`, made by
 * `npm run build`) on the production build; `npm run dev` runs it with tsx, loading the entry through Vite for hot
 * reload.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as ServerEntry from "./server/app";

type Entry = typeof ServerEntry;

if (process.argv.includes("--dev")) {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const entry = (await server.ssrLoadModule("./server/app.ts")) as Entry;
  await entry.start({ vite: server });
} else {
  const buildFile = path.resolve("build/server/index.js");
  if (!fs.existsSync(buildFile)) {
    console.error("Cannot start: no production build; run `npm run build` first");
    process.exit(1);
  }
  const entry = (await import(pathToFileURL(buildFile).href)) as Entry;
  await entry.start();
}
