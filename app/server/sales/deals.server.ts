/**
 * The sales pipeline: the deals table and board, a deal's page, create and edit (stale-save rule), moves between
 * stages, a contact message made a deal, and a won deal's contract and project. Every write is audited in its
 * transaction.
 */
import { and, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Currency } from "~/lib/format";
import {
  BOARD_COLUMN_SIZE,
  dealStages,
  isClosedStage,
  type DealBoardState,
  type DealInput,
  type DealOwnerView,
  type DealService,
  type DealStage,
  type DealsTableState,
} from "~/lib/sales/deals";
import type { TablePage } from "~/lib/tables";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { atVersion, orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { db } from "../db/client.server";
import { activities, contactMessages, contracts, deals, organizations, projects, user, type Deal } from "../db/schema";

/** The accounts that can own a deal: the agency's staff. */
export const DEAL_OWNER_ROLES = ["admin", "employee", "content_creator"] as const;

export interface DealRow {
  id: string;
  title: string;
  stage: DealStage;
  organizationId: string;
  organizationName: string;
  value: string;
  currency: string;
  expectedClose: string | null;
  ownerName: string | null;
  updatedAt: Date;
}

const ownerName = sql<string | null>`nullif(trim(${user.firstName} || ' ' || ${user.lastName}), '')`;

function ownerWhere(view: DealOwnerView, viewerId: string): SQL | undefined {
  if (view === "mine") return eq(deals.ownerId, viewerId);
  if (view === "unassigned") return isNull(deals.ownerId);
  return undefined;
}

/** What the table and the board search: the deal's title, its organization, its contact. */
function dealSearch(q: string): SQL | undefined {
  return searchWhere(q, [deals.title, organizations.name, deals.contactName, deals.contactEmail]);
}

const rowColumns = {
  id: deals.id,
  title: deals.title,
  stage: deals.stage,
  organizationId: deals.organizationId,
  organizationName: organizations.name,
  value: deals.value,
  currency: deals.currency,
  expectedClose: deals.expectedClose,
  ownerName,
  updatedAt: deals.updatedAt,
};

/** One page of the deals table: searched, filtered by stage and owner, sorted and paged in SQL. */
export function listDeals(state: DealsTableState, pageSize: number, viewerId: string): Promise<TablePage<DealRow>> {
  const where = and(
    dealSearch(state.q),
    state.stage === "all" ? undefined : eq(deals.stage, state.stage),
    ownerWhere(state.owner, viewerId),
  );
  const sorts = {
    title: sql`lower(${deals.title})`,
    organization: sql`lower(${organizations.name})`,
    // The pipeline's order, not the enum's alphabet.
    stage: sql`array_position(array[${sql.join(
      dealStages.map((stage) => sql`${stage}`),
      sql`, `,
    )}]::deal_stage[], ${deals.stage})`,
    value: deals.value,
    close: deals.expectedClose,
    owner: sql`lower(${ownerName})`,
    updated: deals.updatedAt,
  };
  const joined = () =>
    db()
      .select(rowColumns)
      .from(deals)
      .innerJoin(organizations, eq(organizations.id, deals.organizationId))
      .leftJoin(user, eq(user.id, deals.ownerId));
  return readPage({
    page: state.page,
    pageSize,
    count: async () => {
      const [row] = await db()
        .select({ n: count() })
        .from(deals)
        .innerJoin(organizations, eq(organizations.id, deals.organizationId))
        .where(where);
      return row?.n ?? 0;
    },
    rows: (limit, offset) =>
      joined()
        .where(where)
        .orderBy(...orderBy(sorts, state, deals.id))
        .limit(limit)
        .offset(offset),
  });
}

export interface BoardColumn {
  stage: DealStage;
  /** Every deal of the stage the view finds, and their value; the column shows the first BOARD_COLUMN_SIZE. */
  total: number;
  value: string;
  deals: DealRow[];
}

/**
 * The board: a column per stage, each with its count and value; an open stage shows the soonest expected close
 * first (then the latest change), won and lost the latest closed first (only closed deals have `closed_at`). One statement: the deals ranked within their stage, the first of each kept, the totals by window.
 */
export async function dealBoard(state: DealBoardState, viewerId: string, currency: Currency): Promise<BoardColumn[]> {
  const where = and(dealSearch(state.q), ownerWhere(state.owner, viewerId));
  const ranked = db()
    .select({
      ...rowColumns,
      ownerName: ownerName.as("owner_name"),
      rank: sql<number>`row_number() over (partition by ${deals.stage} order by ${deals.closedAt} desc nulls last, ${deals.expectedClose} asc nulls last, ${deals.updatedAt} desc, ${deals.id})`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${deals.stage})`.as("total"),
      stageValue:
        sql<string>`coalesce(sum(${deals.value}) filter (where ${deals.currency} = ${currency}) over (partition by ${deals.stage}), 0)`.as(
          "stage_value",
        ),
    })
    .from(deals)
    .innerJoin(organizations, eq(organizations.id, deals.organizationId))
    .leftJoin(user, eq(user.id, deals.ownerId))
    .where(where)
    .as("ranked");
  const rows = await db()
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${BOARD_COLUMN_SIZE}`)
    .orderBy(ranked.rank);
  return dealStages.map((stage) => {
    const inStage = rows.filter((row) => row.stage === stage);
    return {
      stage,
      total: Number(inStage[0]?.total ?? 0),
      value: inStage[0]?.stageValue ?? "0",
      deals: inStage.map(({ rank: _rank, total: _total, stageValue: _value, ...deal }) => deal),
    };
  });
}

export interface DealDetail extends Deal {
  organizationName: string;
  ownerName: string | null;
  message: { id: string; subject: string | null; name: string } | null;
  contract: { id: string; title: string } | null;
  project: { id: string; title: string } | null;
}

/** A deal with the names of what it points to, for its page. */
export async function getDeal(id: string): Promise<DealDetail | null> {
  const [row] = await db()
    .select({
      deal: deals,
      organizationName: organizations.name,
      ownerName,
      messageSubject: contactMessages.subject,
      messageName: contactMessages.name,
      contractTitle: contracts.title,
      projectTitle: projects.title,
    })
    .from(deals)
    .innerJoin(organizations, eq(organizations.id, deals.organizationId))
    .leftJoin(user, eq(user.id, deals.ownerId))
    .leftJoin(contactMessages, eq(contactMessages.id, deals.contactMessageId))
    .leftJoin(contracts, eq(contracts.id, deals.contractId))
    .leftJoin(projects, eq(projects.id, deals.projectId))
    .where(eq(deals.id, id));
  if (!row) return null;
  const { deal } = row;
  return {
    ...deal,
    organizationName: row.organizationName,
    ownerName: row.ownerName,
    message:
      deal.contactMessageId && row.messageName !== null
        ? { id: deal.contactMessageId, subject: row.messageSubject, name: row.messageName }
        : null,
    contract: deal.contractId && row.contractTitle !== null ? { id: deal.contractId, title: row.contractTitle } : null,
    project: deal.projectId && row.projectTitle !== null ? { id: deal.projectId, title: row.projectTitle } : null,
  };
}

/** The staff accounts a deal can be given to, by name. */
export async function dealOwners(): Promise<{ id: string; name: string }[]> {
  const rows = await db()
    .select({ id: user.id, name: ownerName, email: user.email })
    .from(user)
    .where(inArray(user.role, DEAL_OWNER_ROLES))
    .orderBy(sql`lower(${ownerName}) nulls last`, user.email);
  return rows.map((row) => ({ id: row.id, name: row.name ?? row.email }));
}

export type DealOutcome =
  | { kind: "saved"; id: string }
  | { kind: "notFound" }
  | { kind: "stale" }
  | { kind: "organizationGone" }
  | { kind: "ownerGone" };

async function ownerIsStaff(tx: Writer, ownerId: string | null): Promise<boolean> {
  if (!ownerId) return true;
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, ownerId), inArray(user.role, DEAL_OWNER_ROLES)));
  return Boolean(row);
}

