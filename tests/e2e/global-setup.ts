import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
}

export async function teardown() {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
