/**
 * Invoices and credit notes, each test from empty billing tables: drafts, issuing (the next number of the year's
 * series, taken in the issuing transaction, even for 20 issued at once), what an issued invoice freezes and what the
 * database refuses to change, payments, credit notes that add up exactly, the outbox rows, the history and audit
 * entries, and the public verification.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoicesTable, type InvoiceInput, type PaymentInput } from "~/lib/billing/invoices";
import { toHundredths } from "~/lib/billing/money";
import { addDays } from "~/lib/weeks";
import type { AuditSource } from "../audit/audit.server";
import { createOrganization, createUser, createWorkshop, setSiteSettings } from "../../../tests/support/factories";
import { updateOrganization } from "../clients/organizations.server";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { db } from "../db/client.server";
import {
  auditLog,
  documentSeries,
  invoiceEvents,
  invoiceLines,
  invoicePayments,
  invoices,
  organizations,
  outbox,
  siteSettings,
  workshops,
} from "../db/schema";
import {
  billingToday,
  createCreditNote,
  createDraft,
  deleteDraft,
  getInvoice,
  getInvoicePage,
  issueInvoice,
  linesOf,
  listInvoices,
  recordPayment,
  updateDraft,
  verifyDocument,
} from "./invoices.server";
import { setInvoiceReporting } from "./invoice-reporting.server";

setUpTestDatabase();

/** The agency's legal identity, the five mentions issuing needs, and the billing rules. */
const BILLING_SETTINGS = {
  legal_name: "Faso Futures SARL",
  legal_form: "SARL",
  rccm: "BF-OUA-2024-B-1234",
  ifu: "00012345A",
  tax_regime: "RNI",
  tax_office: "DGE Ouagadougou",
  currency: "XOF",
  vat_rate: "18",
  payment_terms_days: "45",
  // As staff may type them: out of order.
  reminder_days: "21,7",
};

let staff: AuditSource;

beforeAll(async () => {
  const account = await createUser({ role: "admin", firstName: "Issa", lastName: "Traoré" });
  staff = { actor: { id: account.id, email: account.email }, address: "198.51.100.7" };
});

beforeEach(async () => {
  // Each test starts with no document and empty series (so its first invoice is F-<year>-0001), and the settings
  // above. TRUNCATE fires no row trigger: the ones that keep issued invoices let a test's leftovers go.
  await db().execute(
    sql`truncate ${invoices}, ${invoiceLines}, ${invoicePayments}, ${invoiceEvents}, ${documentSeries}, ${outbox}, ${siteSettings} cascade`,
  );
  await setSiteSettings(BILLING_SETTINGS);
});

function setSetting(key: string, value: string) {
  return db().update(siteSettings).set({ settingValue: value }).where(eq(siteSettings.settingKey, key));
}

const line = (description: string, quantity: string, unitPrice: string, vatRate: string | null = "18") => ({
  description,
  quantity,
  unitPrice,
  vatRate,
});

/** A draft's editor input: a person's invoice in francs CFA for one workshop at 18 % unless told otherwise. */
function input(values: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    organizationId: null,
    personName: values.organizationId ? null : "Awa Ouédraogo",
    personEmail: null,
    personAddress: null,
    language: "fr",
    currency: "XOF",
    subject: "Atelier prospective",
    purchaseOrder: null,
    notes: null,
    service: null,
    workshopId: null,
    lines: [line("Atelier", "1", "100000")],
    ...values,
  };
}

async function draft(values: Partial<InvoiceInput> = {}): Promise<string> {
  const outcome = await createDraft(input(values), staff);
  if (outcome.kind !== "created") throw new Error(`no draft: ${outcome.kind}`);
  return outcome.id;
}

async function version(id: string): Promise<Date> {
  return (await getInvoice(id))!.updatedAt;
}

async function issue(id: string) {
  return issueInvoice(id, await version(id), staff);
}

/** A draft issued: its id and number. */
async function issued(values: Partial<InvoiceInput> = {}): Promise<{ id: string; number: string }> {
  const id = await draft(values);
  const outcome = await issue(id);
  if (outcome.kind !== "issued") throw new Error(`not issued: ${outcome.kind}`);
  return { id, number: outcome.number };
}

function client() {
  return createOrganization({
    name: "Ministère de l'Économie",
    legalName: "Ministère de l'Économie, des Finances et de la Prospective",
    billingAddress: "03 BP 7050 Ouagadougou 03",
    billingEmail: "factures@finances.example.bf",
    ifu: "00098765B",
    rccm: "BF-OUA-2001-A-0001",
  });
}

function payment(values: Partial<PaymentInput> = {}): PaymentInput {
  return {
    paidOn: billingToday(),
    amount: "0",
    method: "bank_transfer",
    reference: null,
    withheldVat: "0",
    withholdingCertificate: null,
    sendReceipt: false,
    ...values,
  };
}

const year = () => Number(billingToday().slice(0, 4));

function eventsOf(invoiceId: string) {
  return db()
    .select({ kind: invoiceEvents.kind, actorName: invoiceEvents.actorName, detail: invoiceEvents.detail })
    .from(invoiceEvents)
    .where(eq(invoiceEvents.invoiceId, invoiceId))
    .orderBy(asc(invoiceEvents.id));
}