/** The deal's organization: the one chosen, locked against its deletion, or the new one named, created. */
async function dealOrganization(tx: Writer, input: DealInput, source: AuditSource): Promise<string | null> {
  if (input.organizationId) {
    const [row] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for("share");
    return row?.id ?? null;
  }
  const [created] = await tx.insert(organizations).values({ name: input.newOrganization! }).returning();
  await recordAudit(tx, {
    ...source,
    action: "create",
    entity: "organization",
    entityId: created!.id,
    after: created!,
  });
  return created!.id;
}

function dealColumns(input: DealInput, organizationId: string) {
  return {
    title: input.title,
    organizationId,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    value: input.value,
    expectedClose: input.expectedClose,
    ownerId: input.ownerId,
    service: input.service,
    notes: input.notes,
  };
}

class Refused extends Error {
  constructor(readonly outcome: DealOutcome) {
    super(outcome.kind);
  }
}

/** Runs a write that may refuse: a refusal rolls the transaction back (a new organization included). */
async function refusable(write: () => Promise<DealOutcome>): Promise<DealOutcome> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

export function createDeal(input: DealInput, currency: Currency, source: AuditSource): Promise<DealOutcome> {
  return refusable(() =>
    db().transaction(async (tx): Promise<DealOutcome> => {
      if (!(await ownerIsStaff(tx, input.ownerId))) throw new Refused({ kind: "ownerGone" });
      const organizationId = await dealOrganization(tx, input, source);
      if (!organizationId) throw new Refused({ kind: "organizationGone" });
      const [created] = await tx
        .insert(deals)
        .values({ ...dealColumns(input, organizationId), currency, createdBy: source.actor?.id ?? null })
        .returning();
      await recordAudit(tx, { ...source, action: "create", entity: "deal", entityId: created!.id, after: created! });
      return { kind: "saved", id: created!.id };
    }),
  );
}

