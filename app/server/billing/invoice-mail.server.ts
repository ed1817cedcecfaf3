/**
 * A document's emails, composed when the outbox runs them (the invoice's issue, a reminder, a receipt, a credit
 * note): in the document's language, with its PDF attached and the payment instructions. A scheduled reminder of
 * an invoice paid or credited since is skipped. Each email sent is written in the invoice's history and the audit log.
 */
import { asc, eq } from "drizzle-orm";
import type { SellerDetails } from "~/lib/billing/document";
import { balanceDue } from "~/lib/billing/invoices";
import { currencyDecimals, fromHundredths, toHundredths } from "~/lib/billing/money";
import { currencyFrom, formatLongDate, formatMoney } from "~/lib/format";
import type { TFunction } from "~/locales/runtime/i18n";
import { recordAudit } from "../audit/audit.server";
import { db } from "../db/client.server";
import { invoicePayments, type Invoice } from "../db/schema";
import { serverT } from "../i18n.server";
import { deliverMail } from "../outbox/mail.server";
import type { JobHandler, JobHandlers, JobResult } from "../outbox/queue.server";
import { invoiceDocument, isIssued, receiptDocument, verifyUrl, type IssuedInvoice } from "./documents.server";
import { addEvent, billingAddressOf, getInvoice, linesOf, type MailPurpose } from "./invoices.server";
import { renderInvoicePdf, renderReceiptPdf } from "./pdf.server";

interface MailPayload {
  invoiceId: string;
  purpose: MailPurpose;
  paymentId?: string;
  day?: number;
  sentBy?: string;
}

/** The PDF of an issued invoice or credit note, as stored; null when there is none (a draft, an unknown id). */
export async function invoicePdf(invoice: Invoice): Promise<{ file: Buffer; name: string } | null> {
  if (!isIssued(invoice)) return null;
  const [lines, corrects] = await Promise.all([
    linesOf(invoice.id),
    invoice.correctsId ? getInvoice(invoice.correctsId) : Promise.resolve(undefined),
  ]);
  const correctsRef =
    corrects?.number && corrects.issueDate ? { number: corrects.number, issueDate: corrects.issueDate } : null;
  const file = await renderInvoicePdf(invoiceDocument(invoice, lines, correctsRef));
  return { file, name: `${invoice.number}.pdf` };
}

