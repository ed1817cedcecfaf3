/**
 * The loaders' and actions' halves of the billing screens (admins only): the role, the form kit, one server call,
 * and the answer (a redirect with its toast, or the refusal with its message and status).
 */
import { data } from "react-router";
import { z } from "zod";
import {
  creditNoteFields,
  creditNoteSchema,
  goneMessages,
  invoiceEditSchema,
  invoiceFields,
  invoiceSchema,
  lineLists,
  paymentFields,
  paymentSchema,
  reportingSchema,
} from "~/lib/billing/invoices";
import { billingRulesFrom } from "~/lib/billing/settings";
import type { FormFailure } from "~/lib/forms";
import { currencyFrom, formatMoney } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import {
  billingToday,
  createCreditNote,
  createDraft,
  deleteDraft,
  getInvoice,
  issueInvoice,
  recordPayment,
  sendReceipt,
  sendReminderNow,
  updateDraft,
} from "~/server/billing/invoices.server";
import { setInvoiceReporting } from "~/server/billing/invoice-reporting.server";
import { organizationChoice } from "~/server/clients/organizations.server";
import { contractSources, workshopSources } from "~/server/billing/line-sources.server";
import { receiveForm } from "~/server/forms/forms.server";
import type { RequestArgs } from "~/server/front/request-context.server";
import { serverT } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import type { Language } from "~/lib/i18n";
import type { Invoice } from "~/server/db/schema";
import { versionSchema } from "~/lib/versions";

const versionOnly = z.object({ version: versionSchema });

export type BillingResult = FormFailure<string, "invoice" | "issue" | "delete" | "payment" | "creditNote" | "page">;

const success = "backOffice.toast.success";
const notFound = { key: "backOffice.errors.notFound" };
const issuedError = (number: string | null) => ({ key: "billing.errors.issued", values: { number: number ?? "" } });

/**
 * What the invoice editor needs besides the draft: the defaults, the workshops (with the one the draft is for) and
 * the organization's contracts.
 */
export async function editorChoices(lang: Language, organizationId: string | null, workshopId: string | null = null) {
  const [settings, workshops, contracts, organization] = await Promise.all([
    getSettingValues(),
    workshopSources(billingToday(), lang, workshopId),
    organizationId ? contractSources(organizationId) : Promise.resolve([]),
    organizationChoice(organizationId),
  ]);
  const rules = billingRulesFrom(settings);
  return {
    defaults: { currency: currencyFrom(settings.currency), vatRate: rules.vatRate },
    workshops,
    contracts,
    organization,
  };
}

/**
 * The invoice a dialog acts on, asked for by its own loader too (a client-side navigation may call the dialog's
 * loader alone): not found unless it exists and is in a state the dialog can act on.
 */
export async function dialogInvoice(id: string | undefined, accepts: (invoice: Invoice) => boolean): Promise<Invoice> {
  const invoice = isUuid(id) ? await getInvoice(id) : undefined;
  if (!invoice || !accepts(invoice)) throw data(null, { status: 404 });
  return invoice;
}

const editorForm = { id: "invoice" as const, fields: invoiceFields, lists: lineLists };

export async function createInvoiceAction({ request, context }: RequestArgs) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { ...editorForm, schema: invoiceSchema });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  const outcome = await createDraft(received.data, source);
  if (outcome.kind !== "created")
    return refuseForm("invoice", 404, { key: goneMessages[outcome.kind] }, received.values);
  return redirectWithToast(`/admin/billing/${outcome.id}`, { title: success, description: "billing.toast.created" });
}