export function updateDeal(id: string, input: DealInput, version: Date, source: AuditSource): Promise<DealOutcome> {
  return refusable(() =>
    db().transaction(async (tx): Promise<DealOutcome> => {
      const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
      if (!before) return { kind: "notFound" };
      if (!(await ownerIsStaff(tx, input.ownerId))) throw new Refused({ kind: "ownerGone" });
      const organizationId = await dealOrganization(tx, input, source);
      if (!organizationId) throw new Refused({ kind: "organizationGone" });
      const [after] = await tx
        .update(deals)
        .set({ ...dealColumns(input, organizationId), updatedAt: new Date() })
        .where(and(eq(deals.id, id), atVersion(deals.updatedAt, version)))
        .returning();
      // Stale: thrown, so an organization named in this form is not left behind.
      if (!after) throw new Refused({ kind: "stale" });
      // The deal's timeline follows it to its new organization.
      if (after.organizationId !== before.organizationId)
        await tx.update(activities).set({ organizationId }).where(eq(activities.dealId, id));
      await recordAudit(tx, { ...source, action: "update", entity: "deal", entityId: id, before, after });
      return { kind: "saved", id };
    }),
  );
}

export type MoveOutcome =
  { kind: "moved"; title: string; stage: DealStage } | { kind: "notFound" } | { kind: "reasonRequired"; title: string };

/**
 * Moves a deal to a stage. Lost needs the reason; won and lost stamp when the deal closed (a move from one to the
 * other stamps it again), reopening clears it and the reason.
 */
export function moveDeal(
  id: string,
  move: { stage: DealStage; lostReason: string | null },
  source: AuditSource,
): Promise<MoveOutcome> {
  return db().transaction(async (tx): Promise<MoveOutcome> => {
    const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!before) return { kind: "notFound" };
    if (move.stage === "lost" && !move.lostReason) return { kind: "reasonRequired", title: before.title };
    if (before.stage === move.stage && before.lostReason === move.lostReason)
      return { kind: "moved", title: before.title, stage: move.stage };
    const closes = isClosedStage(move.stage);
    const [after] = await tx
      .update(deals)
      .set({
        stage: move.stage,
        lostReason: move.lostReason,
        closedAt: closes ? (before.stage === move.stage ? before.closedAt : new Date()) : null,
        updatedAt: new Date(),
      })
      .where(eq(deals.id, id))
      .returning();
    await recordAudit(tx, { ...source, action: "update", entity: "deal", entityId: id, before, after: after! });
    return { kind: "moved", title: before.title, stage: move.stage };
  });
}

export function deleteDeal(
  id: string,
  source: AuditSource,
): Promise<{ kind: "deleted"; title: string } | { kind: "notFound" }> {
  return db().transaction(async (tx): Promise<{ kind: "deleted"; title: string } | { kind: "notFound" }> => {
    const [deleted] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!deleted) return { kind: "notFound" };
    await recordAudit(tx, { ...source, action: "delete", entity: "deal", entityId: id, before: deleted });
    return { kind: "deleted", title: deleted.title };
  });
}

export type FromMessageOutcome =
  { kind: "created"; id: string } | { kind: "exists"; id: string } | { kind: "notFound" };

