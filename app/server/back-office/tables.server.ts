/**
 * The SQL half of the back-office tables (app/lib/tables.ts is the URL half; decision 8): search with
 * ILIKE on escaped text, ORDER BY from an allow-list plus the id (stable pages), LIMIT/OFFSET, the count
 * for the pager and the last page when the asked one is past the end.
 */
import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { pageCount, type SortDirection, type TablePage } from "~/lib/tables";

/** `text` as a literal piece of a LIKE pattern: its `\`, `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Rows whose columns contain `q` (any case), or no condition for an empty search. */
export function searchWhere(q: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  if (!q || columns.length === 0) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`));
}

/**
 * The ORDER BY of a table: the sorted name's column (from the table's allow-list, never from the URL
 * itself), empty values last either way, then the id in the same direction so rows never swap between pages.
 */
export function orderBy<S extends string>(
  columns: Record<S, AnyColumn | SQL>,
  state: { sort: S; dir: SortDirection },
  id: AnyColumn,
): SQL[] {
  const direction = sql.raw(state.dir === "desc" ? "desc" : "asc");
  return [sql`${columns[state.sort]} ${direction} nulls last`, sql`${id} ${direction}`];
}

/**
 * One page of a table. The count and the asked page are read together; when the page is past the end (a
 * row was deleted, an old link), the last page is read instead and reported as the page shown.
 */
export async function readPage<T>({
  page,
  pageSize,
  count,
  rows,
}: {
  page: number;
  pageSize: number;
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
}): Promise<TablePage<T>> {
  const [total, asked] = await Promise.all([count(), rows(pageSize, (page - 1) * pageSize)]);
  const pages = pageCount(total, pageSize);
  if (page <= pages) return { rows: asked, total, page, pageCount: pages };
  return { rows: await rows(pageSize, (pages - 1) * pageSize), total, page: pages, pageCount: pages };
}

/**
 * The condition of an edit that holds only while the record is at the version its form was opened on
 * (app/lib/versions.ts). Compared to the millisecond, the precision the form carries.
 */
export function atVersion(updatedAt: AnyColumn, version: Date): SQL {
  return sql`date_trunc('milliseconds', ${updatedAt}) = ${version.toISOString()}::timestamptz`;
}
