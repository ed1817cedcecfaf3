import type { Language } from "~/lib/i18n";
import type { Area } from "./areas";
import type { I18n } from "./runtime/i18n";
import type { Translation } from "./types";

// One chunk per area and language, so a page downloads only the strings it shows (decision 0005).
// Kept out of locales/index.ts: import.meta.glob only exists in code that Vite (or Vitest) bundles.
type AreaModule = Record<string, unknown>;
const loaders: Record<Language, Record<string, () => Promise<AreaModule>>> = {
  fr: import.meta.glob<AreaModule>(["./fr/*.ts", "!./fr/index.ts"]),
  en: import.meta.glob<AreaModule>(["./en/*.ts", "!./en/index.ts"]),
};

const areaPath = (lang: Language, area: string) => `./${lang}/${area}.ts`;

/** Every area, from the file names (app/locales/fr/<area>.ts). */
export const allAreas = Object.keys(loaders.fr)
  .map((path) => path.slice("./fr/".length, -".ts".length))
  .sort() as Area[];

/** Downloads some areas of one language. */
export async function loadAreas(lang: Language, areas: readonly Area[] | "all"): Promise<Partial<Translation>> {
  const wanted = areas === "all" ? allAreas : areas;
  const entries = await Promise.all(
    wanted.map(async (area) => {
      const load = loaders[lang][areaPath(lang, area)];
      if (!load) throw new Error(`No translation area "${area}" for "${lang}"`);
      const module = await load();
      return [area, module[area]] as const;
    }),
  );
  return Object.fromEntries(entries) as Partial<Translation>;
}

const pending = new Map<string, Promise<void>>();

/**
 * Makes sure the translations hold these areas. Returns undefined when it already does (always on
 * the server, which has every string), else a promise (the same one for the same request) that adds them.
 */
export function ensureAreas(i18n: I18n, areas: readonly Area[] | "all"): Promise<void> | undefined {
  const lang = i18n.language as Language;
  const wanted = areas === "all" ? allAreas : areas;
  const missing = wanted.filter((area) => i18n.getResource(lang, "translation", area) === undefined);
  if (missing.length === 0) return undefined;
  const key = `${lang}:${missing.join(",")}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadAreas(lang, missing).then(
      (translation) => {
        i18n.addResourceBundle(lang, "translation", translation);
        pending.delete(key);
      },
      (error: unknown) => {
        pending.delete(key); // let a later navigation try again
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}
