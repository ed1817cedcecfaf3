import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditTable } from "~/lib/audit/admin";
import { auth } from "../accounts/auth.server";
import { signInWithPassword } from "../accounts/sign-in.server";
import { auditLog } from "../db/schema";
import { createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { listAuditEntries, recordAudit } from "./audit.server";

const database = setUpTestDatabase({ freshForEachTest: true });
const admin = { id: "admin-1", email: "ada@example.org" };
const other = { id: "admin-2", email: "bob@example.org" };

describe("the audit log", () => {
  it("records who changed which fields of what, from where, in the writer's transaction", async () => {
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: admin,
        action: "update",
        entity: "workshop",
        entityId: "w1",
        before: { title: "Atelier", price: "10.00" },
        after: { title: "Atelier", price: "15.00" },
        address: "203.0.113.9",
      });
    });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: "admin-1",
      actorEmail: "ada@example.org",
      action: "update",
      entity: "workshop",
      entityId: "w1",
      changes: { price: { before: "10.00", after: "15.00" } },
      address: "203.0.113.9",
    });
  });

  it("loses its entry when the write's transaction rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: admin, action: "delete", entity: "project", entityId: "p1", address: null });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("refuses to update, delete or truncate an entry", async () => {
    await recordAudit(database.db, { actor: admin, action: "sign-in", entity: "user", entityId: "u1", address: null });
    await expect(database.db.update(auditLog).set({ action: "create" })).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.entity, "user"))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [entry] = await database.db.select().from(auditLog);
    expect(entry?.action).toBe("sign-in");
  });

  it("pages the log filtered by author, entity and period, newest first", async () => {
    for (let index = 0; index < 25; index++) {
      await recordAudit(database.db, {
        actor: index % 2 === 0 ? admin : other,
        action: "create",
        entity: index % 5 === 0 ? "organization" : "workshop",
        entityId: `id-${index}`,
        after: { n: index },
        address: null,
      });
    }
    const all = await listAuditEntries(auditTable.parse(new URLSearchParams()), 20);
    expect(all.total).toBe(25);
    expect(all.rows).toHaveLength(20);
    expect(all.rows[0]?.entityId).toBe("id-24");
    const second = await listAuditEntries(auditTable.parse(new URLSearchParams("page=2")), 20);
    expect(second.rows.map((row) => row.entityId)).toEqual(["id-4", "id-3", "id-2", "id-1", "id-0"]);

    const byBob = await listAuditEntries(auditTable.parse(new URLSearchParams("q=BOB@")), 20);
    expect(byBob.total).toBe(12);
    const organizations = await listAuditEntries(auditTable.parse(new URLSearchParams("entity=organization")), 20);
    expect(organizations.rows.map((row) => row.entityId)).toEqual(["id-20", "id-15", "id-10", "id-5", "id-0"]);

    await database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await database.db.execute(
      sql`update audit_log set created_at = now() - interval '10 days' where entity_id = 'id-0'`,
    );
    const lastWeek = await listAuditEntries(auditTable.parse(new URLSearchParams("period=7d")), 20);
    expect(lastWeek.total).toBe(24);
    const lastMonth = await listAuditEntries(auditTable.parse(new URLSearchParams("period=30d")), 20);
    expect(lastMonth.total).toBe(25);
  });
});

describe("sign-ins in the audit log", () => {
  it("records a sign-in with its address and a refused password with the address tried", async () => {
    const account = await createUser({ email: "signs.in@example.org" });
    await auth().api.signInEmail({
      body: { email: account.email, password: account.password },
      headers: new Headers({ "X-Forwarded-For": "198.51.100.7" }),
    });
    const request = new Request("http://localhost:3000/auth", {
      method: "POST",
      headers: { "X-Forwarded-For": "198.51.100.8" },
    });
    const refused = await signInWithPassword(request, { email: account.email, password: "not-the-password" });
    expect(refused.kind).toBe("failed");

    const entries = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(
      entries.map(({ action, actorEmail, entityId, address, changes }) => ({
        action,
        actorEmail,
        entityId,
        address,
        changes,
      })),
    ).toEqual([
      { action: "sign-in", actorEmail: account.email, entityId: account.id, address: "198.51.100.7", changes: {} },
      {
        action: "sign-in-failed",
        actorEmail: null,
        entityId: null,
        address: "198.51.100.8",
        changes: {
          email: { before: null, after: account.email },
          method: { before: null, after: "password" },
        },
      },
    ]);
  });
});
