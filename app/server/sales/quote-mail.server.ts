/**
 * A quote's documents and emails: its PDF (what was frozen when it was sent), the signed link through which the
 * client answers it, the email that carries both (composed when the outbox runs it, in the quote's language), and
 * the note to the staff member who wrote it once the client has answered.
 */
import { eq } from "drizzle-orm";
import type { InvoiceDocument } from "~/lib/billing/document";
import { documentLines } from "~/lib/billing/money";
import { isUuid } from "~/lib/ids";
import { currencyFrom, formatLongDate, formatMoney } from "~/lib/format";
import { recordAudit } from "../audit/audit.server";
import { renderInvoicePdf } from "../billing/pdf.server";
import { db } from "../db/client.server";
import { user, type Quote, type QuoteLine } from "../db/schema";
import { serverT, siteLink } from "../i18n.server";
import { deliverMail } from "../outbox/mail.server";
import type { JobHandler, JobHandlers, JobResult } from "../outbox/queue.server";
import { signToken, verifyToken } from "../signed-tokens.server";
import { notFound, pdfResponse } from "../billing/pdf-answers.server";
import { clientOrganizationOf, getQuote, isSent, quoteAddressOf, quoteLinesOf, type SentQuote } from "./quotes.server";

/**
 * The token of a quote's answer page: `<quote id>.<signature>`, so the link (and the PDF's QR code) is all the
 * client needs; nothing is stored, and no other kind of token opens it.
 */
export function quoteAnswerToken(quoteId: string): string {
  return `${quoteId}.${signToken("quote-answer", quoteId)}`;
}

/** The quote a token names, when its signature holds; null for anything else. */
export function quoteOfAnswerToken(token: string | undefined): string | null {
  const [quoteId, signature, ...rest] = (token ?? "").split(".");
  if (rest.length > 0 || !quoteId || !isUuid(quoteId)) return null;
  return verifyToken("quote-answer", quoteId, signature) ? quoteId : null;
}

export function quoteAnswerUrl(quote: Pick<Quote, "id" | "language">): string {
  return siteLink(`/quotes/${quoteAnswerToken(quote.id)}`, quote.language);
}

function quoteDocument(quote: SentQuote, lines: readonly QuoteLine[]): InvoiceDocument {
  const currency = currencyFrom(quote.currency);
  return {
    kind: "quote",
    language: quote.language,
    number: quote.number,
    issueDate: quote.issueDate,
    dueDate: null,
    validUntil: quote.validUntil,
    currency,
    subject: quote.subject,
    purchaseOrder: quote.purchaseOrder,
    notes: quote.notes,
    seller: quote.seller,
    client: quote.client,
    lines: documentLines(lines, currency),
    totals: quote.totals,
    corrects: null,
    verifyUrl: quoteAnswerUrl(quote),
  };
}

/** The PDF of a sent quote; null for a draft. */
export async function quotePdf(quote: Quote): Promise<{ file: Buffer; name: string } | null> {
  if (!isSent(quote)) return null;
  const file = await renderInvoicePdf(quoteDocument(quote, await quoteLinesOf(quote.id)));
  return { file, name: `${quote.number}.pdf` };
}

/** Who asks for a quote: staff (any), a client account (its organization's), or the holder of its signed link. */
export type QuoteScope =
  | { kind: "staff"; quoteId: string | undefined }
  | { kind: "client"; userId: string; quoteId: string | undefined }
  | { kind: "token"; token: string | undefined };

/** The sent quote a request may read; null for a draft, another organization's, or anything else. */
export async function readableQuote(scope: QuoteScope): Promise<SentQuote | null> {
  const id = scope.kind === "token" ? quoteOfAnswerToken(scope.token) : isUuid(scope.quoteId) ? scope.quoteId : null;
  const quote = id ? await getQuote(id) : undefined;
  if (!quote || !isSent(quote)) return null;
  if (scope.kind !== "client") return quote;
  const organizationId = await clientOrganizationOf(scope.userId);
  return organizationId && quote.organizationId === organizationId ? quote : null;
}

/** The PDF route's answer: the file, or the same plain 404 for what does not exist and what may not be read. */
export async function quotePdfAnswer(scope: QuoteScope): Promise<Response> {
  const quote = await readableQuote(scope);
  const pdf = quote ? await quotePdf(quote) : null;
  return pdf ? pdfResponse(pdf) : notFound();
}

const sendQuoteMail: JobHandler = async (job): Promise<JobResult> => {
  const quote = await getQuote(String(job.payload.quoteId));
  if (!quote || !isSent(quote)) return { kind: "skipped", reason: "no sent quote" };
  const to = quoteAddressOf(quote);
  if (!to) return { kind: "skipped", reason: "no address" };
  const t = serverT(quote.language);
  const values = {
    name: quote.client.name,
    number: quote.number,
    subject: quote.subject,
    total: formatMoney(quote.totalTtc, currencyFrom(quote.currency)),
    validUntil: formatLongDate(quote.validUntil, quote.language),
    url: quoteAnswerUrl(quote),
    site: quote.seller.name,
  };
  const subject = t("quotes.mail.sent.subject", values);
  const pdf = await quotePdf(quote);
  await deliverMail({
    to,
    subject,
    text: t("quotes.mail.sent.body", values),
    attachments: pdf
      ? [
          {
            filename: pdf.name,
            content: pdf.file.toString("base64"),
            encoding: "base64",
            contentType: "application/pdf",
          },
        ]
      : [],
  });
  await db().transaction((tx) =>
    recordAudit(tx, {
      actor: null,
      address: null,
      action: "send",
      entity: "quote",
      entityId: quote.id,
      after: { email: "sent", to },
    }),
  );
  return { kind: "sent", recipient: to, subject };
};

/** Tells the staff member who wrote the quote how the client answered (nobody to tell when the account is gone). */
const sendAnsweredMail: JobHandler = async (job): Promise<JobResult> => {
  const quote = await getQuote(String(job.payload.quoteId));
  if (!quote || !isSent(quote) || !quote.createdBy) return { kind: "skipped", reason: "nobody to tell" };
  const [author] = await db()
    .select({ email: user.email, language: user.preferredLanguage })
    .from(user)
    .where(eq(user.id, quote.createdBy));
  if (!author) return { kind: "skipped", reason: "nobody to tell" };
  const t = serverT(author.language);
  const values = {
    number: quote.number,
    client: quote.client.name,
    name: quote.responderName ?? "",
    comment: quote.responseComment ?? "—",
    url: siteLink(`/admin/sales/quotes/${quote.id}`, author.language),
  };
  const answer = quote.status === "accepted" ? "accepted" : "declined";
  const subject = t(`quotes.mail.${answer}.subject`, values);
  await deliverMail({ to: author.email, subject, text: t(`quotes.mail.${answer}.body`, values) });
  return { kind: "sent", recipient: author.email, subject };
};

export const quoteMailHandlers: JobHandlers = { quoteMail: sendQuoteMail, quoteAnswered: sendAnsweredMail };
