/**
 * The projects screens' loaders and actions against the database: the list's status filter, search, sort
 * and paging, the project dialogs (validation, default status, tags, stale saves), the team, and the guards.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { versionOf } from "~/lib/versions";
import { auditLog, projects, projectTeam } from "~/server/db/schema";
import {
  createFacilitator,
  createOrganization,
  createProject,
  createUser,
  signedInAs,
} from "../../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../../tests/support/form-refusals";
import { RouteClient, requestArgs } from "../../../../tests/support/route-client";
import { routeHandler } from "../../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as organizationSearch from "../organization-search";
import * as deleteRoute from "./delete";
import * as editRoute from "./edit";
import * as list from "./list";
import * as newRoute from "./new";
import * as teamRoute from "./team";

const database = setUpTestDatabase();

type ListData = Awaited<ReturnType<typeof list.loader>>;

/** The audit entries about a project, oldest first: what was done and what changed. */
async function auditOf(projectId: string) {
  const rows = await database.db.select().from(auditLog).where(eq(auditLog.entityId, projectId)).orderBy(auditLog.id);
  return rows.map(({ action, entity, changes }) => ({ action, entity, changes }));
}

let admin: RouteClient;

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
});

async function listed(query: string): Promise<ListData> {
  const result = await admin.get<ListData>(list.loader, `/admin/projects${query}`);
  expect(result.status).toBe(200);
  return result.data!;
}

const projectCount = async () => (await database.db.select().from(projects)).length;

describe("the projects list", () => {
  beforeAll(async () => {
    const organization = await createOrganization({ name: "Lagune Hub" });
    const lead = await createFacilitator();
    const second = await createFacilitator();
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    await createProject({
      title: "Eau potable Sahel",
      status: "active",
      organizationId: organization.id,
      methodTags: ["Foresight", "Systems Mapping", "Prototyping", "Co-design"],
      createdAt: day(1),
      team: [
        { facilitatorId: lead.id, role: "Lead" },
        { facilitatorId: second.id, role: "Support" },
      ],
    });
    await createProject({ title: "Eau et climat", status: "draft", createdAt: day(2) });
    for (let i = 0; i < 11; i++)
      await createProject({ title: `Atelier ${i}`, status: "completed", createdAt: day(3 + i) });
  });

  it("filters by status and searches by title, with the organization's name and the team size", async () => {
    const active = await listed("?status=active");
    expect(active.page.rows).toEqual([
      expect.objectContaining({
        title: "Eau potable Sahel",
        organizationName: "Lagune Hub",
        teamSize: 2,
        methodTags: ["Foresight", "Systems Mapping", "Prototyping", "Co-design"],
      }),
    ]);
    expect((await listed("?q=eau")).page.rows.map((row) => row.title)).toEqual(["Eau et climat", "Eau potable Sahel"]);
    expect((await listed("?q=eau&status=draft")).page.rows.map((row) => row.organizationName)).toEqual([null]);
  });

  it("sorts by team size and pages 10 at a time", async () => {
    expect((await listed("?sort=team&dir=desc")).page.rows[0]?.title).toBe("Eau potable Sahel");
    const second = await listed("?page=2");
    expect(second.page).toMatchObject({ total: 13, page: 2, pageCount: 2 });
    expect(second.page.rows).toHaveLength(3);
  });

  it("treats an unknown status as All", async () => {
    expect((await listed("?status=archived")).state.status).toBe("all");
  });
});

