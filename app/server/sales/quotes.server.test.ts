/**
 * Quotes against a real database, each test from empty quote tables: drafts, sending (the quotes' own yearly
 * series, frozen parties, the email queued), the client's answer (once, while valid; accepting wins the deal),
 * the invoices an accepted quote becomes (in full, or a deposit and the balance that add up exactly), the signed
 * link and what each scope may read, and the PDF.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InvoiceLineData } from "~/lib/billing/invoices";
import { toHundredths } from "~/lib/billing/money";
import { addDays, quotesTable, type QuoteInput } from "~/lib/sales/quotes";
import { expectMentions, readPdf } from "../../../tests/support/pdf-text";
import { createDeal, createOrganization, createUser, setSiteSettings } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import type { AuditSource } from "../audit/audit.server";
import { billingToday, linesOf, getInvoice } from "../billing/invoices.server";
import { db } from "../db/client.server";
import {
  auditLog,
  deals,
  documentSeries,
  invoices,
  organizationClients,
  organizations,
  outbox,
  quoteLines,
  quotes,
  siteSettings,
} from "../db/schema";
import { runPass } from "../outbox/queue.server";
import { deleteOrganization, updateOrganization } from "../clients/organizations.server";
import { mailsTo } from "../../../tests/support/mailbox";
import { quoteAnswerToken, quoteMailHandlers, quoteOfAnswerToken, quotePdf, readableQuote } from "./quote-mail.server";
import {
  createQuote,
  deleteQuote,
  getQuote,
  invoiceQuote,
  listQuotes,
  respondToQuote,
  sendQuote,
  updateQuote,
} from "./quotes.server";

const database = setUpTestDatabase();

const BILLING_SETTINGS = {
  legal_name: "Faso Futures SARL",
  legal_form: "SARL",
  rccm: "BF-OUA-2024-B-1234",
  ifu: "00012345A",
  tax_regime: "RNI",
  tax_office: "DGE Ouagadougou",
  currency: "XOF",
  vat_rate: "18",
};

let staff: AuditSource;

beforeAll(async () => {
  const account = await createUser({ role: "admin", firstName: "Issa", lastName: "Traoré" });
  staff = { actor: { id: account.id, email: account.email }, address: null };
});

beforeEach(async () => {
  await db().execute(
    sql`truncate ${quotes}, ${quoteLines}, ${invoices}, ${documentSeries}, ${outbox}, ${siteSettings} cascade`,
  );
  await setSiteSettings(BILLING_SETTINGS);
});

const today = billingToday();
const line = (
  description: string,
  quantity: string,
  unitPrice: string,
  vatRate: string | null = "18",
): InvoiceLineData => ({
  description,
  quantity,
  unitPrice,
  vatRate,
});

function input(values: Partial<QuoteInput> = {}): QuoteInput {
  return {
    organizationId: null,
    personName: values.organizationId ? null : "Awa Ouédraogo",
    personEmail: values.organizationId ? null : "awa@example.org",
    personAddress: null,
    language: "fr",
    currency: "XOF",
    subject: "Atelier de prospective",
    purchaseOrder: null,
    notes: null,
    service: null,
    workshopId: null,
    lines: [line("Atelier (2 jours)", "2", "1500000"), line("Synthèse", "1", "500000", null)],
    validUntil: addDays(today, 30),
    dealId: null,
    ...values,
  };
}

async function draft(values: Partial<QuoteInput> = {}): Promise<string> {
  const outcome = await createQuote(input(values), staff);
  if (outcome.kind !== "created") throw new Error(`no draft: ${outcome.kind}`);
  return outcome.id;
}

async function sent(values: Partial<QuoteInput> = {}): Promise<string> {
  const id = await draft(values);
  const outcome = await sendQuote(id, (await getQuote(id))!.updatedAt, staff);
  if (outcome.kind !== "sent") throw new Error(`not sent: ${outcome.kind}`);
  return id;
}

const accept = { intent: "accept" as const, responderName: "Mariam Sawadogo", comment: "Bon pour accord" };

describe("drafts", () => {
  it("are written with their lines and totals, edited at their version, and deleted", async () => {
    const id = await draft();
    const quote = (await getQuote(id))!;
    expect(quote).toMatchObject({ status: "draft", number: null, clientName: "Awa Ouédraogo", totalHt: "3500000.00" });
    // 3 000 000 at 18 % and 500 000 exempt.
    expect(quote.totalTtc).toBe("4040000.00");

    const changed = input({ subject: "Nouveau sujet", lines: [line("Atelier", "1", "1000000")] });
    expect(await updateQuote(id, changed, new Date(0), staff)).toEqual({ kind: "stale" });
    expect(await updateQuote(id, changed, quote.updatedAt, staff)).toEqual({ kind: "saved" });
    const lines = await db().select().from(quoteLines).where(eq(quoteLines.quoteId, id));
    expect(lines.map((row) => row.description)).toEqual(["Atelier"]);

    expect(await deleteQuote(id, staff)).toEqual({ kind: "deleted" });
    expect(await getQuote(id)).toBeUndefined();
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
  });

  it("follow their organization's new name, and keep it from being deleted while they exist", async () => {
    const organization = await createOrganization({ name: "Ancien nom" });
    const id = await draft({ organizationId: organization.id, personName: null });
    const version = (await db().select().from(organizations).where(eq(organizations.id, organization.id)))[0]!;
    const renamed = { name: "Nouveau nom", country: null, tags: [] };
    expect(await updateOrganization(organization.id, renamed, version.updatedAt, staff)).toEqual({ kind: "saved" });
    expect((await getQuote(id))!.clientName).toBe("Nouveau nom");
    expect(await deleteOrganization(organization.id, staff)).toMatchObject({ kind: "blocked", quotes: 1 });
    await deleteQuote(id, staff);
    expect(await deleteOrganization(organization.id, staff)).toMatchObject({ kind: "deleted" });
  });

  it("refuse an organization or a deal that does not exist, writing nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await createQuote(input({ organizationId: missing, personName: null }), staff)).toEqual({
      kind: "organizationNotFound",
    });
    expect(await createQuote(input({ dealId: missing }), staff)).toEqual({ kind: "dealNotFound" });
    expect(await db().select().from(quotes)).toEqual([]);
  });
});

describe("sending", () => {
  it("numbers quotes in their own yearly series, freezes the client and queues the email with its link", async () => {
    const organization = await createOrganization({ name: "ISSP", billingEmail: "compta@issp.example", ifu: "1234X" });
    const first = await sent({ organizationId: organization.id, personName: null, personEmail: null });
    const second = await sent();
    const year = today.slice(0, 4);
    expect((await getQuote(first))!.number).toBe(`D-${year}-0001`);
    expect((await getQuote(second))!.number).toBe(`D-${year}-0002`);
    // The invoices' series is untouched: a quote is never an invoice.
    expect(await db().select().from(documentSeries)).toEqual([{ kind: "quote", year: Number(year), lastNumber: 2 }]);

    // Renaming the organization afterwards changes nothing on the sent quote.
    await db().update(organizations).set({ name: "ISSP renamed" }).where(eq(organizations.id, organization.id));
    const frozen = (await getQuote(first))!;
    expect(frozen).toMatchObject({ status: "sent", issueDate: today, client: { name: "ISSP", ifu: "1234X" } });
    expect(frozen.seller).toMatchObject({ legalName: "Faso Futures SARL" });

    const mails = await db().select().from(outbox).where(eq(outbox.kind, "quoteMail"));
    expect(mails.map((row) => [row.recipient, row.payload.quoteId])).toEqual(
      expect.arrayContaining([
        ["compta@issp.example", first],
        ["awa@example.org", second],
      ]),
    );
    // Sent once: never edited nor deleted again.
    expect(await sendQuote(first, frozen.updatedAt, staff)).toEqual({ kind: "notDraft", number: frozen.number });
    expect(await deleteQuote(first, staff)).toEqual({ kind: "notDraft", number: frozen.number });
    expect(await updateQuote(first, input(), frozen.updatedAt, staff)).toEqual({
      kind: "notDraft",
      number: frozen.number,
    });
  });

  it("is refused while the agency's legal identity is incomplete, when stale, or past the validity date", async () => {
    const id = await draft();
    const { updatedAt } = (await getQuote(id))!;
    expect(await sendQuote(id, new Date(0), staff)).toEqual({ kind: "stale" });
    await db().update(siteSettings).set({ settingValue: "" }).where(eq(siteSettings.settingKey, "rccm"));
    expect(await sendQuote(id, updatedAt, staff)).toEqual({ kind: "sellerIncomplete", missing: ["rccm"] });
    await db()
      .update(siteSettings)
      .set({ settingValue: "BF-OUA-2024-B-1234" })
      .where(eq(siteSettings.settingKey, "rccm"));
    const tomorrow = new Date(Date.now() + 40 * 86_400_000);
    expect(await sendQuote(id, updatedAt, staff, tomorrow)).toEqual({ kind: "validityPast" });
    expect((await getQuote(id))!.status).toBe("draft");
  });

  it("without an address numbers the quote and queues nothing", async () => {
    const id = await draft({ personEmail: null });
    expect(await sendQuote(id, (await getQuote(id))!.updatedAt, staff)).toMatchObject({ kind: "sent", emailed: false });
    expect(await db().select().from(outbox).where(eq(outbox.kind, "quoteMail"))).toEqual([]);
  });
});

describe("the client's answer", () => {
  it("accepts once, records who answered, wins the deal and tells the author", async () => {
    const organization = await createOrganization();
    const deal = await createDeal({ organizationId: organization.id, stage: "proposal_sent" });
    const id = await sent({ organizationId: organization.id, personName: null, dealId: deal.id });
    const outcome = await respondToQuote(id, accept, null);
    expect(outcome).toMatchObject({ kind: "accepted" });
    expect(await getQuote(id)).toMatchObject({
      status: "accepted",
      responderName: "Mariam Sawadogo",
      responseComment: "Bon pour accord",
    });
    const [won] = await db().select().from(deals).where(eq(deals.id, deal.id));
    expect(won).toMatchObject({ stage: "won" });
    expect(won!.closedAt).not.toBeNull();
    expect(await db().select().from(outbox).where(eq(outbox.kind, "quoteAnswered"))).toHaveLength(1);

    expect(await respondToQuote(id, { ...accept, intent: "decline" }, null)).toEqual({
      kind: "answered",
      status: "accepted",
    });
  });

  it("is refused on a draft, an unknown quote and an expired one", async () => {
    const draftId = await draft();
    expect(await respondToQuote(draftId, accept, null)).toEqual({ kind: "notFound" });
    expect(await respondToQuote("00000000-0000-4000-8000-000000000000", accept, null)).toEqual({
      kind: "notFound",
    });
    const id = await sent({ validUntil: today });
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await respondToQuote(id, accept, null, later)).toEqual({ kind: "expired" });
    expect((await getQuote(id))!.status).toBe("sent");
    const [expired] = (await listQuotes({ ...quotesTable.defaults, status: "expired" }, 20, addDays(today, 2))).rows;
    expect(expired).toMatchObject({ id, view: "expired" });
  });
});

describe("the invoices of an accepted quote", () => {
  it("in full: a draft invoice with the quote's lines and what it sells, once", async () => {
    const id = await sent({ service: "future-thinking" });
    expect(await invoiceQuote(id, { scope: "full", depositPercent: null }, staff)).toEqual({ kind: "notAccepted" });
    await respondToQuote(id, accept, null);
    const outcome = await invoiceQuote(id, { scope: "full", depositPercent: null }, staff);
    if (outcome.kind !== "created") throw new Error(outcome.kind);
    const invoice = (await getInvoice(outcome.invoiceId))!;
    const quote = (await getQuote(id))!;
    expect(invoice).toMatchObject({
      status: "draft",
      kind: "invoice",
      totalTtc: quote.totalTtc,
      number: null,
      service: "future-thinking",
    });
    expect((await linesOf(invoice.id)).map((row) => row.description)).toEqual(["Atelier (2 jours)", "Synthèse"]);
    expect(quote.invoiceId).toBe(invoice.id);
    expect(await invoiceQuote(id, { scope: "full", depositPercent: null }, staff)).toEqual({
      kind: "invoiced",
      invoiceId: invoice.id,
    });
  });

  it("a deposit, then the balance: per VAT rate, adding up exactly to the quote", async () => {
    const id = await sent({ lines: [line("Atelier", "1", "1000001"), line("Frais", "1", "333333", null)] });
    await respondToQuote(id, accept, null);
    const deposit = await invoiceQuote(id, { scope: "deposit", depositPercent: 30 }, staff);
    expect(deposit).toMatchObject({ kind: "created", part: "deposit" });
    // The balance comes next, whatever the form asks.
    const balance = await invoiceQuote(id, { scope: "deposit", depositPercent: 50 }, staff);
    expect(balance).toMatchObject({ kind: "created", part: "balance" });
    if (deposit.kind !== "created" || balance.kind !== "created") throw new Error("no invoices");
    const quote = (await getQuote(id))!;
    expect(quote).toMatchObject({
      depositPercent: 30,
      depositInvoiceId: deposit.invoiceId,
      invoiceId: balance.invoiceId,
    });

    const depositLines = await linesOf(deposit.invoiceId);
    expect(depositLines.map((row) => [row.description, row.unitPrice, row.vatRate])).toEqual([
      [`Acompte de 30 % sur le devis ${quote.number}`, "300000.00", "18.00"],
      [`Acompte de 30 % sur le devis ${quote.number}`, "100000.00", null],
    ]);
    const ht = async (invoiceId: string) => toHundredths((await getInvoice(invoiceId))!.totalHt);
    expect((await ht(deposit.invoiceId)) + (await ht(balance.invoiceId))).toBe(toHundredths(quote.totalHt));
    expect(await invoiceQuote(id, { scope: "full", depositPercent: null }, staff)).toMatchObject({ kind: "invoiced" });
  });
});

describe("the emails", () => {
  it("send the client the quote's PDF and its link, then tell its author the answer", async () => {
    const author = await createUser({ role: "admin", email: `author-${Date.now()}@example.org` });
    const by = { actor: { id: author.id, email: author.email }, address: null };
    const outcome = await createQuote(input({ personEmail: "client.quote@example.org" }), by);
    if (outcome.kind !== "created") throw new Error(outcome.kind);
    await sendQuote(outcome.id, (await getQuote(outcome.id))!.updatedAt, by);
    await runPass(quoteMailHandlers);
    const number = (await getQuote(outcome.id))!.number!;
    const [mail] = mailsTo(database.mailDir, "client.quote@example.org");
    expect(mail!.subject).toContain(`Devis ${number}`);
    expect(mail!.text).toContain(`/quotes/${quoteAnswerToken(outcome.id)}`);
    expect(mail!.attachments.map((file) => [file.filename, file.contentType.split(";")[0]])).toEqual([
      [`${number}.pdf`, "application/pdf"],
    ]);

    await respondToQuote(outcome.id, accept, null);
    await runPass(quoteMailHandlers);
    const [told] = mailsTo(database.mailDir, author.email);
    expect(told!.subject).toBe(`Devis ${number} accepté par Awa Ouédraogo`);
    expect(told!.text).toContain("Mariam Sawadogo");
    expect(told!.text).toContain(`/admin/sales/quotes/${outcome.id}`);
  });
});

describe("who reads a quote", () => {
  it("the signed link opens its own quote only; a client reads its organization's; nobody reads a draft", async () => {
    const organization = await createOrganization();
    const other = await createOrganization();
    const client = await createUser({ role: "client" });
    const stranger = await createUser({ role: "client" });
    await db()
      .insert(organizationClients)
      .values([
        { userId: client.id, organizationId: organization.id },
        { userId: stranger.id, organizationId: other.id },
      ]);
    const id = await sent({ organizationId: organization.id, personName: null });
    const draftId = await draft({ organizationId: organization.id, personName: null });

    const token = quoteAnswerToken(id);
    expect(quoteOfAnswerToken(token)).toBe(id);
    expect(quoteOfAnswerToken(`${draftId}.${token.split(".")[1]}`)).toBeNull();
    expect(quoteOfAnswerToken("not-a-token")).toBeNull();
    expect((await readableQuote({ kind: "token", token }))?.id).toBe(id);
    expect(await readableQuote({ kind: "token", token: quoteAnswerToken(draftId) })).toBeNull();

    expect((await readableQuote({ kind: "client", userId: client.id, quoteId: id }))?.id).toBe(id);
    expect(await readableQuote({ kind: "client", userId: stranger.id, quoteId: id })).toBeNull();
    expect(await readableQuote({ kind: "client", userId: client.id, quoteId: draftId })).toBeNull();
    expect(await readableQuote({ kind: "staff", quoteId: "nope" })).toBeNull();

    const scoped = await listQuotes(quotesTable.defaults, 20, today, { organizationId: organization.id });
    expect(scoped.rows.map((row) => row.id)).toEqual([id]);
  });

  it("its PDF says what it is: a quote, its number, its validity and how to accept it, never an invoice", async () => {
    const id = await sent();
    const quote = (await getQuote(id))!;
    const { text } = await readPdf(
      "quote",
      quotePdf(quote).then((pdf) => pdf!.file),
    );
    expectMentions(text, ["DEVIS", quote.number!, "Valable jusqu'au", "Arrêté le présent devis", "Acceptation"]);
    expect(text).not.toContain("FACTURE");
    expect(await quotePdf((await getQuote(await draft()))!)).toBeNull();
  });
});
