/**
 * The quote screens' loaders and actions against the database: the editor (validation, a deal's defaults, stale
 * saves), sending, the invoice of an accepted quote, the client's answer through the signed link and the client
 * dashboard, and other roles turned away from every write.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { addDays } from "~/lib/sales/quotes";
import { versionOf } from "~/lib/versions";
import { billingToday } from "~/server/billing/invoices.server";
import { deals, organizationClients, quotes } from "~/server/db/schema";
import { quoteAnswerToken } from "~/server/sales/quote-mail.server";
import { createDeal, createOrganization, setSiteSettings, signedInAs } from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as clientQuote from "../../client/quote";
import * as publicQuote from "../../public/quote";
import * as quoteRoute from "./quote";
import * as editRoute from "./quote-edit";
import * as newRoute from "./quote-new";
import * as sendRoute from "./quote-send";
import * as list from "./quotes";

const database = setUpTestDatabase();

let admin: RouteClient;
let organizationId: string;

beforeAll(async () => {
  await setSiteSettings({
    currency: "XOF",
    vat_rate: "18",
    legal_name: "Faso Futures SARL",
    legal_form: "SARL",
    rccm: "BF-OUA-2024-B-1234",
    ifu: "00012345A",
    tax_regime: "RNI",
    tax_office: "DGE Ouagadougou",
  });
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  organizationId = (await createOrganization({ name: "Institut Sahélien", billingEmail: "compta@issp.example" })).id;
});

const quoteCount = async () => (await database.db.select().from(quotes)).length;
const quoteById = async (id: string) => (await database.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;
const editorFields = (values: Record<string, string> = {}) => ({
  clientKind: "organization",
  organizationId,
  language: "fr",
  currency: "XOF",
  subject: "Atelier de prospective",
  lineDescription: "Atelier (2 jours)",
  lineQuantity: "2",
  lineUnitPrice: "1 500 000",
  lineVat: "18",
  validUntil: addDays(billingToday(), 30),
  ...values,
});

/** A quote written through the editor and sent through its dialog: its id. */
async function sentQuote(values: Record<string, string> = {}): Promise<string> {
  const created = await admin.post(newRoute.action, "/admin/sales/quotes/new", editorFields(values));
  const id = created.location!.split("/").pop()!;
  const version = versionOf((await quoteById(id)).updatedAt);
  const sent = await admin.post(sendRoute.action, `/admin/sales/quotes/${id}/send`, { version }, {}, { id });
  expect(sent.status).toBe(302);
  return id;
}

