/**
 * The billing rules both sides share: the invoice editor's schema (rows, per-row errors, the client), the payment
 * schema, the status a reader sees (overdue from the due date), and document numbers.
 */
import { describe, expect, it } from "vitest";
import {
  balanceDue,
  creditNoteSchema,
  documentNumber,
  invoiceEditSchema,
  invoiceSchema,
  invoiceView,
  normalizeAmount,
  paymentSchema,
  reportingSchema,
} from "./invoices";

const ORGANIZATION_ID = "6f1c1f1e-2f0b-4c7a-9a57-2f3c4f5e6a7b";

interface Row {
  description?: string;
  quantity?: string;
  unitPrice?: string;
  vat?: string;
}

/** The editor's form as the browser posts it: one value per row in each list. */
function form(rows: Row[], fields: Record<string, string> = {}) {
  return {
    clientKind: "organization",
    organizationId: ORGANIZATION_ID,
    language: "fr",
    currency: "XOF",
    subject: "Atelier prospective",
    ...fields,
    lineDescription: rows.map((row) => row.description ?? ""),
    lineQuantity: rows.map((row) => row.quantity ?? ""),
    lineUnitPrice: rows.map((row) => row.unitPrice ?? ""),
    lineVat: rows.map((row) => row.vat ?? "18"),
  };
}

const workshop: Row = { description: "Atelier", quantity: "2", unitPrice: "250000", vat: "18" };

