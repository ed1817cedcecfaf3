import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../en";
import { fr } from "../fr";
import { i18nOptions } from "..";
import standIn, { type InitOptions } from "./i18next";

// The builds render with the stand-in; the tests (and this comparison) run the real i18next: any difference would
// be a page or an email that says something else than the tests saw.

/** Every key a page can ask for: the leaves, their plural and context forms without the suffix, and the lists. */
function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix, prefix.replace(/_(one|other|[a-z]+)$/, "")];
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))];
}

const variables = { name: "Awa", count: 3, date: "12/03", amount: 5000, city: "Ouagadougou" };
const optionSets = [
  {},
  variables,
  { ...variables, count: 0 },
  { ...variables, count: 1 },
  { ...variables, count: 21 },
  { ...variables, context: "feminine" },
  { ...variables, context: "masculine", count: 1 },
  { defaultValue: "Par défaut {{name}}", name: "Awa" },
  { returnObjects: true, ...variables },
];

describe("the i18next stand-in", () => {
  for (const [lang, translation] of [
    ["fr", fr],
    ["en", en],
  ] as const) {
    it(`gives i18next's text for every ${lang} key`, () => {
      // The site's own options for both, without the warning of the one key missing on purpose.
      const options = { ...i18nOptions(lang, translation), missingKeyHandler: () => {} };
      const real = i18next.createInstance();
      void real.init(options);
      // The builds hand the stand-in these very options (createI18n), typed as i18next's.
      const mine = standIn.createInstance().init(options as InitOptions);
      const all = [...new Set([...keys(translation).filter(Boolean), "common.nothing.here"])];
      let compared = 0;
      for (const key of all) {
        for (const options of optionSets) {
          const expected: unknown = real.t(key as never, options as never);
          // i18next's message for an object asked as a string is not something a page shows.
          if (typeof expected === "string" && expected.includes("returned an object instead of string")) continue;
          expect(mine.t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(expected);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("adds downloaded areas and shares them with a clone in another language", () => {
    const mine = standIn
      .createInstance()
      .init({ lng: "fr", resources: { fr: { translation: { common: fr.common } } } });
    expect(mine.getResource("en", "translation", "common")).toBeUndefined();
    mine.addResourceBundle("en", "translation", { common: en.common });
    expect(mine.cloneInstance({ lng: "en" }).t("common.nav.signIn")).toBe("Sign In");
  });
});
