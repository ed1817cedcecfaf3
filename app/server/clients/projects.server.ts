/** Projects: the paged list, create, edit (stale-save rule), delete, and the team (facilitators and staff, each with a role). */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { ProjectStatus, ProjectsTableState } from "~/lib/clients/admin";
import type { TablePage } from "~/lib/tables";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { facilitators, organizations, projects, projectTeam, user, type Project } from "../db/schema";
import { atVersion, orderBy, readPage, searchWhere } from "../back-office/tables.server";

export interface ProjectRow {
  id: string;
  title: string;
  status: ProjectStatus;
  organizationId: string | null;
  organizationName: string | null;
  methodTags: string[];
  teamSize: number;
  createdAt: Date;
}

/** The accounts that count as staff on a team (facilitators join through their public profile). */
const STAFF_ROLES = ["admin", "content_creator", "employee"] as const;

/** Team members per project, counted (never stored), for sorting by that count. */
function teamCounts() {
  return db()
    .select({ projectId: projectTeam.projectId, n: count().as("n") })
    .from(projectTeam)
    .groupBy(projectTeam.projectId)
    .as("team_counts");
}

// Outer columns are written out with their table: Drizzle leaves a lone table's columns unqualified, which
// inside a subquery would name the subquery's own columns.
export const teamSizeOfRow =
  sql<number>`(select count(*) from project_team where project_team.project_id = "projects"."id")`.mapWith(Number);
const organizationNameOfRow = sql<
  string | null
>`(select organizations.name from organizations where organizations.id = "projects"."organization_id")`;

/**
 * One page of the projects table: searched by title, filtered by status, sorted and paged in SQL. The
 * organization's name and the team size are subqueries run for the rows shown, except for the column the
 * table is sorted by, which is joined in for every row.
 */
export async function listProjects(state: ProjectsTableState, pageSize: number): Promise<TablePage<ProjectRow>> {
  const where = and(
    searchWhere(state.q, [projects.title]),
    state.status === "all" ? undefined : eq(projects.status, state.status),
  );
  const team = teamCounts();
  const joinedTeamSize = sql<number>`coalesce(${team.n}, 0)`.mapWith(Number);
  const sorts = {
    title: sql`lower(${projects.title})`,
    status: projects.status,
    organization: sql`lower(${organizations.name})`,
    team: joinedTeamSize,
    created: projects.createdAt,
  };
  const columns = {
    id: projects.id,
    title: projects.title,
    status: projects.status,
    organizationId: projects.organizationId,
    organizationName: state.sort === "organization" ? organizations.name : organizationNameOfRow,
    methodTags: projects.methodTags,
    teamSize: state.sort === "team" ? joinedTeamSize : teamSizeOfRow,
    createdAt: projects.createdAt,
  };
  return readPage({
    page: state.page,
    pageSize,
    count: async () => {
      const [row] = await db().select({ n: count() }).from(projects).where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) => {
      let query = db().select(columns).from(projects).$dynamic();
      if (state.sort === "organization")
        query = query.leftJoin(organizations, eq(organizations.id, projects.organizationId));
      if (state.sort === "team") query = query.leftJoin(team, eq(team.projectId, projects.id));
      return query
        .where(where)
        .orderBy(...orderBy(sorts, state, projects.id))
        .limit(limit)
        .offset(offset);
    },
  });
}

export function getProject(id: string): Promise<Project | undefined> {
  return db()
    .select()
    .from(projects)
    .where(eq(projects.id, id))
    .then((rows) => rows[0]);
}

export interface ProjectInput {
  title: string;
  status: ProjectStatus;
  objective: string | null;
  organizationId: string | null;
  methodTags: string[];
}

export type ProjectOutcome =
  { kind: "saved" } | { kind: "notFound" } | { kind: "stale" } | { kind: "organizationGone" };

async function organizationMissing(organizationId: string | null): Promise<boolean> {
  if (!organizationId) return false;
  const [row] = await db()
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return !row;
}

function columns(input: ProjectInput) {
  return {
    title: input.title,
    status: input.status,
    objective: input.objective,
    organizationId: input.organizationId,
    methodTags: input.methodTags,
  };
}

