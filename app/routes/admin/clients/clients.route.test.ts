/**
 * The clients screens' loaders and actions against the database: the list's search, sort and paging, the
 * organization dialogs (validation, stale saves, delete refusals), the organization page (health, client
 * accounts, contracts), and the guards with other roles' sessions.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays } from "~/lib/weeks";
import { auditLog, contracts, organizationClients, organizations, projects, user } from "~/server/db/schema";
import {
  createContract,
  createFacilitator,
  createOrganization,
  createProject,
  createUser,
  signedInAs,
} from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { readMails } from "../../../../tests/support/mailbox";
import { RouteClient } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as contractEnd from "./contract-end";
import * as contractNew from "./contract-new";
import * as deleteRoute from "./delete";
import * as editRoute from "./edit";
import * as list from "./list";
import * as newRoute from "./new";
import * as organizationRoute from "./organization";

const database = setUpTestDatabase();

type ListData = Awaited<ReturnType<typeof list.loader>>;

let admin: RouteClient;
let clientCookie: string;

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  clientCookie = (await signedInAs("client")).cookie;
});

async function listed(query: string): Promise<ListData> {
  const result = await admin.get<ListData>(list.loader, `/admin/clients${query}`);
  expect(result.status).toBe(200);
  return result.data!;
}

/** The audit entries about a record, oldest first: who, what, and the fields that changed. */
async function auditOf(entityId: string) {
  const rows = await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
  return rows.map(({ action, entity, actorEmail, changes }) => ({ action, entity, actorEmail, changes }));
}

const rowCount = async () => (await database.db.select().from(organizations)).length;

