/**
 * An organization's contact people: the people staff deal with there, beyond its client accounts. Every read and
 * write is scoped to the organization in its query, so an id of another organization's contact finds nothing.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ContactInput } from "~/lib/clients/contacts";
import { recordAudit, type AuditSource } from "../audit/audit.server";
import { atVersion } from "../back-office/tables.server";
import { db } from "../db/client.server";
import { organizationContacts, organizations, type OrganizationContact } from "../db/schema";

const ofOrganization = (organizationId: string, id: string) =>
  and(eq(organizationContacts.id, id), eq(organizationContacts.organizationId, organizationId));

/** The organization's contact people, by name. */
export function listContacts(organizationId: string): Promise<OrganizationContact[]> {
  return db()
    .select()
    .from(organizationContacts)
    .where(eq(organizationContacts.organizationId, organizationId))
    .orderBy(asc(organizationContacts.name), asc(organizationContacts.id));
}

export function getContact(organizationId: string, id: string): Promise<OrganizationContact | undefined> {
  return db()
    .select()
    .from(organizationContacts)
    .where(ofOrganization(organizationId, id))
    .then((rows) => rows[0]);
}

/** Each column named: a form's data is never spread into a write. */
function columns(input: ContactInput) {
  return { name: input.name, role: input.role, email: input.email, phone: input.phone };
}

export type ContactOutcome = { kind: "saved" } | { kind: "notFound" } | { kind: "stale" };

export function createContact(
  organizationId: string,
  input: ContactInput,
  source: AuditSource,
): Promise<ContactOutcome> {
  return db().transaction(async (tx): Promise<ContactOutcome> => {
    // Shared: the organization cannot be deleted before the contact is written.
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for("share");
    if (!organization) return { kind: "notFound" };
    const [created] = await tx
      .insert(organizationContacts)
      .values({ organizationId, ...columns(input) })
      .returning();
    await recordAudit(tx, { ...source, action: "create", entity: "contact", entityId: created!.id, after: created! });
    return { kind: "saved" };
  });
}

/** Saves the contact only if it is still at the version the form was opened on. */
export async function updateContact(
  organizationId: string,
  id: string,
  input: ContactInput,
  version: Date,
  source: AuditSource,
): Promise<ContactOutcome> {
  const saved = await db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organizationContacts)
      .where(ofOrganization(organizationId, id))
      .for("update");
    const [after] = await tx
      .update(organizationContacts)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(ofOrganization(organizationId, id), atVersion(organizationContacts.updatedAt, version)))
      .returning();
    if (!before || !after) return false;
    await recordAudit(tx, { ...source, action: "update", entity: "contact", entityId: id, before, after });
    return true;
  });
  if (saved) return { kind: "saved" };
  return (await getContact(organizationId, id)) ? { kind: "stale" } : { kind: "notFound" };
}

export type ContactDeleteOutcome = { kind: "deleted"; name: string } | { kind: "notFound" };

export function deleteContact(organizationId: string, id: string, source: AuditSource): Promise<ContactDeleteOutcome> {
  return db().transaction(async (tx): Promise<ContactDeleteOutcome> => {
    const [deleted] = await tx.delete(organizationContacts).where(ofOrganization(organizationId, id)).returning();
    if (!deleted) return { kind: "notFound" };
    await recordAudit(tx, { ...source, action: "delete", entity: "contact", entityId: id, before: deleted });
    return { kind: "deleted", name: deleted.name };
  });
}
