/**
 * Every public page in both languages, at 360 px and 1280 px, and in the dark theme (where colour contrast is
 * most easily lost: badges, bars, artwork): no serious or critical axe-core violation (contrast included),
 * no horizontal scrolling on a phone, and no translation key missing in the browser (a page whose
 * `handle.i18n` forgets a locale area would show keys after hydration: decision 0005).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { themeCookieName } from "../../app/lib/theme";
import { baseUrl, DESKTOP, PHONE, settled, useBrowser } from "./browser";
import { describeViolations, seriousViolations } from "./axe";
import { publicPagePaths } from "./public-pages";

const { newPage } = useBrowser();

let paths: string[] = [];
beforeAll(async () => {
  paths = await publicPagePaths();
});

describe.each([
  ["phone", "light", PHONE],
  ["desktop", "light", DESKTOP],
  ["desktop", "dark", DESKTOP],
] as const)("accessibility at %s width, %s theme", (_name, theme, viewport) => {
  it(
    "no serious or critical axe violation, no horizontal scroll, no missing translation",
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      for (const path of paths) {
        const page = await newPage(viewport);
        if (theme === "dark")
          await page.context().addCookies([{ name: themeCookieName, value: "dark", url: baseUrl() }]);
        const missingKeys: string[] = [];
        page.on("console", (message) => {
          if (message.text().includes("missing translation key")) missingKeys.push(message.text());
        });
        const response = await page.goto(path, { waitUntil: "networkidle" });
        expect(response?.status(), path).toBe(200);
        // A missing key shows up once React renders the page in the browser.
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length)
          failures.push(`${path} (${viewport.width}px, ${theme})\n${describeViolations(violations)}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > viewport.width) failures.push(`${path} (${viewport.width}px): scrollWidth ${scrollWidth}`);
        if (missingKeys.length) failures.push(`${path}: ${missingKeys.join("; ")}`);
        await page.context().close();
      }
      expect(failures.join("\n\n")).toBe("");
    },
  );
});
