/**
 * What an issued invoice, credit note or payment receipt says, frozen the day it is issued: the shape the PDFs
 * are drawn from and the verification page reads. Amounts are decimal strings in the document's currency
 * ('125000', '99.50'), never floats.
 */
import type { Currency } from "../format";
import type { Language } from "../i18n";

/** The agency as it presents itself on its invoices (the "billing" site settings, as they were that day). */
export interface SellerDetails {
  name: string;
  legalName: string;
  legalForm: string;
  address: string;
  email: string;
  phone: string;
  rccm: string;
  ifu: string;
  taxRegime: string;
  taxOffice: string;
  bankName: string;
  bankAccount: string;
  orangeMoneyNumber: string;
  moovMoneyNumber: string;
  waveNumber: string;
  footer: string;
}

/** Who the document is addressed to: an organization's billing details, or a person's. */
export interface ClientDetails {
  name: string;
  legalName: string | null;
  address: string | null;
  email: string | null;
  ifu: string | null;
  rccm: string | null;
  vatExempt: boolean;
  vatExemptionRef: string | null;
}

/** An organization's billing details as its invoices carry them. */
export function organizationClient(organization: {
  name: string;
  legalName: string | null;
  billingAddress: string | null;
  billingEmail: string | null;
  ifu: string | null;
  rccm: string | null;
  vatExempt: boolean;
  vatExemptionRef: string | null;
}): ClientDetails {
  return {
    name: organization.name,
    legalName: organization.legalName,
    address: organization.billingAddress,
    email: organization.billingEmail,
    ifu: organization.ifu,
    rccm: organization.rccm,
    vatExempt: organization.vatExempt,
    vatExemptionRef: organization.vatExemptionRef,
  };
}

/** A person billed directly: a name, an email and an address, no tax numbers, never exempt. */
export function personClient(person: { name: string; email: string | null; address: string | null }): ClientDetails {
  return {
    name: person.name,
    legalName: null,
    address: person.address,
    email: person.email,
    ifu: null,
    rccm: null,
    vatExempt: false,
    vatExemptionRef: null,
  };
}

export interface DocumentLine {
  description: string;
  /** '2', '1.5' */
  quantity: string;
  unitPrice: string;
  /** '18', '0'; null when the line is exempt from VAT. */
  vatRate: string | null;
  /** quantity × unit price, before VAT (rounded to the currency for display only). */
  amount: string;
}

/** The VAT summary: one row per rate (null: exempt), each rounded as the invoice's totals are. */
export interface RateTotal {
  vatRate: string | null;
  base: string;
  vat: string;
}

export interface DocumentTotals {
  byRate: RateTotal[];
  totalHt: string;
  totalVat: string;
  totalTtc: string;
}

export type DocumentKind = "invoice" | "credit_note";

/** What the PDF renderer draws: an invoice, a credit note, or a quote (which is never an invoice). */
export type PrintedKind = DocumentKind | "quote";

export interface InvoiceDocument {
  kind: PrintedKind;
  language: Language;
  number: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  /** 'YYYY-MM-DD'; null on a credit note. */
  dueDate: string | null;
  currency: Currency;
  /** What the invoice is for ("Atelier prospective, 12–14 mars"). */
  subject: string;
  purchaseOrder: string | null;
  notes: string | null;
  seller: SellerDetails;
  client: ClientDetails;
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** The invoice a credit note corrects: its number and date. */
  corrects: { number: string; issueDate: string } | null;
  /** The address the QR code opens: the public verification page, or a quote's page to answer it. */
  verifyUrl: string;
  /** A quote's last day of validity ('YYYY-MM-DD'); null on invoices and credit notes. */
  validUntil: string | null;
}

export const paymentMethods = [
  "bank_transfer",
  "cheque",
  "cash",
  "orange_money",
  "moov_money",
  "wave",
  "card",
  "other",
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A receipt for one payment against an invoice. */
export interface ReceiptDocument {
  language: Language;
  /** The receipt's own reference: the invoice's number and the payment's rank ('F-2026-0007/2'). */
  number: string;
  invoiceNumber: string;
  invoiceDate: string;
  /** 'YYYY-MM-DD' */
  paidOn: string;
  currency: Currency;
  amount: string;
  /** VAT withheld at source by the client, with its certificate; '0' when none. */
  withheldVat: string;
  withholdingCertificate: string | null;
  method: PaymentMethod;
  reference: string | null;
  invoiceTotal: string;
  /** What remains due after this payment. */
  balance: string;
  seller: SellerDetails;
  client: ClientDetails;
  verifyUrl: string;
}
