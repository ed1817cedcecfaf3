import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import type { TableDefinition, TablePage, TableState } from "~/lib/tables";
import { cn } from "~/lib/utils";

type Filters = Record<string, readonly [string, ...string[]]>;

export interface DataColumn<T, S extends string> {
  id: string;
  header: string;
  /** The table's sort name for this column, when it can be sorted. */
  sort?: S;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T, S extends string, F extends Filters> {
  /** Names the table for screen readers. */
  caption: string;
  definition: TableDefinition<S, F>;
  state: TableState<S, F>;
  page: TablePage<T>;
  columns: DataColumn<T, S>[];
  rowKey: (row: T) => string;
  /** The row's buttons and links (edit, delete…), in the last column; on phones at the foot of its card. */
  actions?: (row: T) => ReactNode;
}

/**
 * A back-office table (decision 8): TanStack Table holds the columns and the sort state, in manual mode,
 * since the loader already sorted and paged in SQL. Sortable headers are links to the same list sorted
 * otherwise, so they work before JavaScript. Below 768 px each row becomes a card (label, value) with its
 * actions at the bottom, and a row of sort links replaces the hidden headers.
 */
export function DataTable<T, S extends string, F extends Filters>({
  caption,
  definition,
  state,
  page,
  columns,
  rowKey,
  actions,
}: DataTableProps<T, S, F>) {
  const { t } = useTranslation();
  const columnDefs: ColumnDef<T>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    enableSorting: column.sort !== undefined,
  }));
  const sorted = columns.find((column) => column.sort === state.sort);
  // The table is rebuilt from the loader's rows on every render; nothing here needs the compiler's memoizing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: page.rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
    pageCount: page.pageCount,
    state: {
      sorting: sorted ? [{ id: sorted.id, desc: state.dir === "desc" }] : [],
      pagination: { pageIndex: page.page - 1, pageSize: definition.pageSize },
    },
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortHref = (sort: S) =>
    definition.search(state, { sort, dir: definition.nextDirection(state, sort) } as never) || "?";

  if (page.rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
        {t("backOffice.table.noResults")}
      </p>
    );
  }

  const sortable = columns.filter((column) => column.sort !== undefined);
  return (
    <div>
      {sortable.length > 0 && (
        <nav aria-label={t("backOffice.table.sortBy")} className="mb-3 md:hidden">
          <p className="mb-1 text-xs font-medium text-muted-foreground">{t("backOffice.table.sortBy")}</p>
          <ul className="flex flex-wrap gap-2">
            {sortable.map((column) => (
              <li key={column.id}>
                <SortLink
                  href={sortHref(column.sort!)}
                  label={column.header}
                  active={column.sort === state.sort ? state.dir : undefined}
                  className="rounded-full border px-3 py-1.5 text-sm"
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:hidden">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} className="border-b text-left">
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                const direction = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
                    className={cn("px-3 py-2 font-medium text-muted-foreground", column.className)}
                  >
                    {column.sort !== undefined ? (
                      <SortLink href={sortHref(column.sort)} label={column.header} active={direction || undefined} />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
                  {t("backOffice.table.actions")}
                </th>
              )}
            </tr>
          ))}
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="border-b align-top last:border-b-0 hover:bg-muted/40 max-md:block max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3 max-md:last:border-b"
            >
              {row.getVisibleCells().map((cell) => {
                const column = byId.get(cell.column.id)!;
                return (
                  <td
                    key={cell.id}
                    data-label={column.header}
                    className={cn(
                      "px-3 py-2.5 max-md:grid max-md:grid-cols-[7.5rem_minmax(0,1fr)] max-md:gap-2 max-md:px-0 max-md:py-1",
                      "max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
                      column.className,
                    )}
                  >
                    <div className="min-w-0 break-words">{column.cell(row.original)}</div>
                  </td>
                );
              })}
              {actions && (
                <td className="px-3 py-2 text-right whitespace-nowrap max-md:block max-md:border-t max-md:px-0 max-md:pt-3 max-md:pb-0 max-md:mt-2 max-md:text-left">
                  <div className="flex justify-end gap-1 max-md:flex-wrap max-md:justify-start">
                    {actions(row.original)}
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortLink({
  href,
  label,
  active,
  className,
}: {
  href: string;
  label: string;
  active?: "asc" | "desc";
  className?: string;
}) {
  const { t } = useTranslation();
  const Icon = active === "asc" ? ArrowUp : active === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Link
      to={href}
      preventScrollReset
      className={cn(
        "inline-flex items-center gap-1 hover:text-foreground",
        active && "font-semibold text-foreground",
        className,
      )}
    >
      {label}
      <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-40")} />
      {active && (
        <span className="sr-only">
          {" "}
          ({t(active === "asc" ? "backOffice.table.sortedAscending" : "backOffice.table.sortedDescending")})
        </span>
      )}
    </Link>
  );
}
