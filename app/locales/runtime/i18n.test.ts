import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../en";
import { fr } from "../fr";
import { i18nOptions } from "..";
import type { Translation } from "../types";
import { I18n } from "./i18n";

// The site renders with its own small runtime; this holds it to what i18next, configured as the site would
// configure it, says for every key of every area in both languages: any difference would be a page or an
// email that says something else than the strings mean.

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Counts that reach every plural category of French and English, a fraction, and a large number. */
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1_000_000];

/** Every string of the translation, by its full key. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (Array.isArray(value) || (value !== null && typeof value === "object"))
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  return [];
}

/** Every object of the translation (what `returnObjects` may ask for), by its key. */
function objects(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [];
  return [
    ...(prefix ? [prefix] : []),
    ...Object.entries(value).flatMap(([key, child]) => objects(child, prefix ? `${prefix}.${key}` : key)),
  ];
}

/** How a string is asked for: its key without the plural and context suffixes, and the options that pick it. */
interface Form {
  leaf: string;
  key: string;
  plural: string | null;
  context: string | null;
}

function formOf(leaf: string): Form {
  const plural = PLURAL_SUFFIX.exec(leaf)?.[1] ?? null;
  let key = plural ? leaf.slice(0, -plural.length - 1) : leaf;
  // A last segment with an underscore may be a context form (`professional_feminine`) or a plain name
  // (`site_name`): both are asked for, as the base key with the context and as written.
  const context = /\.[^._]+_([^._]+)$/.exec(key)?.[1] ?? null;
  if (context) key = key.slice(0, -context.length - 1);
  return { leaf, key, plural, context };
}

/** A value for each variable: markup and quotes show that nothing is escaped. */
const valueOf = (name: string) => (name === "count" ? 3 : `‹${name}› <b>&"'`);

function variablesIn(text: string): string[] {
  return [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]!);
}

function compareWithI18next(lang: "fr" | "en", translation: Translation) {
  const missing = { real: [] as string[], mine: [] as string[] };
  const base = i18nOptions(lang, translation);
  const real = i18next.createInstance();
  // The site's options, and the i18next settings that behave as the runtime does: no fallback language, no
  // escaping, synchronous, a missing key reported and shown as the key.
  void real.init({
    ...base,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => missing.real.push(key),
  });
  const mine = new I18n({ ...base, missingKeyHandler: (_lngs, _ns, key) => missing.mine.push(key) });

  const strings = leaves(translation);
  const forms = strings.map(([leaf]) => formOf(leaf));
  /** The variables of every string a key may give (its plural and context forms). */
  const variables = new Map<string, Set<string>>();
  const contexts = new Map<string, Set<string>>();
  for (const [index, [, text]] of strings.entries()) {
    const { key, context } = forms[index]!;
    for (const name of ["count", ...variablesIn(text)]) {
      if (!variables.has(key)) variables.set(key, new Set());
      variables.get(key)!.add(name);
    }
    if (context) contexts.set(key, (contexts.get(key) ?? new Set()).add(context));
  }
  const filled = (key: string) =>
    Object.fromEntries([...(variables.get(key) ?? [])].map((name) => [name, valueOf(name)]));

  let compared = 0;
  const same = (key: string, options: Record<string, unknown>) => {
    const expected: unknown = real.t(key as never, options as never);
    // i18next's message for an object asked for as a string is not something a page shows.
    if (typeof expected === "string" && expected.includes("returned an object instead of string")) return;
    expect(mine.t(key as never, options as never), `${lang} ${key} ${JSON.stringify(options)}`).toEqual(expected);
    compared++;
  };

  const keys = new Set([...strings.map(([leaf]) => leaf), ...forms.map((form) => form.key)]);
  for (const key of keys) {
    const all = filled(key);
    const [first] = Object.keys(all).filter((name) => name !== "count");
    const optionSets: Record<string, unknown>[] = [
      {},
      all,
      { defaultValue: "Par défaut {{name}}", name: "Awa" },
      { ...all, returnObjects: true },
      ...COUNTS.map((count) => ({ ...all, count })),
      ...(first
        ? [
            { ...all, [first]: undefined },
            { ...all, [first]: null },
          ]
        : []),
    ];
    for (const context of [...(contexts.get(key) ?? []), "unknown", ""])
      optionSets.push({ ...all, context }, ...COUNTS.map((count) => ({ ...all, context, count })));
    for (const options of optionSets) same(key, options);
  }
  for (const key of [...objects(translation), "common.nothing.here", "common"]) {
    same(key, {});
    same(key, { returnObjects: true, name: "Awa", count: 2 });
  }

  // Each string is reached through the key and the options a page uses for it, every variable filled in.
  const pluralRules = new Intl.PluralRules(lang);
  for (const { leaf, key, plural, context } of forms) {
    const count = plural ? COUNTS.find((n) => pluralRules.select(n) === plural) : 3;
    expect(count, `${lang}: no count selects ${leaf}`).toBeDefined();
    const options = { ...filled(key), count, ...(context ? { context } : {}) };
    const text = mine.t((context || plural ? key : leaf) as never, options as never) as unknown as string;
    expect(text, `${lang} ${leaf}`).toBe(real.t((context || plural ? key : leaf) as never, options as never));
    expect(text, `${lang} ${leaf}`).not.toMatch(/\{\{/);
    expect(text, `${lang} ${leaf}`).not.toBe(key);
  }

  // The same keys are reported missing (i18next reports each plural form it looked for; the runtime, the key).
  const reported = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, "")))].sort();
  expect(reported(missing.mine)).toEqual(reported(missing.real));
  return compared;
}

describe("the translation runtime", () => {
  it("gives i18next's text for every French key, plural and context, with and without its variables", () => {
    expect(compareWithI18next("fr", fr)).toBeGreaterThan(20_000);
  });

  it("gives i18next's text for every English key, plural and context, with and without its variables", () => {
    expect(compareWithI18next("en", en)).toBeGreaterThan(20_000);
  });

  it("adds downloaded areas and shares them with a clone in another language", () => {
    const mine = new I18n({ lng: "fr", resources: { fr: { translation: { common: fr.common } } } });
    expect(mine.getResource("en", "translation", "common")).toBeUndefined();
    mine.addResourceBundle("en", "translation", { common: en.common });
    expect(mine.cloneInstance({ lng: "en" }).t("common.nav.signIn")).toBe("Sign In");
  });
});
