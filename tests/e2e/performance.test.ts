import zlib from "node:zlib";
import type { Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, settled, SLOW_MACHINE_MS, useBrowser } from "./browser";
import { publicPagePaths } from "./public-pages";

/**
 * The budget of every public page for visitors on slow mobile links (docs/decisions/0018): gzipped JavaScript
 * at load. 120 KB: an anonymous visitor's public page loads only the enhancement script (about 1.2 KB) until
 * they turn to a form (decision 0012); React and React Router alone would take ~104 KB of it.
 */
const JS_BUDGET_BYTES = 120_000;
const BUDGET_LABEL = `${JS_BUDGET_BYTES / 1000} KB`;

const { newPage } = useBrowser();

/** The bytes a script cost on the wire: the compressed length the server sent, else the body gzipped here. */
async function gzippedSize(response: Response): Promise<number> {
  const headers = await response.allHeaders();
  const body = await response.body();
  if (headers["content-encoding"] === "gzip" && headers["content-length"]) return Number(headers["content-length"]);
  return zlib.gzipSync(body).length;
}

/**
 * Loads a page in a fresh context (empty cache, as a new visitor) and sums its scripts' gzipped sizes:
 * once the page has loaded, and again once the app runs (what a visitor who turns to a form downloads,
 * decision 0012) and the page was scrolled to the end (sections that load their code as they near the
 * screen, decision 0007).
 */
async function measure(path: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport);
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || /\.m?js(\?|$)/.test(new URL(response.url()).pathname)) sizes.push(gzippedSize(response));
  });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  const atLoad = sizes.length;
  const load = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  // The app asked for (settled() does what a visitor turning to a form does), then scrolled once React watches the sections, one rendered frame per step so each section is seen near the screen.
  await settled(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += viewport.height / 2) {
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
  }
  await page.waitForFunction(
    () => document.querySelectorAll("section[data-deferred]:not([data-hydrated])").length === 0,
    undefined,
    {
      timeout: SLOW_MACHINE_MS,
    },
  );
  const scrolled = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await page.context().close();
  return { load, scrolled, files: atLoad };
}

describe("performance budget", () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = await publicPagePaths();
  });

  it(
    `every public page downloads at most ${BUDGET_LABEL} of gzipped JavaScript, on a phone and on a desktop`,
    { timeout: 300_000 },
    async () => {
      const rows: { path: string; phone: number; desktop: number; scrolled: number; files: number }[] = [];
      for (const path of paths) {
        const phone = await measure(path, PHONE);
        const desktop = await measure(path, DESKTOP);
        rows.push({ path, phone: phone.load, desktop: desktop.load, scrolled: desktop.scrolled, files: phone.files });
      }

      const width = Math.max(...rows.map((row) => row.path.length));
      const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
      const table = rows.map(
        (row) =>
          `${row.path.padEnd(width)}  ${String(row.files).padStart(5)}  ${kb(row.phone)} KB  ${kb(row.desktop)} KB  ${kb(row.scrolled)} KB`,
      );
      console.log(
        [
          `gzipped JavaScript per public page (budget ${BUDGET_LABEL} on load):`,
          `${"page".padEnd(width)}  files      phone     desktop    desktop, with the app, scrolled to the end`,
          ...table,
        ].join("\n"),
      );

      for (const row of rows) {
        expect(row.phone, `${row.path} on a phone: ${row.phone} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
          JS_BUDGET_BYTES,
        );
        expect(row.desktop, `${row.path} on a desktop: ${row.desktop} bytes of gzipped JavaScript`).toBeLessThanOrEqual(
          JS_BUDGET_BYTES,
        );
      }
    },
  );
});
