import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Routes are listed explicitly in app/routes.ts to mirror SPEC.md's table.
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
