import { describe, expect, it } from "vitest";
import { addDays, monthBounds, weekRange, weekStart } from "./weeks";

describe("weeks", () => {
  it("finds the Monday of a date's week, across months and years", () => {
    expect(weekStart("2026-11-24")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
  });

  it("lists 12 past weeks, this week and 7 more: 20 Mondays in order", () => {
    const weeks = weekRange("2026-11-25", 12, 8);
    expect(weeks).toHaveLength(20);
    expect(weeks[0]).toBe("2026-08-31");
    expect(weeks[12]).toBe("2026-11-23");
    expect(weeks[19]).toBe("2027-01-11");
  });

  it("moves by days and bounds a month", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(monthBounds("2026-12-15")).toEqual({ start: "2026-12-01", end: "2027-01-01" });
    expect(monthBounds("2026-02-03")).toEqual({ start: "2026-02-01", end: "2026-03-01" });
  });
});