describe("Create Project", () => {
  it("creates a draft by default, with trimmed method tags without repeats, and goes back to the list", async () => {
    const result = await admin.post(newRoute.action, "/admin/projects/new?status=draft", {
      title: "  Cartographie karité ",
      objective: "",
      organizationId: "",
      methodTags: [" Systems Mapping ", "systems mapping", "", "Foresight"],
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/projects?status=draft");
    expect(result.headers.get("Set-Cookie")).toContain("clients.toast.projectCreated");
    const [row] = await database.db.select().from(projects).where(eq(projects.title, "Cartographie karité"));
    expect(row).toMatchObject({
      status: "draft",
      objective: null,
      organizationId: null,
      methodTags: ["Systems Mapping", "Foresight"],
    });
    expect(await auditOf(row!.id)).toEqual([
      {
        action: "create",
        entity: "project",
        changes: expect.objectContaining({ title: { before: null, after: "Cartographie karité" } }),
      },
    ]);
  });

  it("refuses a missing title, an unknown status and an unknown organization with 400 and no write", async () => {
    const before = await projectCount();
    const missing = await admin.post<FormFailure>(newRoute.action, "/admin/projects/new", {
      title: "",
      status: "active",
    });
    expect(missing.status).toBe(400);
    expect(missing.data?.errors).toEqual({ title: "clients.errors.projectTitle" });
    const status = await admin.post<FormFailure>(newRoute.action, "/admin/projects/new", {
      title: "X",
      status: "archived",
    });
    expect(status.data?.errors).toEqual({ status: "clients.errors.projectStatus" });
    const organization = await admin.post<FormFailure>(newRoute.action, "/admin/projects/new", {
      title: "X",
      organizationId: "00000000-0000-0000-0000-000000000000",
    });
    expect(organization.status).toBe(400);
    expect(organization.data?.errors).toEqual({ organizationId: "clients.errors.organizationGone" });
    expect(await projectCount()).toBe(before);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(newRoute, "admin/projects/new"),
    url: "http://localhost:3000/admin/projects/new",
    fields: { title: "Bodies" },
    headers: { Cookie: admin.cookieHeader() },
    written: projectCount,
  }));
});

describe("Edit and delete a project", () => {
  it("refuses the later save of a stale form with 409 and keeps the first save", async () => {
    const project = await createProject({ title: "Original" });
    const version = versionOf(project.updatedAt);
    const params = { id: project.id };
    const first = await admin.post(
      editRoute.action,
      "/x",
      { title: "Saved first", status: "active", version },
      {},
      params,
    );
    expect(first.status).toBe(302);
    const second = await admin.post<FormFailure>(
      editRoute.action,
      "/x",
      { title: "Saved second", status: "cancelled", version },
      {},
      params,
    );
    expect(second.status).toBe(409);
    expect(second.data?.formError?.key).toBe("backOffice.errors.stale");
    const [row] = await database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ title: "Saved first", status: "active" });
    expect(await auditOf(project.id)).toEqual([
      {
        action: "update",
        entity: "project",
        changes: { title: { before: "Original", after: "Saved first" }, status: { before: "draft", after: "active" } },
      },
    ]);
  });

  it("deletes a project with its team", async () => {
    const facilitator = await createFacilitator();
    const project = await createProject({ team: [{ facilitatorId: facilitator.id, role: "Lead" }] });
    const result = await admin.post(deleteRoute.action, "/admin/projects/x/delete?q=a", {}, {}, { id: project.id });
    expect(result.status).toBe(302);
    expect(result.location).toBe("/admin/projects?q=a");
    expect(await database.db.select().from(projectTeam).where(eq(projectTeam.projectId, project.id))).toEqual([]);
    expect((await admin.post(deleteRoute.action, "/x", {}, {}, { id: project.id })).status).toBe(404);
    expect((await auditOf(project.id)).map((entry) => entry.action)).toEqual(["delete"]);
  });
});

