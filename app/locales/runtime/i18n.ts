/**
 * The site's translation runtime: the few features of i18next that its strings use, with i18next's results, in
 * ~1 KB in the browser (instead of ~16 KB gzipped, decision 0001) and a plain lookup per call on the server.
 * Both builds and the tests run this same code; `i18n.test.ts` holds it to i18next's text for every key of every
 * area in both languages. The keys are typed by i18next's types (its `TFunction` and `ParseKeys`, over
 * `app/locales/fr`): i18next is a development dependency only, for those types and that test.
 * - nested keys (`a.b.c`), `{{name}}` interpolation without escaping;
 * - `count` picks `key_<plural category>` (Intl.PluralRules) and `context` picks `key_<context>`, most specific first;
 * - a missing key shows `defaultValue` or the key, and calls the missing-key handler;
 * - `returnObjects` returns the array or object, its strings interpolated.
 */
import type { ParseKeys, TFunction } from "i18next";

export type { TFunction };
/** A key of the French strings (the reference), as `t` takes it. */
export type TranslationKey = ParseKeys;

type Resources = Record<string, unknown>;
type Options = Record<string, unknown> & {
  count?: number;
  context?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
};
export type I18nOptions = {
  lng: string;
  resources?: Record<string, Record<string, Resources>>;
  missingKeyHandler?: (lngs: readonly string[], ns: string, key: string) => void;
};

const NAMESPACE = "translation";

function isObject(value: unknown): value is Resources {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function deepMerge(target: Resources, source: Resources): Resources {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? deepMerge({ ...target[key] }, value) : value;
  }
  return target;
}

function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{-?\s*([^}]+?)\s*\}\}/g, (match, name: string) => {
    let value: unknown = options;
    for (const part of name.split(".")) value = isObject(value) ? value[part] : undefined;
    // As i18next: a variable not passed at all stays as written; one passed as undefined is left out.
    if (value === undefined) return Object.hasOwn(options, name) ? "" : match;
    return value === null ? "" : String(value);
  });
}

function interpolateDeep(value: unknown, options: Options): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, options)]));
  return value;
}

export class I18n {
  readonly language: string;
  private store: Record<string, Resources> = {};
  private missingKeyHandler?: I18nOptions["missingKeyHandler"];
  private plurals?: Intl.PluralRules;

  constructor(options: I18nOptions) {
    this.language = options.lng;
    this.missingKeyHandler = options.missingKeyHandler;
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      this.store[lng] = { ...(namespaces[NAMESPACE] ?? {}) };
    }
  }

  getResource(lng: string, _ns: string, key: string): unknown {
    return this.lookup(lng, key);
  }

  addResourceBundle(lng: string, _ns: string, resources: Resources): this {
    this.store[lng] = deepMerge({ ...(this.store[lng] ?? {}) }, resources);
    return this;
  }

  /** Another language over the same strings (the content preview shows both languages). */
  cloneInstance(options: { lng: string }): I18n {
    const clone = new I18n({ lng: options.lng, missingKeyHandler: this.missingKeyHandler });
    clone.store = this.store;
    return clone;
  }

  /** Typed as i18next's `t`, so every key and every object asked for is checked against the French strings. */
  t: TFunction = ((key: string, options: Options = {}): unknown => this.translate(key, options)) as TFunction;

  private translate(key: string, options: Options): unknown {
    const candidates = [key];
    const context = options.context;
    if (context !== undefined && context !== null && context !== "") candidates.unshift(`${key}_${String(context)}`);
    if (typeof options.count === "number") {
      this.plurals ??= new Intl.PluralRules(this.language);
      const category = this.plurals.select(options.count);
      for (let i = candidates.length - 1; i >= 0; i--) candidates.splice(i, 0, `${candidates[i]}_${category}`);
    }
    for (const candidate of candidates) {
      const found = this.lookup(this.language, candidate);
      if (typeof found === "string") return interpolate(found, options);
      if (found !== undefined && options.returnObjects) return interpolateDeep(found, options);
    }
    this.missingKeyHandler?.([this.language], NAMESPACE, key);
    return typeof options.defaultValue === "string" ? interpolate(options.defaultValue, options) : key;
  }

  private lookup(lng: string, key: string): unknown {
    let value: unknown = this.store[lng];
    for (const part of key.split(".")) {
      if (typeof value !== "object" || value === null) return undefined;
      value = (value as Resources)[part];
    }
    return value;
  }
}
