/**
 * Saves full-page screenshots of pages at phone (360 px) and desktop (1280 px) widths, for looking at
 * what visitors see: `tsx scripts/screenshots.ts http://localhost:3000 / /en /nowhere` → ./screenshots/.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const [baseUrl = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
const widths = { phone: 360, desktop: 1280 };
const cookies = process.env.SCREENSHOT_COOKIE;

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [device, width] of Object.entries(widths)) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    extraHTTPHeaders: cookies ? { Cookie: cookies } : {},
  });
  const page = await context.newPage();
  for (const pagePath of paths.length ? paths : ["/"]) {
    await page.goto(baseUrl + pagePath, { waitUntil: "networkidle" });
    const name = `${pagePath.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${device}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE !== "0" });
    console.log(path.join(outDir, name));
  }
  await context.close();
}
await browser.close();
