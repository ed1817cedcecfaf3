import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Routes are listed explicitly in app/routes.ts: one table where every URL can be read.
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