describe("the organizations list", () => {
  beforeAll(async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const sahel = await createOrganization({
      name: "Sahel 100% Bio",
      country: "Mali",
      healthScore: 9,
      createdAt: day(1),
    });
    await createOrganization({ name: "Sahel1000 Agro", country: "Niger", healthScore: 3, createdAt: day(2) });
    const kora = await createOrganization({
      name: "Kora_Pay",
      country: "Sénégal",
      healthScore: null,
      createdAt: day(3),
    });
    for (let i = 0; i < 12; i++)
      await createOrganization({ name: `Zeta ${String(i).padStart(2, "0")}`, createdAt: day(10 + i) });
    await createContract({ organizationId: sahel.id });
    await createContract({ organizationId: sahel.id });
    await createContract({ organizationId: sahel.id, status: "expired" });
    await createContract({ organizationId: kora.id });
  });

  it("searches by name in the database, taking % and _ literally", async () => {
    expect((await listed("?q=100%25")).page.rows.map((row) => row.name)).toEqual(["Sahel 100% Bio"]);
    expect((await listed("?q=a_p")).page.rows.map((row) => row.name)).toEqual(["Kora_Pay"]);
    expect((await listed("?q=SAHEL")).page.rows.map((row) => row.name).sort()).toEqual([
      "Sahel 100% Bio",
      "Sahel1000 Agro",
    ]);
  });

  it("counts active contracts and sorts by them, by health (unset last) and by name", async () => {
    const byContracts = (await listed("?sort=contracts&dir=desc")).page.rows;
    expect(byContracts.slice(0, 2).map((row) => [row.name, row.activeContracts])).toEqual([
      ["Sahel 100% Bio", 2],
      ["Kora_Pay", 1],
    ]);
    // The same counts when the list is not sorted by them (counted for the page's rows only).
    const byName = (await listed("?q=o&sort=name")).page.rows;
    expect(byName.map((row) => row.activeContracts).sort()).toEqual([0, 1, 2]);
    const byHealth = (await listed("?q=o&sort=health&dir=asc")).page.rows.map((row) => row.healthScore);
    expect(byHealth).toEqual([3, 9, null]);
    const byHealthDesc = (await listed("?q=o&sort=health&dir=desc")).page.rows.map((row) => row.healthScore);
    expect(byHealthDesc).toEqual([9, 3, null]);
  });

  it("shows 10 rows a page, newest first by default, and the last page for a page past the end", async () => {
    const first = await listed("");
    expect(first.page).toMatchObject({ total: 15, page: 1, pageCount: 2 });
    expect(first.page.rows).toHaveLength(10);
    expect(first.page.rows[0]!.name).toBe("Zeta 11");
    const past = await listed("?page=40");
    expect(past.page).toMatchObject({ page: 2, pageCount: 2 });
    expect(past.page.rows.map((row) => row.name)).toEqual([
      "Zeta 01",
      "Zeta 00",
      "Kora_Pay",
      "Sahel1000 Agro",
      "Sahel 100% Bio",
    ]);
  });

  it("falls back to the defaults for values it does not know", async () => {
    const data = await listed("?sort=password&dir=up&page=-3");
    expect(data.state).toMatchObject({ sort: "created", dir: "desc", page: 1 });
  });

  it("answers 'no results' as an empty page", async () => {
    expect((await listed("?q=nothing-like-this")).page).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("Create Organization", () => {
  it("creates the organization (country null when empty, tags trimmed without repeats) and goes back to the list with a toast", async () => {
    const result = await admin.post(newRoute.action, "/admin/clients/new?q=Niger&page=2", {
      name: "  Réseau Niamey Innov  ",
      country: "   ",
      tags: [" ONG ", "", "ong", "Santé", "  "],
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/clients?q=Niger&page=2");
    expect(result.headers.get("Set-Cookie")).toContain("clients.toast.created");
    const [row] = await database.db.select().from(organizations).where(eq(organizations.name, "Réseau Niamey Innov"));
    expect(row).toMatchObject({ country: null, tags: ["ONG", "Santé"] });
    expect(await auditOf(row!.id)).toEqual([
      {
        action: "create",
        entity: "organization",
        actorEmail: expect.stringContaining("admin"),
        changes: expect.objectContaining({ name: { before: null, after: "Réseau Niamey Innov" } }),
      },
    ]);
  });

  it("refuses a missing name with the spec's message, a 400 and no write", async () => {
    const before = await rowCount();
    const result = await admin.post<FormFailure>(newRoute.action, "/admin/clients/new", {
      name: "   ",
      country: "Togo",
      tags: ["A", "B"],
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: { name: "clients.errors.nameRequired" },
      values: { country: "Togo" },
      lists: { tags: ["A", "B"] },
    });
    expect(await rowCount()).toBe(before);
  });

  it("refuses a tag over 50 characters", async () => {
    const result = await admin.post<FormFailure>(newRoute.action, "/admin/clients/new", {
      name: "Tagged",
      tags: ["x".repeat(51)],
    });
    expect(result.status).toBe(400);
    expect(result.data?.errors).toEqual({
      tags: "backOffice.errors.tagTooLong",
      "tags.0": "backOffice.errors.tagTooLong",
    });
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(newRoute, "admin/clients/new"),
    url: "http://localhost:3000/admin/clients/new",
    fields: { name: "Bodies Inc." },
    headers: { Cookie: admin.cookieHeader() },
    written: rowCount,
  }));
});

describe("Edit Organization: the stale-save rule", () => {
  it("saves with the version it was opened on, and refuses the later save of a stale form with 409 and no write", async () => {
    const organization = await createOrganization({ name: "Before", tags: ["a"] });
    const opened = versionOf(organization.updatedAt);
    const path = `/admin/clients/${organization.id}/edit`;
    const params = { id: organization.id };
    const first = await admin.post(
      editRoute.action,
      path,
      { name: "First save", tags: ["b"], version: opened },
      {},
      params,
    );
    expect(first.status).toBe(302);
    const second = await admin.post<FormFailure>(
      editRoute.action,
      path,
      { name: "Second save", tags: ["c"], version: opened },
      {},
      params,
    );
    expect(second.status).toBe(409);
    expect(second.data?.formError?.key).toBe("backOffice.errors.stale");
    const [row] = await database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(row).toMatchObject({ name: "First save", tags: ["b"] });
    // One entry, the saved edit's: the refused stale save wrote nothing.
    expect(await auditOf(organization.id)).toEqual([
      expect.objectContaining({
        action: "update",
        changes: expect.objectContaining({
          name: { before: "Before", after: "First save" },
          tags: { before: ["a"], after: ["b"] },
        }),
      }),
    ]);
    // The dialog reads the record again and offers its new version.
    const reopened = await admin.get<{ version: string; saved: { name: string } }>(editRoute.loader, path, params);
    expect(reopened.data?.saved.name).toBe("First save");
    expect(reopened.data?.version).not.toBe(opened);
  });

  it("refuses a form without its version (400) and an unknown organization (404)", async () => {
    const organization = await createOrganization();
    const params = { id: organization.id };
    const missing = await admin.post(editRoute.action, "/x", { name: "No version" }, {}, params);
    expect(missing.status).toBe(400);
    const gone = await admin.post(
      editRoute.action,
      "/x",
      { name: "Gone", version: new Date().toISOString() },
      {},
      { id: "00000000-0000-0000-0000-000000000000" },
    );
    expect(gone.status).toBe(404);
  });
});

describe("Delete Organization", () => {
  it("is refused while the organization has projects or active contracts, then deletes it", async () => {
    const organization = await createOrganization({ name: "Busy Org" });
    const project = await createProject({ organizationId: organization.id });
    const contract = await createContract({ organizationId: organization.id });
    const params = { id: organization.id };
    const withBoth = await admin.post<FormFailure>(deleteRoute.action, "/x", {}, {}, params);
    expect(withBoth.status).toBe(409);
    expect(withBoth.data?.formError).toEqual({
      key: "clients.delete.blocked",
      values: { name: "Busy Org", projects: "1", contracts: "1", invoices: "0", quotes: "0" },
    });
    await database.db.update(contracts).set({ status: "expired" }).where(eq(contracts.id, contract.id));
    expect((await admin.post(deleteRoute.action, "/x", {}, {}, params)).status).toBe(409);
    await database.db.delete(projects).where(eq(projects.id, project.id));
    const deleted = await admin.post(deleteRoute.action, "/admin/clients/x/delete?sort=name", {}, {}, params);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/clients?sort=name");
    expect(await database.db.select().from(organizations).where(eq(organizations.id, organization.id))).toEqual([]);
    expect((await auditOf(organization.id)).map((entry) => entry.action)).toEqual(["delete"]);
  });
});

describe("an organization's page", () => {
  it("shows the organization's contracts, its projects with their team size, and its client accounts", async () => {
    const organization = await createOrganization({ name: "Page Org" });
    await createContract({ organizationId: organization.id, title: "Contrat A" });
    const facilitator = await createFacilitator();
    await createProject({
      title: "Projet A",
      organizationId: organization.id,
      team: [{ facilitatorId: facilitator.id, role: "Lead" }],
    });
    const page = await admin.get<Awaited<ReturnType<typeof organizationRoute.loader>>>(
      organizationRoute.loader,
      `/admin/clients/${organization.id}`,
      { id: organization.id },
    );
    expect(page.status).toBe(200);
    expect(page.data?.contracts.map((contract) => contract.title)).toEqual(["Contrat A"]);
    expect(page.data?.projects.map((project) => [project.title, project.teamSize])).toEqual([["Projet A", 1]]);
    const unknown = await admin.get(organizationRoute.loader, "/x", { id: "00000000-0000-0000-0000-000000000000" });
    expect(unknown.status).toBe(404);
  });

  it("sets the health score with a note, and refuses a score outside 0 to 10", async () => {
    const organization = await createOrganization({ healthScore: 5 });
    const params = { id: organization.id };
    const version = versionOf(organization.updatedAt);
    const path = `/admin/clients/${organization.id}?intent=health`;
    const refused = await admin.post<FormFailure>(
      organizationRoute.action,
      path,
      { healthScore: "11", version },
      {},
      params,
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ healthScore: "clients.errors.healthScore" });
    const saved = await admin.post(
      organizationRoute.action,
      path,
      { healthScore: "8", healthNote: "Renewal likely.", version },
      {},
      params,
    );
    expect(saved.status).toBe(302);
    const [row] = await database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(row).toMatchObject({ healthScore: 8, healthNote: "Renewal likely." });
    expect(await auditOf(organization.id)).toEqual([
      expect.objectContaining({
        action: "update",
        changes: { healthScore: { before: 5, after: 8 }, healthNote: { before: null, after: "Renewal likely." } },
      }),
    ]);
    const stale = await admin.post(organizationRoute.action, path, { healthScore: "", version }, {}, params);
    expect(stale.status).toBe(409);
  });

  it("saves the billing details, refuses a bad IFU or an exemption without its reference, keeping what was typed", async () => {
    const organization = await createOrganization({ name: "Mutuelle Wend-Panga" });
    const params = { id: organization.id };
    const version = versionOf(organization.updatedAt);
    const path = `/admin/clients/${organization.id}?intent=billing`;
    const typed = {
      legalName: "Mutuelle Wend-Panga SA",
      billingAddress: "01 BP 1234 Ouagadougou 01",
      ifu: "0001 2345 x",
      rccm: "BF-OUA-2016-B-1234",
      billingEmail: "compta@wendpanga.example",
      vatExempt: "on",
      vatExemptionRef: "",
      version,
    };
    const refused = await admin.post<FormFailure>(organizationRoute.action, path, typed, {}, params);
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ vatExemptionRef: "clients.errors.exemptionRefRequired" });
    expect(refused.data?.values).toMatchObject({ legalName: "Mutuelle Wend-Panga SA", vatExempt: "on" });
    const badIfu = await admin.post<FormFailure>(
      organizationRoute.action,
      path,
      { ...typed, ifu: "12-34" },
      {},
      params,
    );
    expect(badIfu.data?.errors).toMatchObject({ ifu: "clients.errors.ifu" });
    const unchanged = await database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(unchanged[0]).toMatchObject({ legalName: null, vatExempt: false });

    const saved = await admin.post(
      organizationRoute.action,
      path,
      { ...typed, vatExemptionRef: "Arrêté n° 2024-117/MEFP" },
      {},
      params,
    );
    expect(saved.status).toBe(302);
    const [row] = await database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(row).toMatchObject({
      legalName: "Mutuelle Wend-Panga SA",
      ifu: "00012345X",
      rccm: "BF-OUA-2016-B-1234",
      billingEmail: "compta@wendpanga.example",
      vatExempt: true,
      vatExemptionRef: "Arrêté n° 2024-117/MEFP",
    });
    expect(await auditOf(organization.id)).toEqual([
      expect.objectContaining({
        action: "update",
        changes: expect.objectContaining({ ifu: { before: null, after: "00012345X" } }),
      }),
    ]);
    // Unticked, the exemption's reference goes with it; an old version is refused.
    const page = await admin.get<Awaited<ReturnType<typeof organizationRoute.loader>>>(
      organizationRoute.loader,
      "/x",
      params,
    );
    const cleared = await admin.post(
      organizationRoute.action,
      path,
      { vatExemptionRef: "Arrêté n° 2024-117/MEFP", version: page.data!.version },
      {},
      params,
    );
    expect(cleared.status).toBe(302);
    const [after] = await database.db.select().from(organizations).where(eq(organizations.id, organization.id));
    expect(after).toMatchObject({ vatExempt: false, vatExemptionRef: null, legalName: null });
    expect((await admin.post(organizationRoute.action, path, { version }, {}, params)).status).toBe(409);
  });

  it("links an existing client account, at most one organization per account", async () => {
    const first = await createOrganization({ name: "First Org" });
    const second = await createOrganization({ name: "Second Org" });
    const account = await createUser({ role: "client" });
    const link = (organizationId: string, email: string) =>
      admin.post<FormFailure>(
        organizationRoute.action,
        `/admin/clients/${organizationId}?intent=link`,
        { email },
        {},
        { id: organizationId },
      );
    expect((await link(first.id, account.email.toUpperCase())).status).toBe(302);
    const again = await link(second.id, account.email);
    expect(again.status).toBe(409);
    expect(again.data?.formError).toEqual({
      key: "clients.errors.otherOrganization",
      values: { organization: "First Org" },
    });
    const facilitator = await createUser({ role: "facilitator" });
    expect((await link(second.id, facilitator.email)).data?.formError?.key).toBe("clients.errors.notClient");
    expect((await link(second.id, "nobody@example.org")).status).toBe(404);
    const links = await database.db
      .select()
      .from(organizationClients)
      .where(eq(organizationClients.userId, account.id));
    expect(links.map((row) => row.organizationId)).toEqual([first.id]);
    expect((await auditOf(first.id)).map((entry) => entry.changes)).toEqual([
      { client: { before: null, after: account.email } },
    ]);
    expect(await auditOf(second.id)).toEqual([]);
  });

  it("invites a new client: an account with the client role, linked, and an email with a link to choose a password", async () => {
    const organization = await createOrganization();
    const email = `invited.${Date.now()}@example.org`;
    const result = await admin.post(
      organizationRoute.action,
      `/admin/clients/${organization.id}?intent=invite`,
      { email, firstName: "Aïcha", lastName: "Traoré", language: "en" },
      {},
      { id: organization.id },
    );
    expect(result.status).toBe(302);
    const [account] = await database.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({ role: "client", preferredLanguage: "en", emailVerified: false });
    const [link] = await database.db
      .select()
      .from(organizationClients)
      .where(eq(organizationClients.userId, account!.id));
    expect(link?.organizationId).toBe(organization.id);
    const mail = readMails(database.mailDir).find((message) => message.to.includes(email));
    expect(mail?.subject).toContain("client account");
    expect(mail?.text).toMatch(/\/en\/auth\?mode=reset-password&token=/);
    const twice = await admin.post<FormFailure>(
      organizationRoute.action,
      `/admin/clients/${organization.id}?intent=invite`,
      { email, firstName: "A", lastName: "B" },
      {},
      { id: organization.id },
    );
    expect(twice.status).toBe(409);
    expect(twice.data?.formError?.key).toBe("clients.errors.accountExists");
  });

  it("adds a contract (refusing an end before the start) and ends it", async () => {
    const organization = await createOrganization();
    const params = { id: organization.id };
    const fields = {
      title: "Atelier stratégie",
      status: "active",
      startDate: "2026-03-01",
      endDate: "2026-02-01",
      value: "1 500 000",
    };
    const refused = await admin.post<FormFailure>(contractNew.action, "/x", fields, {}, params);
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({ endDate: "clients.errors.endBeforeStart" });
    expect(await database.db.select().from(contracts).where(eq(contracts.organizationId, organization.id))).toEqual([]);
    const created = await admin.post(contractNew.action, "/x", { ...fields, endDate: "2026-12-31" }, {}, params);
    expect(created.status).toBe(302);
    const [contract] = await database.db.select().from(contracts).where(eq(contracts.organizationId, organization.id));
    expect(contract).toMatchObject({ value: "1500000.00", status: "active", startDate: "2026-03-01" });
    const ended = await admin.post(contractEnd.action, "/x", {}, {}, { id: organization.id, contractId: contract!.id });
    expect(ended.status).toBe(302);
    const [after] = await database.db.select().from(contracts).where(eq(contracts.id, contract!.id));
    expect(after?.status).toBe("terminated");
    expect(await auditOf(contract!.id)).toEqual([
      expect.objectContaining({ action: "create", entity: "contract" }),
      expect.objectContaining({
        action: "update",
        changes: expect.objectContaining({ status: { before: "active", after: "terminated" } }),
      }),
    ]);
    expect(
      (await admin.post(contractEnd.action, "/x", {}, {}, { id: organization.id, contractId: contract!.id })).status,
    ).toBe(409);
  });
});

describe("guards", () => {
  it("sends other roles home and anonymous visitors to sign in, writing nothing", async () => {
    const target = await createOrganization({ name: "Guarded Billing" });
    const before = await rowCount();
    const client = RouteClient.withCookies(clientCookie);
    expect((await client.get(list.loader, "/admin/clients")).location).toBe("/client");
    expect((await client.post(newRoute.action, "/admin/clients/new", { name: "Intruder" })).location).toBe("/client");
    const billing = await client.post(
      organizationRoute.action,
      `/admin/clients/${target.id}?intent=billing`,
      { legalName: "Intruder", version: versionOf(target.updatedAt) },
      {},
      { id: target.id },
    );
    expect(billing.location).toBe("/client");
    const [untouched] = await database.db.select().from(organizations).where(eq(organizations.id, target.id));
    expect(untouched!.legalName).toBeNull();
    const facilitator = RouteClient.withCookies((await signedInAs("facilitator")).cookie);
    expect((await facilitator.post(newRoute.action, "/admin/clients/new", { name: "Intruder" })).location).toBe(
      "/facilitator",
    );
    const anonymous = new RouteClient();
    expect((await anonymous.post(newRoute.action, "/admin/clients/new", { name: "Intruder" })).location).toBe(
      "/auth?redirectTo=%2Fadmin%2Fclients%2Fnew",
    );
    expect(await rowCount()).toBe(before);
  });
});

// After the list's own tests, which count every organization.
describe("the organizations list's contracts filter", () => {
  it("filters to the organizations with an active contract ending within 30 days (the overview's alert)", async () => {
    const today = todayIn(AGENCY_TIME_ZONE);
    const soon = await createOrganization({ name: "Echeance Soon" });
    await createContract({ organizationId: soon.id, status: "active", endDate: addDays(today, 10) });
    const later = await createOrganization({ name: "Echeance Later" });
    await createContract({ organizationId: later.id, status: "active", endDate: addDays(today, 100) });
    const ended = await createOrganization({ name: "Echeance Ended" });
    await createContract({ organizationId: ended.id, status: "expired", endDate: addDays(today, 5) });
    const expiring = await listed("?contracts=expiring&q=Echeance");
    expect(expiring.state.contracts).toBe("expiring");
    expect(expiring.page.rows.map((row) => row.name)).toEqual(["Echeance Soon"]);
    expect((await listed("?q=Echeance")).page.rows).toHaveLength(3);
  });
});