describe("the team", () => {
  it("adds approved facilitators and staff with a role, refuses others and repeats, and removes members", async () => {
    const project = await createProject();
    const facilitator = await createFacilitator({ firstName: "Kwame", lastName: "Mensah" });
    const pending = await createFacilitator({ status: "pending" });
    const staff = await createUser({ role: "content_creator", firstName: "Ines", lastName: "Kaboré" });
    const client = await createUser({ role: "client" });
    const params = { id: project.id };
    const add = (member: string, role: string) =>
      admin.post<FormFailure>(
        teamRoute.action,
        `/admin/projects/${project.id}/team?page=2`,
        { member, role },
        {},
        params,
      );
    const added = await add(`facilitator:${facilitator.id}`, "Lead facilitator");
    expect(added.status).toBe(302);
    expect(added.location).toBe(`/admin/projects/${project.id}/team?page=2`);
    expect((await add(`user:${staff.id}`, "Content")).status).toBe(302);
    expect((await add(`facilitator:${facilitator.id}`, "Again")).status).toBe(409);
    expect((await add(`facilitator:${pending.id}`, "Pending")).status).toBe(404);
    expect((await add(`user:${client.id}`, "Client")).status).toBe(404);
    expect((await add(`facilitator:${facilitator.id}`, "")).data?.errors).toEqual({ role: "clients.errors.role" });
    expect((await add("someone", "Role")).data?.errors).toEqual({ member: "clients.errors.member" });

    const team = await admin.get<Awaited<ReturnType<typeof teamRoute.loader>>>(teamRoute.loader, "/x", params);
    expect(team.data?.members.map((member) => [member.name, member.kind, member.role])).toEqual([
      ["Kwame Mensah", "facilitator", "Lead facilitator"],
      ["Ines Kaboré", "user", "Content"],
    ]);
    expect(team.data?.facilitators.some((candidate) => candidate.value === `facilitator:${facilitator.id}`)).toBe(
      false,
    );

    const memberId = team.data!.members[0]!.id;
    const removed = await admin.post(
      teamRoute.action,
      `/admin/projects/${project.id}/team?intent=remove`,
      { memberId },
      {},
      params,
    );
    expect(removed.status).toBe(302);
    expect(removed.location).toBe(`/admin/projects/${project.id}/team`);
    expect(await database.db.select().from(projectTeam).where(eq(projectTeam.projectId, project.id))).toHaveLength(1);
    // Two joined, one left; the refused additions wrote nothing.
    expect((await auditOf(project.id)).map((entry) => entry.changes)).toEqual([
      {
        teamMember: { before: null, after: `facilitator:${facilitator.id}` },
        teamRole: { before: null, after: "Lead facilitator" },
      },
      { teamMember: { before: null, after: `user:${staff.id}` }, teamRole: { before: null, after: "Content" } },
      {
        teamMember: { before: `facilitator:${facilitator.id}`, after: null },
        teamRole: { before: "Lead facilitator", after: null },
      },
    ]);
  });
});

