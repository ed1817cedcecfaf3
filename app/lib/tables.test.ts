import { describe, expect, it } from "vitest";
import { defineTable, listSearch, pageCount } from "./tables";

const projects = defineTable({
  sorts: ["title", "created", "status"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: ["all", "draft", "active"] },
});

const params = (search: string) => new URLSearchParams(search);

describe("defineTable: parse", () => {
  it("gives the defaults for an empty URL", () => {
    expect(projects.parse(params(""))).toEqual({ q: "", status: "all", sort: "created", dir: "desc", page: 1 });
  });

  it("reads every known value", () => {
    expect(projects.parse(params("q=%20karit%C3%A9%20&status=draft&sort=title&dir=asc&page=3"))).toEqual({
      q: "karité",
      status: "draft",
      sort: "title",
      dir: "asc",
      page: 3,
    });
  });

  it("replaces each unknown or broken value by its default, keeping the others", () => {
    expect(projects.parse(params("status=deleted&sort=password&dir=sideways&page=-2&q=ok"))).toEqual({
      q: "ok",
      status: "all",
      sort: "created",
      dir: "desc",
      page: 1,
    });
    expect(projects.parse(params("page=2.5")).page).toBe(1);
    expect(projects.parse(params("page=abc")).page).toBe(1);
    expect(projects.parse(params("page=99999999999")).page).toBe(1);
  });

  it("drops control characters from the search (PostgreSQL refuses a NUL byte in a pattern)", () => {
    expect(projects.parse(params("q=a%00b%0D%0A%1Bc")).q).toBe("abc");
    expect(projects.parse(params("q=%00")).q).toBe("");
  });

  it("cuts a search longer than 100 characters", () => {
    expect(projects.parse(params(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("defineTable: search", () => {
  const state = projects.parse(params("q=eau&status=active&sort=title&dir=asc&page=4"));

  it("writes the state, leaving the defaults out", () => {
    expect(projects.search(state)).toBe("?q=eau&status=active&sort=title&dir=asc&page=4");
    expect(projects.search(projects.defaults)).toBe("");
  });

  it("starts again at page 1 when the search, a filter or the sort changes", () => {
    expect(projects.search(state, { sort: "status" })).toBe("?q=eau&status=active&sort=status&dir=asc");
    expect(projects.search(state, { q: "" })).toBe("?status=active&sort=title&dir=asc");
    expect(projects.search(state, { status: "all" })).toBe("?q=eau&sort=title&dir=asc");
  });

  it("keeps everything else when only the page changes", () => {
    expect(projects.search(state, { page: 5 })).toBe("?q=eau&status=active&sort=title&dir=asc&page=5");
  });

  it("escapes what it writes, and reads it back the same", () => {
    const search = projects.search(projects.defaults, { q: "a&b=c %_" });
    expect(projects.parse(params(search)).q).toBe("a&b=c %_");
  });

  it("turns a sorted column's direction around, and sorts a new column ascending", () => {
    expect(projects.nextDirection(state, "title")).toBe("desc");
    expect(projects.nextDirection({ ...state, dir: "desc" }, "title")).toBe("asc");
    expect(projects.nextDirection(state, "status")).toBe("asc");
  });
});

describe("pageCount and listSearch", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it("reads the list's params from a dialog's URL", () => {
    expect(listSearch("http://x/admin/clients/new?q=a&page=2")).toBe("?q=a&page=2");
    expect(listSearch("http://x/admin/clients/new")).toBe("");
  });
});
