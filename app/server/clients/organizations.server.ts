/**
 * Organizations (the agency's clients): the paged list, one organization's page, create, edit, health
 * score and delete. Outcomes name every case; the route modules turn them into answers.
 */
import { and, asc, count, desc, eq, exists, getTableColumns, sql } from "drizzle-orm";
import type { BillingDetails, OrganizationsTableState } from "~/lib/clients/admin";
import type { TablePage } from "~/lib/tables";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db, type Db } from "../db/client.server";
import {
  contracts,
  invoices,
  quotes,
  organizationClients,
  organizations,
  projects,
  user,
  type Organization,
  type OrganizationContact,
} from "../db/schema";
import { atVersion, orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { expiringContractWhere } from "./contracts.server";
import { listContacts } from "./organization-contacts.server";
import { teamSizeOfRow } from "./projects.server";

export interface OrganizationRow {
  id: string;
  name: string;
  country: string | null;
  tags: string[];
  createdAt: Date;
  activeContracts: number;
  healthScore: number | null;
}

/** Active contracts per organization, counted (never stored), for sorting by that count. */
function activeContractCounts() {
  return db()
    .select({ organizationId: contracts.organizationId, n: count().as("n") })
    .from(contracts)
    .where(eq(contracts.status, "active"))
    .groupBy(contracts.organizationId)
    .as("active_contracts");
}

/** The count for one organization's row, computed only for the rows of the page (after the sort and limit). */
// The outer column is written out with its table: Drizzle leaves a lone table's columns unqualified, which
// inside the subquery would name the subquery's own.
const activeContractsOfRow =
  sql<number>`(select count(*) from contracts where contracts.organization_id = "organizations"."id" and contracts.status = 'active')`.mapWith(
    Number,
  );

/**
 * One page of the organizations table, searched by name, sorted and paged in SQL. The active-contract
 * count is a subquery run for the ten rows shown, except when the table is sorted by it: then every
 * organization's count is needed, and one grouped count joined in is the cheaper way.
 */
export async function listOrganizations(
  state: OrganizationsTableState,
  pageSize: number,
): Promise<TablePage<OrganizationRow>> {
  const expiring =
    state.contracts === "expiring"
      ? exists(
          db()
            .select({ one: sql`1` })
            .from(contracts)
            .where(
              and(eq(contracts.organizationId, organizations.id), expiringContractWhere(todayIn(AGENCY_TIME_ZONE))),
            ),
        )
      : undefined;
  const where = and(searchWhere(state.q, [organizations.name]), expiring);
  const active = activeContractCounts();
  const joinedCount = sql<number>`coalesce(${active.n}, 0)`.mapWith(Number);
  const byCount = state.sort === "contracts";
  const sorts = {
    name: sql`lower(${organizations.name})`,
    country: sql`lower(${organizations.country})`,
    created: organizations.createdAt,
    contracts: joinedCount,
    health: organizations.healthScore,
  };
  const columns = {
    id: organizations.id,
    name: organizations.name,
    country: organizations.country,
    tags: organizations.tags,
    createdAt: organizations.createdAt,
    activeContracts: byCount ? joinedCount : activeContractsOfRow,
    healthScore: organizations.healthScore,
  };
  return readPage({
    page: state.page,
    pageSize,
    count: async () => {
      const [row] = await db().select({ n: count() }).from(organizations).where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) => {
      const query = db().select(columns).from(organizations).$dynamic();
      const joined = byCount ? query.leftJoin(active, eq(active.organizationId, organizations.id)) : query;
      return joined
        .where(where)
        .orderBy(...orderBy(sorts, state, organizations.id))
        .limit(limit)
        .offset(offset);
    },
  });
}

/** How many organizations the project editor's organization field offers at once. */
export const ORGANIZATION_MATCHES = 20;

/**
 * The organizations whose name holds `q`, by name, at most ORGANIZATION_MATCHES of them (the project editor's
 * organization field asks the server as staff type, so it works the same with ten or ten thousand).
 */
export function searchOrganizations(q: string): Promise<{ id: string; name: string }[]> {
  return db()
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(searchWhere(q, [organizations.name]))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id))
    .limit(ORGANIZATION_MATCHES);
}

/** The id and name of one organization (the one a project belongs to), if it still exists. */
export async function organizationChoice(id: string | null): Promise<{ id: string; name: string } | null> {
  if (!id) return null;
  const [row] = await db()
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ?? null;
}

export function getOrganization(id: string): Promise<Organization | undefined> {
  return db()
    .select()
    .from(organizations)
    .where(eq(organizations.id, id))
    .then((rows) => rows[0]);
}

export interface OrganizationInput {
  name: string;
  country: string | null;
  tags: string[];
}

export function createOrganization(input: OrganizationInput, source: AuditSource): Promise<Organization> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ name: input.name, country: input.country, tags: input.tags })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "organization", entityId: row!.id, after: row! });
    return row!;
  });
}

export type EditOutcome = { kind: "saved" } | { kind: "notFound" } | { kind: "stale" };

/** Why an update changed no row: the record is gone, or it moved past the form's version. */
async function missedUpdate(id: string): Promise<EditOutcome> {
  return (await getOrganization(id)) ? { kind: "stale" } : { kind: "notFound" };
}

