/**
 * The loaders' and actions' halves of the quote screens (admins only): the role, the form kit, one server call,
 * and the answer (a redirect with its toast, or the refusal with its message and status).
 */
import { data } from "react-router";
import { z } from "zod";
import { EXEMPT, goneMessages, lineLists } from "~/lib/billing/invoices";
import { documentLines, plainDecimal } from "~/lib/billing/money";
import { currencyFrom } from "~/lib/format";
import { addDays, DEFAULT_VALIDITY_DAYS, quoteView } from "~/lib/sales/quotes";
import { versionOf } from "~/lib/versions";
import type { QuoteEditorValues } from "~/components/sales/quote-editor";
import { getDeal } from "~/server/sales/deals.server";
import type { FormFailure } from "~/lib/forms";
import type { Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import { quoteEditSchema, quoteInvoiceFields, quoteInvoiceSchema, quoteSchema } from "~/lib/sales/quotes";
import { invoiceFields } from "~/lib/billing/invoices";
import { versionSchema } from "~/lib/versions";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { billingToday, getInvoice } from "~/server/billing/invoices.server";
import type { Invoice, Quote } from "~/server/db/schema";
import { quoteAnswerUrl } from "~/server/sales/quote-mail.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import {
  createQuote,
  deleteQuote,
  getQuote,
  invoiceQuote,
  quoteLinesOf,
  sendQuote,
  updateQuote,
} from "~/server/sales/quotes.server";
import { editorChoices, sellerIncompleteError } from "../billing/billing.route.server";

export type QuoteResult = FormFailure<string, "quote" | "send" | "delete" | "invoice">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };
const notDraft = (number: string | null) => ({ key: "quotes.errors.notDraft", values: { number: number ?? "" } });
const quoteFields = [...invoiceFields, "validUntil", "dealId"] as const;
const editorForm = { id: "quote" as const, lists: lineLists };

/** The quote a dialog acts on, asked for by its own loader too: not found unless it is in a state the dialog acts on. */
export async function dialogQuote(id: string | undefined, accepts: (quote: Quote) => boolean): Promise<Quote> {
  const quote = isUuid(id) ? await getQuote(id) : undefined;
  if (!quote || !accepts(quote)) throw data(null, { status: 404 });
  return quote;
}

/**
 * A new quote's editor: started from a deal (its organization, its title as the subject, its value as a first
 * line, its currency) or from an organization's page, valid 30 days from today.
 */
export async function newQuoteEditor(lang: Language, search: URLSearchParams) {
  const dealId = search.get("deal") ?? undefined;
  const deal = isUuid(dealId) ? await getDeal(dealId) : null;
  const organizationId = deal?.organizationId ?? search.get("organization") ?? undefined;
  const choices = await editorChoices(lang, isUuid(organizationId) ? organizationId : null);
  const saved: QuoteEditorValues = {
    clientKind: "organization",
    organization: choices.organization,
    personName: "",
    personEmail: "",
    personAddress: "",
    language: lang,
    currency: deal ? currencyFrom(deal.currency) : choices.defaults.currency,
    subject: deal?.title ?? "",
    purchaseOrder: "",
    notes: "",
    // A quote priced from a deal sells the deal's service.
    service: deal?.service ?? "",
    workshopId: "",
    lines:
      deal && Number(deal.value) > 0
        ? [
            {
              description: deal.title,
              quantity: "1",
              unitPrice: plainDecimal(deal.value),
              vat: choices.defaults.vatRate,
            },
          ]
        : [],
    validUntil: addDays(billingToday(), DEFAULT_VALIDITY_DAYS),
    deal: deal ? { id: deal.id, title: deal.title } : null,
  };
  return { ...choices, saved, vatRates: editorRates(choices.defaults.vatRate, saved) };
}

/** A draft quote's editor, as saved. */
export async function quoteEditor(lang: Language, quote: Quote) {
  const [lines, choices, deal] = await Promise.all([
    quoteLinesOf(quote.id),
    editorChoices(lang, quote.organizationId, quote.workshopId),
    quote.dealId ? getDeal(quote.dealId) : Promise.resolve(null),
  ]);
  const saved: QuoteEditorValues = {
    clientKind: quote.organizationId ? "organization" : "person",
    organization: choices.organization,
    personName: quote.personName ?? "",
    personEmail: quote.personEmail ?? "",
    personAddress: quote.personAddress ?? "",
    language: quote.language,
    currency: currencyFrom(quote.currency),
    subject: quote.subject,
    purchaseOrder: quote.purchaseOrder ?? "",
    notes: quote.notes ?? "",
    service: quote.service ?? "",
    workshopId: quote.workshopId ?? "",
    lines: lines.map((line) => ({
      description: line.description,
      quantity: plainDecimal(line.quantity),
      unitPrice: plainDecimal(line.unitPrice),
      vat: line.vatRate === null ? EXEMPT : plainDecimal(line.vatRate),
    })),
    validUntil: quote.validUntil,
    deal: deal ? { id: deal.id, title: deal.title } : null,
  };
  return {
    ...choices,
    saved,
    vatRates: editorRates(choices.defaults.vatRate, saved),
    version: versionOf(quote.updatedAt),
  };
}