export async function createProject(input: ProjectInput, source: AuditSource): Promise<ProjectOutcome> {
  if (await organizationMissing(input.organizationId)) return { kind: "organizationGone" };
  await db().transaction(async (tx) => {
    const [created] = await tx.insert(projects).values(columns(input)).returning();
    await recordAudit(tx, { ...source, action: "create", entity: "project", entityId: created!.id, after: created! });
  });
  return { kind: "saved" };
}

export async function updateProject(
  id: string,
  input: ProjectInput,
  version: Date,
  source: AuditSource,
): Promise<ProjectOutcome> {
  if (await organizationMissing(input.organizationId)) return { kind: "organizationGone" };
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    const [after] = await tx
      .update(projects)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(eq(projects.id, id), atVersion(projects.updatedAt, version)))
      .returning();
    if (!before || !after) return false;
    await recordAudit(tx, { ...source, action: "update", entity: "project", entityId: id, before, after });
    return true;
  });
  if (saved) return { kind: "saved" };
  return (await getProject(id)) ? { kind: "stale" } : { kind: "notFound" };
}

/** Deletes a project and its team. */
export function deleteProject(
  id: string,
  source: AuditSource,
): Promise<{ kind: "deleted"; title: string } | { kind: "notFound" }> {
  return db().transaction(async (tx): Promise<{ kind: "deleted"; title: string } | { kind: "notFound" }> => {
    const [deleted] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!deleted) return { kind: "notFound" };
    await recordAudit(tx, { ...source, action: "delete", entity: "project", entityId: id, before: deleted });
    return { kind: "deleted", title: deleted.title };
  });
}

export interface TeamMember {
  id: string;
  kind: "facilitator" | "user";
  name: string;
  detail: string;
  role: string | null;
}

export interface TeamCandidate {
  value: string;
  name: string;
}

/** A project's team, and the people who can join it: approved facilitators and staff (admins, creators). */
export async function getTeam(
  projectId: string,
): Promise<{ members: TeamMember[]; facilitators: TeamCandidate[]; staff: TeamCandidate[] }> {
  const rows = await db()
    .select({
      id: projectTeam.id,
      role: projectTeam.role,
      facilitatorId: projectTeam.facilitatorId,
      facilitatorName: sql<string | null>`${facilitators.firstName} || ' ' || ${facilitators.lastName}`,
      facilitatorEmail: facilitators.email,
      facilitatorUserId: facilitators.userId,
      userId: projectTeam.userId,
      userName: sql<string | null>`${user.firstName} || ' ' || ${user.lastName}`,
      userEmail: user.email,
      userRole: user.role,
    })
    .from(projectTeam)
    .leftJoin(facilitators, eq(facilitators.id, projectTeam.facilitatorId))
    .leftJoin(user, eq(user.id, projectTeam.userId))
    .where(eq(projectTeam.projectId, projectId))
    .orderBy(asc(projectTeam.createdAt), asc(projectTeam.id));
  const members: TeamMember[] = rows.map((row) =>
    row.facilitatorId
      ? {
          id: row.id,
          kind: "facilitator",
          name: row.facilitatorName?.trim() ?? "",
          detail: row.facilitatorEmail ?? "",
          role: row.role,
        }
      : {
          id: row.id,
          kind: "user",
          name: row.userName?.trim() || (row.userEmail ?? ""),
          detail: row.userEmail ?? "",
          role: row.role,
        },
  );
  const facilitatorRows = await db()
    .select({
      id: facilitators.id,
      userId: facilitators.userId,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
    })
    .from(facilitators)
    .where(eq(facilitators.status, "approved"))
    .orderBy(asc(facilitators.firstName), asc(facilitators.lastName));
  // A staff account with an approved facilitator profile is one person: offered once, as the facilitator, and
  // on the team as either.
  const profileOf = new Map(facilitatorRows.flatMap((row) => (row.userId ? [[row.userId, row.id] as const] : [])));
  const onTeam = new Set(rows.flatMap((row) => [row.facilitatorId, row.facilitatorUserId, row.userId]));
  for (const [userId, facilitatorId] of profileOf) if (onTeam.has(userId)) onTeam.add(facilitatorId);
  const staffRows = await db()
    .select({ id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email })
    .from(user)
    .where(inArray(user.role, STAFF_ROLES))
    .orderBy(asc(user.firstName), asc(user.lastName));
  return {
    members,
    facilitators: facilitatorRows
      .filter((row) => !onTeam.has(row.id))
      .map((row) => ({ value: `facilitator:${row.id}`, name: `${row.firstName} ${row.lastName}`.trim() })),
    staff: staffRows
      .filter((row) => !onTeam.has(row.id) && !profileOf.has(row.id))
      .map((row) => ({ value: `user:${row.id}`, name: `${row.firstName} ${row.lastName}`.trim() || row.email })),
  };
}

