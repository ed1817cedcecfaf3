import type { Translation } from "./types";

/** A locale area: one file per language under app/locales/<lang>/<area>.ts. */
export type Area = keyof Translation;

/** What a route module exports to say which areas its page uses: `export const handle = i18nHandle("home", "contact")`. */
export interface I18nHandle {
  i18n: readonly Area[];
}

export function i18nHandle(...areas: Area[]): I18nHandle {
  return { i18n: areas };
}

/** The shell (header, footer, 404, error page) is on every page. */
export const coreAreas: readonly Area[] = ["common"];

/**
 * The areas the browser needs for a page: the union of its matched routes' `handle.i18n`, or `"all"`
 * when one of them does not say (a page that has not declared its areas still gets every string).
 */
export function areasForRoutes(handles: readonly unknown[]): Area[] | "all" {
  const areas = new Set<Area>(coreAreas);
  for (const handle of handles) {
    const declared = (handle as Partial<I18nHandle> | null | undefined)?.i18n;
    if (!Array.isArray(declared)) return "all";
    for (const area of declared) areas.add(area);
  }
  return [...areas].sort();
}