/** The receipt of one of an invoice's payments; null when the payment is not the invoice's. */
export async function receiptPdf(invoice: Invoice, paymentId: string): Promise<{ file: Buffer; name: string } | null> {
  if (!isIssued(invoice)) return null;
  const payments = await db()
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(invoicePayments.rank));
  const index = payments.findIndex((payment) => payment.id === paymentId);
  if (index < 0) return null;
  const payment = payments[index]!;
  const before = payments
    .slice(0, index)
    .reduce((sum, earlier) => sum + toHundredths(earlier.amount) + toHundredths(earlier.withheldVat), 0n);
  const file = await renderReceiptPdf(receiptDocument(invoice, payment, before));
  return { file, name: `${invoice.number}-${payment.rank}.pdf`.replace(/\//g, "-") };
}

/** How to pay: the bank account and the mobile-money numbers the agency filled in. */
function paymentInstructions(t: TFunction, seller: SellerDetails, number: string): string[] {
  const lines = [
    seller.bankAccount ? t("billing.mail.bank", { bank: seller.bankName, account: seller.bankAccount }) : null,
    seller.orangeMoneyNumber ? t("billing.mail.orangeMoney", { number: seller.orangeMoneyNumber }) : null,
    seller.moovMoneyNumber ? t("billing.mail.moovMoney", { number: seller.moovMoneyNumber }) : null,
    seller.waveNumber ? t("billing.mail.wave", { number: seller.waveNumber }) : null,
  ].filter((line): line is string => line !== null);
  return lines.length > 0 ? ["", t("billing.mail.howToPay"), ...lines, t("billing.mail.quoteNumber", { number })] : [];
}

function composeText(
  t: TFunction,
  invoice: IssuedInvoice,
  purpose: MailPurpose,
  body: string,
  withInstructions: boolean,
): string {
  return [
    t("billing.mail.greeting", { name: invoice.client.name }),
    "",
    body,
    ...(withInstructions ? paymentInstructions(t, invoice.seller, invoice.number) : []),
    "",
    t("billing.mail.verify", { url: verifyUrl(invoice) }),
    "",
    t("billing.mail.signature", { name: invoice.seller.name }),
    ...(purpose === "reminder" ? ["", t("billing.mail.alreadyPaid")] : []),
  ].join("\n");
}

const sendInvoiceMail: JobHandler = async (job): Promise<JobResult> => {
  const payload = job.payload as unknown as MailPayload;
  const invoice = await getInvoice(payload.invoiceId);
  if (!invoice || !isIssued(invoice)) return { kind: "skipped", reason: "no issued invoice" };
  const to = billingAddressOf(invoice);
  if (!to) return { kind: "skipped", reason: "no billing address" };
  const unpaid = invoice.status === "issued" || invoice.status === "partially_paid";
  if (payload.purpose === "reminder" && (!unpaid || balanceDue(invoice) <= 0n))
    return { kind: "skipped", reason: "nothing due any more" };

  const t = serverT(invoice.language);
  const lang = invoice.language;
  const currency = currencyFrom(invoice.currency);
  const money = (amount: string | bigint) =>
    formatMoney(typeof amount === "bigint" ? fromHundredths(amount, currencyDecimals(currency)) : amount, currency);
  const values = {
    number: invoice.number,
    date: formatLongDate(invoice.issueDate, lang),
    due: invoice.dueDate ? formatLongDate(invoice.dueDate, lang) : "",
    total: money(invoice.totalTtc),
    balance: money(balanceDue(invoice)),
    site: invoice.seller.name,
  };
  let attachment: { file: Buffer; name: string } | null;
  let subject: string;
  let text: string;
  if (payload.purpose === "receipt") {
    attachment = payload.paymentId ? await receiptPdf(invoice, payload.paymentId) : null;
    if (!attachment) return { kind: "skipped", reason: "no such payment" };
    subject = t("billing.mail.receipt.subject", values);
    const body = t(
      balanceDue(invoice) > 0n ? "billing.mail.receipt.bodyBalance" : "billing.mail.receipt.bodyPaid",
      values,
    );
    text = composeText(t, invoice, "receipt", body, false);
  } else {
    attachment = await invoicePdf(invoice);
    const kind = payload.purpose === "reminder" ? "reminder" : invoice.kind === "credit_note" ? "creditNote" : "issued";
    const corrects = invoice.correctsId ? await getInvoice(invoice.correctsId) : undefined;
    const all = { ...values, invoice: corrects?.number ?? "" };
    subject = t(`billing.mail.${kind}.subject`, all);
    text = composeText(t, invoice, payload.purpose, t(`billing.mail.${kind}.body`, all), kind !== "creditNote");
  }
  await deliverMail({
    to,
    subject,
    text,
    attachments: attachment
      ? [
          {
            filename: attachment.name,
            content: attachment.file.toString("base64"),
            encoding: "base64",
            contentType: "application/pdf",
          },
        ]
      : [],
  });
  await recordSent(invoice, payload, to);
  return { kind: "sent", recipient: to, subject };
};

/** The history line and the audit entry of an email sent (on the invoice a credit note corrects, too). */
async function recordSent(invoice: IssuedInvoice, payload: MailPayload, to: string): Promise<void> {
  const kind = payload.purpose === "reminder" ? "reminded" : payload.purpose === "receipt" ? "receipt" : "emailed";
  const detail = { to, number: invoice.number, ...(payload.sentBy ? { by: payload.sentBy } : {}) };
  await db().transaction(async (tx) => {
    await addEvent(tx, invoice.id, kind, null, detail);
    if (invoice.correctsId) await addEvent(tx, invoice.correctsId, kind, null, detail);
    await recordAudit(tx, {
      actor: null,
      address: null,
      action: "send",
      entity: "invoice",
      entityId: invoice.id,
      after: { email: payload.purpose, to },
    });
  });
}

export const invoiceMailHandlers: JobHandlers = { invoiceMail: sendInvoiceMail };
