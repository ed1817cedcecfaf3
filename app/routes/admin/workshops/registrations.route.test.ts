/**
 * Staff cancelling one registration from a workshop's registrations page, against the database: the person is
 * cancelled and emailed, the waitlist moves up, the audit log keeps it; another workshop's registration, another
 * role's session and a malformed post change nothing.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { auditLog, outbox, workshopRegistrations } from "~/server/db/schema";
import { createRegistration, createWorkshop, signedInAs } from "../../../../tests/support/factories";
import { RouteClient } from "../../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as registrationsPage from "./registrations";

const database = setUpTestDatabase();
const ids: Record<string, string> = {};
let admin: RouteClient;

const statusOf = async (id: string) =>
  (await database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.id, id)))[0]!.status;
const cancel = (client: RouteClient, workshopId: string, registrationId: string) =>
  client.post<FormFailure>(
    registrationsPage.action,
    `/admin/workshops/${workshopId}/registrations`,
    { registrationId },
    {},
    { id: workshopId },
  );

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  ids.workshop = (await createWorkshop({ title: "Complet", maxParticipants: 1 })).id;
  ids.other = (await createWorkshop({ title: "Autre" })).id;
  ids.seated = (
    await createRegistration({ workshopId: ids.workshop!, name: "Assise", email: "assise@example.org" })
  ).id;
  ids.waiting = (
    await createRegistration({
      workshopId: ids.workshop!,
      name: "En Attente",
      email: "attente@example.org",
      status: "waitlisted",
    })
  ).id;
  ids.elsewhere = (
    await createRegistration({ workshopId: ids.other!, name: "Ailleurs", email: "ailleurs@example.org" })
  ).id;
});

describe("cancelling a registration from the back office", () => {
  it("is for admins only, whatever the session posts", async () => {
    for (const role of ["facilitator", "client", "content_creator"] as const) {
      const client = RouteClient.withCookies((await signedInAs(role)).cookie);
      const answer = await cancel(client, ids.workshop!, ids.seated!);
      expect(answer.status, role).toBe(302);
      expect(answer.location, role).not.toMatch(/^\/admin/);
    }
    expect((await cancel(new RouteClient(), ids.workshop!, ids.seated!)).location).toMatch(/^\/auth\?/);
    expect(await statusOf(ids.seated!)).toBe("confirmed");
  });

  it("refuses a malformed post and another workshop's registration, changing nothing", async () => {
    expect((await cancel(admin, ids.workshop!, "nope")).status).toBe(400);
    const crossed = await cancel(admin, ids.workshop!, ids.elsewhere!);
    expect(crossed.status).toBe(404);
    expect(crossed.data!.formError).toEqual({ key: "workshop.admin.registrationErrors.notFound" });
    expect(await statusOf(ids.elsewhere!)).toBe("confirmed");
  });

  it("cancels, emails the person, gives the seat to the waitlist, and keeps it in the audit log", async () => {
    const answer = await cancel(admin, ids.workshop!, ids.seated!);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/workshops/${ids.workshop}/registrations`);
    expect(await statusOf(ids.seated!)).toBe("cancelled");
    expect(await statusOf(ids.waiting!)).toBe("confirmed");
    const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, "assise@example.org"));
    expect(mails.length).toBeGreaterThan(0);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids.seated!));
    expect(audit.map((entry) => [entry.entity, entry.action])).toEqual([["registration", "update"]]);

    const again = await cancel(admin, ids.workshop!, ids.seated!);
    expect(again.status).toBe(409);
    expect(again.data!.formError).toEqual({ key: "workshop.admin.registrationErrors.alreadyCancelled" });
  });
});
