import { describe, expect, it } from "vitest";
import {
  currencyFrom,
  formatAgencyDate,
  formatAgencyDateTime,
  formatLongDate,
  formatMoney,
  formatRelativeTime,
  formatMonth,
  formatPercent,
  formatRating,
  formatShortDate,
  formatTime,
  formatTimeRange,
  formatWorkshopWhen,
} from "./format";
import { availabilityLevel, workshopAvailability } from "./workshops/availability";

const plain = (text: string | null) => text?.replace(/\u00a0/g, " ");

describe("formatMoney", () => {
  it("shows USD with a $ prefix and two decimals", () => {
    expect(formatMoney(25, "USD")).toBe("$25.00");
    expect(formatMoney("1250.5", "USD")).toBe("$1,250.50");
    expect(formatMoney(0, "USD")).toBe("$0.00");
  });
  it("shows XOF grouped by thousands, without decimals", () => {
    expect(plain(formatMoney("25000.00", "XOF"))).toBe("25 000 F CFA");
    expect(plain(formatMoney(1500000, "XOF"))).toBe("1 500 000 F CFA");
    expect(plain(formatMoney(500, "XOF"))).toBe("500 F CFA");
  });
  it("reads the currency setting, USD by default", () => {
    expect(currencyFrom("XOF")).toBe("XOF");
    expect(currencyFrom(" xof ")).toBe("XOF");
    expect(currencyFrom("")).toBe("USD");
    expect(currencyFrom(undefined)).toBe("USD");
    expect(currencyFrom("EUR")).toBe("USD");
  });
});

describe("dates and times", () => {
  it("writes long dates in the page's language, without shifting the day", () => {
    expect(formatLongDate("2026-03-10", "en")).toBe("Tuesday, March 10, 2026");
    expect(formatLongDate("2026-03-10", "fr")).toBe("mardi 10 mars 2026");
    expect(formatShortDate("2026-03-01", "en")).toBe("Mar 01, 2026");
  });
  it("writes 12-hour times in English and 24-hour times in French", () => {
    expect(plain(formatTime("14:00:00", "en"))).toBe("2:00 PM");
    expect(plain(formatTime("00:30", "en"))).toBe("12:30 AM");
    expect(plain(formatTime("12:05", "en"))).toBe("12:05 PM");
    expect(plain(formatTime("09:00:00", "en"))).toBe("9:00 AM");
    expect(plain(formatTime("14:00:00", "fr"))).toBe("14 h 00");
    expect(plain(formatTime("09:30", "fr"))).toBe("9 h 30");
    expect(plain(formatTimeRange("09:00", "13:00", "en"))).toBe("9:00 AM – 1:00 PM");
    expect(formatTimeRange(null, "13:00", "en")).toBeNull();
  });
  it("puts a workshop's day and hours on one line, short for staff and long for the public", () => {
    const workshop = { date: "2026-03-10", startTime: "09:00:00", endTime: "13:00:00" };
    expect(plain(formatWorkshopWhen(workshop, "en", "short"))).toBe("Mar 10, 2026 · 9:00 AM – 1:00 PM");
    expect(plain(formatWorkshopWhen(workshop, "fr", "long"))).toBe("mardi 10 mars 2026 · 9 h 00 – 13 h 00");
    expect(formatWorkshopWhen({ ...workshop, startTime: null }, "en", "long")).toBe("Tuesday, March 10, 2026");
    expect(formatWorkshopWhen({ ...workshop, date: null }, "en", "short")).toBeNull();
  });
  it("names months in the page's language", () => {
    expect(formatMonth("2026-03", "en")).toBe("March 2026");
    expect(formatMonth("2026-03", "fr")).toBe("mars 2026");
  });
  it("shows instants on Ouagadougou's clocks (UTC+00:00), whatever the server's zone", () => {
    // 23:30 in Ouagadougou is already the next day in Paris and still the same day in New York.
    const instant = new Date("2026-11-21T23:30:00Z");
    expect(formatAgencyDate(instant, "en")).toBe("November 21, 2026");
    expect(formatAgencyDate(instant.toISOString(), "fr")).toBe("21 novembre 2026");
    expect(plain(formatAgencyDateTime(instant, "en"))?.replace(/\u202f/g, " ")).toBe("Nov 21, 2026, 11:30 PM");
    expect(formatAgencyDateTime(instant, "fr")).toBe("21 nov. 2026, 23:30");
  });
});

describe("ratings", () => {
  it("show one decimal in the page's number style", () => {
    expect(formatRating(4.66, "en")).toBe("4.7");
    expect(formatRating(4, "fr")).toBe("4,0");
  });
});

describe("workshop availability", () => {
  it("follows the spec's thresholds on the share of free seats", () => {
    expect(availabilityLevel(11, 20)).toBe("available"); // 0.55
    expect(availabilityLevel(10, 20)).toBe("limited"); // 0.5
    expect(availabilityLevel(5, 20)).toBe("limited"); // 0.25
    expect(availabilityLevel(4, 20)).toBe("almostFull"); // 0.2
    expect(availabilityLevel(1, 20)).toBe("almostFull");
    expect(availabilityLevel(0, 20)).toBe("full");
  });
  it("counts spots left from confirmed registrations, never below zero", () => {
    expect(workshopAvailability(12, 10)).toEqual({ taken: 10, max: 12, spotsLeft: 2, level: "almostFull" });
    expect(workshopAvailability(12, 14)).toMatchObject({ spotsLeft: 0, level: "full" });
  });
});

describe("formatRelativeTime", () => {
  const now = "2026-03-10T12:00:00.000Z";
  it("says how long ago, in the page's language", () => {
    expect(formatRelativeTime("2026-03-10T11:55:00.000Z", now, "en")).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-03-10T11:55:00.000Z", now, "fr")).toBe("il y a 5 minutes");
    expect(formatRelativeTime("2026-03-09T10:00:00.000Z", now, "en")).toBe("yesterday");
    expect(formatRelativeTime("2026-03-10T11:59:50.000Z", now, "en")).toBe("now");
  });
});

describe("formatPercent", () => {
  it("writes a whole percent as each language does", () => {
    expect(formatPercent(75, "en")).toBe("75%");
    expect(formatPercent(75, "fr")).toBe("75\u00a0%");
    expect(formatPercent(-100, "en")).toBe("-100%");
  });
});
