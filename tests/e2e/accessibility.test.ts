/**
 * Every public page in both languages, at 360 px and 1280 px: no serious or critical axe-core violation,
 * no horizontal scrolling on a phone, and no translation key missing in the browser (a page whose
 * `handle.i18n` forgets a locale area would show keys after hydration: decision 0005).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, settled, useBrowser } from "./browser";
import { publicPagePaths } from "./public-pages";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const { newPage } = useBrowser();

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core in the page (evaluate is not subject to the page's CSP, an injected <script> would be). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n")}`,
    )
    .join("\n");
}

let paths: string[] = [];
beforeAll(async () => {
  paths = await publicPagePaths();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("accessibility at %s width", (_name, viewport) => {
  it(
    "no serious or critical axe violation, no horizontal scroll, no missing translation",
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      for (const path of paths) {
        const page = await newPage(viewport);
        const missingKeys: string[] = [];
        page.on("console", (message) => {
          if (message.text().includes("missing translation key")) missingKeys.push(message.text());
        });
        const response = await page.goto(path, { waitUntil: "networkidle" });
        expect(response?.status(), path).toBe(200);
        // A missing key shows up once React renders the page in the browser.
        await settled(page);
        const violations = await seriousViolations(page);
        if (violations.length) failures.push(`${path} (${viewport.width}px)\n${describeViolations(violations)}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > viewport.width) failures.push(`${path} (${viewport.width}px): scrollWidth ${scrollWidth}`);
        if (missingKeys.length) failures.push(`${path}: ${missingKeys.join("; ")}`);
        await page.context().close();
      }
      expect(failures.join("\n\n")).toBe("");
    },
  );
});
