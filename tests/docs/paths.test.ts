/**
 * The docs name files of the repository by their paths; a file that moves leaves its mentions behind unless
 * something says so. Every path in the README, CONTRIBUTING and docs/ must exist, except in decision records
 * that a later one superseded: they tell what was true then.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const TOP_FOLDERS = ["app", "tests", "scripts", "docs", "drizzle", "public", ".ci"];

function documents(): string[] {
  const docs = ["README.md", "CONTRIBUTING.md"];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) docs.push(relative);
    }
  };
  walk("docs");
  return docs;
}

/** The repository paths a Markdown text names: in code spans and as link targets. */
export function mentionedPaths(text: string, from: string): string[] {
  const found = new Set<string>();
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    if (TOP_FOLDERS.some((folder) => span.startsWith(`${folder}/`)) || /^[\w.-]+\.(ts|tsx|md|json|sh)$/.test(span))
      found.add(span);
  }
  // A code block that draws the layout starts its lines with the paths it describes.
  for (const [, block] of text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    for (const line of block.split("\n")) {
      const first = line.split(/\s+/)[0] ?? "";
      if (TOP_FOLDERS.some((folder) => first.startsWith(`${folder}/`))) found.add(first);
    }
  }
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    if (/^[a-z]+:/.test(target)) continue;
    found.add(path.relative(root, path.resolve(root, path.dirname(from), target)));
  }
  // Patterns and placeholders name no single file.
  return [...found].filter((mention) => !/[*<>{}$]|NNNN/.test(mention)).map((mention) => mention.replace(/:\d+$/, ""));
}

const superseded = (text: string) => /^Date:.*Status: Superseded/m.test(text);

/** Base names of every file in the repository: a bare file name in the docs must be one of them. */
function baseNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (["node_modules", "build", "data", ".git", ".react-router"].includes(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else names.add(entry.name);
    }
  };
  walk(".");
  return names;
}

function exists(mention: string, doc: string, names: Set<string>): boolean {
  if (!mention.includes("/")) return names.has(mention);
  return [mention, path.join(path.dirname(doc), mention)].some((candidate) =>
    fs.existsSync(path.join(root, candidate)),
  );
}

describe("paths named in the docs", () => {
  const names = baseNames();
  for (const doc of documents()) {
    const text = fs.readFileSync(path.join(root, doc), "utf8");
    if (superseded(text)) continue;
    it(`${doc} names only files that exist`, () => {
      const missing = mentionedPaths(text, doc).filter((mention) => !exists(mention, doc, names));
      expect(missing).toEqual([]);
    });
  }
});