describe("the team picker", () => {
  it("offers a staff member who also has a facilitator profile once, as the facilitator, and not once on the team", async () => {
    const project = await createProject();
    const person = await createUser({ role: "employee", firstName: "Awa", lastName: "Ouédraogo" });
    const profile = await createFacilitator({ userId: person.id, firstName: "Awa", lastName: "Ouédraogo" });
    const params = { id: project.id };
    const picker = async () =>
      (await admin.get<Awaited<ReturnType<typeof teamRoute.loader>>>(teamRoute.loader, "/x", params)).data!;
    const offered = (team: Awaited<ReturnType<typeof picker>>) =>
      [...team.facilitators, ...team.staff].filter((candidate) => candidate.name === "Awa Ouédraogo");
    expect(offered(await picker()).map((candidate) => candidate.value)).toEqual([`facilitator:${profile.id}`]);

    const added = await admin.post(
      teamRoute.action,
      `/admin/projects/${project.id}/team`,
      {
        member: `facilitator:${profile.id}`,
        role: "Research",
      },
      {},
      params,
    );
    expect(added.status).toBe(302);
    expect(offered(await picker())).toEqual([]);
  });
  it("puts that person on the team once, whether a crafted form names the account or the profile", async () => {
    const project = await createProject();
    const person = await createUser({ role: "employee", firstName: "Issa", lastName: "Kaboré" });
    const profile = await createFacilitator({ userId: person.id, firstName: "Issa", lastName: "Kaboré" });
    const params = { id: project.id };
    const add = (member: string) =>
      admin.post(teamRoute.action, `/admin/projects/${project.id}/team`, { member, role: "Research" }, {}, params);
    // The account joins as its facilitator profile, the one the picker offers.
    expect((await add(`user:${person.id}`)).status).toBe(302);
    expect((await add(`facilitator:${profile.id}`)).status).toBe(409);
    expect((await add(`user:${person.id}`)).status).toBe(409);
    const team = await database.db.select().from(projectTeam).where(eq(projectTeam.projectId, project.id));
    expect(team.map((row) => [row.facilitatorId, row.userId])).toEqual([[profile.id, null]]);
  });

  it("counts a person added as an account before their profile was approved as on the team", async () => {
    const project = await createProject();
    const person = await createUser({ role: "employee", firstName: "Mariam", lastName: "Sawadogo" });
    await database.db.insert(projectTeam).values({ projectId: project.id, userId: person.id, role: "Content" });
    const profile = await createFacilitator({ userId: person.id, firstName: "Mariam", lastName: "Sawadogo" });
    const params = { id: project.id };
    const added = await admin.post(
      teamRoute.action,
      `/admin/projects/${project.id}/team`,
      { member: `facilitator:${profile.id}`, role: "Lead" },
      {},
      params,
    );
    expect(added.status).toBe(409);
    expect(await database.db.select().from(projectTeam).where(eq(projectTeam.projectId, project.id))).toHaveLength(1);
  });
});

describe("the organization field's search", () => {
  it("answers the organizations whose name holds the query, by name, a few at a time, to admins only", async () => {
    const tag = `Zq${Date.now()}`;
    await createOrganization({ name: `${tag} Beta` });
    await createOrganization({ name: `${tag} alpha` });
    for (let i = 0; i < 25; i++) await createOrganization({ name: `${tag} Many ${String(i).padStart(2, "0")}` });
    const search = async (q: string) => {
      const request = admin.request(`/admin/organizations/search?${new URLSearchParams({ q })}`);
      const answer = await organizationSearch.loader({ ...requestArgs(request), params: {} } as never);
      return ((await answer.json()) as { organizations: { name: string }[] }).organizations.map((row) => row.name);
    };
    const found = await search(tag);
    expect(found).toHaveLength(20);
    expect(found.slice(0, 3)).toEqual([`${tag} alpha`, `${tag} Beta`, `${tag} Many 00`]);
    expect(await search(`${tag}%_`)).toEqual([]);
    // A control character (which PostgreSQL refuses in text) is dropped, as in the tables' search.
    expect(await search(`\u0000${tag} alpha`)).toEqual([`${tag} alpha`]);
    const facilitator = RouteClient.withCookies((await signedInAs("facilitator")).cookie);
    const refused = await facilitator.get(organizationSearch.loader, `/admin/organizations/search?q=${tag}`);
    expect(refused.status).toBe(302);
  });
});

describe("guards", () => {
  it("sends a facilitator home from every projects loader and action, writing nothing", async () => {
    const project = await createProject();
    const before = await projectCount();
    const facilitator = RouteClient.withCookies((await signedInAs("facilitator")).cookie);
    const params = { id: project.id };
    expect((await facilitator.get(list.loader, "/admin/projects")).location).toBe("/facilitator");
    expect((await facilitator.post(newRoute.action, "/x", { title: "Nope" })).location).toBe("/facilitator");
    expect((await facilitator.post(deleteRoute.action, "/x", {}, {}, params)).location).toBe("/facilitator");
    expect((await facilitator.get(teamRoute.loader, "/x", params)).location).toBe("/facilitator");
    expect(await projectCount()).toBe(before);
  });
});
