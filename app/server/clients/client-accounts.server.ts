/**
 * The client accounts of an organization. A client account belongs to at most one organization (the link's
 * key is the user), so linking one that another organization has is refused and names that organization.
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import { createAccount } from "../accounts/users.server";
import { sendInvitation } from "../accounts/invitations.server";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { db } from "../db/client.server";
import { organizationClients, organizations, user } from "../db/schema";
import { logger } from "../logger.server";

export type LinkOutcome =
  | { kind: "linked"; email: string }
  | { kind: "organizationNotFound" }
  | { kind: "noAccount" }
  | { kind: "notClient" }
  | { kind: "alreadyHere" }
  | { kind: "otherOrganization"; organization: string };

async function organizationExists(id: string): Promise<boolean> {
  const [row] = await db().select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row !== undefined;
}

/** Links the client account with this email to the organization. */
export async function linkClient(organizationId: string, email: string, source: AuditSource): Promise<LinkOutcome> {
  if (!(await organizationExists(organizationId))) return { kind: "organizationNotFound" };
  const [account] = await db()
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (!account) return { kind: "noAccount" };
  if (account.role !== "client") return { kind: "notClient" };
  return attach(organizationId, account.id, email, source);
}

/** The audit entry of a client account joining or leaving an organization (a change of the organization). */
function clientChange(organizationId: string, email: string, joined: boolean, source: AuditSource) {
  const side = { client: email };
  return {
    ...source,
    action: "update" as const,
    entity: "organization" as const,
    entityId: organizationId,
    ...(joined ? { after: side } : { before: side }),
  };
}

async function attach(
  organizationId: string,
  userId: string,
  email: string,
  source: AuditSource,
): Promise<LinkOutcome> {
  const linked = await db().transaction(async (tx) => {
    const inserted = await tx
      .insert(organizationClients)
      .values({ userId, organizationId })
      .onConflictDoNothing()
      .returning({ userId: organizationClients.userId });
    if (inserted.length === 0) return false;
    await recordAudit(tx, clientChange(organizationId, email, true, source));
    return true;
  });
  if (linked) return { kind: "linked", email };
  const [current] = await db()
    .select({ organizationId: organizationClients.organizationId, name: organizations.name })
    .from(organizationClients)
    .innerJoin(organizations, eq(organizations.id, organizationClients.organizationId))
    .where(eq(organizationClients.userId, userId));
  if (!current || current.organizationId === organizationId) return { kind: "alreadyHere" };
  return { kind: "otherOrganization", organization: current.name };
}

export type InviteOutcome =
  { kind: "invited"; email: string } | { kind: "organizationNotFound" } | { kind: "accountExists" };

/**
 * Creates a client account for a new person (unusable until they choose a password), links it to the
 * organization and emails them the link to choose it. An address that already has an account is refused:
 * staff link that account instead.
 */
export async function inviteClient(
  organizationId: string,
  input: { email: string; firstName: string; lastName: string; language: Language },
  source: AuditSource,
): Promise<InviteOutcome> {
  if (!(await organizationExists(organizationId))) return { kind: "organizationNotFound" };
  const [existing] = await db().select({ id: user.id }).from(user).where(eq(user.email, input.email));
  if (existing) return { kind: "accountExists" };
  const id = await createAccount({
    email: input.email,
    // Nobody knows it: the invitation's link sets the real one.
    password: crypto.randomBytes(24).toString("base64url"),
    firstName: input.firstName,
    lastName: input.lastName,
    role: "client",
  });
  await db().transaction(async (tx) => {
    const [created] = await tx
      .update(user)
      .set({ preferredLanguage: input.language })
      .where(eq(user.id, id))
      .returning({ email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role });
    await recordAudit(tx, { ...source, action: "create", entity: "user", entityId: id, after: created! });
  });
  await attach(organizationId, id, input.email, source);
  try {
    await sendInvitation({ id, email: input.email, firstName: input.firstName, preferredLanguage: input.language });
  } catch (error) {
    // The account and its link stand; staff can send a new link with 'Forgot password?'.
    logger.error({ err: error, userId: id }, "could not send a client invitation");
  }
  return { kind: "invited", email: input.email };
}

/** Removes a client account from the organization (the account itself stays). */
export function unlinkClient(organizationId: string, userId: string, source: AuditSource): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [removed] = await tx
      .delete(organizationClients)
      .where(and(eq(organizationClients.organizationId, organizationId), eq(organizationClients.userId, userId)))
      .returning({ userId: organizationClients.userId });
    if (!removed) return false;
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await recordAudit(tx, clientChange(organizationId, account?.email ?? userId, false, source));
    return true;
  });
}
