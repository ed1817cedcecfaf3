/**
 * The sales screens' loaders and actions against the database: the dialogs (validation, a new organization, stale
 * saves), moves from the board and from a deal's page, a won deal's contract and project, a message made a deal,
 * and other roles turned away from every write.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { activities, contactMessages, deals, organizations } from "~/server/db/schema";
import {
  createContactMessage,
  createDeal,
  createOrganization,
  setSiteSettings,
  signedInAs,
} from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as messages from "../messages";
import * as board from "./board";
import * as dealRoute from "./deal";
import * as deleteRoute from "./delete";
import * as editRoute from "./edit";
import * as newRoute from "./new";
import * as table from "./table";

const database = setUpTestDatabase();

let admin: RouteClient;
let organizationId: string;

beforeAll(async () => {
  await setSiteSettings({ currency: "XOF" });
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  organizationId = (await createOrganization({ name: "Fondation EduSahel" })).id;
});

const dealCount = async () => (await database.db.select().from(deals)).length;
const dealById = async (id: string) => (await database.db.select().from(deals).where(eq(deals.id, id)))[0];

describe("New deal", () => {
  it("creates the deal in the site's currency, with a new organization, and goes back to the board as it was", async () => {
    const result = await admin.post(newRoute.action, "/admin/sales/new?owner=mine&q=karit", {
      title: " Cartographie karité ",
      organizationId: "",
      newOrganization: "Coopérative Nong-Taaba",
      contactName: "Mariam",
      contactEmail: "mariam@example.org",
      value: "6 500 000",
      expectedClose: "2027-01-15",
      service: "system-thinking",
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/sales?owner=mine&q=karit");
    expect(result.headers.get("Set-Cookie")).toContain("sales.toast.created");
    const [row] = await database.db.select().from(deals).where(eq(deals.title, "Cartographie karité"));
    expect(row).toMatchObject({ value: "6500000.00", currency: "XOF", stage: "new", expectedClose: "2027-01-15" });
    const [organization] = await database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, row!.organizationId));
    expect(organization!.name).toBe("Coopérative Nong-Taaba");
  });

  it("refuses a missing title, both organizations, an unknown organization and a client as owner, with 400 and no write", async () => {
    const before = await dealCount();
    const missing = await admin.post<FormFailure>(newRoute.action, "/admin/sales/new", { title: "", organizationId });
    expect(missing.status).toBe(400);
    expect(missing.data?.errors).toEqual({ title: "sales.errors.title" });
    const both = await admin.post<FormFailure>(newRoute.action, "/admin/sales/new", {
      title: "X",
      organizationId,
      newOrganization: "Y",
    });
    expect(both.data?.errors).toEqual({ newOrganization: "sales.errors.organizationBoth" });
    const gone = await admin.post<FormFailure>(newRoute.action, "/admin/sales/new", {
      title: "X",
      organizationId: "00000000-0000-4000-8000-000000000000",
    });
    expect(gone.status).toBe(400);
    expect(gone.data?.errors).toEqual({ organizationId: "sales.errors.organizationGone" });
    const client = await signedInAs("client");
    const owner = await admin.post<FormFailure>(newRoute.action, "/admin/sales/new", {
      title: "X",
      organizationId,
      ownerId: client.id,
    });
    expect(owner.data?.errors).toEqual({ ownerId: "sales.errors.ownerGone" });
    expect(await dealCount()).toBe(before);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(newRoute, "admin/sales/new"),
    url: "http://localhost:3000/admin/sales/new",
    fields: { title: "Bodies", organizationId },
    headers: { Cookie: admin.cookieHeader() },
    written: dealCount,
  }));
});

describe("Edit and delete a deal", () => {
  it("refuses the later save of a stale form with 409 and keeps the first save", async () => {
    const deal = await createDeal({ organizationId, title: "Original" });
    const version = versionOf(deal.updatedAt);
    const params = { id: deal.id };
    const fields = { organizationId, version };
    const first = await admin.post(editRoute.action, "/x", { ...fields, title: "First", value: "10" }, {}, params);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/sales/${deal.id}`);
    const second = await admin.post<FormFailure>(editRoute.action, "/x", { ...fields, title: "Second" }, {}, params);
    expect(second.status).toBe(409);
    expect(await dealById(deal.id)).toMatchObject({ title: "First", value: "10.00" });
  });

  it("deletes a deal, and answers 404 once it is gone", async () => {
    const deal = await createDeal({ organizationId });
    const result = await admin.post(deleteRoute.action, "/x", {}, {}, { id: deal.id });
    expect(result.location).toBe("/admin/sales");
    expect(await dealById(deal.id)).toBeUndefined();
    expect((await admin.post(deleteRoute.action, "/x", {}, {}, { id: deal.id })).status).toBe(404);
    expect((await admin.get(dealRoute.loader, "/x", { id: deal.id })).status).toBe(404);
    expect((await admin.get(dealRoute.loader, "/x", { id: "not-a-uuid" })).status).toBe(404);
  });
});

describe("Moving a deal", () => {
  const move = (id: string, query: string, fields: Record<string, string>) =>
    admin.post<FormFailure>(dealRoute.action, `/admin/sales/${id}?${query}`, fields, {}, { id });

  it("goes back to the board as it was after a move from it, and to the deal's page once won", async () => {
    const deal = await createDeal({ organizationId });
    const qualified = await move(deal.id, "intent=move&back=board&owner=unassigned&q=edu", { stage: "qualified" });
    expect(qualified.location).toBe("/admin/sales?q=edu&owner=unassigned");
    expect(qualified.headers.get("Set-Cookie")).toContain("sales.toast.movedTo.qualified");
    const won = await move(deal.id, "intent=move&back=board", { stage: "won" });
    expect(won.location).toBe(`/admin/sales/${deal.id}`);
    expect(await dealById(deal.id)).toMatchObject({ stage: "won" });
  });

  it("asks why a deal was lost: the board sends to the deal's page, the page refuses the field", async () => {
    const deal = await createDeal({ organizationId });
    const fromBoard = await move(deal.id, "intent=move&back=board", { stage: "lost" });
    expect(fromBoard.location).toBe(`/admin/sales/${deal.id}?move=lost`);
    const fromPage = await move(deal.id, "intent=move", { stage: "lost", lostReason: "  " });
    expect(fromPage.status).toBe(400);
    expect(fromPage.data?.errors).toEqual({ lostReason: "sales.errors.lostReason" });
    expect(await dealById(deal.id)).toMatchObject({ stage: "new", closedAt: null });
    const lost = await move(deal.id, "intent=move", { stage: "lost", lostReason: "Budget" });
    expect(lost.location).toBe(`/admin/sales/${deal.id}`);
    expect(await dealById(deal.id)).toMatchObject({ stage: "lost", lostReason: "Budget" });
    expect((await move(deal.id, "intent=move", { stage: "archived" })).status).toBe(400);
  });

  it("creates a won deal's contract and project, and refuses for a deal not won", async () => {
    const open = await createDeal({ organizationId });
    const refused = await move(open.id, "intent=convert", { contract: "on", project: "on" });
    expect(refused.status).toBe(409);
    expect(refused.data?.formError?.key).toBe("sales.errors.notWon");
    const won = await createDeal({ organizationId, stage: "won" });
    const nothing = await move(won.id, "intent=convert", {});
    expect(nothing.status).toBe(400);
    const made = await move(won.id, "intent=convert", { contract: "on", project: "on" });
    expect(made.headers.get("Set-Cookie")).toContain("sales.toast.bothCreated");
    expect(await dealById(won.id)).toMatchObject({ contractId: expect.any(String), projectId: expect.any(String) });
  });

  it("logs a call with its follow-up on the timeline, refuses one without what happened, and marks it done", async () => {
    const deal = await createDeal({ organizationId });
    const refused = await move(deal.id, "intent=log", { kind: "call", occurredOn: "2026-11-20", summary: " " });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ summary: "sales.errors.summary" });
    const logged = await move(deal.id, "intent=log", {
      kind: "call",
      occurredOn: "2026-11-20",
      summary: "Appel avec la directrice",
      followUpOn: "2026-12-02",
    });
    expect(logged.location).toBe(`/admin/sales/${deal.id}`);
    const page = await admin.get<{ timeline: { id: string; summary: string }[] }>(dealRoute.loader, "/x", {
      id: deal.id,
    });
    const [entry] = page.data!.timeline;
    expect(entry!.summary).toBe("Appel avec la directrice");
    expect((await move(deal.id, "intent=done", { activityId: entry!.id })).location).toBe(`/admin/sales/${deal.id}`);
    expect((await move(deal.id, "intent=done", { activityId: entry!.id })).status).toBe(404);
    expect((await move(deal.id, "intent=done", { activityId: "x" })).status).toBe(400);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(dealRoute, "admin/sales/:id"),
    url: `http://localhost:3000/admin/sales/00000000-0000-4000-8000-000000000000?intent=move`,
    fields: { stage: "won" },
    headers: { Cookie: admin.cookieHeader() },
    written: dealCount,
  }));
});

describe("A contact message made a deal", () => {
  it("opens the new deal, and the inbox links the message to it", async () => {
    const message = await createContactMessage({ company: "Lomé Urban Lab", subject: "Ville 2040" });
    const result = await admin.post(messages.action, "/admin/messages?intent=deal", { id: message.id });
    expect(result.status).toBe(302);
    const [deal] = await database.db.select().from(deals).where(eq(deals.contactMessageId, message.id));
    expect(result.location).toBe(`/admin/sales/${deal!.id}`);
    expect(deal).toMatchObject({ title: "Ville 2040", currency: "XOF" });
    const inbox = await admin.get<{ deals: Record<string, { id: string }> }>(
      messages.loader,
      "/admin/messages?status=all",
    );
    expect(inbox.data!.deals[message.id]).toEqual({ id: deal!.id, title: "Ville 2040" });
    expect((await admin.post(messages.action, "/admin/messages?intent=deal", { id: "x" })).status).toBe(400);
    const [handled] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(handled!.status).toBe("handled");
  });
});

describe("Other roles", () => {
  it("are sent to their own home from every sales screen and write nothing", async () => {
    const deal = await createDeal({ organizationId });
    const message = await createContactMessage();
    for (const role of ["facilitator", "client", "content_creator", "employee"] as const) {
      const other = RouteClient.withCookies((await signedInAs(role)).cookie);
      const params = { id: deal.id };
      for (const [loader, path] of [
        [board.loader, "/admin/sales"],
        [table.loader, "/admin/sales/table"],
        [dealRoute.loader, `/admin/sales/${deal.id}`],
        [editRoute.loader, `/admin/sales/${deal.id}/edit`],
      ] as const)
        expect((await other.get(loader, path, params)).status, `${role} ${path}`).toBe(302);
      const writes = [
        other.post(newRoute.action, "/admin/sales/new", { title: "Mine", organizationId }),
        other.post(
          editRoute.action,
          "/x",
          { title: "Mine", organizationId, version: versionOf(deal.updatedAt) },
          {},
          params,
        ),
        other.post(dealRoute.action, `/admin/sales/${deal.id}?intent=move`, { stage: "won" }, {}, params),
        other.post(
          dealRoute.action,
          `/admin/sales/${deal.id}?intent=log`,
          { kind: "note", occurredOn: "2026-11-20", summary: "Mine" },
          {},
          params,
        ),
        other.post(deleteRoute.action, "/x", {}, {}, params),
        other.post(messages.action, "/admin/messages?intent=deal", { id: message.id }),
      ];
      for (const write of await Promise.all(writes)) expect(write.status, role).toBe(302);
    }
    expect(await dealById(deal.id)).toMatchObject({ stage: "new", title: deal.title });
    expect(await database.db.select().from(deals).where(eq(deals.contactMessageId, message.id))).toEqual([]);
    expect(await database.db.select().from(deals).where(eq(deals.title, "Mine"))).toEqual([]);
    expect(await database.db.select().from(activities).where(eq(activities.dealId, deal.id))).toEqual([]);
  });
});
