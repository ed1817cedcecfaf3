import { describe, expect, it } from "vitest";
import { en } from "./en";
import { fr } from "./fr";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function interpolations(text: unknown): string[] {
  return typeof text === "string" ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : [];
}

function valueAt(root: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
}

describe("translations", () => {
  it("English has exactly the French keys", () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(fr).sort());
  });

  it("no translation is empty", () => {
    for (const [name, resource] of Object.entries({ fr, en })) {
      const empty = keyPaths(resource).filter((path) => valueAt(resource, path) === "");
      expect(empty, name).toEqual([]);
    }
  });

  it("both languages use the same interpolation variables", () => {
    for (const path of keyPaths(fr)) {
      expect(interpolations(valueAt(en, path)), path).toEqual(interpolations(valueAt(fr, path)));
    }
  });
});

describe("a missing key", () => {
  it("logs a warning and shows the key itself", async () => {
    const { createI18n } = await import("./index");
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(" "));
    try {
      const i18n = createI18n("en", en);
      expect(i18n.t("common.nav.signIn")).toBe("Sign In");
      expect(i18n.t("common.nothing.here" as never)).toBe("common.nothing.here");
      expect(warnings.join("\n")).toContain('missing translation key "common.nothing.here"');
    } finally {
      console.warn = original;
    }
  });
});
