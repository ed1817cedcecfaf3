import { describe, expect, it } from "vitest";
import { computeTotals, toHundredths } from "../billing/money";
import {
  addDays,
  quoteInvoiceSchema,
  quoteNumber,
  quoteResponseSchema,
  quoteSchema,
  quoteView,
  splitByDeposit,
} from "./quotes";

describe("a quote's status as people read it", () => {
  it("is expired once a sent quote is past its validity date, and never otherwise", () => {
    expect(quoteView("sent", "2026-11-30", "2026-11-30")).toBe("sent");
    expect(quoteView("sent", "2026-11-29", "2026-11-30")).toBe("expired");
    expect(quoteView("accepted", "2026-01-01", "2026-11-30")).toBe("accepted");
    expect(quoteView("draft", "2026-01-01", "2026-11-30")).toBe("draft");
  });
});

describe("numbers and dates", () => {
  it("numbers quotes D-<year>-<four digits>, more past 9999", () => {
    expect(quoteNumber(2026, 1)).toBe("D-2026-0001");
    expect(quoteNumber(2026, 12345)).toBe("D-2026-12345");
  });

  it("counts calendar days across months and years", () => {
    expect(addDays("2026-11-28", 30)).toBe("2026-12-28");
    expect(addDays("2026-12-15", 30)).toBe("2027-01-14");
  });
});

const editor = (values: Record<string, unknown> = {}) => ({
  clientKind: "person",
  personName: "Awa",
  language: "fr",
  currency: "XOF",
  subject: "Atelier",
  lineDescription: ["Atelier"],
  lineQuantity: ["1"],
  lineUnitPrice: ["150 000"],
  lineVat: ["18"],
  validUntil: "2026-12-28",
  ...values,
});

describe("the quote editor", () => {
  const schema = quoteSchema("2026-11-28");

  it("reads the invoice editor's fields, the validity date and the deal", () => {
    const parsed = schema.parse(editor({ dealId: "6b3f2f8e-8a4a-4b53-9d7e-3f1f9a3b2c11" }));
    expect(parsed).toMatchObject({
      validUntil: "2026-12-28",
      dealId: "6b3f2f8e-8a4a-4b53-9d7e-3f1f9a3b2c11",
      lines: [{ description: "Atelier", unitPrice: "150000", vatRate: "18" }],
    });
    expect(schema.parse(editor({ dealId: "" })).dealId).toBeNull();
  });

  it("refuses a validity in the past, beyond a year, not a date, and a deal that is not an id", () => {
    const message = (values: Record<string, unknown>, path: string) =>
      schema.safeParse(editor(values)).error?.issues.find((issue) => issue.path.join(".") === path)?.message;
    expect(message({ validUntil: "2026-11-27" }, "validUntil")).toBe("quotes.errors.validUntilRange");
    expect(message({ validUntil: "2027-12-01" }, "validUntil")).toBe("quotes.errors.validUntilRange");
    expect(message({ validUntil: "28/12/2026" }, "validUntil")).toBe("quotes.errors.validUntil");
    expect(message({ dealId: "deal-1" }, "dealId")).toBe("quotes.errors.deal");
    expect(message({ lineUnitPrice: ["abc"] }, "lineUnitPrice.0")).toBe("billing.errors.lineUnitPrice");
  });
});

describe("the client's answer", () => {
  it("needs accept or decline and a name; the comment is optional and bounded", () => {
    expect(quoteResponseSchema.parse({ intent: "accept", responderName: " Mariam ", comment: "" })).toEqual({
      intent: "accept",
      responderName: "Mariam",
      comment: null,
    });
    expect(quoteResponseSchema.safeParse({ intent: "maybe", responderName: "M" }).success).toBe(false);
    expect(quoteResponseSchema.safeParse({ intent: "decline", responderName: " " }).error?.issues[0]?.message).toBe(
      "quotes.errors.responderName",
    );
    expect(
      quoteResponseSchema.safeParse({ intent: "decline", responderName: "M", comment: "x".repeat(2001) }).success,
    ).toBe(false);
  });
});

describe("the invoice of an accepted quote", () => {
  it("is in full, or a deposit of a whole percentage from 1 to 99", () => {
    expect(quoteInvoiceSchema.parse({ scope: "full", depositPercent: "abc" })).toEqual({
      scope: "full",
      depositPercent: null,
    });
    expect(quoteInvoiceSchema.parse({ scope: "deposit", depositPercent: " 30 " })).toEqual({
      scope: "deposit",
      depositPercent: 30,
    });
    for (const bad of ["0", "100", "12.5", "", "-5"])
      expect(quoteInvoiceSchema.safeParse({ scope: "deposit", depositPercent: bad }).success, bad).toBe(false);
  });

  it("splits each VAT rate's base into a deposit rounded to the franc and the exact balance", () => {
    const totals = computeTotals(
      [
        { quantity: "1", unitPrice: "1000001", vatRate: "18" },
        { quantity: "1", unitPrice: "333333", vatRate: null },
      ],
      "XOF",
    );
    const { deposit, balance } = splitByDeposit(totals, 30, "XOF");
    expect(deposit).toEqual([
      { vatRate: "18", unitPrice: "300000.00" },
      { vatRate: null, unitPrice: "100000.00" },
    ]);
    expect(balance).toEqual([
      { vatRate: "18", unitPrice: "700001.00" },
      { vatRate: null, unitPrice: "233333.00" },
    ]);
    const sum = [...deposit, ...balance].reduce((total, line) => total + toHundredths(line.unitPrice), 0n);
    expect(sum).toBe(toHundredths(totals.totalHt));
  });

  it("keeps cents in a currency that has them", () => {
    const totals = computeTotals([{ quantity: "1", unitPrice: "100.05", vatRate: "20" }], "USD");
    expect(splitByDeposit(totals, 50, "USD").deposit).toEqual([{ vatRate: "20", unitPrice: "50.03" }]);
  });
});
