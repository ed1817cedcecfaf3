/** axe-core in a Chromium page, for the accessibility checks of the end-to-end tests. */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The serious and critical violations axe-core finds in the page (only `rules` when given, e.g. ["color-contrast"]).
 * It runs through evaluate, which the page's CSP does not govern (an injected <script> would be refused), and is
 * evaluated once per document: a page checked in both themes and at both widths reuses it.
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], ...(only ? { runOnly: only } : {}) });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, rules);
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

export function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n")}`,
    )
    .join("\n");
}

/**
 * The contrast ratio (WCAG) between the background colours of two elements, e.g. a progress bar and its track:
 * axe checks text only, and a bar needs 3:1 against what surrounds it.
 */
export async function backgroundContrast(page: Page, selector: string, against: string): Promise<number> {
  return page.evaluate(
    ([first, second]) => {
      const luminance = (selectorText: string) => {
        const colour = getComputedStyle(document.querySelector(selectorText)!).backgroundColor;
        // Chromium may answer in rgb() or, for colours mixed in oklab, in color(srgb r g b / a) with 0–1 values.
        const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
        const channels = srgb
          ? srgb.slice(1, 4).map(Number)
          : colour
              .match(/[\d.]+/g)!
              .slice(0, 3)
              .map((value) => Number(value) / 255);
        const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
          number,
          number,
          number,
        ];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [a, b] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
      return (a + 0.05) / (b + 0.05);
    },
    [selector, against],
  );
}