describe("the quote editor", () => {
  it("starts from a deal: its organization, its title and its value, valid 30 days", async () => {
    const deal = await createDeal({ organizationId, title: "Cartographie karité", value: "6500000" });
    const page = await admin.get<{ saved: Record<string, unknown> }>(
      newRoute.loader,
      `/admin/sales/quotes/new?deal=${deal.id}`,
    );
    expect(page.data?.saved).toMatchObject({
      subject: "Cartographie karité",
      organization: { id: organizationId },
      deal: { id: deal.id, title: "Cartographie karité" },
      validUntil: addDays(billingToday(), 30),
      lines: [{ description: "Cartographie karité", quantity: "1", unitPrice: "6500000", vat: "18" }],
    });
  });

  it("creates a draft, then refuses bad fields with 400 on each field and writes nothing", async () => {
    const created = await admin.post(newRoute.action, "/admin/sales/quotes/new", editorFields());
    expect(created.status).toBe(302);
    expect(created.location).toMatch(/^\/admin\/sales\/quotes\/[0-9a-f-]{36}$/);
    const before = await quoteCount();
    const refused = await admin.post<FormFailure>(
      newRoute.action,
      "/admin/sales/quotes/new",
      editorFields({ validUntil: addDays(billingToday(), -1), lineUnitPrice: "abc", dealId: "nope" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toMatchObject({
      validUntil: "quotes.errors.validUntilRange",
      "lineUnitPrice.0": "billing.errors.lineUnitPrice",
      dealId: "quotes.errors.deal",
    });
    const goneDeal = await admin.post<FormFailure>(
      newRoute.action,
      "/admin/sales/quotes/new",
      editorFields({ dealId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(goneDeal.status).toBe(404);
    expect(await quoteCount()).toBe(before);
  });

  it("refuses the later save of a stale form with 409", async () => {
    const created = await admin.post(newRoute.action, "/admin/sales/quotes/new", editorFields());
    const id = created.location!.split("/").pop()!;
    const version = versionOf((await quoteById(id)).updatedAt);
    const params = { id };
    const first = await admin.post(editRoute.action, "/x", editorFields({ subject: "First", version }), {}, params);
    expect(first.status).toBe(302);
    const second = await admin.post(editRoute.action, "/x", editorFields({ subject: "Second", version }), {}, params);
    expect(second.status).toBe(409);
    expect((await quoteById(id)).subject).toBe("First");
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(newRoute, "admin/sales/quotes/new"),
    url: "http://localhost:3000/admin/sales/quotes/new",
    fields: editorFields(),
    headers: { Cookie: admin.cookieHeader() },
    written: quoteCount,
  }));
});

describe("a sent quote", () => {
  it("is listed with its number and status, and its page shows the client's link", async () => {
    const id = await sentQuote();
    const number = (await quoteById(id)).number!;
    const page = await admin.get<{ page: { rows: { id: string; view: string }[] } }>(
      list.loader,
      `/admin/sales/quotes?status=sent&q=${number}`,
    );
    expect(page.data?.page.rows).toEqual([expect.objectContaining({ id, view: "sent" })]);
    const detail = await admin.get<{ answerUrl: string }>(quoteRoute.loader, `/admin/sales/quotes/${id}`, { id });
    expect(detail.data?.answerUrl).toContain(`/quotes/${quoteAnswerToken(id)}`);
    // Sent once: the send dialog and the editor have nothing more to do with it.
    const again = await admin.post(sendRoute.action, "/x", { version: versionOf(new Date()) }, {}, { id });
    expect(again.status).toBe(409);
    expect((await admin.get(editRoute.loader, "/x", { id })).location).toBe(`/admin/sales/quotes/${id}`);
  });

  it("is answered through its signed link: a name is needed, then accepted once, and its deal is won", async () => {
    const deal = await createDeal({ organizationId, stage: "proposal_sent" });
    const id = await sentQuote({ dealId: deal.id });
    const token = quoteAnswerToken(id);
    const visitor = new RouteClient();
    const path = `/quotes/${token}`;
    expect((await visitor.get(publicQuote.loader, path, { token })).status).toBe(200);
    const nameless = await visitor.post<FormFailure>(publicQuote.action, path, { intent: "accept" }, {}, { token });
    expect(nameless.status).toBe(400);
    expect(nameless.data?.errors).toEqual({ responderName: "quotes.errors.responderName" });
    const forged = `${deal.id}.${token.split(".")[1]}`;
    const wrong = await visitor.post(
      publicQuote.action,
      `/quotes/${forged}`,
      { intent: "accept", responderName: "X" },
      {},
      {
        token: forged,
      },
    );
    expect(wrong.status).toBe(404);
    expect((await quoteById(id)).status).toBe("sent");

    const accepted = await visitor.post(
      publicQuote.action,
      path,
      { intent: "accept", responderName: "Mariam Sawadogo", comment: "Bon pour accord" },
      {},
      { token },
    );
    expect(accepted.status).toBe(200);
    expect(await quoteById(id)).toMatchObject({ status: "accepted", responderName: "Mariam Sawadogo" });
    expect((await database.db.select().from(deals).where(eq(deals.id, deal.id)))[0]!.stage).toBe("won");
    const twice = await visitor.post(
      publicQuote.action,
      path,
      { intent: "decline", responderName: "M" },
      {},
      { token },
    );
    expect(twice.status).toBe(409);
  });

  it("is answered from the client dashboard by its organization's account only", async () => {
    const id = await sentQuote();
    const member = await signedInAs("client");
    await database.db.insert(organizationClients).values({ userId: member.id, organizationId });
    const stranger = RouteClient.withCookies((await signedInAs("client")).cookie);
    const strangerAnswer = await stranger.post(
      clientQuote.action,
      "/x",
      { intent: "accept", responderName: "S" },
      {},
      {
        id,
      },
    );
    expect(strangerAnswer.status).toBe(404);
    expect((await stranger.get(clientQuote.loader, "/x", { id })).status).toBe(404);

    const client = RouteClient.withCookies(member.cookie);
    expect((await client.get(clientQuote.loader, "/x", { id })).status).toBe(200);
    const declined = await client.post(
      clientQuote.action,
      "/x",
      { intent: "decline", responderName: "Boris" },
      {},
      {
        id,
      },
    );
    expect(declined.status).toBe(200);
    expect(await quoteById(id)).toMatchObject({ status: "declined", respondedBy: member.id });
  });

  it("once accepted, becomes a deposit invoice then the balance; a bad percentage is refused on its field", async () => {
    const id = await sentQuote();
    await new RouteClient().post(
      publicQuote.action,
      "/x",
      { intent: "accept", responderName: "Mariam" },
      {},
      { token: quoteAnswerToken(id) },
    );
    const params = { id };
    const bad = await admin.post<FormFailure>(
      quoteRoute.action,
      "/x",
      { scope: "deposit", depositPercent: "150" },
      {},
      params,
    );
    expect(bad.status).toBe(400);
    expect(bad.data?.errors).toEqual({ depositPercent: "quotes.errors.depositPercent" });
    const deposit = await admin.post(quoteRoute.action, "/x", { scope: "deposit", depositPercent: "40" }, {}, params);
    expect(deposit.status).toBe(302);
    expect(deposit.location).toMatch(/^\/admin\/billing\/[0-9a-f-]{36}$/);
    const balance = await admin.post(quoteRoute.action, "/x", { scope: "full" }, {}, params);
    expect(balance.status).toBe(302);
    const quote = await quoteById(id);
    expect(quote).toMatchObject({ depositPercent: 40 });
    expect([quote.depositInvoiceId, quote.invoiceId].every(Boolean)).toBe(true);
    expect((await admin.post(quoteRoute.action, "/x", { scope: "full" }, {}, params)).status).toBe(409);
  });
});

describe("Other roles", () => {
  it("are sent to their own home from every quote screen and write nothing", async () => {
    const id = await sentQuote();
    const before = await quoteCount();
    for (const role of ["facilitator", "client", "content_creator", "employee"] as const) {
      const other = RouteClient.withCookies((await signedInAs(role)).cookie);
      const params = { id };
      for (const [loader, path] of [
        [list.loader, "/admin/sales/quotes"],
        [newRoute.loader, "/admin/sales/quotes/new"],
        [quoteRoute.loader, `/admin/sales/quotes/${id}`],
      ] as const)
        expect((await other.get(loader, path, params)).status, `${role} ${path}`).toBe(302);
      for (const write of [
        other.post(newRoute.action, "/admin/sales/quotes/new", editorFields()),
        other.post(sendRoute.action, "/x", { version: versionOf(new Date()) }, {}, params),
        other.post(quoteRoute.action, "/x", { scope: "full" }, {}, params),
      ])
        expect((await write).status, role).toBe(302);
    }
    expect(await quoteCount()).toBe(before);
    expect((await quoteById(id)).status).toBe("sent");
  });
});
