import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Routes are listed explicitly in app/routes.ts: one table where every URL can be read.
  appDirectory: "app",
  buildDirectory: "build",
  // Middleware and the typed router context (docs/decisions/0016-react-router-middleware-and-one-module-graph.md).
  future: { v8_middleware: true },
} satisfies Config;
