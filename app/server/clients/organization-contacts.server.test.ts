/** An organization's contact people against a real database: scoped to their organization, audited, stale-save rule. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSchema } from "~/lib/clients/contacts";
import { auditLog, organizationContacts, organizations } from "../db/schema";
import { createOrganization, createOrganizationContact, createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { createContact, deleteContact, getContact, listContacts, updateContact } from "./organization-contacts.server";

const database = setUpTestDatabase();
const by = (account: { id: string; email: string }) => ({ actor: account, address: null });
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

const auditOf = async (entityId: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id)).map(
    ({ action, entity, changes }) => ({ action, entity, changes }),
  );

describe("an organization's contact people", () => {
  it("are added to their organization by name, audited, and refused for an organization that is gone", async () => {
    const admin = await createUser({ role: "admin" });
    const organization = await createOrganization();
    const input = contactSchema.parse({ name: "Zoé Kaboré", role: "Comptable", email: "Zoe@Org.example" });
    expect(await createContact(organization.id, input, by(admin))).toEqual({ kind: "saved" });
    expect(await createContact(organization.id, contactSchema.parse({ name: "Awa" }), by(admin))).toEqual({
      kind: "saved",
    });
    const contacts = await listContacts(organization.id);
    expect(contacts.map((contact) => [contact.name, contact.role, contact.email, contact.phone])).toEqual([
      ["Awa", null, null, null],
      ["Zoé Kaboré", "Comptable", "zoe@org.example", null],
    ]);
    expect(await auditOf(contacts[1]!.id)).toEqual([
      expect.objectContaining({
        action: "create",
        entity: "contact",
        changes: expect.objectContaining({ name: { before: null, after: "Zoé Kaboré" } }),
      }),
    ]);
    expect(await createContact(NO_SUCH_ID, input, by(admin))).toEqual({ kind: "notFound" });
  });

  it("are edited at their version, never through another organization", async () => {
    const admin = await createUser({ role: "admin" });
    const organization = await createOrganization();
    const other = await createOrganization();
    const contact = await createOrganizationContact({ organizationId: organization.id, name: "Issa" });
    const input = contactSchema.parse({ name: "Issa Ouédraogo", phone: "+226 70 00 00 00" });

    expect(await getContact(other.id, contact.id)).toBeUndefined();
    expect(await updateContact(other.id, contact.id, input, contact.updatedAt, by(admin))).toEqual({
      kind: "notFound",
    });
    expect(await updateContact(organization.id, contact.id, input, contact.updatedAt, by(admin))).toEqual({
      kind: "saved",
    });
    // The same version a second time: someone saved since.
    expect(await updateContact(organization.id, contact.id, input, contact.updatedAt, by(admin))).toEqual({
      kind: "stale",
    });
    expect(await getContact(organization.id, contact.id)).toMatchObject({
      name: "Issa Ouédraogo",
      phone: "+226 70 00 00 00",
    });
    expect((await auditOf(contact.id)).map((entry) => entry.action)).toEqual(["update"]);
  });

  it("are deleted once, only through their organization, and go with it", async () => {
    const admin = await createUser({ role: "admin" });
    const organization = await createOrganization();
    const other = await createOrganization();
    const contact = await createOrganizationContact({ organizationId: organization.id, name: "Mariam" });
    expect(await deleteContact(other.id, contact.id, by(admin))).toEqual({ kind: "notFound" });
    expect(await deleteContact(organization.id, contact.id, by(admin))).toEqual({ kind: "deleted", name: "Mariam" });
    expect(await deleteContact(organization.id, contact.id, by(admin))).toEqual({ kind: "notFound" });
    expect((await auditOf(contact.id)).map((entry) => entry.action)).toEqual(["delete"]);

    const kept = await createOrganizationContact({ organizationId: other.id });
    await database.db.delete(organizations).where(eq(organizations.id, other.id));
    expect(await database.db.select().from(organizationContacts).where(eq(organizationContacts.id, kept.id))).toEqual(
      [],
    );
  });
});
