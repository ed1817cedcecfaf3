import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export interface BarRow {
  key: string;
  label: ReactNode;
  /** The figure the bar is drawn from (a negative one draws no bar). */
  value: number;
  /** The figure as the table prints it. */
  display: string;
  /** Where the row's label leads (the list behind a bucket). */
  href?: string;
  current?: boolean;
  /** The row's further cells, under `extraHeaders`. */
  extra?: ReactNode[];
}

/**
 * A bar chart that is a table: each row's label, a bar as long as its share of the largest figure, and the figure.
 * Screen readers read the table (the bars are hidden from them); on a 360 px phone the rows stay readable, since
 * nothing is drawn at a scale that shrinks the text.
 */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  extraHeaders = [],
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: BarRow[];
  /** Further columns after the figure (from 640 px wide; a phone shows the figure alone). */
  extraHeaders?: string[];
}) {
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            {labelHeader}
          </th>
          <th scope="col" className="w-full py-2 font-medium">
            <span className="sr-only">{valueHeader}</span>
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium whitespace-nowrap">
            {valueHeader}
          </th>
          {extraHeaders.map((header) => (
            <th key={header} scope="col" className="hidden py-2 pl-3 text-right font-medium sm:table-cell">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={cn("border-b last:border-0", row.current && "bg-muted/60 font-semibold")}>
            <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
              {row.href ? (
                <Link
                  to={row.href}
                  preventScrollReset
                  aria-current={row.current ? "true" : undefined}
                  className="text-primary underline underline-offset-4"
                >
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </th>
            <td className="py-2" aria-hidden="true">
              <div className="h-3 rounded-sm bg-muted">
                <div
                  className="h-3 rounded-sm bg-primary"
                  style={{ width: `${max > 0 && row.value > 0 ? (row.value / max) * 100 : 0}%` }}
                />
              </div>
            </td>
            <td className="py-2 pl-3 text-right tabular-nums whitespace-nowrap">{row.display}</td>
            {row.extra?.map((cell, index) => (
              <td key={index} className="hidden py-2 pl-3 text-right tabular-nums sm:table-cell">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
