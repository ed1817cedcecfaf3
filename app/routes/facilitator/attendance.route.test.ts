/**
 * Check-in against the database: the attendance list (the facilitator's own workshops, every workshop for admins),
 * one tap at a time, walk-ins under the workshop's lock, and the ticket page a registration's QR code opens, with
 * who may see and do what on each, whatever the request says.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { auditLog, outbox, workshopRegistrations, type Facilitator } from "~/server/db/schema";
import { cancelToken, ticketToken } from "~/server/workshops/links.server";
import { createFacilitator, createRegistration, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { itRefusesBadBodies } from "../../../tests/support/form-refusals";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as adminAttendance from "../admin/workshops/attendance";
import * as ticketRoute from "../public/ticket";
import * as attendance from "./attendance";

const database = setUpTestDatabase();

type ListData = Awaited<ReturnType<typeof attendance.loader>>;
type TicketData = Awaited<ReturnType<typeof ticketRoute.loader>>["data"];

let mine: Facilitator;
let facilitator: RouteClient;
let otherFacilitator: RouteClient;
let unlinked: RouteClient;
let admin: RouteClient;
const anonymous = new RouteClient();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const account = await signedInAs("facilitator");
  facilitator = RouteClient.withCookies(account.cookie);
  mine = await createFacilitator({ firstName: "Aminata", userId: account.id, email: account.email });
  const otherAccount = await signedInAs("facilitator");
  otherFacilitator = RouteClient.withCookies(otherAccount.cookie);
  const other = await createFacilitator({ firstName: "Kwame", userId: otherAccount.id, email: otherAccount.email });
  unlinked = RouteClient.withCookies((await signedInAs("facilitator")).cookie);
  admin = RouteClient.withCookies((await signedInAs("admin")).cookie);

  ids.workshop = (await createWorkshop({ title: "Prospective", facilitatorId: mine.id, maxParticipants: 4 })).id;
  ids.others = (await createWorkshop({ title: "Autre", facilitatorId: other.id })).id;
  ids.cancelledWorkshop = (await createWorkshop({ title: "Annulé", facilitatorId: mine.id, status: "cancelled" })).id;
  const register = async (key: string, values: Partial<Parameters<typeof createRegistration>[0]>) => {
    ids[key] = (await createRegistration({ workshopId: ids.workshop!, ...values })).id;
  };
  await register("awa", { name: "Awa Traoré", email: "awa@example.org" });
  await register("ibrahim", { name: "Ibrahim Sawadogo", email: "ibrahim@example.org" });
  await register("waitlisted", { name: "Sur Liste", email: "liste@example.org", status: "waitlisted" });
  await register("cancelled", { name: "Parti Avant", email: "parti@example.org", status: "cancelled" });
  ids.secret = (await createRegistration({ workshopId: ids.others!, name: "Secret Person" })).id;
  ids.inCancelled = (await createRegistration({ workshopId: ids.cancelledWorkshop!, name: "Annulée" })).id;
});

const listPath = (id: string) => `/facilitator/workshops/${id}/attendance`;
const adminPath = (id: string) => `/admin/workshops/${id}/attendance`;

async function presence(registrationId: string) {
  const [row] = await database.db
    .select({ checkedInAt: workshopRegistrations.checkedInAt, checkedInBy: workshopRegistrations.checkedInBy })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.id, registrationId));
  return row!;
}

function tap(client: RouteClient, registrationId: string, present: "0" | "1", workshopId = ids.workshop!) {
  return client.post<FormFailure | { ok: true }>(
    attendance.action,
    `${listPath(workshopId)}?intent=presence`,
    { registrationId, present },
    {},
    { id: workshopId },
  );
}

describe("the attendance list", () => {
  it("lists the confirmed registrants of the facilitator's own workshop by name, with the counts", async () => {
    const result = await facilitator.get<ListData>(attendance.loader, listPath(ids.workshop!), { id: ids.workshop! });
    expect(result.status).toBe(200);
    const { rows, counts } = result.data!;
    expect(rows.map((row) => row.name)).toEqual(["Awa Traoré", "Ibrahim Sawadogo"]);
    expect(counts).toEqual({ present: 0, expected: 2, free: 2 });
  });

  it("is not found for another facilitator's workshop, an account without a record, or a made-up id", async () => {
    for (const [client, id] of [
      [facilitator, ids.others!],
      [otherFacilitator, ids.workshop!],
      [unlinked, ids.workshop!],
      [facilitator, "00000000-0000-0000-0000-000000000000"],
      [facilitator, "nope"],
      // The admin's account has no facilitator record: the admin's own page lists every workshop.
      [admin, ids.workshop!],
    ] as const) {
      expect((await client.get(attendance.loader, listPath(id), { id })).status).toBe(404);
    }
    const adminList = await admin.get<ListData>(adminAttendance.loader, adminPath(ids.others!), { id: ids.others! });
    expect(adminList.data!.rows.map((row) => row.name)).toEqual(["Secret Person"]);
    // Anyone else on the admin's page goes to their own home.
    expect(
      (await facilitator.get(adminAttendance.loader, adminPath(ids.workshop!), { id: ids.workshop! })).location,
    ).toBe("/facilitator");
  });

  it("saves each tap on its own: present, by whom, and undone", async () => {
    const saved = await tap(facilitator, ids.awa!, "1");
    expect(saved).toMatchObject({ status: 200, data: { ok: true, registrationId: ids.awa, present: true } });
    const marked = await presence(ids.awa!);
    expect(marked.checkedInAt).toBeInstanceOf(Date);
    expect(marked.checkedInBy).toBe(mine.userId);
    // Tapped twice (a retry after a lost answer): the first time stays.
    await tap(facilitator, ids.awa!, "1");
    expect((await presence(ids.awa!)).checkedInAt).toEqual(marked.checkedInAt);
    const list = await facilitator.get<ListData>(attendance.loader, listPath(ids.workshop!), { id: ids.workshop! });
    expect(list.data!.counts.present).toBe(1);

    await tap(facilitator, ids.awa!, "0");
    expect(await presence(ids.awa!)).toEqual({ checkedInAt: null, checkedInBy: null });
  });

  it("refuses what cannot be present, and changes nothing outside the facilitator's workshops", async () => {
    expect((await tap(facilitator, ids.waitlisted!, "1")).status).toBe(409);
    expect((await tap(facilitator, ids.cancelled!, "1")).status).toBe(409);
    expect((await tap(facilitator, ids.inCancelled!, "1", ids.cancelledWorkshop!)).status).toBe(409);
    // Another workshop's registration, through this list or its own; another facilitator on this one.
    expect((await tap(facilitator, ids.secret!, "1")).status).toBe(404);
    expect((await tap(facilitator, ids.secret!, "1", ids.others!)).status).toBe(404);
    expect((await tap(otherFacilitator, ids.ibrahim!, "1")).status).toBe(404);
    expect((await tap(unlinked, ids.ibrahim!, "1")).status).toBe(404);
    for (const id of [ids.waitlisted!, ids.cancelled!, ids.inCancelled!, ids.secret!, ids.ibrahim!]) {
      expect((await presence(id)).checkedInAt).toBeNull();
    }
    const bad = await facilitator.post<FormFailure>(
      attendance.action,
      `${listPath(ids.workshop!)}?intent=presence`,
      { registrationId: "nope", present: "2" },
      {},
      { id: ids.workshop! },
    );
    expect(bad.status).toBe(400);
    expect(bad.data!.errors).toEqual({
      registrationId: "attendance.errors.notFound",
      present: "attendance.errors.invalid",
    });
  });

  it("lets an admin mark anyone present from the admin's page", async () => {
    const result = await admin.post(
      adminAttendance.action,
      `${adminPath(ids.others!)}?intent=presence`,
      { registrationId: ids.secret!, present: "1" },
      {},
      { id: ids.others! },
    );
    expect(result.status).toBe(200);
    expect((await presence(ids.secret!)).checkedInAt).toBeInstanceOf(Date);
  });

  itRefusesBadBodies(() => ({
    handle: routeHandler(attendance, "facilitator/workshops/:id/attendance"),
    url: `http://localhost:3000${listPath(ids.workshop!)}?intent=presence`,
    fields: { registrationId: ids.ibrahim!, present: "1" },
    headers: { Cookie: facilitator.cookieHeader() },
    written: async () =>
      (
        await database.db
          .select()
          .from(workshopRegistrations)
          .where(and(eq(workshopRegistrations.id, ids.ibrahim!)))
      ).filter((row) => row.checkedInAt).length,
  }));
});

describe("a walk-in", () => {
  const walkIn = (client: RouteClient, fields: Record<string, string>, workshopId = ids.workshop!) =>
    client.post<FormFailure>(
      attendance.action,
      `${listPath(workshopId)}?intent=walk-in`,
      fields,
      {},
      { id: workshopId },
    );
  const registrationsOf = (email: string) =>
    database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.email, email));

  it("takes a free seat, marked present, with the confirmation queued and the addition audited", async () => {
    const result = await walkIn(facilitator, { name: "Fatou Ouédraogo", email: "fatou@example.org", language: "en" });
    expect(result.status).toBe(302);
    expect(result.location).toBe(listPath(ids.workshop!));
    const [row] = await registrationsOf("fatou@example.org");
    expect(row).toMatchObject({ status: "confirmed", walkIn: true, language: "en", checkedInBy: mine.userId });
    expect(row!.checkedInAt).toBeInstanceOf(Date);
    const mail = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `registration:${row!.id}:confirmed`));
    expect(mail).toHaveLength(1);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((entry) => [entry.action, entry.entity])).toEqual([["create", "registration"]]);
  });

  it("refuses an address already registered, a full workshop, bad input and another's workshop, adding nobody", async () => {
    const again = await walkIn(facilitator, { name: "Awa", email: "AWA@example.org", language: "fr" });
    expect(again.status).toBe(409);
    expect(again.data!.formError?.key).toBe("attendance.errors.alreadyRegistered");
    const waiting = await walkIn(facilitator, { name: "Liste", email: "liste@example.org", language: "fr" });
    expect(waiting.data!.formError?.key).toBe("attendance.errors.alreadyRegistered");

    const bad = await walkIn(facilitator, { name: "", email: "not-an-email", language: "xx" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data!.errors).sort()).toEqual(["email", "language", "name"]);

    expect(
      (await walkIn(otherFacilitator, { name: "Intrus", email: "intrus@example.org", language: "fr" })).status,
    ).toBe(404);
    const closed = await walkIn(
      facilitator,
      { name: "Tard", email: "tard@example.org", language: "fr" },
      ids.cancelledWorkshop!,
    );
    expect(closed.status).toBe(409);

    // Four seats: Awa, Ibrahim, Fatou and one more; the next finds none.
    expect((await walkIn(facilitator, { name: "Quatrième", email: "quatre@example.org", language: "fr" })).status).toBe(
      302,
    );
    const full = await walkIn(facilitator, { name: "Cinquième", email: "cinq@example.org", language: "fr" });
    expect(full.status).toBe(409);
    expect(full.data!.formError?.key).toBe("attendance.errors.full");
    for (const email of ["intrus@example.org", "tard@example.org", "cinq@example.org", "not-an-email"]) {
      expect(await registrationsOf(email)).toEqual([]);
    }
  });
});

describe("the ticket page", () => {
  const path = (token: string) => `/tickets/${token}`;
  const open = (client: RouteClient, token: string) =>
    client.get<TicketData>(ticketRoute.loader, path(token), { token });
  const checkIn = (client: RouteClient, token: string) =>
    client.post(ticketRoute.action, path(token), {}, {}, { token });

  it("shows the ticket to anyone holding the link, and check-in only to its workshop's facilitator and admins", async () => {
    const token = ticketToken(ids.ibrahim!);
    const seen = await open(anonymous, token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("Cache-Control")).toBe("private, no-store");
    expect(seen.data!.ticket).toMatchObject({ name: "Ibrahim Sawadogo", title: "Prospective", viewer: "public" });
    expect(JSON.stringify(seen.data)).not.toContain("ibrahim@example.org");
    expect((await open(facilitator, token)).data!.ticket!.viewer).toBe("checker");
    expect((await open(admin, token)).data!.ticket).toMatchObject({
      viewer: "checker",
      attendanceHref: adminPath(ids.workshop!),
    });
    expect((await open(otherFacilitator, token)).data!.ticket!.viewer).toBe("otherWorkshop");
    expect((await open(unlinked, token)).data!.ticket!.viewer).toBe("public");
    expect((await open(anonymous, ticketToken(ids.waitlisted!))).data!.ticket!.status).toBe("waitlisted");
  });

  it("is not found for a tampered, truncated or other-purpose token", async () => {
    const token = ticketToken(ids.ibrahim!);
    for (const bad of [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      token.split(".")[0]!,
      `${ids.ibrahim}.${cancelToken(ids.ibrahim!)}`,
      `${ids.awa}.${token.split(".")[1]}`,
      `${token}.extra`,
      "nope",
    ]) {
      const result = await open(anonymous, bad);
      expect(result.status).toBe(404);
      expect(result.data!.ticket).toBeNull();
      expect((await checkIn(facilitator, bad)).status).toBe(404);
    }
    expect((await presence(ids.ibrahim!)).checkedInAt).toBeNull();
  });

  it("checks in for the workshop's facilitator; others are sent to sign in or refused, changing nothing", async () => {
    const token = ticketToken(ids.ibrahim!);
    const visitor = await checkIn(anonymous, token);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?/);
    expect((await checkIn(otherFacilitator, token)).status).toBe(404);
    expect((await checkIn(unlinked, token)).status).toBe(404);
    expect((await presence(ids.ibrahim!)).checkedInAt).toBeNull();

    const done = await checkIn(facilitator, token);
    expect(done.status).toBe(302);
    expect(done.location).toBe(path(token));
    expect((await presence(ids.ibrahim!)).checkedInBy).toBe(mine.userId);
    expect((await open(facilitator, token)).data!.ticket!.checkedInAt).not.toBeNull();

    expect((await checkIn(facilitator, ticketToken(ids.waitlisted!))).status).toBe(409);
    expect((await presence(ids.waitlisted!)).checkedInAt).toBeNull();
  });
});