/** Writes `changes` only if the organization is still at `version`, with its audit entry in the same transaction. */
async function updateAtVersion(
  id: string,
  changes: Partial<Omit<Organization, "id" | "createdAt" | "updatedAt">>,
  version: Date,
  source: AuditSource,
): Promise<EditOutcome> {
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, id)).for("update");
    const [after] = await tx
      .update(organizations)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(organizations.id, id), atVersion(organizations.updatedAt, version)))
      .returning();
    if (!before || !after) return false;
    // Its draft invoices and quotes are addressed by its new name; sent ones keep the name they were sent to.
    if (changes.name !== undefined && changes.name !== before.name) {
      await tx
        .update(invoices)
        .set({ clientName: changes.name })
        .where(and(eq(invoices.organizationId, id), eq(invoices.status, "draft")));
      await tx
        .update(quotes)
        .set({ clientName: changes.name })
        .where(and(eq(quotes.organizationId, id), eq(quotes.status, "draft")));
    }
    await recordAudit(tx, { ...source, action: "update", entity: "organization", entityId: id, before, after });
    return true;
  });
  return saved ? { kind: "saved" } : missedUpdate(id);
}

/** Saves the editor's fields, only if the organization is still at the version the form was opened on. */
export function updateOrganization(
  id: string,
  input: OrganizationInput,
  version: Date,
  source: AuditSource,
): Promise<EditOutcome> {
  return updateAtVersion(id, { name: input.name, country: input.country, tags: input.tags }, version, source);
}

/** Sets the billing details invoices will carry, on the same stale-save rule. */
export function setBillingDetails(
  id: string,
  input: BillingDetails,
  version: Date,
  source: AuditSource,
): Promise<EditOutcome> {
  return updateAtVersion(id, input, version, source);
}

/** Sets the health score (null: 'Not set') and its note, on the same stale-save rule. */
export function setHealth(
  id: string,
  input: { healthScore: number | null; healthNote: string | null },
  version: Date,
  source: AuditSource,
): Promise<EditOutcome> {
  return updateAtVersion(id, { healthScore: input.healthScore, healthNote: input.healthNote }, version, source);
}

/**
 * What keeps an organization from being deleted: its projects, its active contracts, its invoices (kept for the law)
 * and its quotes (documents its client holds, numbered in an unbroken series).
 */
export interface DeleteBlockers {
  projects: number;
  activeContracts: number;
  invoices: number;
  quotes: number;
}

async function blockersOf(database: Db, id: string): Promise<DeleteBlockers> {
  const [projectCount] = await database.select({ n: count() }).from(projects).where(eq(projects.organizationId, id));
  const [contractCount] = await database
    .select({ n: count() })
    .from(contracts)
    .where(and(eq(contracts.organizationId, id), eq(contracts.status, "active")));
  const [invoiceCount] = await database.select({ n: count() }).from(invoices).where(eq(invoices.organizationId, id));
  const [quoteCount] = await database.select({ n: count() }).from(quotes).where(eq(quotes.organizationId, id));
  return {
    projects: projectCount?.n ?? 0,
    activeContracts: contractCount?.n ?? 0,
    invoices: invoiceCount?.n ?? 0,
    quotes: quoteCount?.n ?? 0,
  };
}

export type DeleteOutcome =
  { kind: "deleted"; name: string } | { kind: "notFound" } | ({ kind: "blocked"; name: string } & DeleteBlockers);

/**
 * Deletes an organization with its past contracts and its client links, refused while it has projects or
 * active contracts. The row is locked first, so a project added meanwhile cannot be orphaned.
 */
export function deleteOrganization(id: string, source: AuditSource): Promise<DeleteOutcome> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).for("update");
    if (!row) return { kind: "notFound" };
    const blockers = await blockersOf(tx, id);
    if (Object.values(blockers).some((n) => n > 0)) return { kind: "blocked", name: row.name, ...blockers };
    await tx.delete(organizations).where(eq(organizations.id, id));
    await recordAudit(tx, { ...source, action: "delete", entity: "organization", entityId: id, before: row });
    return { kind: "deleted", name: row.name };
  });
}

export interface OrganizationPage {
  organization: Organization;
  /** With the workshop seats its organization's bookings drew from it. */
  contracts: (typeof contracts.$inferSelect & { seatsUsed: number })[];
  projects: { id: string; title: string; status: (typeof projects.$inferSelect)["status"]; teamSize: number }[];
  clients: { id: string; email: string; firstName: string; lastName: string; emailVerified: boolean }[];
  contacts: OrganizationContact[];
}

/** Everything an organization's page shows but its timeline: its details, contracts, projects, client accounts and contact people. */
export async function getOrganizationPage(id: string): Promise<OrganizationPage | null> {
  const organization = await getOrganization(id);
  if (!organization) return null;
  const [contractRows, projectRows, clientRows, contacts] = await Promise.all([
    db()
      .select({
        ...getTableColumns(contracts),
        seatsUsed:
          sql<number>`(select coalesce(sum(seat_bookings.included_seats), 0) from seat_bookings where seat_bookings.contract_id = "contracts"."id")`.mapWith(
            Number,
          ),
      })
      .from(contracts)
      .where(eq(contracts.organizationId, id))
      .orderBy(sql`${contracts.startDate} desc nulls last`, desc(contracts.createdAt)),
    db()
      .select({
        id: projects.id,
        title: projects.title,
        status: projects.status,
        teamSize: teamSizeOfRow,
      })
      .from(projects)
      .where(eq(projects.organizationId, id))
      .orderBy(desc(projects.createdAt)),
    db()
      .select({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerified,
      })
      .from(organizationClients)
      .innerJoin(user, eq(user.id, organizationClients.userId))
      .where(eq(organizationClients.organizationId, id))
      .orderBy(asc(user.lastName), asc(user.firstName)),
    listContacts(id),
  ]);
  return { organization, contracts: contractRows, projects: projectRows, clients: clientRows, contacts };
}
