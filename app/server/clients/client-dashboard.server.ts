/**
 * What a client account sees on /client: its organization's figures and the lists behind them, its invoices
 * and payments among them. Every query starts from the signed-in account's own link in organization_clients,
 * so no parameter a client sends can reach another organization's rows.
 */
import { and, asc, count, desc, eq, inArray, ne, or, isNull, sql } from "drizzle-orm";
import type { PaymentMethod } from "~/lib/billing/document";
import { invoicesTable } from "~/lib/billing/invoices";
import { currencyFrom, type Currency } from "~/lib/format";
import type { ContractStatus, ProjectStatus } from "~/lib/clients/admin";
import type { Bilingual } from "~/lib/localized-text";
import { listInvoices, type InvoiceRow } from "../billing/invoices.server";
import { listQuotes, type QuoteRow } from "../sales/quotes.server";
import { quotesTable } from "~/lib/sales/quotes";
import { db } from "../db/client.server";
import {
  contracts,
  facilitators,
  invoicePayments,
  invoices,
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

/** How many invoices, payments and quotes the dashboard lists (the newest); it counts the rest. */
export const CLIENT_BILLING_ROWS = 20;

/** An issued invoice or credit note of the organization, as the billing table reads it (never a draft). */
export type ClientInvoice = Pick<
  InvoiceRow,
  "id" | "kind" | "number" | "view" | "issueDate" | "dueDate" | "currency" | "totalTtc" | "balance"
>;

/** A payment recorded against one of the organization's invoices. */
export interface ClientPayment {
  id: string;
  invoiceId: string;
  invoiceNumber: string;
  /** 'YYYY-MM-DD' */
  paidOn: string;
  /** What was received, and the VAT the client withheld at source ('0' when none). */
  amount: string;
  withheldVat: string;
  method: PaymentMethod;
  currency: Currency;
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
      /** The newest invoices and credit notes, by issue date; `total` counts them all. */
      invoices: { rows: ClientInvoice[]; total: number };
      /** The newest payments, by date; `total` counts them all. */
      payments: { rows: ClientPayment[]; total: number };
      /** The newest quotes sent to the organization (never a draft); `total` counts them all. */
      quotes: { rows: QuoteRow[]; total: number };
    };

/** The organization's client accounts' addresses, lower-cased: registrations are tied to people by address. */
export function memberEmails(organizationId: string) {
  return db()
    .select({ email: sql<string>`lower(${user.email})` })
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
    const own = email?.toLowerCase() === viewerEmail.toLowerCase();
    return {
      ...row,
      // Only named registrations are tied to the organization's people (by address).
      name: row.name ?? "",
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

/** The organization's issued invoices and credit notes, newest first: the billing table's own query, scoped. */
async function invoiceList(organizationId: string, today: string): Promise<{ rows: ClientInvoice[]; total: number }> {
  const state = { ...invoicesTable.defaults, sort: "issued" as const, dir: "desc" as const };
  const page = await listInvoices(state, CLIENT_BILLING_ROWS, today, { organizationId });
  return {
    total: page.total,
    rows: page.rows.map(({ id, kind, number, view, issueDate, dueDate, currency, totalTtc, balance }) => ({
      id,
      kind,
      number,
      view,
      issueDate,
      dueDate,
      currency,
      totalTtc,
      balance,
    })),
  };
}

/** The payments against the organization's issued invoices, newest first. */
async function paymentList(organizationId: string): Promise<{ rows: ClientPayment[]; total: number }> {
  const ours = and(eq(invoices.organizationId, organizationId), ne(invoices.status, "draft"));
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        id: invoicePayments.id,
        invoiceId: invoicePayments.invoiceId,
        invoiceNumber: invoices.number,
        paidOn: invoicePayments.paidOn,
        amount: invoicePayments.amount,
        withheldVat: invoicePayments.withheldVat,
        method: invoicePayments.method,
        currency: invoices.currency,
      })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(ours)
      .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.createdAt), desc(invoicePayments.id))
      .limit(CLIENT_BILLING_ROWS),
    db()
      .select({ n: count() })
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(ours),
  ]);
  return {
    total: counted?.n ?? 0,
    rows: rows.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber ?? "", currency: currencyFrom(row.currency) })),
  };
}

/** The dashboard of a client account, `today` being the agency's date ('YYYY-MM-DD'). */
export async function clientDashboard(viewer: { id: string; email: string }, today: string): Promise<ClientDashboard> {
  const [organization] = await db()
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationClients)
    .innerJoin(organizations, eq(organizations.id, organizationClients.organizationId))
    .where(eq(organizationClients.userId, viewer.id));
  if (!organization) return { kind: "noOrganization", contact: await getContactDetails() };
  const [projectRows, registrationRows, contractRows, invoiceRows, paymentRows, quoteRows] = await Promise.all([
    projectList(organization.id),
    registrationList(organization.id, viewer.email, today),
    contractList(organization.id),
    invoiceList(organization.id, today),
    paymentList(organization.id),
    listQuotes(quotesTable.defaults, CLIENT_BILLING_ROWS, today, { organizationId: organization.id }),
  ]);
  return {
    kind: "organization",
    organization,
    figures: figures(projectRows, registrationRows, contractRows),
    projects: projectRows,
    registrations: registrationRows,
    contracts: contractRows,
    invoices: invoiceRows,
    payments: paymentRows,
    quotes: { rows: quoteRows.rows, total: quoteRows.total },
  };
}
