/**
 * The driver's reading of PostgreSQL's date and time types. Drizzle maps them from PostgreSQL's text, so the
 * embedded database must hand them over as text whether or not a query carries drizzle's own parsers
 * (client.server.ts gives PGlite those parsers once and drops them from each query).
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createWorkshop } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { db } from "./client.server";
import { workshops } from "./schema";

setUpTestDatabase();

describe("dates, timestamps and intervals", () => {
  it("come back as PostgreSQL's text from a raw statement", async () => {
    const result = await db().execute(sql`
      select '2026-11-27 08:30:00'::timestamp as at, '2026-11-27 08:30:00+00'::timestamptz as at_zone,
        '2026-11-27'::date as day, '1 day 02:00:00'::interval as span,
        array['2026-11-27'::date, '2026-12-01'::date] as days, array[1.5, 2]::numeric[] as amounts`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(row).toEqual({
      at: "2026-11-27 08:30:00",
      at_zone: expect.stringMatching(/^2026-11-27 08:30:00\+00(:00)?$/),
      day: "2026-11-27",
      span: "1 day 02:00:00",
      days: "{2026-11-27,2026-12-01}",
      amounts: "{1.5,2}",
    });
  });

  it("are mapped by the schema's columns on a select", async () => {
    const workshop = await createWorkshop({ date: "2026-11-27" });
    const [row] = await db()
      .select({ date: workshops.date, createdAt: workshops.createdAt })
      .from(workshops)
      .where(eq(workshops.id, workshop.id));
    expect(row!.date).toBe("2026-11-27");
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
