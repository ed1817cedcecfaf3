/**
 * An issued document as its PDF and emails tell it (app/lib/billing/document.ts): what was frozen on the invoice the
 * day it was issued, never today's settings or the organization's current details.
 */
import type { InvoiceDocument, ReceiptDocument } from "~/lib/billing/document";
import { balanceDue } from "~/lib/billing/invoices";
import { currencyDecimals, documentLines, fromHundredths, toHundredths } from "~/lib/billing/money";
import { currencyFrom } from "~/lib/format";
import type { Invoice, InvoiceLine, InvoicePayment } from "../db/schema";
import { siteLink } from "../i18n.server";

/** An issued invoice or credit note: one with its number, date and frozen parties. */
export type IssuedInvoice = Invoice & {
  number: string;
  issueDate: string;
  seller: NonNullable<Invoice["seller"]>;
  client: NonNullable<Invoice["client"]>;
  verifyCode: string;
};

export function isIssued(invoice: Invoice): invoice is IssuedInvoice {
  return (
    invoice.status !== "draft" &&
    invoice.number !== null &&
    invoice.issueDate !== null &&
    invoice.seller !== null &&
    invoice.client !== null &&
    invoice.verifyCode !== null
  );
}

/** The public page that tells anyone holding the document whether it is genuine. */
export function verifyUrl(invoice: IssuedInvoice): string {
  return siteLink(`/invoices/verify/${invoice.verifyCode}`, invoice.language);
}

export function invoiceDocument(
  invoice: IssuedInvoice,
  lines: readonly InvoiceLine[],
  corrects: { number: string; issueDate: string } | null,
): InvoiceDocument {
  const currency = currencyFrom(invoice.currency);
  return {
    kind: invoice.kind,
    language: invoice.language,
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.kind === "invoice" ? invoice.dueDate : null,
    currency,
    subject: invoice.subject,
    purchaseOrder: invoice.purchaseOrder,
    notes: invoice.notes,
    seller: invoice.seller,
    client: invoice.client,
    lines: documentLines(lines, currency),
    totals: invoice.totals,
    corrects,
    verifyUrl: verifyUrl(invoice),
    validUntil: null,
  };
}

/**
 * A payment's receipt. The balance is what remained due just after it: the total, less this payment and those
 * before it, less the credit notes.
 */
export function receiptDocument(invoice: IssuedInvoice, payment: InvoicePayment, paidBefore: bigint): ReceiptDocument {
  const currency = currencyFrom(invoice.currency);
  const decimals = currencyDecimals(currency);
  const settled = paidBefore + toHundredths(payment.amount) + toHundredths(payment.withheldVat);
  const balance = balanceDue({
    totalTtc: invoice.totalTtc,
    amountPaid: fromHundredths(settled),
    amountCredited: invoice.amountCredited,
  });
  return {
    language: invoice.language,
    number: `${invoice.number}/${payment.rank}`,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issueDate,
    paidOn: payment.paidOn,
    currency,
    amount: fromHundredths(toHundredths(payment.amount), decimals),
    withheldVat: fromHundredths(toHundredths(payment.withheldVat), decimals),
    withholdingCertificate: payment.withholdingCertificate,
    method: payment.method,
    reference: payment.reference,
    invoiceTotal: fromHundredths(toHundredths(invoice.totalTtc), decimals),
    balance: fromHundredths(balance > 0n ? balance : 0n, decimals),
    seller: invoice.seller,
    client: invoice.client,
    verifyUrl: verifyUrl(invoice),
  };
}