export type AddMemberOutcome =
  { kind: "added" } | { kind: "projectNotFound" } | { kind: "memberGone" } | { kind: "alreadyMember" };

/**
 * Who joins: an approved facilitator, or a staff account, which joins as its approved facilitator profile when it
 * has one (the picker offers such a person once, as the facilitator; a crafted `user:` value gets the same).
 * `userId` is the account behind the member, if any: the person is on the team already if it is there either way.
 */
async function resolveTeamMember(member: {
  kind: "facilitator" | "user";
  id: string;
}): Promise<{ facilitatorId: string | null; userId: string | null } | null> {
  if (member.kind === "facilitator") {
    const [row] = await db()
      .select({ id: facilitators.id, userId: facilitators.userId })
      .from(facilitators)
      .where(and(sql`${facilitators.id}::text = ${member.id}`, eq(facilitators.status, "approved")));
    return row ? { facilitatorId: row.id, userId: row.userId } : null;
  }
  const [row] = await db()
    .select({ id: user.id, profileId: facilitators.id })
    .from(user)
    .leftJoin(facilitators, and(eq(facilitators.userId, user.id), eq(facilitators.status, "approved")))
    .where(and(eq(user.id, member.id), inArray(user.role, STAFF_ROLES)))
    .limit(1);
  return row ? { facilitatorId: row.profileId, userId: row.id } : null;
}

/** Adds an approved facilitator or a staff account to the team, with their role on the project. */
export async function addTeamMember(
  projectId: string,
  member: { kind: "facilitator" | "user"; id: string },
  role: string,
  source: AuditSource,
): Promise<AddMemberOutcome> {
  if (!(await getProject(projectId))) return { kind: "projectNotFound" };
  const person = await resolveTeamMember(member);
  if (!person) return { kind: "memberGone" };
  return db().transaction(async (tx): Promise<AddMemberOutcome> => {
    const sameProject = eq(projectTeam.projectId, projectId);
    const [already] = await tx
      .select({ id: projectTeam.id })
      .from(projectTeam)
      .leftJoin(facilitators, eq(facilitators.id, projectTeam.facilitatorId))
      .where(
        and(
          sameProject,
          person.facilitatorId
            ? sql`(${projectTeam.facilitatorId} = ${person.facilitatorId} or ${projectTeam.userId} = ${person.userId})`
            : sql`(${projectTeam.userId} = ${person.userId} or ${facilitators.userId} = ${person.userId})`,
        ),
      )
      .limit(1);
    if (already) return { kind: "alreadyMember" };
    const joining = person.facilitatorId ? { facilitatorId: person.facilitatorId } : { userId: person.userId };
    const [inserted] = await tx
      .insert(projectTeam)
      .values({ projectId, role, ...joining })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return { kind: "alreadyMember" };
    // The team is part of the project: its entry says who joined, as what.
    const joined = {
      teamMember: person.facilitatorId ? `facilitator:${person.facilitatorId}` : `user:${person.userId}`,
      teamRole: role,
    };
    await recordAudit(tx, { ...source, action: "update", entity: "project", entityId: projectId, after: joined });
    return { kind: "added" };
  });
}

export function removeTeamMember(projectId: string, memberId: string, source: AuditSource): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(projectTeam)
      .where(and(eq(projectTeam.projectId, projectId), eq(projectTeam.id, memberId)))
      .returning();
    if (!removed) return false;
    const left = {
      teamMember: removed.facilitatorId ? `facilitator:${removed.facilitatorId}` : `user:${removed.userId}`,
      teamRole: removed.role,
    };
    await recordAudit(tx, { ...source, action: "update", entity: "project", entityId: projectId, before: left });
    return true;
  });
}