/**
 * A contact message made a deal in one step: its organization is the one of the company's name (any case), or a
 * new one named after the company (the sender when there is none); the sender is the contact, the message the
 * notes, its service the deal's. The message is marked handled and links to the deal; a second call finds it.
 */
export function dealFromMessage(
  messageId: string,
  currency: Currency,
  source: AuditSource & { actor: { id: string } },
): Promise<FromMessageOutcome> {
  return db().transaction(async (tx): Promise<FromMessageOutcome> => {
    const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for("update");
    if (!message) return { kind: "notFound" };
    const [existing] = await tx.select({ id: deals.id }).from(deals).where(eq(deals.contactMessageId, messageId));
    if (existing) return { kind: "exists", id: existing.id };
    const organizationName = message.company?.trim() || message.name;
    const [known] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`lower(${organizations.name}) = lower(${organizationName})`)
      .orderBy(organizations.createdAt)
      .limit(1);
    const input: DealInput = {
      title: (message.subject?.trim() || organizationName).slice(0, 200),
      organizationId: known?.id ?? null,
      newOrganization: known ? null : organizationName,
      contactName: message.name,
      contactEmail: message.email,
      contactPhone: null,
      value: "0.00",
      expectedClose: null,
      ownerId: source.actor.id,
      service: (message.serviceType as DealService | null) ?? null,
      notes: message.message,
    };
    const organizationId = (await dealOrganization(tx, input, source))!;
    const [created] = await tx
      .insert(deals)
      .values({
        ...dealColumns(input, organizationId),
        currency,
        contactMessageId: messageId,
        createdBy: source.actor.id,
      })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "deal", entityId: created!.id, after: created! });
    if (message.status === "new")
      await tx
        .update(contactMessages)
        .set({ status: "handled", handledAt: new Date(), handledBy: source.actor.id })
        .where(eq(contactMessages.id, messageId));
    return { kind: "created", id: created!.id };
  });
}

/** The deals made from these messages, for the inbox's links. */
export async function dealsOfMessages(messageIds: string[]): Promise<Map<string, { id: string; title: string }>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db()
    .select({ id: deals.id, title: deals.title, messageId: deals.contactMessageId })
    .from(deals)
    .where(inArray(deals.contactMessageId, messageIds));
  return new Map(rows.map((row) => [row.messageId!, { id: row.id, title: row.title }]));
}

export type ConversionOutcome =
  | { kind: "created"; contract: boolean; project: boolean }
  | { kind: "notFound" }
  | { kind: "notWon" }
  | { kind: "nothingToCreate" };

/**
 * A won deal's contract and project, as drafts named after the deal: the contract with its value, the project with
 * its notes as objective. What the deal already has is not made twice.
 */
export function convertWonDeal(
  id: string,
  choice: { contract: boolean; project: boolean },
  source: AuditSource,
): Promise<ConversionOutcome> {
  return db().transaction(async (tx): Promise<ConversionOutcome> => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!deal) return { kind: "notFound" };
    if (deal.stage !== "won") return { kind: "notWon" };
    const makeContract = choice.contract && !deal.contractId;
    const makeProject = choice.project && !deal.projectId;
    if (!makeContract && !makeProject) return { kind: "nothingToCreate" };
    const links: { contractId?: string; projectId?: string } = {};
    if (makeContract) {
      const [contract] = await tx
        .insert(contracts)
        .values({ organizationId: deal.organizationId, title: deal.title, status: "draft", value: deal.value })
        .returning();
      await recordAudit(tx, {
        ...source,
        action: "create",
        entity: "contract",
        entityId: contract!.id,
        after: contract!,
      });
      links.contractId = contract!.id;
    }
    if (makeProject) {
      const [project] = await tx
        .insert(projects)
        .values({ organizationId: deal.organizationId, title: deal.title, status: "draft", objective: deal.notes })
        .returning();
      await recordAudit(tx, { ...source, action: "create", entity: "project", entityId: project!.id, after: project! });
      links.projectId = project!.id;
    }
    const [after] = await tx
      .update(deals)
      .set({ ...links, updatedAt: new Date() })
      .where(eq(deals.id, id))
      .returning();
    await recordAudit(tx, { ...source, action: "update", entity: "deal", entityId: id, before: deal, after: after! });
    return { kind: "created", contract: makeContract, project: makeProject };
  });
}
