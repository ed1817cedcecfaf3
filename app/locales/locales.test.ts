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

describe("French typography", () => {
  it("puts a no-break space before : ; ! and ?", () => {
    const wrong = keyPaths(fr).flatMap((path) => {
      const text = valueAt(fr, path);
      if (typeof text !== "string") return [];
      // Punctuation that ends a word (a space or the end follows), so not "https://", "14:00" or "?topic=".
      return [...text.matchAll(/(.)([:;!?])(?=\s|$)/g)]
        .filter((match) => match[1] !== "\u00a0" && match[1] !== "\u202f")
        .map((match) => `${path}: …${text.slice(Math.max(0, match.index - 20), match.index + 2)}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe("plurals", () => {
  it("follow each language's rules ('1 annulée', '0 annulée', '2 annulées')", async () => {
    const { createI18n } = await import("./index");
    const french = createI18n("fr", fr);
    expect(french.t("workshop.admin.summaryCancelled", { count: 1 })).toBe("1 annulée");
    expect(french.t("workshop.admin.summaryCancelled", { count: 0 })).toBe("0 annulée");
    expect(french.t("workshop.admin.summaryCancelled", { count: 2 })).toBe("2 annulées");
    expect(french.t("workshop.admin.summarySeats", { count: 1 })).toBe("sur 1 place");
    const english = createI18n("en", en);
    expect(english.t("workshop.admin.summarySeats", { count: 0 })).toBe("of 0 seats");
    expect(english.t("workshop.admin.summarySeats", { count: 1 })).toBe("of 1 seat");
  });

  it("give a facilitator the title that agrees with how they want to be addressed", async () => {
    const { createI18n } = await import("./index");
    const french = createI18n("fr", fr);
    const title = (context?: "feminine" | "masculine") => french.t("facilitators.list.professional", { context });
    expect(title("feminine")).toBe("Facilitatrice professionnelle");
    expect(title("masculine")).toBe("Facilitateur professionnel");
    expect(title()).toBe("Facilitateur professionnel");
    expect(createI18n("en", en).t("facilitators.profile.professional", { context: "feminine" })).toBe(
      "Professional Facilitator",
    );
  });
});
