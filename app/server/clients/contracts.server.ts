/** An organization's contracts: create, edit (on the stale-save rule) and end. */
import { and, eq, gte, lte, type SQL } from "drizzle-orm";
import type { ContractStatus } from "~/lib/clients/admin";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays } from "~/lib/weeks";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { contracts, organizations, type Contract } from "../db/schema";
import { atVersion } from "../back-office/tables.server";

export interface ContractInput {
  title: string;
  status: ContractStatus;
  startDate: string | null;
  endDate: string | null;
  /** Two decimals, as text (numeric column). */
  value: string | null;
  workshopSeats: number | null;
}

/** How far ahead an active contract's end makes it "expiring" (the overview's alert, the clients' filter). */
export const EXPIRING_CONTRACT_DAYS = 30;

/** Contracts still active that end between `today` and EXPIRING_CONTRACT_DAYS from it. */
export function expiringContractWhere(today: string): SQL {
  return and(
    eq(contracts.status, "active"),
    gte(contracts.endDate, today),
    lte(contracts.endDate, addDays(today, EXPIRING_CONTRACT_DAYS)),
  )!;
}

export function getContract(organizationId: string, id: string): Promise<Contract | undefined> {
  return db()
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.organizationId, organizationId)))
    .then((rows) => rows[0]);
}

export type ContractOutcome = { kind: "saved" } | { kind: "notFound" } | { kind: "stale" };

export function createContract(
  organizationId: string,
  input: ContractInput,
  source: AuditSource,
): Promise<ContractOutcome> {
  return db().transaction(async (tx): Promise<ContractOutcome> => {
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization) return { kind: "notFound" };
    const [created] = await tx
      .insert(contracts)
      .values({ organizationId, ...pick(input) })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "contract", entityId: created!.id, after: created! });
    return { kind: "saved" };
  });
}

function pick(input: ContractInput) {
  return {
    title: input.title,
    status: input.status,
    startDate: input.startDate,
    endDate: input.endDate,
    value: input.value,
    workshopSeats: input.workshopSeats,
  };
}

export async function updateContract(
  organizationId: string,
  id: string,
  input: ContractInput,
  version: Date,
  source: AuditSource,
): Promise<ContractOutcome> {
  const saved = await db().transaction(async (tx) => {
    const ofOrganization = and(eq(contracts.id, id), eq(contracts.organizationId, organizationId));
    const [before] = await tx.select().from(contracts).where(ofOrganization).for("update");
    const [after] = await tx
      .update(contracts)
      .set({ ...pick(input), updatedAt: new Date() })
      .where(and(ofOrganization, atVersion(contracts.updatedAt, version)))
      .returning();
    if (!before || !after) return false;
    await recordAudit(tx, { ...source, action: "update", entity: "contract", entityId: id, before, after });
    return true;
  });
  if (saved) return { kind: "saved" };
  return (await getContract(organizationId, id)) ? { kind: "stale" } : { kind: "notFound" };
}

export type EndOutcome = { kind: "ended"; title: string } | { kind: "notFound" } | { kind: "alreadyEnded" };

/**
 * Ends a draft or active contract: terminated, ending today (or on its start date, if it has not begun),
 * unless it was already set to end earlier.
 */
export function endContract(
  organizationId: string,
  id: string,
  source: AuditSource,
  now = new Date(),
): Promise<EndOutcome> {
  return db().transaction(async (tx) => {
    const [contract] = await tx
      .select()
      .from(contracts)
      .where(and(eq(contracts.id, id), eq(contracts.organizationId, organizationId)))
      .for("update");
    if (!contract) return { kind: "notFound" };
    if (contract.status === "expired" || contract.status === "terminated") return { kind: "alreadyEnded" };
    const today = todayIn(AGENCY_TIME_ZONE, now);
    const earliest = contract.startDate && contract.startDate > today ? contract.startDate : today;
    const endDate = contract.endDate && contract.endDate < earliest ? contract.endDate : earliest;
    const [after] = await tx
      .update(contracts)
      .set({ status: "terminated", endDate, updatedAt: new Date() })
      .where(eq(contracts.id, id))
      .returning();
    await recordAudit(tx, { ...source, action: "update", entity: "contract", entityId: id, before: contract, after });
    return { kind: "ended", title: contract.title };
  });
}
