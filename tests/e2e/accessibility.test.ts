/**
 * Every public page in both languages, at 360 px and 1280 px, and in the dark theme (where colour contrast is
 * most easily lost: badges, bars, artwork): no serious or critical axe-core violation (contrast included),
 * no horizontal scrolling on a phone, and no translation key missing in the browser (a page whose
 * `handle.i18n` forgets a locale area would show keys after hydration: decision 0005).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { themeCookieName } from "../../app/lib/theme";
import { siteRoutes } from "../support/route-table";
import { baseUrl, DESKTOP, PHONE, settled, signIn, useBrowser } from "./browser";
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

/**
 * Every back-office page (the admin, facilitator, client and creator areas, taken from app/routes.ts, with a real
 * record's id found in the area's own links where a route needs one), in both languages, at 1280 px and 360 px,
 * light and dark: no serious or critical axe-core violation. One context per role and language, each page loaded
 * once: the width changes with the viewport and the theme with the `dark` class the theme cookie would give it
 * (what `applyTheme` does), so the suite stays within minutes.
 */
const areas = [
  ["admin", "admin@example.org"],
  ["facilitator", "facilitator@example.org"],
  ["client", "client@example.org"],
  ["creator", "creator@example.org"],
] as const;

/** The area's pages as URL patterns: its routes with a page (no layout, no file or JSON answer). */
function areaPatterns(area: string): string[] {
  const inArea = new RegExp(`^/${area}(/|$)`);
  const pages = siteRoutes().filter(
    (route) =>
      inArea.test(route.path) &&
      route.file.endsWith(".tsx") &&
      !route.file.endsWith("/layout.tsx") &&
      // An area's catch-all is its not-found page, which answers 404 by design.
      !route.path.includes("*"),
  );
  return [...new Set(pages.map((route) => route.path))];
}

/**
 * The patterns' URLs, each `:param` replaced by an id from a link on the area's pages (a list links to its
 * records, a record to its own sub-records), read as the signed-in role. Not every record links to every
 * sub-page (only a draft has a delete link, only an organization with a contract its contract's), so the records
 * each pattern finds are read in turn; a pattern no page links to is reported.
 */
async function areaPaths(page: Page, patterns: string[]): Promise<{ paths: string[]; unresolved: string[] }> {
  const read = async (urls: string[]) =>
    (await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))).join("\n");
  const paths = patterns.filter((pattern) => !pattern.includes(":"));
  let waiting = patterns.filter((pattern) => pattern.includes(":"));
  // Only a draft workshop has a delete link and only a facilitator with an account a password reset; the lists'
  // first pages, newest first, may show none once other suites have added records.
  const narrowed = ["/admin/workshops?status=draft", "/admin/facilitators?q=Aminata"];
  let html = await read([...paths, ...narrowed].filter((url) => url.startsWith(paths[0]!)));
  // Records are read a batch at a time until every pattern has a link: the records that link to a sub-page (a
  // facilitator with an account links to its password reset) need not be the list's first.
  const queued = new Set<string>();
  const unread: string[] = [];
  for (let round = 0; round < 8 && waiting.length; round++) {
    waiting = waiting.filter((pattern) => {
      const link = new RegExp(`href="(${pattern.replace(/:\w+/g, "[0-9a-f-]{36}")})(?:\\?[^"]*)?"`, "g");
      const found = [...new Set([...html.matchAll(link)].map((match) => match[1]!))];
      if (found.length) paths.push(found[0]!);
      for (const url of found.filter((url) => !queued.has(url))) {
        queued.add(url);
        unread.push(url);
      }
      return found.length === 0;
    });
    html += await read(unread.splice(0, 24));
  }
  return { paths, unresolved: waiting };
}

/**
 * Waits for the colour transitions a theme or width change starts (axe reads the colours on screen), for 5 s at
 * most: a transition Chromium never runs (one in a subtree it skips rendering) never finishes, and once left it
 * held a whole run of this suite until its timeout, on an idle machine. The site's transitions last 0.3 s.
 */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished] : [])),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );

describe.each(areas)("back office: the %s area", (area, email) => {
  it.each(["fr", "en"] as const)(
    "in %s, light and dark, 1280 and 360 px: no serious or critical axe violation",
    { timeout: 600_000 },
    async (lang) => {
      const page = await newPage(DESKTOP);
      await signIn(page, email);
      // Signing in remembers the account's language; the page's language then follows this cookie.
      await page.context().addCookies([{ name: "lang", value: lang, url: baseUrl() }]);
      const { paths, unresolved } = await areaPaths(page, areaPatterns(area));
      const failures = unresolved.map((pattern) => `${pattern}: no page of the area links to one`);
      const missingKeys: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("missing translation key")) missingKeys.push(`${page.url()}: ${message.text()}`);
      });
      for (const path of paths) {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await settled(page);
        for (const theme of ["light", "dark"] as const) {
          await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
          for (const viewport of [DESKTOP, PHONE]) {
            await page.setViewportSize(viewport);
            await transitionsDone(page);
            const violations = await seriousViolations(page);
            if (violations.length)
              failures.push(`${path} (${lang}, ${viewport.width}px, ${theme})\n${describeViolations(violations)}`);
          }
        }
      }
      expect([...failures, ...missingKeys].join("\n\n")).toBe("");
    },
  );
});
