/** SQL pieces the reports share. */
import { sql, type SQLWrapper } from "drizzle-orm";

/**
 * The sum of a money expression as an exact decimal string ('1250.00'; '0.00' over no rows): summed as a SQL
 * numeric and sent as text, so no driver turns it into a float.
 */
export function decimalSum(expression: SQLWrapper) {
  return sql<string>`coalesce(sum(${expression}), 0)::numeric(18, 2)::text`;
}

/** The rows of a raw statement (`db().execute`), whichever driver ran it. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
