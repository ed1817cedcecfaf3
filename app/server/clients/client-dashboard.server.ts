/**
 * What a client account sees on /client: its organization's figures and the lists behind them. Every query
 * starts from the signed-in account's own link in organization_clients, so no parameter a client sends can
 * reach another organization's rows.
 */
import { and, asc, desc, eq, inArray, ne, or, isNull, sql } from "drizzle-orm";
import type { ContractStatus, ProjectStatus } from "~/lib/clients/admin";
import type { Bilingual } from "~/lib/localized-text";
import { db } from "../db/client.server";
import {
  contracts,
  facilitators,
  organizationClients,
  organizations,
  projects,
  projectTeam,
  user,
  workshopRegistrations,
  workshops,
} from "../db/schema";
import type { ContactDetails } from "~/lib/contact/rules";
import { getContactDetails } from "../contact/messages.server";
import { cancelToken } from "../workshops/links.server";
import { workshopTitle, workshopWhenAndWhere } from "../workshops/queries.server";
import type { WorkshopPlaceFields } from "~/lib/workshops/places";

export interface ClientFigures {
  /** The organization's projects whose status is active. */
  activeProjects: number;
  /** The organization's projects whose status is completed. */
  completedProjects: number;
  /** Workshops from today on, not cancelled, with a live registration by one of the organization's accounts. */
  upcomingWorkshops: number;
  /** The organization's contracts whose status is active. */
  openContracts: number;
}

export interface ClientProject {
  id: string;
  title: string;
  status: ProjectStatus;
  team: { name: string; role: string | null }[];
}

export interface ClientRegistration extends WorkshopPlaceFields {
  id: string;
  status: "confirmed" | "waitlisted";
  workshopId: string;
  title: Bilingual;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  /** Who registered (one of the organization's accounts). */
  name: string;
  /** The signed token of the cancellation link, on the signed-in account's own registrations only. */
  cancelToken: string | null;
}

export interface ClientContract {
  id: string;
  title: string;
  status: ContractStatus;
  startDate: string | null;
  endDate: string | null;
}

export type ClientDashboard =
  /** With the agency's details, so the page can say how to reach the team. */
  | { kind: "noOrganization"; contact: ContactDetails }
  | {
      kind: "organization";
      organization: { id: string; name: string };
      figures: ClientFigures;
      projects: ClientProject[];
      registrations: ClientRegistration[];
      contracts: ClientContract[];
    };

/** The organization's client accounts' addresses, lower-cased: registrations are tied to people by address. */
function memberEmails(organizationId: string) {
  return db()
    .select({ email: sql`lower(${user.email})` })
    .from(organizationClients)
    .innerJoin(user, eq(user.id, organizationClients.userId))
    .where(eq(organizationClients.organizationId, organizationId));
}

/** A registration that still holds (or waits for) a seat at a workshop that has not happened yet. */
function upcomingRegistration(organizationId: string, today: string) {
  return and(
    inArray(sql`lower(${workshopRegistrations.email})`, memberEmails(organizationId)),
    ne(workshopRegistrations.status, "cancelled"),
    ne(workshops.status, "cancelled"),
    or(isNull(workshops.date), sql`${workshops.date} >= ${today}`),
  );
}

/** The figures are counts of the lists the page shows in full: no query of their own. */
function figures(
  projectRows: ClientProject[],
  registrationRows: ClientRegistration[],
  contractRows: ClientContract[],
): ClientFigures {
  const projectCount = (status: ProjectStatus) => projectRows.filter((project) => project.status === status).length;
  return {
    activeProjects: projectCount("active"),
    completedProjects: projectCount("completed"),
    upcomingWorkshops: new Set(registrationRows.map((registration) => registration.workshopId)).size,
    openContracts: contractRows.filter((contract) => contract.status === "active").length,
  };
}

async function projectList(organizationId: string): Promise<ClientProject[]> {
  const rows = await db()
    .select({ id: projects.id, title: projects.title, status: projects.status })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .orderBy(desc(projects.createdAt), asc(projects.id));
  if (rows.length === 0) return [];
  const members = await db()
    .select({
      projectId: projectTeam.projectId,
      role: projectTeam.role,
      facilitatorFirst: facilitators.firstName,
      facilitatorLast: facilitators.lastName,
      userFirst: user.firstName,
      userLast: user.lastName,
    })
    .from(projectTeam)
    .leftJoin(facilitators, eq(facilitators.id, projectTeam.facilitatorId))
    .leftJoin(user, eq(user.id, projectTeam.userId))
    .where(
      inArray(
        projectTeam.projectId,
        rows.map((row) => row.id),
      ),
    )
    // The facilitators first, then the accounts; a team written at once shares one created_at.
    .orderBy(sql`${projectTeam.facilitatorId} is null`, asc(projectTeam.createdAt), asc(projectTeam.id));
  return rows.map((row) => ({
    ...row,
    team: members
      .filter((member) => member.projectId === row.id)
      .map((member) => ({
        name: [member.facilitatorFirst ?? member.userFirst, member.facilitatorLast ?? member.userLast]
          .filter(Boolean)
          .join(" "),
        role: member.role,
      })),
  }));
}

async function registrationList(organizationId: string, viewerEmail: string, today: string) {
  const rows = await db()
    .select({
      id: workshopRegistrations.id,
      status: workshopRegistrations.status,
      email: workshopRegistrations.email,
      name: workshopRegistrations.name,
      workshopId: workshops.id,
      title: workshopTitle,
      ...workshopWhenAndWhere,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(upcomingRegistration(organizationId, today))
    .orderBy(sql`${workshops.date} asc nulls last`, asc(workshops.startTime), asc(workshopRegistrations.createdAt));
  return rows.map(({ email, status, ...row }): ClientRegistration => {
    const own = email.toLowerCase() === viewerEmail.toLowerCase();
    return {
      ...row,
      status: status === "waitlisted" ? "waitlisted" : "confirmed",
      cancelToken: own ? cancelToken(row.id) : null,
    };
  });
}

function contractList(organizationId: string): Promise<ClientContract[]> {
  return (
    db()
      .select({
        id: contracts.id,
        title: contracts.title,
        status: contracts.status,
        startDate: contracts.startDate,
        endDate: contracts.endDate,
      })
      .from(contracts)
      .where(eq(contracts.organizationId, organizationId))
      // The active ones first, then the most recent end.
      .orderBy(sql`${contracts.status} <> 'active'`, sql`${contracts.endDate} desc nulls last`, asc(contracts.id))
  );
}

/** The dashboard of a client account, `today` being the agency's date ('YYYY-MM-DD'). */
export async function clientDashboard(viewer: { id: string; email: string }, today: string): Promise<ClientDashboard> {
  const [organization] = await db()
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationClients)
    .innerJoin(organizations, eq(organizations.id, organizationClients.organizationId))
    .where(eq(organizationClients.userId, viewer.id));
  if (!organization) return { kind: "noOrganization", contact: await getContactDetails() };
  const [projectRows, registrationRows, contractRows] = await Promise.all([
    projectList(organization.id),
    registrationList(organization.id, viewer.email, today),
    contractList(organization.id),
  ]);
  return {
    kind: "organization",
    organization,
    figures: figures(projectRows, registrationRows, contractRows),
    projects: projectRows,
    registrations: registrationRows,
    contracts: contractRows,
  };
}
