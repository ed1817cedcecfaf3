import { describe, expect, it } from "vitest";
import { hasFilters, nextMonth, parseCalendarFilters, withinChoices } from "./calendar-filters";

describe("calendar filters", () => {
  it("reads the filters from the URL query and ignores impossible values", () => {
    expect(
      parseCalendarFilters(new URLSearchParams("theme=strategy&level=advanced&location=Ouagadougou&month=2026-03")),
    ).toEqual({
      theme: "strategy",
      level: "advanced",
      location: "Ouagadougou",
      month: "2026-03",
    });
    expect(parseCalendarFilters(new URLSearchParams("theme=&level=expert&location=%20&month=2026-13"))).toEqual({});
    expect(parseCalendarFilters(new URLSearchParams(`theme=${"x".repeat(61)}&month=march`))).toEqual({});
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ month: "2026-03" })).toBe(true);
  });
  it("ignores a theme or place holding a NUL byte or another control character (PostgreSQL refuses NUL)", () => {
    expect(parseCalendarFilters(new URLSearchParams("theme=a%00b&location=Ouaga%0Adougou"))).toEqual({});
    expect(parseCalendarFilters(new URLSearchParams("location=%7F"))).toEqual({});
  });

  it("ignores a value none of the choices offers", () => {
    const choices = {
      themes: ["strategy"],
      levels: ["beginner"],
      locations: ["Bobo-Dioulasso"],
      months: ["2026-03"],
      languages: ["fr"] as const,
    };
    expect(
      withinChoices({ theme: "strategy", level: "advanced", location: "Paris", month: "2026-03" }, choices),
    ).toEqual({ theme: "strategy", month: "2026-03" });
    expect(withinChoices({ location: "Bobo-Dioulasso", level: "beginner" }, choices)).toEqual({
      location: "Bobo-Dioulasso",
      level: "beginner",
    });
  });
  it("keeps the language filter when a workshop is run in that language, drops it otherwise", () => {
    const choices = { themes: [], levels: [], locations: [], months: [], languages: ["fr", "en"] as const };
    expect(withinChoices({ language: "en" }, choices)).toEqual({ language: "en" });
    expect(withinChoices({ language: "en" }, { ...choices, languages: ["fr"] })).toEqual({});
  });
  it("steps months", () => {
    expect(nextMonth("2026-03")).toBe("2026-04");
    expect(nextMonth("2026-12")).toBe("2027-01");
  });
});