function auditOf(entityId: string) {
  return db()
    .select({
      action: auditLog.action,
      entity: auditLog.entity,
      actorEmail: auditLog.actorEmail,
      address: auditLog.address,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(asc(auditLog.id));
}

function mailsOf(invoiceId: string) {
  return db()
    .select({
      kind: outbox.kind,
      dedupeKey: outbox.dedupeKey,
      payload: outbox.payload,
      recipient: outbox.recipient,
      runAt: outbox.runAt,
    })
    .from(outbox)
    .where(sql`${outbox.payload}->>'invoiceId' = ${invoiceId}`)
    .orderBy(asc(outbox.runAt), asc(outbox.dedupeKey));
}

/** A version is an instant to the millisecond: a save meant to make an older version stale waits for the next one. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

/** The database's own message when it refuses a statement (drizzle wraps it as the cause). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, "the statement was refused").toBeInstanceOf(Error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : (error as Error).message;
}

describe("drafts", () => {
  it("creates, edits and deletes a draft; an edit from a stale version is refused", async () => {
    const organization = await client();
    const id = await draft({
      organizationId: organization.id,
      lines: [line("Atelier", "2", "250000"), line("Livret", "10", "1500", null)],
    });
    const created = await getInvoice(id);
    expect(created).toMatchObject({
      kind: "invoice",
      status: "draft",
      number: null,
      issueDate: null,
      verifyCode: null,
      seller: null,
      client: null,
      organizationId: organization.id,
      createdBy: staff.actor!.id,
      totalHt: "515000.00",
      totalTtc: "605000.00",
    });
    expect(created!.totals).toEqual({
      byRate: [
        { vatRate: "18", base: "500000", vat: "90000" },
        { vatRate: null, base: "15000", vat: "0" },
      ],
      totalHt: "515000",
      totalVat: "90000",
      totalTtc: "605000",
    });
    expect(
      (await linesOf(id)).map(({ position, description, quantity, unitPrice, vatRate }) => ({
        position,
        description,
        quantity,
        unitPrice,
        vatRate,
      })),
    ).toEqual([
      { position: 0, description: "Atelier", quantity: "2.00", unitPrice: "250000.00", vatRate: "18.00" },
      { position: 1, description: "Livret", quantity: "10.00", unitPrice: "1500.00", vatRate: null },
    ]);

    const opened = created!.updatedAt;
    await nextMillisecond();
    const edit = input({
      organizationId: organization.id,
      subject: "Atelier, 2 jours",
      lines: [line("Atelier", "3", "1000")],
    });
    expect(await updateDraft(id, edit, opened, staff)).toEqual({ kind: "saved" });
    expect(await getInvoice(id)).toMatchObject({ subject: "Atelier, 2 jours", totalTtc: "3540.00" });
    expect(await linesOf(id)).toHaveLength(1);
    // Someone else's editor, opened before that save.
    expect(await updateDraft(id, input({ subject: "Lost" }), opened, staff)).toEqual({ kind: "stale" });
    expect((await getInvoice(id))!.subject).toBe("Atelier, 2 jours");
    expect(await updateDraft(id, input({ organizationId: crypto.randomUUID() }), await version(id), staff)).toEqual({
      kind: "organizationNotFound",
    });

    expect(await deleteDraft(id, staff)).toEqual({ kind: "deleted" });
    expect(await getInvoice(id)).toBeUndefined();
    expect(await linesOf(id)).toEqual([]);
    expect(await deleteDraft(id, staff)).toEqual({ kind: "notFound" });
    expect(await updateDraft(id, edit, opened, staff)).toEqual({ kind: "notFound" });
    expect(await issueInvoice(id, opened, staff)).toEqual({ kind: "notFound" });

    const audit = await auditOf(id);
    expect(audit.map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
      "invoice:create",
      "invoice:update",
      "invoice:delete",
    ]);
    expect(audit.every((entry) => entry.actorEmail === staff.actor!.email && entry.address === staff.address)).toBe(
      true,
    );
    expect(audit[1]!.changes).toMatchObject({ subject: { before: "Atelier prospective", after: "Atelier, 2 jours" } });
  });

  it("refuses a draft for an organization that does not exist", async () => {
    expect(await createDraft(input({ organizationId: crypto.randomUUID() }), staff)).toEqual({
      kind: "organizationNotFound",
    });
    expect(await db().select().from(invoices)).toEqual([]);
  });

  it("writes the draft's history with who did it", async () => {
    const id = await draft();
    await updateDraft(id, input({ subject: "Autre" }), await version(id), staff);
    expect(await eventsOf(id)).toEqual([
      { kind: "created", actorName: "Issa Traoré", detail: {} },
      { kind: "updated", actorName: "Issa Traoré", detail: {} },
    ]);
  });
});

describe("issuing", () => {
  it("numbers F-<year>-0001 then 0002, dated today, due after the terms, with its verification code", async () => {
    const organization = await client();
    const first = await draft({ organizationId: organization.id });
    const second = await draft({ organizationId: organization.id });
    const today = billingToday();

    expect(await issue(first)).toEqual({ kind: "issued", number: `F-${year()}-0001` });
    expect(await issue(second)).toEqual({ kind: "issued", number: `F-${year()}-0002` });
    const invoice = await getInvoice(first);
    expect(invoice).toMatchObject({
      status: "issued",
      number: `F-${year()}-0001`,
      seriesYear: year(),
      seriesNumber: 1,
      issueDate: today,
      dueDate: addDays(today, 45),
      totalHt: "100000.00",
      totalTtc: "118000.00",
      amountPaid: "0.00",
      amountCredited: "0.00",
    });
    expect(invoice!.verifyCode).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await getInvoice(second))!.seriesNumber).toBe(2);
    expect(await db().select().from(documentSeries)).toEqual([{ kind: "invoice", year: year(), lastNumber: 2 }]);

    // Issued once: a second click answers with the number it got.
    expect(await issue(first)).toEqual({ kind: "issued-already", number: `F-${year()}-0001` });
    expect(await issueInvoice(crypto.randomUUID(), new Date(), staff)).toEqual({ kind: "notFound" });
  });

  it("issues the draft as the staff member last saw it, and never one without lines", async () => {
    const id = await draft();
    const seen = await version(id);
    await nextMillisecond();
    await updateDraft(id, input({ subject: "Changed meanwhile" }), seen, staff);
    expect(await issueInvoice(id, seen, staff)).toEqual({ kind: "stale" });
    expect((await getInvoice(id))!.status).toBe("draft");

    const empty = await draft({ lines: [] });
    expect(await issue(empty)).toEqual({ kind: "noLines" });
    // Neither took a number.
    expect(await db().select().from(documentSeries)).toEqual([]);
    expect(await issue(id)).toEqual({ kind: "issued", number: `F-${year()}-0001` });
  });

  it("refuses to issue while a legal mention of the agency is empty", async () => {
    await setSetting("rccm", "");
    await setSetting("tax_office", " ");
    const id = await draft();
    expect(await issue(id)).toEqual({ kind: "sellerIncomplete", missing: ["rccm", "tax_office"] });
    expect(await getInvoice(id)).toMatchObject({ status: "draft", number: null });
    expect(await db().select().from(documentSeries)).toEqual([]);
  });

  it("freezes the seller and the client: changing the settings or the organization afterwards changes nothing", async () => {
    const organization = await client();
    const { id, number } = await issued({ organizationId: organization.id });
    const before = await getInvoice(id);
    expect(before!.seller).toMatchObject({
      legalName: "Faso Futures SARL",
      legalForm: "SARL",
      rccm: "BF-OUA-2024-B-1234",
      ifu: "00012345A",
      taxRegime: "RNI",
      taxOffice: "DGE Ouagadougou",
    });
    expect(before!.client).toEqual({
      name: "Ministère de l'Économie",
      legalName: "Ministère de l'Économie, des Finances et de la Prospective",
      address: "03 BP 7050 Ouagadougou 03",
      email: "factures@finances.example.bf",
      ifu: "00098765B",
      rccm: "BF-OUA-2001-A-0001",
      vatExempt: false,
      vatExemptionRef: null,
    });

    await setSetting("legal_name", "Faso Futures SA");
    await setSetting("ifu", "99999999Z");
    await setSetting("payment_terms_days", "10");
    await db()
      .update(organizations)
      .set({ name: "Renamed", billingAddress: "Elsewhere", billingEmail: "new@example.bf", ifu: "1" })
      .where(eq(organizations.id, organization.id));

    const after = await getInvoice(id);
    expect(after).toEqual(before);
    expect(await verifyDocument(after!.verifyCode!)).toMatchObject({
      number,
      sellerName: "Faso Futures SARL",
      clientName: "Ministère de l'Économie",
    });
    // The next invoice takes the settings and the organization as they are now.
    const next = await issued({ organizationId: organization.id });
    expect(await getInvoice(next.id)).toMatchObject({
      seller: { legalName: "Faso Futures SA", ifu: "99999999Z" },
      client: { name: "Renamed", email: "new@example.bf" },
      dueDate: addDays(billingToday(), 10),
    });
  });

  it("lists and finds an invoice by its client's name: a draft's follows a rename, an issued one keeps its own", async () => {
    const organization = await client();
    const { id: issuedId } = await issued({ organizationId: organization.id });
    const draftId = await draft({ organizationId: organization.id });
    const updated = await updateOrganization(
      organization.id,
      { name: "Ministère des Finances", country: null, tags: [] },
      (await db().select().from(organizations).where(eq(organizations.id, organization.id)))[0]!.updatedAt,
      staff,
    );
    expect(updated).toEqual({ kind: "saved" });
    const found = async (q: string) =>
      (await listInvoices(invoicesTable.parse(new URLSearchParams({ q })), 10, billingToday())).rows.map((row) => [
        row.id,
        row.clientName,
      ]);
    expect(await found("finances")).toEqual([[draftId, "Ministère des Finances"]]);
    expect(await found("économie")).toEqual([[issuedId, "Ministère de l'Économie"]]);
  });

  it("addresses a person's invoice to the person", async () => {
    const { id } = await issued({
      personName: "Awa Ouédraogo",
      personEmail: "awa@example.org",
      personAddress: "Ouaga",
    });
    expect((await getInvoice(id))!.client).toEqual({
      name: "Awa Ouédraogo",
      legalName: null,
      address: "Ouaga",
      email: "awa@example.org",
      ifu: null,
      rccm: null,
      vatExempt: false,
      vatExemptionRef: null,
    });
  });

  it("gives no VAT to a client exempt from it, even one exempted after its draft was written", async () => {
    const exempt = await createOrganization({ name: "ONG", vatExempt: true, vatExemptionRef: "Arrêté 2025-017" });
    const id = await draft({
      organizationId: exempt.id,
      lines: [line("Atelier", "1", "100000", "18"), line("Livret", "2", "5000", "10")],
    });
    expect((await linesOf(id)).map((each) => each.vatRate)).toEqual([null, null]);
    await issue(id);
    expect(await getInvoice(id)).toMatchObject({
      totalHt: "110000.00",
      totalTtc: "110000.00",
      totals: { byRate: [{ vatRate: null, base: "110000", vat: "0" }], totalVat: "0" },
      client: { vatExempt: true, vatExemptionRef: "Arrêté 2025-017" },
    });

    const later = await client();
    const other = await draft({ organizationId: later.id });
    expect((await getInvoice(other))!.totalTtc).toBe("118000.00");
    await db()
      .update(organizations)
      .set({ vatExempt: true, vatExemptionRef: "Décision 42" })
      .where(eq(organizations.id, later.id));
    await issue(other);
    expect(await getInvoice(other)).toMatchObject({ totalTtc: "100000.00", totals: { totalVat: "0" } });
    expect((await linesOf(other)).map((each) => each.vatRate)).toEqual([null]);
  });

  it("never changes an issued invoice: the module refuses with its number, the database refuses raw SQL", async () => {
    const { id, number } = await issued({ lines: [line("Atelier", "1", "100000"), line("Livret", "1", "500")] });
    const before = await getInvoice(id);
    const lines = await linesOf(id);

    expect(await updateDraft(id, input({ subject: "Changed" }), before!.updatedAt, staff)).toEqual({
      kind: "issued",
      number,
    });
    expect(await deleteDraft(id, staff)).toEqual({ kind: "issued", number });

    expect(await refusal(db().execute(sql`update invoices set subject = 'Changed' where id = ${id}`))).toMatch(
      /an issued invoice cannot be changed/,
    );
    expect(await refusal(db().execute(sql`update invoices set total_ttc = 1 where id = ${id}`))).toMatch(
      /an issued invoice cannot be changed/,
    );
    expect(await refusal(db().execute(sql`update invoices set status = 'draft' where id = ${id}`))).toMatch(
      /an issued invoice stays issued/,
    );
    expect(await refusal(db().execute(sql`delete from invoices where id = ${id}`))).toMatch(
      /an issued invoice cannot be deleted/,
    );
    expect(await refusal(db().execute(sql`update invoice_lines set unit_price = 1 where invoice_id = ${id}`))).toMatch(
      /the lines of an issued invoice cannot be changed/,
    );
    expect(await refusal(db().execute(sql`delete from invoice_lines where invoice_id = ${id}`))).toMatch(
      /the lines of an issued invoice cannot be changed/,
    );
    expect(
      await refusal(
        db()
          .insert(invoiceLines)
          .values({ invoiceId: id, position: 9, description: "x", quantity: "1", unitPrice: "1" }),
      ),
    ).toMatch(/the lines of an issued invoice cannot be changed/);

    expect(await getInvoice(id)).toEqual(before);
    expect(await linesOf(id)).toEqual(lines);
  });
});

describe("the outbox", () => {
  it("queues the invoice's email and its reminders at due date + 7 and + 21 days, 9:00 in Ouagadougou", async () => {
    const organization = await client();
    const { id } = await issued({ organizationId: organization.id });
    const due = (await getInvoice(id))!.dueDate!;
    const mails = await mailsOf(id);
    expect(mails).toEqual([
      {
        kind: "invoiceMail",
        dedupeKey: `invoice:${id}:issued`,
        payload: { invoiceId: id, purpose: "issued" },
        recipient: "factures@finances.example.bf",
        runAt: expect.any(Date),
      },
      {
        kind: "invoiceMail",
        dedupeKey: `invoice:${id}:reminder:7`,
        payload: { invoiceId: id, purpose: "reminder", day: 7 },
        recipient: null,
        // Ouagadougou is on UTC all year.
        runAt: new Date(`${addDays(due, 7)}T09:00:00.000Z`),
      },
      {
        kind: "invoiceMail",
        dedupeKey: `invoice:${id}:reminder:21`,
        payload: { invoiceId: id, purpose: "reminder", day: 21 },
        recipient: null,
        runAt: new Date(`${addDays(due, 21)}T09:00:00.000Z`),
      },
    ]);
    expect(mails[0]!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("says in the history when an invoice could not be emailed, and queues no reminder when the settings ask none", async () => {
    await setSetting("reminder_days", "");
    const { id } = await issued({ personName: "Sans adresse", personEmail: null });
    expect(await mailsOf(id)).toEqual([]);
    expect((await eventsOf(id)).map((event) => [event.kind, event.detail])).toEqual([
      ["created", {}],
      ["issued", { number: `F-${year()}-0001` }],
      ["notEmailed", { purpose: "issued" }],
    ]);
  });
});

describe("payments", () => {
  it("moves an invoice to partially paid then paid, refuses an overpayment with the balance, and counts VAT withheld", async () => {
    const organization = await client();
    const { id } = await issued({ organizationId: organization.id });
    const today = billingToday();

    expect(await recordPayment(id, payment({ amount: "1000", paidOn: addDays(today, 1) }), staff)).toEqual({
      kind: "future",
    });
    expect(await recordPayment(id, payment({ amount: "1000", paidOn: addDays(today, -1) }), staff)).toEqual({
      kind: "beforeIssue",
      issueDate: today,
    });
    expect(await recordPayment(id, payment({ amount: "1000.50" }), staff)).toEqual({ kind: "wholeFrancs" });

    const first = await recordPayment(id, payment({ amount: "50000", reference: "VIR-1", sendReceipt: true }), staff);
    expect(first).toMatchObject({ kind: "recorded", status: "partially_paid" });
    if (first.kind !== "recorded") throw new Error(first.kind);
    expect(await getInvoice(id)).toMatchObject({ status: "partially_paid", amountPaid: "50000.00" });

    expect(await recordPayment(id, payment({ amount: "68001" }), staff)).toEqual({
      kind: "overpaid",
      balance: "68000",
    });
    expect(
      await recordPayment(
        id,
        payment({ amount: "50001", withheldVat: "18000", withholdingCertificate: "AT-2026-7" }),
        staff,
      ),
    ).toEqual({ kind: "overpaid", balance: "68000" });

    // The client paid 50 000 and withheld the 18 000 of VAT at source: settled.
    const second = await recordPayment(
      id,
      payment({ amount: "50000", withheldVat: "18000", withholdingCertificate: "AT-2026-7", method: "orange_money" }),
      staff,
    );
    expect(second).toMatchObject({ kind: "recorded", status: "paid" });
    expect(await getInvoice(id)).toMatchObject({ status: "paid", amountPaid: "118000.00" });
    expect(await recordPayment(id, payment({ amount: "1" }), staff)).toEqual({ kind: "notPayable", status: "paid" });

    const page = await getInvoicePage(id, today);
    expect(page).toMatchObject({ view: "paid", balance: "0" });
    expect(
      page!.payments.map(({ rank, amount, withheldVat, withholdingCertificate, method, reference }) => ({
        rank,
        amount,
        withheldVat,
        withholdingCertificate,
        method,
        reference,
      })),
    ).toEqual([
      {
        rank: 1,
        amount: "50000.00",
        withheldVat: "0.00",
        withholdingCertificate: null,
        method: "bank_transfer",
        reference: "VIR-1",
      },
      {
        rank: 2,
        amount: "50000.00",
        withheldVat: "18000.00",
        withholdingCertificate: "AT-2026-7",
        method: "orange_money",
        reference: null,
      },
    ]);

    // History, newest last here.
    expect((await eventsOf(id)).map((event) => [event.kind, event.detail])).toEqual([
      ["created", {}],
      ["issued", { number: `F-${year()}-0001` }],
      ["payment", { amount: "50000", withheldVat: "0", method: "bank_transfer", rank: "1" }],
      ["status", { from: "issued", to: "partially_paid" }],
      ["payment", { amount: "50000", withheldVat: "18000", method: "orange_money", rank: "2" }],
      ["status", { from: "partially_paid", to: "paid" }],
    ]);
    const audit = await auditOf(id);
    expect(audit.map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
      "invoice:create",
      "invoice:issue",
      "invoice:update",
      "invoice:update",
    ]);
    expect(audit[3]!.changes).toMatchObject({
      status: { before: "partially_paid", after: "paid" },
      amountPaid: { before: "50000.00", after: "118000.00" },
    });
    if (second.kind !== "recorded") throw new Error(second.kind);
    for (const outcome of [first, second]) {
      expect((await auditOf(outcome.paymentId)).map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
        "payment:create",
      ]);
    }

    // A receipt only for the payment that asked for one, by the staff member who recorded it.
    const receipts = (await mailsOf(id)).filter((mail) => mail.payload.purpose === "receipt");
    expect(receipts).toEqual([
      {
        kind: "invoiceMail",
        dedupeKey: `payment:${first.paymentId}:receipt`,
        payload: {
          invoiceId: id,
          purpose: "receipt",
          paymentId: first.paymentId,
          sentBy: "Issa Traoré",
        },
        recipient: "factures@finances.example.bf",
        runAt: expect.any(Date),
      },
    ]);
  });

  it("takes payments only on an issued invoice", async () => {
    const id = await draft();
    expect(await recordPayment(id, payment({ amount: "1" }), staff)).toEqual({ kind: "notPayable", status: "draft" });
    expect(await recordPayment(crypto.randomUUID(), payment({ amount: "1" }), staff)).toEqual({ kind: "notFound" });
    const { id: invoiceId } = await issued();
    const note = await createCreditNote(invoiceId, { scope: "full", lineIds: [], reason: "Erreur" }, staff);
    if (note.kind !== "credited") throw new Error(note.kind);
    expect(await recordPayment(note.id, payment({ amount: "1" }), staff)).toEqual({ kind: "notFound" });
    expect(await recordPayment(invoiceId, payment({ amount: "1" }), staff)).toEqual({
      kind: "notPayable",
      status: "cancelled",
    });
  });

  it("keeps cents in dollars", async () => {
    const { id } = await issued({ currency: "USD", lines: [line("Hour", "1.5", "0.33")] });
    // 0.495 → 0.50; VAT 0.09
    expect((await getInvoice(id))!.totalTtc).toBe("0.59");
    expect(await recordPayment(id, payment({ amount: "0.60" }), staff)).toEqual({ kind: "overpaid", balance: "0.59" });
    expect(await recordPayment(id, payment({ amount: "0.09" }), staff)).toMatchObject({ status: "partially_paid" });
    expect(await recordPayment(id, payment({ amount: "0.50" }), staff)).toMatchObject({ status: "paid" });
  });
});

describe("credit notes", () => {
  it("credits chosen lines then the rest: AV- numbers, the invoice cancelled, the notes adding up to its total exactly", async () => {
    const organization = await client();
    // 18 %: 500.5 + 500.5 + 333 = 1334 → VAT 240.12 → 240; exempt: 1000. TTC 2574.
    const { id, number } = await issued({
      organizationId: organization.id,
      lines: [
        line("Demi-journée A", "0.5", "1001"),
        line("Demi-journée B", "0.5", "1001"),
        line("Transport", "1", "333"),
        line("Livret", "1", "1000", null),
      ],
    });
    const invoice = await getInvoice(id);
    expect(invoice).toMatchObject({ totalTtc: "2574.00", totals: { totalVat: "240" } });
    const lines = await linesOf(id);

    // Line A alone: 500.5 → 501, VAT 90.18 → 90; and the exempt line: 1000. 1591.
    const first = await createCreditNote(
      id,
      { scope: "lines", lineIds: [lines[0]!.id, lines[3]!.id], reason: "Demi-journée annulée" },
      staff,
    );
    expect(first).toMatchObject({ kind: "credited", number: `AV-${year()}-0001`, status: "issued" });
    if (first.kind !== "credited") throw new Error(first.kind);
    expect(await getInvoice(id)).toMatchObject({ status: "issued", amountCredited: "1591.00" });
    // A line credited once only.
    expect(await createCreditNote(id, { scope: "lines", lineIds: [lines[0]!.id], reason: "Encore" }, staff)).toEqual({
      kind: "lineNotFound",
    });

    // The rest: B and Transport on their own would be 833.5 → 834 and VAT 150; the last note takes what remains.
    const second = await createCreditNote(id, { scope: "full", lineIds: [], reason: "Atelier annulé" }, staff);
    expect(second).toMatchObject({ kind: "credited", number: `AV-${year()}-0002`, status: "cancelled" });
    if (second.kind !== "credited") throw new Error(second.kind);

    const notes = await Promise.all([getInvoice(first.id), getInvoice(second.id)]);
    expect(notes.map((note) => note!.totals)).toEqual([
      {
        byRate: [
          { vatRate: "18", base: "501", vat: "90" },
          { vatRate: null, base: "1000", vat: "0" },
        ],
        totalHt: "1501",
        totalVat: "90",
        totalTtc: "1591",
      },
      { byRate: [{ vatRate: "18", base: "833", vat: "150" }], totalHt: "833", totalVat: "150", totalTtc: "983" },
    ]);
    const credited = notes.reduce((total, note) => total + toHundredths(note!.totalTtc), 0n);
    expect(credited).toBe(toHundredths(invoice!.totalTtc));
    expect(await getInvoice(id)).toMatchObject({ status: "cancelled", amountCredited: "2574.00" });

    expect(notes[1]).toMatchObject({
      kind: "credit_note",
      status: "issued",
      correctsId: id,
      number: `AV-${year()}-0002`,
      seriesNumber: 2,
      issueDate: billingToday(),
      dueDate: null,
      subject: "Atelier annulé",
      client: invoice!.client,
      seller: invoice!.seller,
      currency: "XOF",
    });
    expect((await linesOf(second.id)).map((each) => each.creditsLineId)).toEqual([lines[1]!.id, lines[2]!.id]);
    expect(await db().select().from(documentSeries).orderBy(asc(documentSeries.kind))).toEqual([
      { kind: "credit_note", year: year(), lastNumber: 2 },
      { kind: "invoice", year: year(), lastNumber: 1 },
    ]);

    const page = await getInvoicePage(id, billingToday());
    expect(page!.view).toBe("cancelled");
    expect(page!.lines.every((each) => each.credited)).toBe(true);
    expect(page!.creditNotes.map((note) => note.number)).toEqual([`AV-${year()}-0001`, `AV-${year()}-0002`]);
    expect(await createCreditNote(id, { scope: "full", lineIds: [], reason: "Encore" }, staff)).toEqual({
      kind: "notCreditable",
      status: "cancelled",
    });

    // The history of the invoice and of its notes; the notes' emails.
    expect((await eventsOf(id)).map((event) => [event.kind, event.detail])).toEqual([
      ["created", {}],
      ["issued", { number }],
      ["credited", { number: `AV-${year()}-0001`, amount: "1591" }],
      ["credited", { number: `AV-${year()}-0002`, amount: "983" }],
      ["status", { from: "issued", to: "cancelled" }],
    ]);
    expect((await eventsOf(second.id)).map((event) => event.kind)).toEqual(["issued"]);
    expect((await auditOf(second.id)).map((entry) => `${entry.entity}:${entry.action}`)).toEqual(["invoice:issue"]);
    expect((await auditOf(id)).map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
      "invoice:create",
      "invoice:issue",
      "invoice:update",
      "invoice:update",
    ]);
    expect(
      (await mailsOf(second.id)).map(({ dedupeKey, payload, recipient }) => ({ dedupeKey, payload, recipient })),
    ).toEqual([
      {
        dedupeKey: `invoice:${second.id}:issued`,
        payload: { invoiceId: second.id, purpose: "creditNote" },
        recipient: "factures@finances.example.bf",
      },
    ]);

    // The public verification of both sides.
    expect(await verifyDocument(invoice!.verifyCode!)).toMatchObject({
      kind: "invoice",
      number,
      cancelled: true,
      creditNotes: [`AV-${year()}-0001`, `AV-${year()}-0002`],
      corrects: null,
    });
    expect(await verifyDocument(notes[0]!.verifyCode!)).toMatchObject({
      kind: "credit_note",
      number: `AV-${year()}-0001`,
      totalTtc: "1591.00",
      corrects: number,
      creditNotes: [],
      cancelled: false,
    });
  });

  it("refuses a credit note for more than the unpaid balance", async () => {
    const { id } = await issued({ lines: [line("Atelier", "1", "90000"), line("Livret", "1", "10000")] });
    const lines = await linesOf(id);
    await recordPayment(id, payment({ amount: "100000" }), staff);
    // 118 000 due, 100 000 paid: 18 000 left.
    expect(await createCreditNote(id, { scope: "full", lineIds: [], reason: "Annulé" }, staff)).toEqual({
      kind: "exceedsBalance",
      balance: "18000",
      amount: "118000",
    });
    expect(
      await createCreditNote(id, { scope: "lines", lineIds: [lines[0]!.id], reason: "Annulé" }, staff),
    ).toMatchObject({ kind: "exceedsBalance", amount: "106200" });
    // The 11 800 of the booklet fits: the rest is still due.
    expect(
      await createCreditNote(id, { scope: "lines", lineIds: [lines[1]!.id], reason: "Livret non livré" }, staff),
    ).toMatchObject({ kind: "credited", number: `AV-${year()}-0001`, status: "partially_paid" });
    expect(await getInvoicePage(id, billingToday())).toMatchObject({ balance: "6200" });
    expect(await recordPayment(id, payment({ amount: "6200" }), staff)).toMatchObject({ status: "paid" });
    expect(await createCreditNote(id, { scope: "full", lineIds: [], reason: "Annulé" }, staff)).toMatchObject({
      kind: "exceedsBalance",
      balance: "0",
    });
  });

  it("credits only an issued invoice, while the agency's legal identity is complete", async () => {
    const id = await draft();
    expect(await createCreditNote(id, { scope: "full", lineIds: [], reason: "x" }, staff)).toEqual({
      kind: "notCreditable",
      status: "draft",
    });
    const { id: invoiceId } = await issued();
    expect(
      await createCreditNote(invoiceId, { scope: "lines", lineIds: [crypto.randomUUID()], reason: "x" }, staff),
    ).toEqual({ kind: "lineNotFound" });
    await setSetting("legal_name", "");
    expect(await createCreditNote(invoiceId, { scope: "full", lineIds: [], reason: "x" }, staff)).toEqual({
      kind: "sellerIncomplete",
      missing: ["legal_name"],
    });
  });
});

describe("verifyDocument", () => {
  it("answers for an issued document's code, and nothing for a draft, an unknown or a malformed code", async () => {
    const organization = await client();
    const { id, number } = await issued({ organizationId: organization.id });
    const invoice = await getInvoice(id);
    expect(await verifyDocument(invoice!.verifyCode!)).toEqual({
      kind: "invoice",
      number,
      issueDate: billingToday(),
      sellerName: "Faso Futures SARL",
      clientName: "Ministère de l'Économie",
      currency: "XOF",
      totalTtc: "118000.00",
      creditNotes: [],
      cancelled: false,
      corrects: null,
    });

    const draftId = await draft();
    const code = "DraftCode0123456789a";
    await db().update(invoices).set({ verifyCode: code }).where(eq(invoices.id, draftId));
    expect(await verifyDocument(code)).toBeNull();
    expect(await verifyDocument("Unknown0123456789abc")).toBeNull();
    expect(await verifyDocument(invoice!.verifyCode!.slice(1))).toBeNull();
    expect(await verifyDocument(`${invoice!.verifyCode!.slice(1)}-`)).toBeNull();
    expect(await verifyDocument("' or 1=1 --")).toBeNull();
  });
});

describe("the currency setting", () => {
  it("changes no issued invoice: each keeps the currency it was written in", async () => {
    const francs = await issued({ currency: "XOF" });
    const dollars = await issued({ currency: "USD", lines: [line("Hour", "2", "12.5")] });
    const open = await draft({ currency: "XOF" });
    const before = await Promise.all([getInvoice(francs.id), getInvoice(dollars.id)]);

    await setSetting("currency", "USD");
    expect(await Promise.all([getInvoice(francs.id), getInvoice(dollars.id)])).toEqual(before);
    expect(await getInvoicePage(francs.id, billingToday())).toMatchObject({ balance: "118000" });
    expect(await getInvoicePage(dollars.id, billingToday())).toMatchObject({ balance: "29.50" });
    expect(await verifyDocument(before[0]!.verifyCode!)).toMatchObject({ currency: "XOF", totalTtc: "118000.00" });
    const table = await listInvoices(
      invoicesTable.parse(new URLSearchParams("sort=number&dir=asc")),
      20,
      billingToday(),
    );
    expect(table.rows.map((row) => [row.number, row.currency, row.totalTtc, row.balance])).toEqual([
      [francs.number, "XOF", "118000.00", "118000"],
      [dollars.number, "USD", "29.50", "29.50"],
      [null, "XOF", "118000.00", "118000"],
    ]);
    // A draft written in francs is issued in francs.
    await issue(open);
    expect(await getInvoice(open)).toMatchObject({ currency: "XOF", totalTtc: "118000.00" });
  });
});

describe("numbers issued at once", () => {
  it("gives 20 invoices issued concurrently the numbers 1 to 20, without a gap or a duplicate", async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await draft({ subject: `Atelier ${i + 1}` }));
    const versions = await Promise.all(ids.map(version));
    const outcomes = await Promise.all(ids.map((id, i) => issueInvoice(id, versions[i]!, staff)));
    expect(outcomes.every((outcome) => outcome.kind === "issued")).toBe(true);
    const numbers = outcomes.map((outcome) => (outcome.kind === "issued" ? outcome.number : "")).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `F-${year()}-${String(i + 1).padStart(4, "0")}`));
    const rows = await db()
      .select({ seriesNumber: invoices.seriesNumber })
      .from(invoices)
      .where(and(eq(invoices.kind, "invoice"), eq(invoices.status, "issued")))
      .orderBy(asc(invoices.seriesNumber));
    expect(rows.map((row) => row.seriesNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await db().select().from(documentSeries)).toEqual([{ kind: "invoice", year: year(), lastNumber: 20 }]);
  });
});

describe("what an invoice sells, for the reports", () => {
  const gone = "00000000-0000-4000-8000-000000000000";

  it("is kept with a draft, refused with a workshop that is gone, and copied by its credit notes", async () => {
    const workshop = await createWorkshop({ title: "Prospective" });
    expect(await createDraft(input({ service: "workshops", workshopId: gone }), staff)).toEqual({
      kind: "workshopNotFound",
    });
    expect(await db().select().from(invoices)).toEqual([]);

    const { id } = await issued({ service: "workshops", workshopId: workshop.id });
    expect(await getInvoice(id)).toMatchObject({ service: "workshops", workshopId: workshop.id });
    const note = await createCreditNote(id, { scope: "full", lineIds: [], reason: "Annulé" }, staff);
    if (note.kind !== "credited") throw new Error(note.kind);
    expect(await getInvoice(note.id)).toMatchObject({ service: "workshops", workshopId: workshop.id });

    const id2 = await draft();
    expect(await updateDraft(id2, input({ workshopId: gone }), await version(id2), staff)).toEqual({
      kind: "workshopNotFound",
    });
    expect(await getInvoice(id2)).toMatchObject({ service: null, workshopId: null });
  });

  it("is corrected on an issued invoice, its credit notes with it, and only there", async () => {
    const first = await createWorkshop({ title: "Prospective" });
    const second = await createWorkshop({ title: "Systèmes" });
    const { id } = await issued({ service: "other", workshopId: first.id });
    const note = await createCreditNote(id, { scope: "full", lineIds: [], reason: "Erreur" }, staff);
    if (note.kind !== "credited") throw new Error(note.kind);

    expect(await setInvoiceReporting(id, { service: "future-thinking", workshopId: second.id }, staff)).toEqual({
      kind: "saved",
    });
    for (const documentId of [id, note.id])
      expect(await getInvoice(documentId)).toMatchObject({ service: "future-thinking", workshopId: second.id });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    expect(entry).toMatchObject({ entity: "invoice" });

    // A credit note follows its invoice; a workshop that is gone changes nothing.
    expect(await setInvoiceReporting(note.id, { service: "other", workshopId: null }, staff)).toEqual({
      kind: "notFound",
    });
    expect(await setInvoiceReporting(id, { service: "other", workshopId: gone }, staff)).toEqual({
      kind: "workshopNotFound",
    });
    expect(await getInvoice(id)).toMatchObject({ service: "future-thinking", workshopId: second.id });

    // Deleting the workshop lets go of an issued invoice's link, which is not part of what it says.
    await db().delete(workshops).where(eq(workshops.id, second.id));
    expect(await getInvoice(id)).toMatchObject({ service: "future-thinking", workshopId: null });
  });
});