/** Everything a quote's page shows: the quote, its lines, its deal, the invoices it became and the client's link. */
export async function quotePage(id: string | undefined) {
  const quote = isUuid(id) ? await getQuote(id) : undefined;
  if (!quote) return null;
  const currency = currencyFrom(quote.currency);
  const [lines, deal, depositInvoice, invoice] = await Promise.all([
    quoteLinesOf(quote.id),
    quote.dealId ? getDeal(quote.dealId) : Promise.resolve(null),
    quote.depositInvoiceId ? getInvoice(quote.depositInvoiceId) : Promise.resolve(undefined),
    quote.invoiceId ? getInvoice(quote.invoiceId) : Promise.resolve(undefined),
  ]);
  const invoiceLink = (row: Invoice | undefined) => (row ? { id: row.id, number: row.number } : null);
  return {
    quote,
    view: quoteView(quote.status, quote.validUntil, billingToday()),
    currency,
    lines: documentLines(lines, currency),
    deal: deal ? { id: deal.id, title: deal.title } : null,
    depositInvoice: invoiceLink(depositInvoice),
    invoice: invoiceLink(invoice),
    answerUrl: quote.status === "draft" ? null : quoteAnswerUrl(quote),
    version: versionOf(quote.updatedAt),
  };
}

/** The VAT rates the editor offers: the settings' rate first, then those the lines already use. */
function editorRates(defaultRate: string, saved: QuoteEditorValues): string[] {
  return [...new Set([defaultRate, ...saved.lines.map((line) => line.vat).filter((rate) => rate !== EXEMPT)])];
}

const refusedDraft = (kind: keyof typeof goneMessages | "dealNotFound", values: Record<string, string>) =>
  refuseForm("quote", 404, { key: kind === "dealNotFound" ? "quotes.errors.dealGone" : goneMessages[kind] }, values);

export async function createQuoteAction({ request, context }: RequestArgs) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    ...editorForm,
    fields: quoteFields,
    schema: quoteSchema(billingToday()),
  });
  if (received.kind === "refused") return data<QuoteResult>(received.failure, received.init);
  const outcome = await createQuote(received.data, source);
  if (outcome.kind !== "created") return refusedDraft(outcome.kind, received.values);
  return redirectWithToast(`/admin/sales/quotes/${outcome.id}`, {
    title: success,
    description: "quotes.toast.created",
  });
}

export async function updateQuoteAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    ...editorForm,
    fields: [...quoteFields, "version"],
    schema: quoteEditSchema(billingToday()),
  });
  if (received.kind === "refused") return data<QuoteResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome = isUuid(id) ? await updateQuote(id, input, version, source) : { kind: "notFound" as const };
  switch (outcome.kind) {
    case "saved":
      return redirectWithToast(`/admin/sales/quotes/${id}`, { title: success, description: "quotes.toast.updated" });
    case "notFound":
      return refuseForm("quote", 404, notFound, received.values);
    case "organizationNotFound":
    case "workshopNotFound":
    case "dealNotFound":
      return refusedDraft(outcome.kind, received.values);
    case "stale":
      return refuseForm("quote", 409, { key: "backOffice.errors.stale" }, received.values);
    case "notDraft":
      return refuseForm("quote", 409, notDraft(outcome.number), received.values);
  }
}

export async function deleteQuoteAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(id) ? await deleteQuote(id, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("delete", 404, notFound);
  if (outcome.kind === "notDraft") return refuseForm("delete", 409, notDraft(outcome.number));
  return redirectWithToast("/admin/sales/quotes", { title: success, description: "quotes.toast.deleted" });
}

const versionOnly = z.object({ version: versionSchema });

export async function sendQuoteAction({ request, context }: RequestArgs, id: string | undefined, lang: Language) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { id: "send", schema: versionOnly, fields: ["version"] });
  if (received.kind === "refused") return data<QuoteResult>(received.failure, received.init);
  const outcome = isUuid(id) ? await sendQuote(id, received.data.version, source) : { kind: "notFound" as const };
  switch (outcome.kind) {
    case "sent":
      return redirectWithToast(`/admin/sales/quotes/${id}`, {
        title: success,
        description: outcome.emailed ? "quotes.toast.sent" : "quotes.toast.sentNoAddress",
        values: { number: outcome.number },
      });
    case "notFound":
      return refuseForm("send", 404, notFound);
    case "stale":
      return refuseForm("send", 409, { key: "backOffice.errors.stale" });
    case "notDraft":
      return refuseForm("send", 409, notDraft(outcome.number));
    case "noLines":
      return refuseForm("send", 409, { key: "billing.errors.issueNoLines" });
    case "validityPast":
      return refuseForm("send", 409, { key: "quotes.errors.validityPast" });
    case "sellerIncomplete":
      return refuseForm("send", 409, sellerIncompleteError(lang, outcome.missing));
  }
}

/** An accepted quote's invoice: in full or a deposit, then the balance; the draft invoice opens for review. */
export async function invoiceQuoteAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "invoice",
    schema: quoteInvoiceSchema,
    fields: quoteInvoiceFields,
  });
  if (received.kind === "refused") return data<QuoteResult>(received.failure, received.init);
  const outcome = isUuid(id) ? await invoiceQuote(id, received.data, source) : { kind: "notFound" as const };
  switch (outcome.kind) {
    case "created":
      return redirectWithToast(`/admin/billing/${outcome.invoiceId}`, {
        title: success,
        description: `quotes.toast.invoice.${outcome.part}`,
      });
    case "notFound":
      return refuseForm("invoice", 404, notFound, received.values);
    case "organizationNotFound":
    case "workshopNotFound":
      return refuseForm("invoice", 404, { key: goneMessages[outcome.kind] }, received.values);
    case "notAccepted":
      return refuseForm("invoice", 409, { key: "quotes.errors.notAccepted" }, received.values);
    case "invoiced":
      return refuseForm("invoice", 409, { key: "quotes.errors.invoiced" }, received.values);
  }
}
