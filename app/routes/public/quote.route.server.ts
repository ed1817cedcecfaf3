/**
 * A sent quote as its client reads and answers it: through the signed link of its email (no sign-in; the token is
 * the proof) or from the client dashboard (the organization's account). Both show the same page and post the same
 * answer; only how the quote is found differs.
 */
import { data } from "react-router";
import { documentLines } from "~/lib/billing/money";
import { currencyFrom, formatAgencyDateTime, formatLongDate } from "~/lib/format";
import type { FormFailure } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { quoteResponseFields, quoteResponseSchema, quoteView } from "~/lib/sales/quotes";
import { billingToday } from "~/server/billing/invoices.server";
import type { Quote } from "~/server/db/schema";
import { receiveForm } from "~/server/forms/forms.server";
import { isSent, quoteLinesOf, respondToQuote } from "~/server/sales/quotes.server";

const ANSWER_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

type AnswerField = (typeof quoteResponseFields)[number];
export type QuoteAnswerResult = { ok: true; kind: "accepted" | "declined" } | FormFailure<AnswerField, "answer">;

/** What the answer page shows of a sent quote; null for a draft. */
export async function quoteForClient(quote: Quote, lang: Language) {
  if (!isSent(quote)) return null;
  const currency = currencyFrom(quote.currency);
  const lines = await quoteLinesOf(quote.id);
  return {
    id: quote.id,
    number: quote.number,
    view: quoteView(quote.status, quote.validUntil, billingToday()),
    subject: quote.subject,
    seller: quote.seller.name,
    client: quote.client,
    issued: formatLongDate(quote.issueDate, lang),
    validUntil: formatLongDate(quote.validUntil, lang),
    currency,
    lines: documentLines(lines, currency),
    totals: quote.totals,
    notes: quote.notes,
    answer: quote.respondedAt
      ? {
          name: quote.responderName ?? "",
          at: formatAgencyDateTime(quote.respondedAt, lang),
          comment: quote.responseComment,
        }
      : null,
  };
}

const refusal = (status: 404 | 409, key: string, values?: Record<string, string>) =>
  data<QuoteAnswerResult>(
    { form: "answer", ok: false, values: {}, errors: {}, formError: { key, ...(values ? { values } : {}) } },
    { status },
  );

/** Records the client's answer to `quoteId` (`respondedBy`: the signed-in client account, when there is one). */
export async function answerQuoteAction(request: Request, quoteId: string | null, respondedBy: string | null) {
  if (!quoteId) return refusal(404, "quotes.answer.notFound");
  const received = await receiveForm(request, {
    id: "answer",
    schema: quoteResponseSchema,
    fields: quoteResponseFields,
    limits: [{ name: "quote-answer:ip", limit: ANSWER_RATE_LIMIT }],
    rateLimitedKey: "quotes.errors.rateLimited",
  });
  if (received.kind === "refused") return data<QuoteAnswerResult>(received.failure, received.init);
  const outcome = await respondToQuote(quoteId, received.data, respondedBy);
  switch (outcome.kind) {
    case "accepted":
    case "declined":
      return data<QuoteAnswerResult>({ ok: true, kind: outcome.kind });
    case "notFound":
      return refusal(404, "quotes.answer.notFound");
    case "expired":
      return refusal(409, "quotes.errors.expired");
    case "answered":
      return refusal(409, "quotes.errors.answered");
  }
}
