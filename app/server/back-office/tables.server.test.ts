import { describe, expect, it } from "vitest";
import { organizations } from "~/server/db/schema";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { createOrganization } from "../../../tests/support/factories";
import { db } from "../db/client.server";
import { escapeLike, readPage, searchWhere } from "./tables.server";

setUpTestDatabase();

describe("escapeLike", () => {
  it("makes %, _ and \\ match themselves", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(escapeLike("plain")).toBe("plain");
  });
});

describe("searchWhere on the database", () => {
  it("finds the text anywhere, in any case, with %, _ and \\ taken literally", async () => {
    for (const name of ["Fonds 100% Sahel", "Fonds 1000 Sahel", "Agri_Tech", "AgriXTech", "Back\\slash"]) {
      await createOrganization({ name });
    }
    const names = async (q: string) =>
      (
        await db()
          .select({ name: organizations.name })
          .from(organizations)
          .where(searchWhere(q, [organizations.name]))
          .orderBy(organizations.name)
      ).map((row) => row.name);
    expect(await names("100%")).toEqual(["Fonds 100% Sahel"]);
    expect(await names("i_t")).toEqual(["Agri_Tech"]);
    expect(await names("k\\s")).toEqual(["Back\\slash"]);
    expect(await names("SAHEL")).toEqual(["Fonds 100% Sahel", "Fonds 1000 Sahel"]);
    expect(searchWhere("", [organizations.name])).toBeUndefined();
  });
});

describe("readPage", () => {
  it("reads the asked page, or the last one when it is past the end", async () => {
    const all = Array.from({ length: 23 }, (_, i) => i);
    const read = (page: number) =>
      readPage({
        page,
        pageSize: 10,
        count: async () => all.length,
        rows: async (limit, offset) => all.slice(offset, offset + limit),
      });
    expect(await read(2)).toEqual({ rows: all.slice(10, 20), total: 23, page: 2, pageCount: 3 });
    expect(await read(9)).toEqual({ rows: [20, 21, 22], total: 23, page: 3, pageCount: 3 });
  });

  it("shows page 1 of 1 for an empty table", async () => {
    const page = await readPage({ page: 4, pageSize: 10, count: async () => 0, rows: async () => [] });
    expect(page).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});
