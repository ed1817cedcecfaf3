/**
 * Writes each kind of record. The seed and the test factories (tests/support/factories.ts) both go through
 * these functions, so a test database is filled the way a real one is. Each takes the database or a
 * transaction and returns the rows as written, with their generated ids and defaults.
 */
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { AGENCY_TIME_ZONE, todayIn } from "../../../lib/time-zone";
import type { Db } from "../client.server";
import {
  activities,
  contactMessages,
  contracts,
  deals,
  facilitators,
  organizationClients,
  organizationContacts,
  organizations,
  projects,
  projectTeam,
  reviews,
  sectionContent,
  siteSettings,
  workshopRegistrations,
  workshops,
  type NewContactMessage,
  type NewContract,
  type NewActivity,
  type NewDeal,
  type NewFacilitator,
  type NewOrganization,
  type NewOrganizationClient,
  type NewProject,
  type NewProjectTeamMember,
  type NewReview,
  type NewSectionContent,
  type NewSiteSetting,
  type NewWorkshop,
  type NewWorkshopRegistration,
  type Project,
} from "../schema";

/** 'YYYY-MM-DD' `days` after (or before, when negative) today in the agency's time zone. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  const [year, month, day] = todayIn(AGENCY_TIME_ZONE, now).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<T["$inferSelect"][]> {
  // Drizzle refuses an empty insert.
  if (rows.length === 0) return [];
  return (await db.insert(table).values(rows).returning()) as T["$inferSelect"][];
}

export const insertSiteSettings = (db: Db, rows: NewSiteSetting[]) => insertRows(db, siteSettings, rows);
export const insertSectionContent = (db: Db, rows: NewSectionContent[]) => insertRows(db, sectionContent, rows);
export const insertFacilitators = (db: Db, rows: NewFacilitator[]) => insertRows(db, facilitators, rows);
export const insertWorkshops = (db: Db, rows: NewWorkshop[]) => insertRows(db, workshops, rows);
export const insertRegistrations = (db: Db, rows: NewWorkshopRegistration[]) =>
  insertRows(db, workshopRegistrations, rows);
export const insertReviews = (db: Db, rows: NewReview[]) => insertRows(db, reviews, rows);
export const insertOrganizations = (db: Db, rows: NewOrganization[]) => insertRows(db, organizations, rows);
export const insertContracts = (db: Db, rows: NewContract[]) => insertRows(db, contracts, rows);
export const insertOrganizationClients = (db: Db, rows: NewOrganizationClient[]) =>
  insertRows(db, organizationClients, rows);
export const insertOrganizationContacts = (db: Db, rows: (typeof organizationContacts.$inferInsert)[]) =>
  insertRows(db, organizationContacts, rows);
export const insertDeals = (db: Db, rows: NewDeal[]) => insertRows(db, deals, rows);
export const insertActivities = (db: Db, rows: NewActivity[]) => insertRows(db, activities, rows);
export const insertContactMessages = (db: Db, rows: NewContactMessage[]) => insertRows(db, contactMessages, rows);

export interface NewProjectWithTeam extends NewProject {
  /** Facilitators and client accounts on the project, each with their role in it. */
  team?: Omit<NewProjectTeamMember, "projectId">[];
}

/** Writes the projects, then their team members. */
export async function insertProjects(db: Db, rows: NewProjectWithTeam[]): Promise<Project[]> {
  const written = await insertRows(
    db,
    projects,
    rows.map(({ team: _team, ...project }) => project),
  );
  await insertRows(
    db,
    projectTeam,
    rows.flatMap((row, index) => (row.team ?? []).map((member) => ({ ...member, projectId: written[index]!.id }))),
  );
  return written;
}
