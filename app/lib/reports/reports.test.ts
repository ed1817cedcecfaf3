import { describe, expect, it } from "vitest";
import { paymentMethods } from "../billing/document";
import { accounts, receiptAccount } from "./accounting";
import {
  addMonths,
  bucketDays,
  ageingBuckets,
  downloadLink,
  fillRate,
  firstMonth,
  monthRange,
  monthsEnding,
  netPromoterScore,
  parsePeriod,
  winRate,
} from "./reports";

describe("months", () => {
  it("step across years both ways", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", -14)).toBe("2025-01");
    expect(monthsEnding("2026-02", 4)).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2025-12")).toEqual({ start: "2025-12-01", end: "2026-01-01" });
    expect(monthRange("2025-01", "2025-12")).toEqual({ start: "2025-01-01", end: "2026-01-01" });
  });
});

describe("the period in the URL", () => {
  const parse = (search: string) => parsePeriod(new URLSearchParams(search), "2026-11");

  it("defaults to the twelve months ending this month", () => {
    expect(parse("")).toEqual({ month: "2026-11", months: 12 });
    expect(firstMonth(parse(""))).toBe("2025-12");
  });

  it("reads a chosen month and length", () => {
    const period = parse("month=2025-06&months=3");
    expect(period).toEqual({ month: "2025-06", months: 3 });
    expect(firstMonth(period)).toBe("2025-04");
  });

  it("looks ahead only as far as it is told", () => {
    expect(parsePeriod(new URLSearchParams("month=2027-11"), "2026-11", "2027-11").month).toBe("2027-11");
    expect(parsePeriod(new URLSearchParams("month=2027-12"), "2026-11", "2027-11").month).toBe("2026-11");
  });

  it("falls back to the default for anything else: the future, malformed months, lengths not offered, NUL", () => {
    for (const search of [
      "month=2026-12",
      "month=2026-13",
      "month=1999-12",
      "month=2026-1",
      "month=%00",
      "month=2026-11%00",
      "months=5",
      "months=-12",
      "months=1e1",
      "months=%00",
    ])
      expect(parse(search), search).toEqual({ month: "2026-11", months: 12 });
  });
});

describe("the ageing buckets", () => {
  it("put each day past due in exactly one bucket, in order, the last one unbounded", () => {
    const holding = (days: number) =>
      ageingBuckets.filter((bucket) => {
        const { lower, upper } = bucketDays[bucket];
        return (lower === null || days >= lower) && (upper === null || days <= upper);
      });
    expect([-10, 0, 1, 30, 31, 60, 61, 90, 91, 1000].map((days) => holding(days))).toEqual([
      ["current"],
      ["current"],
      ["1-30"],
      ["1-30"],
      ["31-60"],
      ["31-60"],
      ["61-90"],
      ["61-90"],
      ["over-90"],
      ["over-90"],
    ]);
    for (let days = -5; days <= 120; days++) expect(holding(days), `${days}`).toHaveLength(1);
    expect(Object.keys(bucketDays)).toEqual([...ageingBuckets]);
  });
});

describe("the workshop figures", () => {
  it("score NPS as promoters less detractors, in whole points", () => {
    expect(netPromoterScore(0, 0, 0)).toBeNull();
    expect(netPromoterScore(3, 1, 4)).toBe(50);
    expect(netPromoterScore(0, 3, 3)).toBe(-100);
    expect(netPromoterScore(1, 1, 3)).toBe(0);
  });

  it("give the fill rate in whole percent, none without a capacity", () => {
    expect(fillRate(3, 4)).toBe(75);
    expect(fillRate(1, 3)).toBe(33);
    expect(fillRate(0, 0)).toBeNull();
  });
});

describe("the downloads", () => {
  it("carry the period and the bucket", () => {
    expect(downloadLink("workshops", "xlsx", { month: "2026-05", months: 6 })).toBe(
      "/admin/reports/download?table=workshops&format=xlsx&month=2026-05&months=6",
    );
    expect(downloadLink("receivables-invoices", "csv", { month: "2026-05", months: 12 }, "31-60")).toBe(
      "/admin/reports/download?table=receivables-invoices&format=csv&month=2026-05&months=12&bucket=31-60",
    );
  });
});

describe("the SYSCOHADA accounts", () => {
  it("receive each payment method in a treasury account and its journal", () => {
    expect(receiptAccount("bank_transfer")).toEqual({ account: "521", journal: "BQ" });
    expect(receiptAccount("cheque").account).toBe(accounts.bank);
    expect(receiptAccount("cash")).toEqual({ account: "571", journal: "CA" });
    for (const method of ["orange_money", "moov_money", "wave"] as const)
      expect(receiptAccount(method)).toEqual({ account: "585", journal: "MM" });
    expect(receiptAccount("other").account).toBe(accounts.suspense);
    for (const method of paymentMethods) expect(receiptAccount(method).account).toMatch(/^\d{3,4}$/);
  });
});

describe("the win rate", () => {
  it("is deals won over deals closed, by count, in whole percent, and unknown without a closed deal", () => {
    expect(winRate(2, 1)).toBe(67);
    expect(winRate(1, 2)).toBe(33);
    expect(winRate(3, 0)).toBe(100);
    expect(winRate(0, 4)).toBe(0);
    expect(winRate(0, 0)).toBeNull();
  });
});
