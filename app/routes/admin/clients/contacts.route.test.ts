/**
 * An organization's contact people and its timeline through the page's loaders and actions: the contact dialogs
 * (validation, another organization's contact, stale saves, delete), the timeline's log and Done forms, and other
 * roles turned away from every write.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { activities, organizationContacts } from "~/server/db/schema";
import type { OrganizationTimeline } from "~/server/clients/organization-timeline.server";
import {
  createDeal,
  createOrganization,
  createOrganizationContact,
  signedInAs,
} from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as contactDelete from "./contact-delete";
import * as contactEdit from "./contact-edit";
import * as contactNew from "./contact-new";
import * as organizationRoute from "./organization";

const database = setUpTestDatabase();
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

let admin: RouteClient;
let organizationId: string;

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  organizationId = (await createOrganization({ name: "Mutuelle Wend-Panga" })).id;
});

const contactsOf = (id: string) =>
  database.db.select().from(organizationContacts).where(eq(organizationContacts.organizationId, id));
const contactCount = async () => (await database.db.select().from(organizationContacts)).length;
const activityCount = async () => (await database.db.select().from(activities)).length;

describe("an organization's contact people", () => {
  it("are added through their dialog, each refused field said on it, and listed on the page", async () => {
    const params = { id: organizationId };
    const refused = await admin.post<FormFailure>(
      contactNew.action,
      "/x",
      { name: " ", email: "sidiki@", phone: "appelez-moi", role: "R".repeat(101) },
      {},
      params,
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({
      name: "clients.errors.contactName",
      email: "clients.errors.email",
      phone: "clients.errors.phone",
      role: "clients.errors.contactRoleTooLong",
    });
    expect(await contactsOf(organizationId)).toEqual([]);

    const created = await admin.post(
      contactNew.action,
      "/x",
      { name: "Sidiki Ouattara", role: "Président", email: "Sidiki@Mutuelle.example", phone: "+226 70 11 22 33" },
      {},
      params,
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe(`/admin/clients/${organizationId}`);
    expect(created.headers.get("Set-Cookie")).toContain("clients.toast.contactCreated");
    const page = await admin.get<{ contacts: { name: string; email: string }[] }>(
      organizationRoute.loader,
      "/x",
      params,
    );
    expect(page.data!.contacts).toEqual([
      expect.objectContaining({ name: "Sidiki Ouattara", email: "sidiki@mutuelle.example", role: "Président" }),
    ]);
  });

  it("answers 404 for an organization that is not there, and writes nothing", async () => {
    const before = await contactCount();
    for (const id of [NO_SUCH_ID, "not-a-uuid"]) {
      expect((await admin.get(contactNew.loader, "/x", { id })).status).toBe(404);
      expect((await admin.post(contactNew.action, "/x", { name: "Awa" }, {}, { id })).status).toBe(404);
    }
    expect(await contactCount()).toBe(before);
  });

  it("are edited at their version, and never through another organization, a deleted one or a broken id", async () => {
    const contact = await createOrganizationContact({ organizationId, name: "Awa" });
    const other = await createOrganization();
    const version = versionOf(contact.updatedAt);
    const edit = (id: string, contactId: string, fields: Record<string, string>) =>
      admin.post<FormFailure>(contactEdit.action, "/x", { version, ...fields }, {}, { id, contactId });

    for (const [id, contactId] of [
      [other.id, contact.id],
      [organizationId, NO_SUCH_ID],
      [organizationId, "not-a-uuid"],
      ["not-a-uuid", contact.id],
    ] as const) {
      expect((await admin.get(contactEdit.loader, "/x", { id, contactId })).status, contactId).toBe(404);
      expect((await edit(id, contactId, { name: "Intruder" })).status, contactId).toBe(404);
    }
    expect((await admin.get(contactEdit.loader, "/x", { id: organizationId, contactId: contact.id })).status).toBe(200);
    expect((await edit(organizationId, contact.id, { name: "Awa Sawadogo", role: "Directrice" })).status).toBe(302);
    const stale = await edit(organizationId, contact.id, { name: "Later" });
    expect(stale.status).toBe(409);
    expect(stale.data?.formError?.key).toBe("backOffice.errors.stale");
    const missing = await admin.post<FormFailure>(
      contactEdit.action,
      "/x",
      { name: "No version" },
      {},
      { id: organizationId, contactId: contact.id },
    );
    expect(missing.status).toBe(400);
    const [saved] = await database.db
      .select()
      .from(organizationContacts)
      .where(eq(organizationContacts.id, contact.id));
    expect(saved).toMatchObject({ name: "Awa Sawadogo", role: "Directrice" });
  });

  it("are deleted after the confirmation, once, and only through their organization", async () => {
    const contact = await createOrganizationContact({ organizationId, name: "Issa" });
    const other = await createOrganization();
    expect((await admin.get(contactDelete.loader, "/x", { id: other.id, contactId: contact.id })).status).toBe(404);
    expect((await admin.post(contactDelete.action, "/x", {}, {}, { id: other.id, contactId: contact.id })).status).toBe(
      404,
    );
    const params = { id: organizationId, contactId: contact.id };
    expect((await admin.get<{ name: string }>(contactDelete.loader, "/x", params)).data?.name).toBe("Issa");
    const deleted = await admin.post(contactDelete.action, "/x", {}, {}, params);
    expect(deleted.location).toBe(`/admin/clients/${organizationId}`);
    expect(deleted.headers.get("Set-Cookie")).toContain("clients.toast.contactDeleted");
    expect((await admin.post(contactDelete.action, "/x", {}, {}, params)).status).toBe(404);
    expect((await admin.post(contactDelete.action, "/x", {}, {}, { ...params, contactId: "x" })).status).toBe(404);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(contactNew, "admin/clients/:id/contacts/new"),
    url: `http://localhost:3000/admin/clients/${organizationId}/contacts/new`,
    fields: { name: "Bodies" },
    headers: { Cookie: admin.cookieHeader() },
    written: contactCount,
  }));
});

describe("an organization's timeline", () => {
  const post = (id: string, intent: string, fields: Record<string, string>) =>
    admin.post<FormFailure>(organizationRoute.action, `/admin/clients/${id}?intent=${intent}`, fields, {}, { id });
  const timelineOf = async (id: string) =>
    (await admin.get<{ timeline: OrganizationTimeline }>(organizationRoute.loader, "/x", { id })).data!.timeline;

  it("logs a call without a deal, refuses one without what happened, and marks its follow-up done", async () => {
    const refused = await post(organizationId, "log", { kind: "email", occurredOn: "2026-11-20", summary: " " });
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ kind: "sales.errors.activityKind", summary: "sales.errors.summary" });

    const logged = await post(organizationId, "log", {
      kind: "call",
      occurredOn: "2026-11-20",
      summary: "Appel avec Sidiki",
      nextStep: "Envoyer le programme",
      followUpOn: "2026-12-02",
    });
    expect(logged.location).toBe(`/admin/clients/${organizationId}`);
    expect(logged.headers.get("Set-Cookie")).toContain("clients.toast.logged");
    const [entry] = (await timelineOf(organizationId)).entries;
    expect(entry).toMatchObject({
      type: "activity",
      summary: "Appel avec Sidiki",
      deal: null,
      followUpOn: "2026-12-02",
    });

    expect((await post(organizationId, "done", { activityId: "x" })).status).toBe(400);
    expect((await post(organizationId, "done", { activityId: entry!.id })).location).toBe(
      `/admin/clients/${organizationId}`,
    );
    expect((await post(organizationId, "done", { activityId: entry!.id })).status).toBe(404);
  });

  it("marks done only a follow-up of this organization, its deals' included", async () => {
    const other = await createOrganization();
    const deal = await createDeal({ organizationId: other.id, title: "Plan 2030" });
    const [activity] = await database.db
      .insert(activities)
      .values({
        organizationId: other.id,
        dealId: deal.id,
        kind: "note",
        occurredOn: "2026-11-20",
        summary: "Note",
        followUpOn: "2026-12-01",
      })
      .returning();
    expect((await post(organizationId, "done", { activityId: activity!.id })).status).toBe(404);
    expect((await post(NO_SUCH_ID, "done", { activityId: activity!.id })).status).toBe(404);
    expect((await post("not-a-uuid", "done", { activityId: activity!.id })).status).toBe(404);
    const [still] = await database.db.select().from(activities).where(eq(activities.id, activity!.id));
    expect(still!.followUpDoneAt).toBeNull();
    const [shown] = (await timelineOf(other.id)).entries;
    expect(shown).toMatchObject({ type: "activity", deal: { id: deal.id, title: "Plan 2030" } });
    expect((await post(other.id, "done", { activityId: activity!.id })).status).toBe(302);
  });

  it("logs nothing on an organization that is not there", async () => {
    const before = await activityCount();
    const fields = { kind: "note", occurredOn: "2026-11-20", summary: "Perdu" };
    expect((await post(NO_SUCH_ID, "log", fields)).status).toBe(404);
    expect((await post("not-a-uuid", "log", fields)).status).toBe(404);
    expect(await activityCount()).toBe(before);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(organizationRoute, "admin/clients/:id"),
    url: `http://localhost:3000/admin/clients/${organizationId}?intent=log`,
    fields: { kind: "note", occurredOn: "2026-11-20", summary: "Bodies" },
    headers: { Cookie: admin.cookieHeader() },
    written: activityCount,
  }));
});

describe("other roles", () => {
  it("are sent to their own home from the contact dialogs and the timeline, and write nothing", async () => {
    const contact = await createOrganizationContact({ organizationId, name: "Gardé" });
    const contacts = await contactCount();
    const logged = await activityCount();
    for (const role of ["facilitator", "client", "content_creator", "employee"] as const) {
      const other = RouteClient.withCookies((await signedInAs(role)).cookie);
      const params = { id: organizationId, contactId: contact.id };
      for (const loader of [contactNew.loader, contactEdit.loader, contactDelete.loader])
        expect((await other.get(loader, "/x", params)).status, role).toBe(302);
      const writes = [
        other.post(contactNew.action, "/x", { name: "Intruder" }, {}, params),
        other.post(contactEdit.action, "/x", { name: "Intruder", version: versionOf(contact.updatedAt) }, {}, params),
        other.post(contactDelete.action, "/x", {}, {}, params),
        other.post(
          organizationRoute.action,
          `/admin/clients/${organizationId}?intent=log`,
          { kind: "note", occurredOn: "2026-11-20", summary: "Intruder" },
          {},
          params,
        ),
      ];
      for (const write of await Promise.all(writes)) expect(write.status, role).toBe(302);
    }
    expect(await contactCount()).toBe(contacts);
    expect(await activityCount()).toBe(logged);
    const [kept] = await database.db.select().from(organizationContacts).where(eq(organizationContacts.id, contact.id));
    expect(kept!.name).toBe("Gardé");
  });
});
