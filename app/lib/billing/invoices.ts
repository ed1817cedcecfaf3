/**
 * The rules of the billing screens that both sides need: the statuses (with overdue, read from the due date), the
 * invoices table's URL state, and the schemas of the invoice editor, the payment form and the credit-note form.
 * Messages are locale keys of the `billing` area.
 */
import { z } from "zod";
import { contactServiceTypes } from "../contact/rules";
import { optionalText } from "../form-fields";
import { currencies, type Currency } from "../format";
import { languages } from "../i18n";
import { defineTable } from "../tables";
import { versionSchema } from "../versions";
import { paymentMethods, type DocumentKind } from "./document";
import { computeTotals, toHundredths } from "./money";

/** Totals stay below a thousand billion (in hundredths): the amounts' columns hold twelve digits before the point. */
const MAX_TOTAL = 100_000_000_000_000n;

export type { DocumentKind };
export const documentKinds = ["invoice", "credit_note"] as const satisfies readonly DocumentKind[];

/** What is stored: a draft, then issued; payments move it to partially paid and paid, credit notes to cancelled. */
export const invoiceStatuses = ["draft", "issued", "partially_paid", "paid", "cancelled"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What staff and clients read: the stored status, except that an unpaid invoice past its due date is overdue. */
export const invoiceViews = ["draft", "issued", "partially_paid", "paid", "overdue", "cancelled"] as const;
export type InvoiceView = (typeof invoiceViews)[number];

/** An issued or partly paid invoice whose due date ('YYYY-MM-DD') is before `today` is overdue. */
export function invoiceView(status: InvoiceStatus, dueDate: string | null, today: string): InvoiceView {
  const unpaid = status === "issued" || status === "partially_paid";
  return unpaid && dueDate !== null && dueDate < today ? "overdue" : status;
}

export const invoiceViewTones = {
  draft: "grey",
  issued: "blue",
  partially_paid: "yellow",
  paid: "green",
  overdue: "red",
  cancelled: "grey",
} as const satisfies Record<InvoiceView, string>;

/**
 * What an invoice (or a quote) sells, for revenue by service: the agency's services as the contact form and the
 * deals name them, and the public workshops' seats.
 */
export const invoiceServices = ["workshops", ...contactServiceTypes] as const;
export type InvoiceService = (typeof invoiceServices)[number];

/** The locale key of a service's name: the contact form's names, and the workshops' seats. */
export const serviceLabelKey = (service: InvoiceService) =>
  service === "workshops"
    ? ("billing.reporting.workshopsService" as const)
    : (`contact.form.services.${service}` as const);

export const invoicesTable = defineTable({
  sorts: ["number", "client", "issued", "due", "total", "balance", "created"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: ["all", ...invoiceViews] },
});
export type InvoicesTableState = ReturnType<typeof invoicesTable.parse>;

export const BILLING_LIMITS = {
  subject: 200,
  purchaseOrder: 100,
  notes: 2_000,
  personName: 200,
  personAddress: 500,
  email: 254,
  description: 500,
  lines: 50,
  reference: 100,
  /** Quantities up to 100 000 and prices or payments up to 100 billion: far above any real invoice. */
  quantity: 100_000,
  amount: 100_000_000_000,
} as const;

/** The value of an exempt line in the editor's VAT select. */
export const EXEMPT = "exempt";

const decimal = /^\d{1,12}(\.\d{1,2})?$/;

/** A typed amount: spaces (as in '125 000') dropped, a decimal comma accepted; at most two decimals. */
export function normalizeAmount(value: string): string | null {
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  return decimal.test(cleaned) ? cleaned : null;
}

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(BILLING_LIMITS.email, "billing.errors.email")
  .pipe(z.email("billing.errors.email"));

/** One line as typed: the four inputs of its row. */
export interface LineInput {
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
}

export interface InvoiceLineData {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string | null;
}

/** The list fields of the editor's lines: one input of each per row, read in order. */
export const lineLists = ["lineDescription", "lineQuantity", "lineUnitPrice", "lineVat"] as const;
type LineList = (typeof lineLists)[number];

/** Checks one row; answers its data or, for each refused input, its message. */
function checkLine(
  line: LineInput,
  currency: Currency,
): { data?: InvoiceLineData; errors: Partial<Record<LineList, string>> } {
  const errors: Partial<Record<LineList, string>> = {};
  const description = line.description.trim();
  if (!description) errors.lineDescription = "billing.errors.lineDescription";
  else if (description.length > BILLING_LIMITS.description)
    errors.lineDescription = "billing.errors.lineDescriptionTooLong";
  const quantity = normalizeAmount(line.quantity);
  if (!quantity || toHundredths(quantity) <= 0n || Number(quantity) > BILLING_LIMITS.quantity)
    errors.lineQuantity = "billing.errors.lineQuantity";
  const unitPrice = normalizeAmount(line.unitPrice);
  if (!unitPrice || Number(unitPrice) > BILLING_LIMITS.amount) errors.lineUnitPrice = "billing.errors.lineUnitPrice";
  else if (currency === "XOF" && toHundredths(unitPrice) % 100n !== 0n)
    errors.lineUnitPrice = "billing.errors.wholeFrancs";
  const vat = line.vat.trim();
  const rate = vat === EXEMPT ? null : normalizeAmount(vat);
  if (vat !== EXEMPT && (rate === null || Number(rate) > 100)) errors.lineVat = "billing.errors.lineVat";
  if (Object.keys(errors).length > 0) return { errors };
  return { data: { description, quantity: quantity!, unitPrice: unitPrice!, vatRate: rate }, errors };
}

/**
 * The editor's inputs as posted: every field a string (a missing one empty) and every list of strings, so the
 * object itself never fails and every check below runs on one post: all the refused fields are reported at once.
 */
const postedText = z.string().optional().default("");
const postedList = z.array(z.string()).optional().default([]);

const editorChecks = {
  clientKind: z.enum(["organization", "person"], "billing.errors.clientKind"),
  personName: optionalText(BILLING_LIMITS.personName, "billing.errors.personNameTooLong"),
  personEmail: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(email.nullable()),
  personAddress: optionalText(BILLING_LIMITS.personAddress, "billing.errors.personAddressTooLong"),
  language: z.enum(languages, "billing.errors.language"),
  currency: z.enum(currencies, "billing.errors.currency"),
  subject: z
    .string()
    .trim()
    .max(BILLING_LIMITS.subject, "billing.errors.subjectTooLong")
    .min(1, "billing.errors.subject"),
  purchaseOrder: optionalText(BILLING_LIMITS.purchaseOrder, "billing.errors.purchaseOrderTooLong"),
  notes: optionalText(BILLING_LIMITS.notes, "billing.errors.notesTooLong"),
  service: z
    .union([z.literal(""), z.enum(invoiceServices, "billing.errors.service")], "billing.errors.service")
    .transform((value) => value || null),
  workshopId: z
    .union([z.literal(""), z.uuid("billing.errors.workshop")], "billing.errors.workshop")
    .transform((value) => value || null),
};

/** What an issued invoice's page lets staff correct: its service and its workshop (neither is printed). */
export const reportingSchema = z.object({
  service: postedText.pipe(editorChecks.service),
  workshopId: postedText.pipe(editorChecks.workshopId),
});

/**
 * The invoice editor (a draft, new or edited): the client (an organization, or a person with a name, an email and
 * an address), the language of its documents, the currency, the subject, the optional purchase order and notes, and
 * the lines. Rows left wholly empty are dropped; a row that is partly filled is checked, and each refused input is
 * reported as `<list>.<row>` so the editor shows the message under it.
 */
export const invoiceSchema = z
  .object({
    clientKind: postedText,
    organizationId: postedText,
    personName: postedText,
    personEmail: postedText,
    personAddress: postedText,
    language: postedText,
    currency: postedText,
    subject: postedText,
    purchaseOrder: postedText,
    notes: postedText,
    service: postedText,
    workshopId: postedText,
    lineDescription: postedList,
    lineQuantity: postedList,
    lineUnitPrice: postedList,
    lineVat: postedList,
  })
  .transform((input, context) => {
    let refused = false;
    const refuse = (path: (string | number)[], message: string) => {
      refused = true;
      context.addIssue({ code: "custom", path, message });
    };
    const checked = <K extends keyof typeof editorChecks>(name: K): z.output<(typeof editorChecks)[K]> | undefined => {
      const result = editorChecks[name].safeParse(input[name]);
      if (result.success) return result.data as z.output<(typeof editorChecks)[K]>;
      refuse([name], result.error.issues[0]!.message);
      return undefined;
    };
    const clientKind = checked("clientKind");
    const person = clientKind === "person";
    const values = {
      personName: checked("personName"),
      personEmail: checked("personEmail"),
      personAddress: checked("personAddress"),
      language: checked("language"),
      currency: checked("currency"),
      subject: checked("subject"),
      purchaseOrder: checked("purchaseOrder"),
      notes: checked("notes"),
      service: checked("service"),
      workshopId: checked("workshopId"),
    };
    const organizationId = input.organizationId.trim();
    if (clientKind === "organization" && !z.uuid().safeParse(organizationId).success)
      refuse(["organizationId"], "billing.errors.organization");
    if (person && input.personName.trim() === "") refuse(["personName"], "billing.errors.personName");

    const rows = Math.max(
      input.lineDescription.length,
      input.lineQuantity.length,
      input.lineUnitPrice.length,
      input.lineVat.length,
    );
    const lines: InvoiceLineData[] = [];
    let lineRefused = false;
    for (let row = 0; row < Math.min(rows, BILLING_LIMITS.lines * 2); row += 1) {
      const line: LineInput = {
        description: input.lineDescription[row] ?? "",
        quantity: input.lineQuantity[row] ?? "",
        unitPrice: input.lineUnitPrice[row] ?? "",
        vat: input.lineVat[row] ?? EXEMPT,
      };
      // A row with nothing typed in it (the editor's spare row) is no line; its VAT select always holds a value.
      if (!line.description.trim() && !line.quantity.trim() && !line.unitPrice.trim()) continue;
      // Without a valid currency, prices are checked as the franc's (whole), the stricter rule.
      const lineChecked = checkLine(line, values.currency ?? "XOF");
      for (const [name, message] of Object.entries(lineChecked.errors)) {
        lineRefused = true;
        refuse([name, row], message);
      }
      if (lineChecked.data) lines.push(lineChecked.data);
    }
    // Each figure must fit the ledger's columns (below a thousand billion): a huge quantity times a huge price is refused.
    if (
      !lineRefused &&
      lines.length > 0 &&
      toHundredths(computeTotals(lines, values.currency ?? "XOF").totalTtc) >= MAX_TOTAL
    )
      refuse(["lineDescription"], "billing.errors.totalTooLarge");
    if (rows > BILLING_LIMITS.lines * 2 || lines.length > BILLING_LIMITS.lines)
      refuse(["lineDescription"], "billing.errors.tooManyLines");
    else if (lines.length === 0 && !lineRefused) refuse(["lineDescription"], "billing.errors.noLines");
    if (refused) return z.NEVER;
    return {
      organizationId: person ? null : organizationId,
      personName: person ? (values.personName ?? null) : null,
      personEmail: person ? (values.personEmail ?? null) : null,
      personAddress: person ? (values.personAddress ?? null) : null,
      language: values.language!,
      currency: values.currency!,
      subject: values.subject!,
      purchaseOrder: values.purchaseOrder ?? null,
      notes: values.notes ?? null,
      service: values.service ?? null,
      workshopId: values.workshopId ?? null,
      lines,
    };
  });
/** What a refusal says when the organization or the workshop a document names was deleted meanwhile. */
export const goneMessages = {
  organizationNotFound: "billing.errors.organizationGone",
  workshopNotFound: "billing.errors.workshopGone",
} as const;

export const invoiceFields = [
  "clientKind",
  "organizationId",
  "personName",
  "personEmail",
  "personAddress",
  "language",
  "currency",
  "subject",
  "purchaseOrder",
  "notes",
  "service",
  "workshopId",
] as const;
export type InvoiceInput = z.output<typeof invoiceSchema>;
export const invoiceEditSchema = invoiceSchema.and(z.object({ version: versionSchema }));

const isoDate = z.iso.date("billing.errors.date");

const amount = (message: string) =>
  z.string().transform((value, context) => {
    const normalized = normalizeAmount(value);
    if (normalized === null || Number(normalized) > BILLING_LIMITS.amount) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * A payment recorded by staff: its date, the amount received, the method and its reference, and the VAT the
 * client withheld at source with the certificate's number (both or neither). Something must be settled.
 */
export const paymentSchema = z
  .object({
    paidOn: z.string().trim().pipe(isoDate),
    amount: amount("billing.errors.amount"),
    method: z.enum(paymentMethods, "billing.errors.method"),
    reference: optionalText(BILLING_LIMITS.reference, "billing.errors.referenceTooLong"),
    withheldVat: z
      .string()
      .optional()
      .transform((value) => value?.trim() || "0")
      .pipe(amount("billing.errors.withheldVat")),
    withholdingCertificate: optionalText(BILLING_LIMITS.reference, "billing.errors.referenceTooLong"),
    sendReceipt: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  })
  .superRefine((input, context) => {
    const withheld = toHundredths(input.withheldVat) > 0n;
    if (toHundredths(input.amount) + toHundredths(input.withheldVat) <= 0n)
      context.addIssue({ code: "custom", path: ["amount"], message: "billing.errors.amount" });
    if (withheld && !input.withholdingCertificate)
      context.addIssue({ code: "custom", path: ["withholdingCertificate"], message: "billing.errors.certificate" });
  });
export const paymentFields = [
  "paidOn",
  "amount",
  "method",
  "reference",
  "withheldVat",
  "withholdingCertificate",
  "sendReceipt",
] as const;
export type PaymentInput = z.output<typeof paymentSchema>;

/** A credit note: the whole invoice, or the lines ticked (each invoice line is credited once), and why. */
export const creditNoteSchema = z
  .object({
    scope: z.enum(["full", "lines"], "billing.errors.creditScope"),
    lineIds: z
      .array(z.uuid("billing.errors.creditLines"))
      .max(BILLING_LIMITS.lines, "billing.errors.creditLines")
      .default([]),
    reason: z
      .string()
      .trim()
      .max(BILLING_LIMITS.subject, "billing.errors.reasonTooLong")
      .min(1, "billing.errors.reason"),
  })
  .superRefine((input, context) => {
    if (input.scope === "lines" && input.lineIds.length === 0)
      context.addIssue({ code: "custom", path: ["lineIds"], message: "billing.errors.creditLines" });
  });
export const creditNoteFields = ["scope", "reason"] as const;

/** The number of a document in its yearly series: 'F-2026-0001', 'AV-2026-0001' (four digits, more past 9999). */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${kind === "invoice" ? "F" : "AV"}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** The balance still due: the total, less what was paid (with VAT withheld) and credited. */
export function balanceDue(invoice: { totalTtc: string; amountPaid: string; amountCredited: string }): bigint {
  return toHundredths(invoice.totalTtc) - toHundredths(invoice.amountPaid) - toHundredths(invoice.amountCredited);
}

/** The status an issued invoice has for its paid and credited amounts. */
export function settledStatus(totalTtc: string, paid: bigint, credited: bigint): InvoiceStatus {
  const total = toHundredths(totalTtc);
  if (credited >= total) return "cancelled";
  if (paid + credited >= total) return "paid";
  return paid > 0n ? "partially_paid" : "issued";
}