export async function updateInvoiceAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    ...editorForm,
    fields: [...invoiceFields, "version"],
    schema: invoiceEditSchema,
  });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  const { version, ...input } = received.data;
  const outcome = isUuid(id) ? await updateDraft(id, input, version, source) : { kind: "notFound" as const };
  switch (outcome.kind) {
    case "saved":
      return redirectWithToast(`/admin/billing/${id}`, { title: success, description: "billing.toast.updated" });
    case "notFound":
      return refuseForm("invoice", 404, notFound, received.values);
    case "organizationNotFound":
    case "workshopNotFound":
      return refuseForm("invoice", 404, { key: goneMessages[outcome.kind] }, received.values);
    case "stale":
      return refuseForm("invoice", 409, { key: "backOffice.errors.stale" }, received.values);
    case "issued":
      return refuseForm("invoice", 409, issuedError(outcome.number), received.values);
  }
}

export async function deleteInvoiceAction({ request, context }: RequestArgs, id: string | undefined) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const outcome = isUuid(id) ? await deleteDraft(id, source) : { kind: "notFound" as const };
  if (outcome.kind === "notFound") return refuseForm("delete", 404, notFound);
  if (outcome.kind === "issued") return refuseForm("delete", 409, issuedError(outcome.number));
  return redirectWithToast("/admin/billing", { title: success, description: "billing.toast.deleted" });
}

export async function issueInvoiceAction({ request, context }: RequestArgs, id: string | undefined, lang: Language) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { id: "issue", schema: versionOnly, fields: ["version"] });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  const outcome = isUuid(id) ? await issueInvoice(id, received.data.version, source) : { kind: "notFound" as const };
  switch (outcome.kind) {
    case "issued":
      return redirectWithToast(`/admin/billing/${id}`, {
        title: success,
        description: "billing.toast.issued",
        values: { number: outcome.number },
      });
    case "notFound":
      return refuseForm("issue", 404, notFound);
    case "stale":
      return refuseForm("issue", 409, { key: "backOffice.errors.stale" });
    case "issued-already":
      return refuseForm("issue", 409, issuedError(outcome.number));
    case "noLines":
      return refuseForm("issue", 409, { key: "billing.errors.issueNoLines" });
    case "sellerIncomplete":
      return refuseForm("issue", 409, sellerIncompleteError(lang, outcome.missing));
  }
}

/** Why a document cannot be issued or sent yet: the agency's legal mentions it still lacks, by their labels. */
export function sellerIncompleteError(lang: Language, missingFields: string[]) {
  const t = serverT(lang);
  const missing = missingFields.map((key) => t(`cms.settings.labels.${key}` as never)).join(", ");
  return { key: "billing.errors.sellerIncomplete", values: { missing } };
}

/** The invoice's amounts in its currency, for the messages. */
function money(invoice: Pick<Invoice, "currency">, amount: string): string {
  return formatMoney(amount, currencyFrom(invoice.currency));
}

export async function paymentAction({ request, context }: RequestArgs, id: string | undefined, lang: Language) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, { id: "payment", schema: paymentSchema, fields: paymentFields });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  const invoice = isUuid(id) ? await getInvoice(id) : undefined;
  const outcome = invoice ? await recordPayment(invoice.id, received.data, source) : { kind: "notFound" as const };
  const refuse = (status: 404 | 409, key: string, values?: Record<string, string>) =>
    refuseForm("payment", status, { key, values }, received.values);
  switch (outcome.kind) {
    case "recorded":
      return redirectWithToast(`/admin/billing/${id}`, {
        title: success,
        description: "billing.toast.paymentRecorded",
      });
    case "notFound":
      return refuse(404, notFound.key);
    case "notPayable":
      return refuse(409, "billing.errors.notPayable", { status: serverT(lang)(`billing.views.${outcome.status}`) });
    case "overpaid":
      return refuse(409, "billing.errors.overpaid", { balance: money(invoice!, outcome.balance) });
    case "future":
      return refuse(409, "billing.errors.future");
    case "wholeFrancs":
      return refuse(409, "billing.errors.wholeFrancsPayment");
    case "beforeIssue":
      return refuse(409, "billing.errors.beforeIssue", { date: outcome.issueDate });
  }
}

