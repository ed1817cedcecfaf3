/** User management on /admin/dashboard: its actions through the real route modules, with an admin's session. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signInWithPassword } from "~/server/accounts/sign-in.server";
import { usersTable } from "~/lib/accounts/admin";
import { changeRole, listUsers } from "~/server/accounts/user-admin.server";
import { auditLog, session, user } from "~/server/db/schema";
import { createUser, signedInAs, TEST_PASSWORD } from "../../../tests/support/factories";
import { itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { waitForMail } from "../../../tests/support/mailbox";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as dashboardRoute from "./dashboard";
import * as newUserRoute from "./dashboard-user-new";

const database = setUpTestDatabase();
let admin: Awaited<ReturnType<typeof signedInAs>>;
let client: RouteClient;

beforeAll(async () => {
  admin = await signedInAs("admin");
  client = new RouteClient();
  for (const pair of admin.cookie.split("; ")) {
    const [name = "", value = ""] = pair.split("=");
    client.cookies.set(name, value);
  }
});

const post = (fields: Record<string, string>, path = "/admin/dashboard") =>
  client.post<{ ok: boolean; errors?: Record<string, string>; formError?: { key: string } }>(
    dashboardRoute.action as never,
    path,
    fields,
  );

async function signIn(email: string, password = TEST_PASSWORD) {
  const request = new Request("http://localhost:3000/auth", {
    method: "POST",
    headers: { "X-Forwarded-For": "198.51.100.20" },
  });
  return signInWithPassword(request, { email, password });
}

const roleOf = async (id: string) =>
  (await database.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
const sessionsOf = async (id: string) =>
  (await database.db.select().from(session).where(eq(session.userId, id))).length;

describe("creating a user", () => {
  it("creates the account with the chosen role; the person signs in and lands on that role's home", async () => {
    const created = await client.post(newUserRoute.action as never, "/admin/dashboard/users/new?page=1", {
      email: "New.Facilitator@Example.org",
      password: "a-good-password",
      firstName: "Awa",
      lastName: "Ouédraogo",
      role: "facilitator",
    });
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/dashboard?page=1");
    const [row] = await database.db.select().from(user).where(eq(user.email, "new.facilitator@example.org"));
    expect(row).toMatchObject({ role: "facilitator", firstName: "Awa", emailVerified: true });
    const signedIn = await signIn("new.facilitator@example.org", "a-good-password");
    expect(signedIn).toMatchObject({ kind: "signedIn", role: "facilitator", twoFactor: false });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({
      action: "create",
      actorEmail: admin.email,
      changes: { role: { before: null, after: "facilitator" } },
    });
  });

  it("refuses bad input with the form's messages and writes nothing", async () => {
    const before = (await database.db.select().from(user)).length;
    const refused = await client.post<{ errors: Record<string, string> }>(
      newUserRoute.action as never,
      "/admin/dashboard/users/new",
      {
        email: "not-an-email",
        password: "123",
        firstName: "",
        lastName: "",
        role: "superuser",
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.errors).toEqual({
      email: "auth.errors.emailInvalid",
      password: "auth.errors.passwordTooShort",
      firstName: "auth.errors.firstNameRequired",
      lastName: "auth.errors.lastNameRequired",
      role: "adminDashboard.errors.role",
    });
    const taken = await client.post<{ errors: Record<string, string> }>(
      newUserRoute.action as never,
      "/admin/dashboard/users/new",
      {
        email: admin.email,
        password: "a-good-password",
        firstName: "A",
        lastName: "B",
        role: "client",
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.data?.errors.email).toBe("adminDashboard.errors.emailTaken");
    expect((await database.db.select().from(user)).length).toBe(before);
  });
});

describe("a user's row", () => {
  it("changes a role and records it", async () => {
    const person = await createUser();
    const changed = await post({ intent: "role", userId: person.id, role: "content_creator" });
    expect(changed.status).toBe(302);
    expect(await roleOf(person.id)).toBe("content_creator");
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, person.id));
    expect(entries.find((entry) => entry.action === "role-change")?.changes).toEqual({
      role: { before: "client", after: "content_creator" },
    });
  });

  it("never lets an admin demote or ban themselves, nor demote the last admin", async () => {
    const self = await post({ intent: "role", userId: admin.id, role: "client" });
    expect(self.status).toBe(409);
    expect(self.data?.formError?.key).toBe("adminDashboard.errors.self");
    const ban = await post({ intent: "ban", userId: admin.id });
    expect(ban.status).toBe(409);
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("keeps the last admin: when two admins demote each other at once, the second demotion is refused", async () => {
    const other = await createUser({ role: "admin" });
    await database.db.update(user).set({ role: "client" }).where(eq(user.role, "admin"));
    await database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    // `other` was an admin when its request began; by the time it runs, `admin` is the only admin left.
    const outcome = await changeRole(admin.id, "client", {
      actor: { id: other.id, email: other.email },
      address: null,
    });
    expect(outcome).toEqual({ kind: "lastAdmin" });
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("bans a user: their sessions end at once and they cannot sign in until unbanned", async () => {
    const person = await signedInAs("client");
    expect(await sessionsOf(person.id)).toBe(1);
    expect((await post({ intent: "ban", userId: person.id })).status).toBe(302);
    expect(await sessionsOf(person.id)).toBe(0);
    const refused = await signIn(person.email);
    expect(refused.kind).not.toBe("signedIn");
    expect((await post({ intent: "unban", userId: person.id })).status).toBe(302);
    expect((await signIn(person.email)).kind).toBe("signedIn");
  });

  it("ends a user's sessions and sends a password reset", async () => {
    const person = await signedInAs("facilitator");
    expect((await post({ intent: "end-sessions", userId: person.id })).status).toBe(302);
    expect(await sessionsOf(person.id)).toBe(0);
    expect((await post({ intent: "reset-password", userId: person.id })).status).toBe(302);
    const mail = await waitForMail(database.mailDir, person.email);
    expect(mail.text).toContain("reset-password");
  });

  it("answers 404 for a user that does not exist and 400 for an unknown action", async () => {
    expect((await post({ intent: "ban", userId: "nobody" })).status).toBe(404);
    expect((await post({ intent: "promote", userId: admin.id })).status).toBe(400);
  });
});

describe("the row actions, through React Router", () => {
  const target = (): FormTarget => ({
    handle: routeHandler(dashboardRoute, "admin/dashboard"),
    url: "http://localhost:3000/admin/dashboard",
    fields: { intent: "ban", userId: admin.id },
    headers: { Cookie: admin.cookie },
    written: async () => (await database.db.select().from(user).where(eq(user.banned, true))).length,
  });
  itRefusesBadBodies(target);
});

describe("the users table", () => {
  it("searches by name or email, filters by role and counts each user's open sessions", async () => {
    const person = await signedInAs("content_creator", { firstName: "Zénabo", lastName: "Kaboré" });
    const found = await listUsers(usersTable.parse(new URLSearchParams("q=zénabo&role=content_creator")), 10);
    expect(found.rows.map((row) => [row.email, row.sessions])).toEqual([[person.email, 1]]);
    const byEmail = await listUsers(usersTable.parse(new URLSearchParams(`q=${person.email.toUpperCase()}`)), 10);
    expect(byEmail.total).toBe(1);
    expect((await listUsers(usersTable.parse(new URLSearchParams("q=zénabo&role=client")), 10)).total).toBe(0);
  });
});