/** The refused inputs of a parse: path (joined with dots) → message. */
function issues(input: unknown): Record<string, string> {
  const result = invoiceSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("invoiceSchema: the lines", () => {
  it("drops wholly empty rows (the editor's spare one) and keeps the others in order", () => {
    const parsed = invoiceSchema.parse(
      form([
        { description: "  " },
        workshop,
        { vat: "exempt" },
        { description: "Livret", quantity: "10", unitPrice: "1 500", vat: "exempt" },
        {},
      ]),
    );
    expect(parsed.lines).toEqual([
      { description: "Atelier", quantity: "2", unitPrice: "250000", vatRate: "18" },
      { description: "Livret", quantity: "10", unitPrice: "1500", vatRate: null },
    ]);
  });

  it("reports each refused input of a partly filled row at [list, row], the row's number as posted", () => {
    expect(
      issues(
        form([
          workshop,
          {},
          { description: "", quantity: "1", unitPrice: "1000" },
          { description: "Transport", quantity: "0", unitPrice: "abc", vat: "101" },
          { description: "x".repeat(501), quantity: "-1", unitPrice: "10", vat: "18" },
        ]),
      ),
    ).toEqual({
      "lineDescription.2": "billing.errors.lineDescription",
      "lineQuantity.3": "billing.errors.lineQuantity",
      "lineUnitPrice.3": "billing.errors.lineUnitPrice",
      "lineVat.3": "billing.errors.lineVat",
      "lineDescription.4": "billing.errors.lineDescriptionTooLong",
      "lineQuantity.4": "billing.errors.lineQuantity",
    });
  });

  it("refuses centimes in francs CFA, and takes them in dollars", () => {
    expect(issues(form([{ ...workshop, unitPrice: "1000.50" }]))).toEqual({
      "lineUnitPrice.0": "billing.errors.wholeFrancs",
    });
    expect(invoiceSchema.parse(form([{ ...workshop, unitPrice: "1000.00" }])).lines[0]!.unitPrice).toBe("1000.00");
    expect(
      invoiceSchema.parse(form([{ ...workshop, unitPrice: "99,50" }], { currency: "USD" })).lines[0]!.unitPrice,
    ).toBe("99.50");
    // Three decimals are refused in any currency.
    expect(issues(form([{ ...workshop, unitPrice: "1.505" }], { currency: "USD" }))).toEqual({
      "lineUnitPrice.0": "billing.errors.lineUnitPrice",
    });
  });

  it("takes a VAT rate from 0 to 100 or 'exempt', and nothing else", () => {
    const rate = (vat: string) => invoiceSchema.parse(form([{ ...workshop, vat }])).lines[0]!.vatRate;
    expect(rate("exempt")).toBeNull();
    expect(rate("0")).toBe("0");
    expect(rate("18")).toBe("18");
    expect(rate("18,5")).toBe("18.5");
    expect(rate("100")).toBe("100");
    for (const vat of ["100.01", "-1", "abc", "", "EXEMPT"])
      expect(issues(form([{ ...workshop, vat }])), vat).toEqual({ "lineVat.0": "billing.errors.lineVat" });
  });

  it("reads typed amounts with spaces and a decimal comma, up to the limits", () => {
    expect(normalizeAmount("125 000")).toBe("125000");
    expect(normalizeAmount("1\u202f250\u00a0000,5")).toBe("1250000.5");
    expect(normalizeAmount("1.234,5")).toBeNull();
    expect(normalizeAmount("-5")).toBeNull();
    const parsed = invoiceSchema.parse(form([{ ...workshop, quantity: "1,5", unitPrice: "100 000 000 000" }]));
    expect(parsed.lines[0]).toMatchObject({ quantity: "1.5", unitPrice: "100000000000" });
    expect(issues(form([{ ...workshop, quantity: "100000.01" }]))).toEqual({
      "lineQuantity.0": "billing.errors.lineQuantity",
    });
    expect(issues(form([{ ...workshop, unitPrice: "100000000001" }]))).toEqual({
      "lineUnitPrice.0": "billing.errors.lineUnitPrice",
    });
  });

  it("reports every refused input of one post at once: the fields, the client and each line", () => {
    expect(
      issues(
        form([workshop, { description: "Atelier", quantity: "1", unitPrice: "12.5" }], {
          subject: "",
          organizationId: "",
        }),
      ),
    ).toEqual({
      subject: "billing.errors.subject",
      organizationId: "billing.errors.organization",
      "lineUnitPrice.1": "billing.errors.wholeFrancs",
    });
  });

  it("refuses a total the ledger cannot hold (a huge quantity times a huge price)", () => {
    expect(issues(form([{ description: "Atelier", quantity: "100000", unitPrice: "100000000000" }]))).toEqual({
      lineDescription: "billing.errors.totalTooLarge",
    });
  });

  it("refuses an invoice without lines, and more than 50", () => {
    expect(issues(form([]))).toEqual({ lineDescription: "billing.errors.noLines" });
    expect(issues(form([{}, { vat: "exempt" }]))).toEqual({ lineDescription: "billing.errors.noLines" });
    // Every refusal of one post is reported at once, "no lines" with the others.
    expect(issues(form([], { subject: " " }))).toEqual({
      subject: "billing.errors.subject",
      lineDescription: "billing.errors.noLines",
    });
    expect(invoiceSchema.parse(form(Array.from({ length: 50 }, () => workshop))).lines).toHaveLength(50);
    expect(issues(form(Array.from({ length: 51 }, () => workshop)))).toEqual({
      lineDescription: "billing.errors.tooManyLines",
    });
  });
});

describe("invoiceSchema: the client", () => {
  it("addresses an organization by its id, and drops what was typed for a person", () => {
    const parsed = invoiceSchema.parse(
      form([workshop], { personName: "Awa", personEmail: "awa@example.org", personAddress: "Ouaga" }),
    );
    expect(parsed).toMatchObject({
      organizationId: ORGANIZATION_ID,
      personName: null,
      personEmail: null,
      personAddress: null,
      language: "fr",
      currency: "XOF",
      subject: "Atelier prospective",
      purchaseOrder: null,
      notes: null,
    });
    expect(issues(form([workshop], { organizationId: "" }))).toEqual({ organizationId: "billing.errors.organization" });
    expect(issues(form([workshop], { organizationId: "not-a-uuid" }))).toEqual({
      organizationId: "billing.errors.organization",
    });
  });

  it("addresses a person by name (email and address optional), and drops the organization", () => {
    const parsed = invoiceSchema.parse(
      form([workshop], {
        clientKind: "person",
        personName: " Awa Ouédraogo ",
        personEmail: " AWA@Example.org ",
        personAddress: "Secteur 15, Ouagadougou",
      }),
    );
    expect(parsed).toMatchObject({
      organizationId: null,
      personName: "Awa Ouédraogo",
      personEmail: "awa@example.org",
      personAddress: "Secteur 15, Ouagadougou",
    });
    expect(invoiceSchema.parse(form([workshop], { clientKind: "person", personName: "Awa" }))).toMatchObject({
      personEmail: null,
      personAddress: null,
    });
    expect(issues(form([workshop], { clientKind: "person" }))).toEqual({ personName: "billing.errors.personName" });
    expect(issues(form([workshop], { clientKind: "person", personName: "Awa", personEmail: "awa@" }))).toEqual({
      personEmail: "billing.errors.email",
    });
    expect(issues(form([workshop], { clientKind: "someone" }))).toEqual({ clientKind: "billing.errors.clientKind" });
  });

  it("refuses an unknown language or currency, and a missing subject", () => {
    expect(issues(form([workshop], { language: "de", currency: "EUR", subject: "" }))).toEqual({
      language: "billing.errors.language",
      currency: "billing.errors.currency",
      subject: "billing.errors.subject",
    });
  });

  it("needs the version of the draft when it is edited", () => {
    const version = "2026-03-01T10:00:00.123Z";
    expect(invoiceEditSchema.parse({ ...form([workshop]), version }).version).toEqual(new Date(version));
    expect(invoiceEditSchema.safeParse({ ...form([workshop]), version: "yesterday" }).success).toBe(false);
  });
});

describe("invoiceSchema and reportingSchema: what the document sells", () => {
  it("takes a service of the list and a workshop's id, each optional", () => {
    expect(invoiceSchema.parse(form([workshop]))).toMatchObject({ service: null, workshopId: null });
    expect(invoiceSchema.parse(form([workshop], { service: "workshops", workshopId: ORGANIZATION_ID }))).toMatchObject({
      service: "workshops",
      workshopId: ORGANIZATION_ID,
    });
    expect(reportingSchema.parse({ service: "", workshopId: "" })).toEqual({ service: null, workshopId: null });
    expect(reportingSchema.parse({ service: "future-thinking" })).toEqual({
      service: "future-thinking",
      workshopId: null,
    });
  });

  it("refuses any other service or workshop, with the other fields' messages in the same answer", () => {
    expect(issues(form([workshop], { service: "consulting", workshopId: "12", subject: "" }))).toEqual({
      service: "billing.errors.service",
      workshopId: "billing.errors.workshop",
      subject: "billing.errors.subject",
    });
    expect(reportingSchema.safeParse({ service: "Workshops", workshopId: "" }).success).toBe(false);
    expect(reportingSchema.safeParse({ service: "", workshopId: `${ORGANIZATION_ID}\u0000` }).success).toBe(false);
  });
});

describe("paymentSchema", () => {
  const payment = {
    paidOn: "2026-03-10",
    amount: "118 000",
    method: "bank_transfer",
    reference: "VIR-42",
  };
  const refused = (input: unknown) =>
    Object.fromEntries(
      (paymentSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );

  it("reads a payment, without VAT withheld and without a receipt unless ticked", () => {
    expect(paymentSchema.parse(payment)).toEqual({
      paidOn: "2026-03-10",
      amount: "118000",
      method: "bank_transfer",
      reference: "VIR-42",
      withheldVat: "0",
      withholdingCertificate: null,
      sendReceipt: false,
    });
    expect(paymentSchema.parse({ ...payment, sendReceipt: "on" }).sendReceipt).toBe(true);
  });

  it("needs the certificate of VAT withheld at source", () => {
    expect(refused({ ...payment, withheldVat: "18 000" })).toEqual({
      withholdingCertificate: "billing.errors.certificate",
    });
    expect(
      paymentSchema.parse({ ...payment, amount: "100000", withheldVat: "18000", withholdingCertificate: "AT-2026-7" }),
    ).toMatchObject({ amount: "100000", withheldVat: "18000", withholdingCertificate: "AT-2026-7" });
    // All of it withheld: nothing received, the certificate settles it.
    expect(
      paymentSchema.safeParse({ ...payment, amount: "0", withheldVat: "18000", withholdingCertificate: "AT-1" })
        .success,
    ).toBe(true);
  });

  it("refuses nothing settled, a broken amount or date, and an unknown method", () => {
    expect(refused({ ...payment, amount: "0" })).toEqual({ amount: "billing.errors.amount" });
    expect(refused({ ...payment, amount: "12,345" })).toEqual({ amount: "billing.errors.amount" });
    expect(refused({ ...payment, amount: "100000000001" })).toEqual({ amount: "billing.errors.amount" });
    expect(refused({ ...payment, withheldVat: "abc", withholdingCertificate: "AT-1" })).toEqual({
      withheldVat: "billing.errors.withheldVat",
    });
    expect(refused({ ...payment, paidOn: "2026-02-30" })).toEqual({ paidOn: "billing.errors.date" });
    expect(refused({ ...payment, method: "bitcoin" })).toEqual({ method: "billing.errors.method" });
  });
});

describe("creditNoteSchema", () => {
  it("credits the whole invoice, or the lines ticked (at least one)", () => {
    expect(creditNoteSchema.parse({ scope: "full", reason: "Annulé" })).toEqual({
      scope: "full",
      lineIds: [],
      reason: "Annulé",
    });
    expect(creditNoteSchema.safeParse({ scope: "lines", reason: "Annulé" }).success).toBe(false);
    expect(creditNoteSchema.safeParse({ scope: "lines", lineIds: [ORGANIZATION_ID], reason: "x" }).success).toBe(true);
    expect(creditNoteSchema.safeParse({ scope: "full", reason: " " }).success).toBe(false);
  });
});

describe("invoiceView", () => {
  const today = "2026-03-15";
  it.each([
    ["issued", "2026-03-14", "overdue"],
    ["partially_paid", "2026-03-14", "overdue"],
    ["issued", "2026-03-15", "issued"],
    ["partially_paid", "2026-04-14", "partially_paid"],
    ["paid", "2026-01-01", "paid"],
    ["cancelled", "2026-01-01", "cancelled"],
    ["draft", null, "draft"],
    ["issued", null, "issued"],
  ] as const)("%s due %s reads %s", (status, dueDate, view) => {
    expect(invoiceView(status, dueDate, today)).toBe(view);
  });
});

describe("documentNumber", () => {
  it("numbers invoices F- and credit notes AV- in their year, on four digits and more past 9999", () => {
    expect(documentNumber("invoice", 2026, 1)).toBe("F-2026-0001");
    expect(documentNumber("invoice", 2026, 42)).toBe("F-2026-0042");
    expect(documentNumber("credit_note", 2027, 3)).toBe("AV-2027-0003");
    expect(documentNumber("invoice", 2026, 9999)).toBe("F-2026-9999");
    expect(documentNumber("invoice", 2026, 12345)).toBe("F-2026-12345");
  });
});

describe("balanceDue", () => {
  it("is the total less what was paid and credited, in hundredths", () => {
    expect(balanceDue({ totalTtc: "118000", amountPaid: "50000.00", amountCredited: "18000" })).toBe(5_000_000n);
    expect(balanceDue({ totalTtc: "99.99", amountPaid: "0", amountCredited: "0" })).toBe(9999n);
  });
});
