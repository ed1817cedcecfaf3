/**
 * Invoice arithmetic: totals per VAT rate, rounded half up once per rate on the sum of its lines (whole francs in
 * XOF, cents otherwise), exempt lines apart, and exact at amounts floats would get wrong.
 */
import { describe, expect, it } from "vitest";
import {
  computeTotals,
  currencyDecimals,
  documentLines,
  fromHundredths,
  lineAmount,
  plainDecimal,
  toHundredths,
  totalsFrom,
  type LineFigures,
} from "./money";

const line = (quantity: string, unitPrice: string, vatRate: string | null = "18"): LineFigures => ({
  quantity,
  unitPrice,
  vatRate,
});

describe("hundredths", () => {
  it("reads decimal strings exactly and writes them back in the currency's decimals", () => {
    expect(toHundredths("12.5")).toBe(1250n);
    expect(toHundredths("12.05")).toBe(1205n);
    expect(toHundredths("0")).toBe(0n);
    expect(toHundredths(".5")).toBe(50n);
    expect(toHundredths(" 100000000000 ")).toBe(10_000_000_000_000n);
    expect(fromHundredths(1250n)).toBe("12.50");
    expect(fromHundredths(5n)).toBe("0.05");
    expect(fromHundredths(1300n, 0)).toBe("13");
    expect(fromHundredths(-150n)).toBe("-1.50");
    expect(currencyDecimals("XOF")).toBe(0);
    expect(currencyDecimals("USD")).toBe(2);
  });
});

describe("plainDecimal", () => {
  it.each([
    ["18.00", "18"],
    ["18", "18"],
    ["1.50", "1.5"],
    ["12.05", "12.05"],
    ["100", "100"],
    ["1000.00", "1000"],
    ["0", "0"],
    ["0.00", "0"],
    ["0.5", "0.5"],
  ])("%s → %s", (value, plain) => {
    expect(plainDecimal(value)).toBe(plain);
  });
});

describe("lineAmount", () => {
  it("is the exact product, rounded half up to the currency for display", () => {
    expect(lineAmount(line("333", "3"), "XOF")).toBe("999");
    expect(lineAmount(line("0.5", "1"), "XOF")).toBe("1");
    expect(lineAmount(line("0.49", "1"), "XOF")).toBe("0");
    expect(lineAmount(line("1.5", "0.33"), "USD")).toBe("0.50");
    expect(lineAmount(line("1.5", "0.31"), "USD")).toBe("0.47");
    expect(lineAmount(line("2", "12.5"), "USD")).toBe("25.00");
    expect(lineAmount(line("100000", "100000000000"), "XOF")).toBe("10000000000000000");
  });
});

