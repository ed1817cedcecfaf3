import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

type RollupLog = Rollup.RollupLog;

/**
 * Brotli and gzip copies of the browser build's text files, made once here at their smallest (brotli 11, gzip
 * 9): the server sends them as they are (http.server.ts) instead of compressing every request, and brotli
 * sends about a fifth fewer bytes than gzip. Files under 1 KB stay as they are, as the server's compression
 * leaves them.
 */
function precompressed(): Plugin {
  return {
    name: "precompressed",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const source = await fs.readFile(full);
        if (source.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
        await fs.writeFile(`${full}.br`, brotli);
        await fs.writeFile(`${full}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Two warnings of every build that are harmless and not ours to fix, kept off the output so a real one shows:
 * - EMPTY_BUNDLE: a resource route (sitemap, robots, sign-out, a CSV download...) has no component, so its browser
 *   chunk is empty. React Router still gives every route a chunk; nothing is downloaded for them.
 * - INVALID_ANNOTATION in node_modules: a library's comment that mentions `@__PURE__` where Rollup cannot use it;
 *   Rollup drops the comment and the code is unchanged.
 */
function quietHarmlessWarnings(warning: RollupLog, warn: (warning: RollupLog) => void) {
  if (warning.code === "EMPTY_BUNDLE") return;
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
  warn(warning);
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), precompressed()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Imported assets stay files of their own, except the woven patterns app.css draws (under 1 KB each): put into
    // the stylesheet, they cost a page's first paint no image request after the stylesheet.
    assetsInlineLimit: (file) => /\/art\/pattern-[^/]+\.svg$/.test(file),
    // The server build holds the HTTP front and the start-up with the routes: one copy of app/server/ in the process
    // (docs/decisions/0016-react-router-middleware-and-one-module-graph.md).
    rollupOptions: { ...(isSsrBuild ? { input: "./server/app.ts" } : {}), onwarn: quietHarmlessWarnings },
  },
  // The server bundle takes only the icons the site uses: loaded whole from node_modules, lucide-react's 1,600
  // icons held about 35 MB of the server's memory.
  ssr: { noExternal: ["lucide-react"] },
}));
