/**
 * A workshop's registrations page run by staff, through its route, against the database: adding a registrant,
 * moving one, cancelling one and writing to all of them; another role's session, another workshop's registration
 * and a malformed post change nothing.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { auditLog, invoices, outbox, seatBookings, workshopRegistrations } from "~/server/db/schema";
import {
  createOrganization,
  createRegistration,
  createWorkshop,
  signedInAs,
} from "../../../../tests/support/factories";
import { RouteClient } from "../../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import * as registrationsPage from "./registrations";

const database = setUpTestDatabase();
const ids: Record<string, string> = {};
let admin: RouteClient;

const statusOf = async (id: string) =>
  (await database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.id, id)))[0]!.status;
const registrationsOf = (workshopId: string) =>
  database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.workshopId, workshopId));
const post = (client: RouteClient, intent: string, fields: Record<string, string>, workshopId = ids.workshop!) =>
  client.post<FormFailure>(
    registrationsPage.action,
    `/admin/workshops/${workshopId}/registrations?intent=${intent}`,
    fields,
    {},
    { id: workshopId },
  );
const newcomer = { name: "Nouvelle Venue", email: "venue@example.org", language: "en" };
const note = { audience: "confirmed", subjectFr: "Salle 2", bodyFr: "Rendez-vous salle 2." };

beforeAll(async () => {
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);
  ids.workshop = (await createWorkshop({ title: "Complet", maxParticipants: 2 })).id;
  ids.organization = (await createOrganization({ name: "Ministère du Plan" })).id;
  ids.session = (await createWorkshop({ title: "Complet", daysFromNow: 30 })).id;
  ids.other = (await createWorkshop({ title: "Autre" })).id;
  ids.seated = (
    await createRegistration({ workshopId: ids.workshop!, name: "Assise", email: "assise@example.org" })
  ).id;
  ids.mover = (await createRegistration({ workshopId: ids.workshop!, name: "Mobile", email: "mobile@example.org" })).id;
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

describe("the registrations page's forms", () => {
  it("are for admins only, whatever the session posts", async () => {
    const posts: [string, Record<string, string>][] = [
      ["add", newcomer],
      ["book", { organizationId: ids.organization!, seats: "1" }],
      ["move", { registrationId: ids.mover!, toWorkshopId: ids.session! }],
      ["cancel", { registrationId: ids.seated! }],
      ["message", note],
    ];
    for (const role of ["facilitator", "client", "content_creator"] as const) {
      const client = RouteClient.withCookies((await signedInAs(role)).cookie);
      for (const [intent, fields] of posts) {
        const answer = await post(client, intent, fields);
        expect(answer.status, `${role} ${intent}`).toBe(302);
        expect(answer.location, `${role} ${intent}`).not.toMatch(/^\/admin/);
      }
    }
    for (const [intent, fields] of posts)
      expect((await post(new RouteClient(), intent, fields)).location, intent).toMatch(/^\/auth\?/);
    expect((await registrationsOf(ids.workshop!)).map((row) => row.status).sort()).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
    ]);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("refuse malformed posts and another workshop's registration, changing nothing", async () => {
    expect((await post(admin, "cancel", { registrationId: "nope" })).status).toBe(400);
    expect((await post(admin, "explode", {})).status).toBe(400);
    expect((await post(admin, "add", { ...newcomer, email: "not an email" })).data!.errors.email).toBe(
      "workshop.register.errors.emailInvalid",
    );
    const crossed = await post(admin, "cancel", { registrationId: ids.elsewhere! });
    expect(crossed.status).toBe(404);
    expect(crossed.data!.formError).toEqual({ key: "workshop.admin.registrationErrors.notFound" });
    expect((await post(admin, "move", { registrationId: ids.elsewhere!, toWorkshopId: ids.session! })).status).toBe(
      404,
    );
    expect(
      (await post(admin, "move", { registrationId: ids.mover!, toWorkshopId: ids.other! })).data!.formError,
    ).toEqual({
      key: "workshop.admin.move.errors.chooseSession",
    });
    const halfVersion = await post(admin, "message", { ...note, bodyFr: "" });
    expect(halfVersion.status).toBe(400);
    expect(halfVersion.data!.errors.bodyFr).toBe("workshop.admin.message.errors.bodyRequired");
    expect(await statusOf(ids.elsewhere!)).toBe("confirmed");
    expect(await statusOf(ids.mover!)).toBe("confirmed");
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("book seats on an organization's behalf, the rest on the waitlist when asked, billed on a draft", async () => {
    const unknown = await post(admin, "book", { organizationId: "00000000-0000-4000-8000-000000000000", seats: "1" });
    expect(unknown.status).toBe(404);
    expect(unknown.data!.errors.organizationId).toBe("bookings.errors.organization");
    expect((await post(admin, "book", { organizationId: "nope", seats: "1" })).status).toBe(400);
    const short = await post(admin, "book", { organizationId: ids.organization!, seats: "2" });
    expect(short.status).toBe(409);
    expect(short.data!.formError).toEqual({ key: "bookings.errors.short", values: { count: "0" } });
    expect(await database.db.select().from(seatBookings)).toHaveLength(0);

    const booked = await post(admin, "book", {
      organizationId: ids.organization!,
      seats: "2",
      reference: "BC-9",
      waitlistRest: "1",
    });
    expect(booked.status).toBe(302);
    const [booking] = await database.db.select().from(seatBookings);
    expect(booking).toMatchObject({ organizationId: ids.organization, reference: "BC-9" });
    const seats = (await registrationsOf(ids.workshop!)).filter((row) => row.bookingId === booking!.id);
    expect(seats.map((seat) => [seat.status, seat.name])).toEqual([
      ["waitlisted", null],
      ["waitlisted", null],
    ]);
    // Waiting seats are not billed yet; nobody was emailed (no client booked).
    expect(await database.db.select().from(invoices)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("add a registrant to the waitlist of a full workshop, and refuse the same email twice", async () => {
    const added = await post(admin, "add", newcomer);
    expect(added.status).toBe(302);
    expect(added.location).toBe(`/admin/workshops/${ids.workshop}/registrations`);
    const [row] = (await registrationsOf(ids.workshop!)).filter((entry) => entry.email === "venue@example.org");
    expect(row!.status).toBe("waitlisted");
    const twice = await post(admin, "add", { ...newcomer, email: "VENUE@example.org" });
    expect(twice.status).toBe(409);
    expect(twice.data!.errors.email).toBe("workshop.admin.add.errors.duplicate");
  });

  it("ask for the English version when an English reader is in the audience, then send", async () => {
    const waitlist = { ...note, audience: "waitlisted" };
    const refused = await post(admin, "message", waitlist);
    expect(refused.status).toBe(400);
    expect(refused.data!.errors.subjectEn).toBe("workshop.admin.message.errors.enNeeded");
    expect(refused.data!.formError).toEqual({
      key: "workshop.admin.message.errors.enReaders",
      values: { count: "1" },
    });
    const sent = await post(admin, "message", { ...waitlist, subjectEn: "Room 2", bodyEn: "Meet in room 2." });
    expect(sent.status).toBe(302);
    const queued = (await database.db.select().from(outbox)).map((job) => job.subject);
    expect(queued.filter((subject) => /^(Room|Salle) 2/.test(subject!)).sort()).toEqual([
      "Room 2 · Complet",
      "Salle 2 · Complet",
    ]);
  });

  it("move a registration to the other session, giving its seat to the waitlist", async () => {
    const answer = await post(admin, "move", { registrationId: ids.mover!, toWorkshopId: ids.session! });
    expect(answer.status).toBe(302);
    expect(await statusOf(ids.mover!)).toBe("cancelled");
    expect(await statusOf(ids.waiting!)).toBe("confirmed");
    const [moved] = (await registrationsOf(ids.session!)).filter((row) => row.email === "mobile@example.org");
    expect(moved!.status).toBe("confirmed");
  });

  it("cancel, email the person, give the seat to the waitlist, and keep it in the audit log", async () => {
    const answer = await post(admin, "cancel", { registrationId: ids.seated! });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/workshops/${ids.workshop}/registrations`);
    expect(await statusOf(ids.seated!)).toBe("cancelled");
    const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, "assise@example.org"));
    expect(mails.length).toBeGreaterThan(0);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, ids.seated!));
    expect(audit.map((entry) => [entry.entity, entry.action])).toEqual([["registration", "update"]]);

    const again = await post(admin, "cancel", { registrationId: ids.seated! });
    expect(again.status).toBe(409);
    expect(again.data!.formError).toEqual({ key: "workshop.admin.registrationErrors.alreadyCancelled" });
  });
});