export async function creditNoteAction({ request, context }: RequestArgs, id: string | undefined, lang: Language) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "creditNote",
    schema: creditNoteSchema,
    fields: creditNoteFields,
    lists: ["lineIds"],
  });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  const invoice = isUuid(id) ? await getInvoice(id) : undefined;
  const outcome = invoice ? await createCreditNote(invoice.id, received.data, source) : { kind: "notFound" as const };
  const refuse = (status: 404 | 409, key: string, values?: Record<string, string>) =>
    refuseForm("creditNote", status, { key, values }, received.values, { lineIds: received.data.lineIds });
  switch (outcome.kind) {
    case "credited":
      return redirectWithToast(`/admin/billing/${id}`, {
        title: success,
        description: "billing.toast.credited",
        values: { number: outcome.number },
      });
    case "notFound":
      return refuse(404, notFound.key);
    case "lineNotFound":
      return refuse(409, "billing.errors.creditLines");
    case "nothingLeft":
      return refuse(409, "billing.errors.nothingLeft");
    case "notCreditable":
      return refuse(409, "billing.errors.notCreditable", { status: serverT(lang)(`billing.views.${outcome.status}`) });
    case "exceedsBalance":
      return refuse(409, "billing.errors.exceedsBalance", {
        amount: money(invoice!, outcome.amount),
        balance: money(invoice!, outcome.balance),
      });
    case "sellerIncomplete": {
      const t = serverT(lang);
      const missing = outcome.missing.map((key) => t(`cms.settings.labels.${key}` as never)).join(", ");
      return refuse(409, "billing.errors.sellerIncomplete", { missing });
    }
  }
}

const pageIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remind") }),
  z.object({ intent: z.literal("receipt"), paymentId: z.uuid("backOffice.errors.notFound") }),
  reportingSchema.extend({ intent: z.literal("reporting") }),
]);

/**
 * The invoice page's own forms: send a reminder now, email a payment's receipt again, and correct what the invoice
 * sells (its service and workshop, for the reports).
 */
export async function invoicePageAction({ request, context }: RequestArgs, id: string | undefined, lang: Language) {
  const source = auditSource(request, await requireRole({ request, context }, "admin", { action: true }));
  const received = await receiveForm(request, {
    id: "page",
    schema: pageIntents,
    fields: ["intent", "paymentId", "service", "workshopId"],
    invalidKey: "backOffice.errors.notFound",
  });
  if (received.kind === "refused") return data<BillingResult>(received.failure, received.init);
  if (!isUuid(id)) return refuseForm("page", 404, notFound);
  const page = `/admin/billing/${id}`;
  if (received.data.intent === "reporting") {
    const { intent: _, ...reporting } = received.data;
    const outcome = await setInvoiceReporting(id, reporting, source);
    if (outcome.kind === "saved")
      return redirectWithToast(page, { title: success, description: "billing.toast.reporting" });
    if (outcome.kind === "notFound") return refuseForm("page", 404, notFound, received.values);
    return refuseForm("page", 404, { key: goneMessages[outcome.kind] }, received.values);
  }
  if (received.data.intent === "remind") {
    const outcome = await sendReminderNow(id, source);
    if (outcome.kind === "queued")
      return redirectWithToast(page, { title: success, description: "billing.toast.reminderQueued" });
    if (outcome.kind === "notFound") return refuseForm("page", 404, notFound);
    if (outcome.kind === "noAddress") return refuseForm("page", 409, { key: "billing.errors.noAddress" });
    return refuseForm("page", 409, {
      key: "billing.errors.nothingDue",
      values: { status: serverT(lang)(`billing.views.${outcome.status}`) },
    });
  }
  const outcome = await sendReceipt(id, received.data.paymentId, source);
  if (outcome.kind === "queued")
    return redirectWithToast(page, { title: success, description: "billing.toast.receiptQueued" });
  if (outcome.kind === "notFound") return refuseForm("page", 404, notFound);
  return refuseForm("page", 409, { key: "billing.errors.noAddress" });
}