describe("computeTotals", () => {
  it("rounds the sum of a rate's lines, not each line: 3 × (0.5 × 1 F) at 18 % is 2 F, not 3", () => {
    const lines = [line("0.5", "1"), line("0.5", "1"), line("0.5", "1")];
    // Each line alone would round to 1 F.
    expect(lines.map((each) => lineAmount(each, "XOF"))).toEqual(["1", "1", "1"]);
    expect(computeTotals(lines, "XOF")).toEqual({
      byRate: [{ vatRate: "18", base: "2", vat: "0" }],
      totalHt: "2",
      totalVat: "0",
      totalTtc: "2",
    });
  });

  it("rounds the VAT of a rate's rounded base half up to whole francs", () => {
    // 999 × 18 % = 179.82 → 180
    expect(computeTotals([line("333", "3")], "XOF")).toEqual({
      byRate: [{ vatRate: "18", base: "999", vat: "180" }],
      totalHt: "999",
      totalVat: "180",
      totalTtc: "1179",
    });
    // 25 × 18 % = 4.5 → 5 (a half goes up); 24 × 18 % = 4.32 → 4
    expect(computeTotals([line("1", "25")], "XOF").totalVat).toBe("5");
    expect(computeTotals([line("1", "24")], "XOF").totalVat).toBe("4");
  });

  it("rounds to cents in US dollars, on the sum of the lines", () => {
    // 3 × 0.495 = 1.485 → 1.49 (each line alone: 0.50, three of them 1.50); VAT 1.49 × 18 % = 0.2682 → 0.27
    const lines = [line("1.5", "0.33"), line("1.5", "0.33"), line("1.5", "0.33")];
    expect(computeTotals(lines, "USD")).toEqual({
      byRate: [{ vatRate: "18", base: "1.49", vat: "0.27" }],
      totalHt: "1.49",
      totalVat: "0.27",
      totalTtc: "1.76",
    });
    // 0.25 × 18 % = 0.045 → 0.05
    expect(computeTotals([line("1", "0.25")], "USD")).toMatchObject({ totalVat: "0.05", totalTtc: "0.30" });
    // A rate with decimals: 10.00 × 5.5 % = 0.55
    expect(computeTotals([line("4", "2.5", "5.5")], "USD")).toMatchObject({
      byRate: [{ vatRate: "5.5", base: "10.00", vat: "0.55" }],
      totalTtc: "10.55",
    });
  });

  it("keeps exempt lines apart: their base carries no VAT, and their row comes last", () => {
    expect(computeTotals([line("2", "50000", null), line("1", "10000")], "XOF")).toEqual({
      byRate: [
        { vatRate: "18", base: "10000", vat: "1800" },
        { vatRate: null, base: "100000", vat: "0" },
      ],
      totalHt: "110000",
      totalVat: "1800",
      totalTtc: "111800",
    });
    expect(computeTotals([line("1", "1000", null)], "XOF")).toEqual({
      byRate: [{ vatRate: null, base: "1000", vat: "0" }],
      totalHt: "1000",
      totalVat: "0",
      totalTtc: "1000",
    });
  });

  it("orders mixed rates from the highest, a 0 % rate before the exempt row, and merges '18.00' with '18'", () => {
    const totals = computeTotals(
      [
        line("1", "100", "10"),
        line("1", "100", null),
        line("1", "100", "0"),
        line("1", "100", "18.00"),
        line("1", "100", "5.5"),
        line("1", "100", "18"),
      ],
      "XOF",
    );
    expect(totals.byRate).toEqual([
      { vatRate: "18", base: "200", vat: "36" },
      { vatRate: "10", base: "100", vat: "10" },
      { vatRate: "5.5", base: "100", vat: "6" },
      { vatRate: "0", base: "100", vat: "0" },
      { vatRate: null, base: "100", vat: "0" },
    ]);
    expect(totals).toMatchObject({ totalHt: "600", totalVat: "52", totalTtc: "652" });
  });

  it("rounds each rate on its own: the totals are the sums of the rounded rows", () => {
    // 18 %: 0.5 → 1 F (VAT 0.18 → 0); 10 %: 0.5 → 1 F (VAT 0.1 → 0). Rounded together they would make 1 F.
    const totals = computeTotals([line("0.5", "1", "18"), line("0.5", "1", "10")], "XOF");
    expect(totals).toEqual({
      byRate: [
        { vatRate: "18", base: "1", vat: "0" },
        { vatRate: "10", base: "1", vat: "0" },
      ],
      totalHt: "2",
      totalVat: "0",
      totalTtc: "2",
    });
  });

  it("totals an empty document to zero", () => {
    expect(computeTotals([], "XOF")).toEqual({ byRate: [], totalHt: "0", totalVat: "0", totalTtc: "0" });
    expect(computeTotals([], "USD")).toEqual({ byRate: [], totalHt: "0.00", totalVat: "0.00", totalTtc: "0.00" });
  });

  it("stays exact at a hundred billion and beyond, where floats lose digits", () => {
    expect(computeTotals([line("1", "100000000000")], "XOF")).toEqual({
      byRate: [{ vatRate: "18", base: "100000000000", vat: "18000000000" }],
      totalHt: "100000000000",
      totalVat: "18000000000",
      totalTtc: "118000000000",
    });
    // 3 × 33 333 333 333.33 = 99 999 999 999.99; VAT 17 999 999 999.9982 → 18 000 000 000.00
    expect(computeTotals([line("3", "33333333333.33")], "USD")).toEqual({
      byRate: [{ vatRate: "18", base: "99999999999.99", vat: "18000000000.00" }],
      totalHt: "99999999999.99",
      totalVat: "18000000000.00",
      totalTtc: "117999999999.99",
    });
    // 99 999.99 × 99 999 999 999.99 = 9 999 998 999 999 000.0001, beyond a float's 15 to 17 digits.
    const huge = computeTotals([line("99999.99", "99999999999.99", null), line("0.01", "0.01", null)], "USD");
    expect(huge.totalHt).toBe("9999998999999000.00");
    expect(huge.totalTtc).toBe("9999998999999000.00");
  });
});

describe("totalsFrom", () => {
  it("builds the totals of per-rate figures in hundredths", () => {
    expect(
      totalsFrom(
        [
          { vatRate: "18", base: 83300n, vat: 15000n },
          { vatRate: null, base: 100000n, vat: 0n },
        ],
        "XOF",
      ),
    ).toEqual({
      byRate: [
        { vatRate: "18", base: "833", vat: "150" },
        { vatRate: null, base: "1000", vat: "0" },
      ],
      totalHt: "1833",
      totalVat: "150",
      totalTtc: "1983",
    });
  });
});

describe("documentLines", () => {
  it("writes the figures as the documents print them", () => {
    expect(
      documentLines(
        [
          { description: "Atelier", quantity: "1.50", unitPrice: "250000.00", vatRate: "18.00" },
          { description: "Livret", quantity: "3", unitPrice: "1000", vatRate: null },
        ],
        "XOF",
      ),
    ).toEqual([
      { description: "Atelier", quantity: "1.5", unitPrice: "250000", vatRate: "18", amount: "375000" },
      { description: "Livret", quantity: "3", unitPrice: "1000", vatRate: null, amount: "3000" },
    ]);
    expect(documentLines([{ description: "Hour", quantity: "2", unitPrice: "12.5", vatRate: "0" }], "USD")).toEqual([
      { description: "Hour", quantity: "2", unitPrice: "12.50", vatRate: "0", amount: "25.00" },
    ]);
  });
});
