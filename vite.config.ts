import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

/**
 * The browser gets a small stand-in for i18next and react-i18next (app/locales/browser/): the real ones cost
 * every public page ~19 KB gzipped (decision 0001). The server keeps them.
 */
function browserI18n(): Plugin {
  const standIns: Record<string, string> = {
    i18next: fileURLToPath(new URL("./app/locales/browser/i18next.ts", import.meta.url)),
    "react-i18next": fileURLToPath(new URL("./app/locales/browser/react-i18next.tsx", import.meta.url)),
  };
  return {
    name: "browser-i18n",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (id) => standIns[id],
  };
}

export default defineConfig({
  plugins: [browserI18n(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // Imported assets stay files of their own, except the woven patterns app.css draws (under 1 KB each): put into
  // the stylesheet, they cost a page's first paint no image request after the stylesheet.
  build: { assetsInlineLimit: (file) => /\/art\/pattern-[^/]+\.svg$/.test(file) },
});
