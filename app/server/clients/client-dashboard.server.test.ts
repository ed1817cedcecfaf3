/** /client: the figures and lists of the signed-in client's own organization, and nothing of any other. */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/client/dashboard";
import { RouteClient } from "../../../tests/support/route-client";
import {
  createContract,
  createFacilitator,
  createOrganization,
  createProject,
  createRegistration,
  createWorkshop,
  signedInAs,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { linkClient } from "./client-accounts.server";
import { CONTACT_FALLBACKS } from "../contact/messages.server";
import { verifyCancelToken } from "../workshops/links.server";

setUpTestDatabase();

interface OrganizationPage {
  dashboard: {
    kind: "organization";
    organization: { id: string; name: string };
    figures: Record<string, number>;
    projects: { id: string; title: string; status: string; team: { name: string; role: string | null }[] }[];
    registrations: { id: string; title: string; name: string; status: string; cancelHref: string | null }[];
    contracts: { id: string; title: string; status: string; startDate: string | null; endDate: string | null }[];
  };
}

async function clientOf(organizationId: string, firstName: string) {
  const account = await signedInAs("client", { firstName });
  const staff = { actor: { id: "staff", email: "staff@example.org" }, address: null };
  expect(await linkClient(organizationId, account.email, staff)).toMatchObject({ kind: "linked" });
  return account;
}

describe("the client dashboard", () => {
  it("counts and lists the organization's projects, contracts and upcoming registrations, never another's", async () => {
    const mine = await createOrganization({ name: "Mine" });
    const other = await createOrganization({ name: "Other" });
    const viewer = await clientOf(mine.id, "Awa");
    const colleague = await clientOf(mine.id, "Issa");
    const stranger = await clientOf(other.id, "Moussa");
    const facilitator = await createFacilitator({ firstName: "Fatou", lastName: "Sow" });

    await createProject({
      title: "Active one",
      status: "active",
      organizationId: mine.id,
      team: [{ facilitatorId: facilitator.id, role: "Lead" }, { userId: viewer.id }],
    });
    await createProject({ title: "Done", status: "completed", organizationId: mine.id });
    await createProject({ title: "Draft", status: "draft", organizationId: mine.id });
    await createProject({ title: "Theirs", status: "active", organizationId: other.id });
    await createProject({ title: "Internal", status: "active" });
    await createContract({ organizationId: mine.id, title: "Running", startDate: "2026-01-01", endDate: "2027-06-30" });
    await createContract({ organizationId: mine.id, title: "Old", status: "expired" });
    await createContract({ organizationId: other.id, title: "Their contract" });

    const soon = await createWorkshop({ title: "Soon", daysFromNow: 3 });
    const later = await createWorkshop({ title: "Later", daysFromNow: 30 });
    const gone = await createWorkshop({ title: "Gone", daysFromNow: -3 });
    const called = await createWorkshop({ title: "Called off", daysFromNow: 5, status: "cancelled" });
    const own = await createRegistration({ workshopId: soon.id, email: viewer.email.toUpperCase(), name: "Awa" });
    const theirs = await createRegistration({ workshopId: soon.id, email: colleague.email, name: "Issa" });
    await createRegistration({ workshopId: later.id, email: colleague.email, name: "Issa", status: "waitlisted" });
    await createRegistration({ workshopId: later.id, email: viewer.email, name: "Awa", status: "cancelled" });
    await createRegistration({ workshopId: gone.id, email: viewer.email, name: "Awa" });
    await createRegistration({ workshopId: called.id, email: viewer.email, name: "Awa" });
    await createRegistration({ workshopId: later.id, email: stranger.email, name: "Moussa" });

    const page = await RouteClient.withCookies(viewer.cookie).get<OrganizationPage>(loader, "/client");
    expect(page.status).toBe(200);
    const { dashboard } = page.data!;
    expect(dashboard.organization.name).toBe("Mine");
    expect(dashboard.figures).toEqual({
      activeProjects: 1,
      completedProjects: 1,
      upcomingWorkshops: 2,
      openContracts: 1,
    });
    expect(dashboard.projects.map((project) => project.title).sort()).toEqual(["Active one", "Done", "Draft"]);
    expect(dashboard.projects.find((project) => project.title === "Active one")!.team).toEqual([
      { name: "Fatou Sow", role: "Lead" },
      { name: "Awa Sawadogo", role: null },
    ]);
    expect(dashboard.contracts.map((contract) => [contract.title, contract.status])).toEqual([
      ["Running", "active"],
      ["Old", "expired"],
    ]);
    expect(dashboard.contracts[0]!.endDate).toBe("30 juin 2027");
    expect(dashboard.registrations.map((row) => [row.title, row.name, row.status])).toEqual([
      ["Soon", "Awa", "confirmed"],
      ["Soon", "Issa", "confirmed"],
      ["Later", "Issa", "waitlisted"],
    ]);
    // The cancellation link only on the viewer's own registration: a colleague cancels their own.
    const link = new URL(dashboard.registrations[0]!.cancelHref!, "http://localhost");
    expect(link.pathname).toBe(`/registrations/${own.id}/cancel`);
    expect(verifyCancelToken(own.id, link.searchParams.get("token"))).toBe(true);
    expect(dashboard.registrations.find((row) => row.id === theirs.id)!.cancelHref).toBeNull();

    const text = JSON.stringify(dashboard);
    for (const foreign of ["Other", "Theirs", "Their contract", "Moussa", "Internal"])
      expect(text).not.toContain(foreign);

    // The stranger's page holds their organization only, whatever the viewer's organization is.
    const theirsPage = await RouteClient.withCookies(stranger.cookie).get<OrganizationPage>(
      loader,
      `/client?organization=${mine.id}`,
    );
    expect(theirsPage.data!.dashboard.organization.name).toBe("Other");
    expect(theirsPage.data!.dashboard.figures).toEqual({
      activeProjects: 1,
      completedProjects: 0,
      upcomingWorkshops: 1,
      openContracts: 1,
    });
  });

  it("shows a client without an organization how to reach the team", async () => {
    const loner = await signedInAs("client");
    const page = await RouteClient.withCookies(loner.cookie).get<{ dashboard: unknown }>(loader, "/client");
    expect(page.status).toBe(200);
    expect(page.data!.dashboard).toEqual({
      kind: "noOrganization",
      email: CONTACT_FALLBACKS.email,
      phone: CONTACT_FALLBACKS.phone,
    });
  });

  it("sends a visitor to sign in and another role to its own home", async () => {
    const anonymous = await new RouteClient().get(loader, "/client");
    expect(anonymous.location).toBe("/auth?redirectTo=%2Fclient");
    const facilitator = await signedInAs("facilitator");
    const refused = await RouteClient.withCookies(facilitator.cookie).get(loader, "/client");
    expect(refused.location).toBe("/facilitator");
  });
});
