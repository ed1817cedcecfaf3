/**
 * The state of a back-office table (search, filters, sort, page) read from and written to the URL
 * (docs/decisions/0008-back-office-screens.md). One definition per table, shared by its loader (which
 * hands the parsed state to SQL) and its screen (which builds the links of its headers, filters and pager).
 * A value the table does not know falls back to its default, so a tampered or outdated link still shows a page.
 */
import { z } from "zod";
import { withoutControlCharacters } from "./text";

export const sortDirections = ["asc", "desc"] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Ten rows a page, as the back office has always shown. */
export const DEFAULT_PAGE_SIZE = 10;
/** Longer searches are cut: nobody types more, and the database never gets an unbounded pattern. */
export const MAX_SEARCH_LENGTH = 100;
/** A page number past any real table; beyond it the link is treated as tampered. */
const MAX_PAGE = 1_000_000;

type Filters = Record<string, readonly [string, ...string[]]>;

export type TableState<S extends string, F extends Filters> = {
  q: string;
  sort: S;
  dir: SortDirection;
  page: number;
} & { -readonly [K in keyof F]: F[K][number] };

export interface TableSpec<S extends string, F extends Filters> {
  /** The names a column can be sorted by (the server maps each to a column). */
  sorts: readonly [S, ...S[]];
  defaultSort: S;
  defaultDir: SortDirection;
  /** Each filter's values; the first is the default (e.g. "all"). */
  filters?: F;
  pageSize?: number;
}

/** A change to a table's state: a new search, filter or sort starts again at page 1. */
export type TableChange<S extends string, F extends Filters> = Partial<TableState<S, F>>;

export interface TableDefinition<S extends string, F extends Filters> {
  readonly spec: TableSpec<S, F>;
  readonly pageSize: number;
  readonly defaults: TableState<S, F>;
  /** The state in a URL's search params, every unknown or broken value replaced by its default. */
  parse(params: URLSearchParams): TableState<S, F>;
  /** The search string ("?…", or "" for the defaults) of `state` with `change` applied. */
  search(state: TableState<S, F>, change?: TableChange<S, F>): string;
  /** The next direction when a column header is clicked: the other one on the sorted column, else ascending. */
  nextDirection(state: TableState<S, F>, column: S): SortDirection;
}

/** Defines a table: its sortable names, its default order and its filters. */
export function defineTable<const S extends string, const F extends Filters = Record<never, never>>(
  spec: TableSpec<S, F>,
): TableDefinition<S, F> {
  const filters = (spec.filters ?? {}) as F;
  const pageSize = spec.pageSize ?? DEFAULT_PAGE_SIZE;
  const shape: Record<string, z.ZodType> = {
    q: z
      .string()
      .transform((value) => withoutControlCharacters(value).trim().slice(0, MAX_SEARCH_LENGTH))
      .catch(""),
    sort: z.enum(spec.sorts).catch(spec.defaultSort),
    dir: z.enum(sortDirections).catch(spec.defaultDir),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  };
  const defaults: Record<string, unknown> = { q: "", sort: spec.defaultSort, dir: spec.defaultDir, page: 1 };
  for (const [name, values] of Object.entries(filters)) {
    shape[name] = z.enum(values).catch(values[0]);
    defaults[name] = values[0];
  }
  const schema = z.object(shape);
  const order = ["q", ...Object.keys(filters), "sort", "dir", "page"];

  const definition: TableDefinition<S, F> = {
    spec,
    pageSize,
    defaults: defaults as TableState<S, F>,
    parse(params) {
      const raw: Record<string, string | undefined> = {};
      for (const name of order) raw[name] = params.get(name) ?? undefined;
      return schema.parse(raw) as TableState<S, F>;
    },
    search(state, change = {}) {
      const resetsPage = Object.keys(change).some((name) => name !== "page");
      const next: Record<string, unknown> = { ...state, ...(resetsPage ? { page: 1 } : {}), ...change };
      const params = new URLSearchParams();
      for (const name of order) {
        const value = next[name];
        // The defaults stay out of the URL, so the list's plain address is its first view.
        if (value === undefined || value === "" || value === defaults[name]) continue;
        params.set(name, String(value));
      }
      const search = params.toString();
      return search ? `?${search}` : "";
    },
    nextDirection(state, column) {
      return state.sort === column && state.dir === "asc" ? "desc" : "asc";
    },
  };
  return definition;
}

/** The number of pages of `total` rows (at least one, so an empty table is "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page of a table as a loader answers it: the rows, the page actually shown (clamped) and the total. */
export interface TablePage<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * The search string of the list a dialog sits over, read from the dialog's own URL: a dialog's links and
 * redirects carry the list's params, so closing it goes back to the same page, sort and search.
 */
export function listSearch(url: string | URL): string {
  const { search } = typeof url === "string" ? new URL(url, "http://localhost") : url;
  return search === "?" ? "" : search;
}
