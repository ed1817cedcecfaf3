/**
 * The client's seat bookings through the route, against the database: a client books for their own organization
 * only, names its seats, and cannot reach another organization's seats whatever they post; a client of no
 * organization and the other roles change nothing.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormFailure } from "~/lib/forms";
import { organizationClients, seatBookings, workshopRegistrations } from "~/server/db/schema";
import { createOrganization, createWorkshop, signedInAs } from "../../../tests/support/factories";
import { RouteClient } from "../../../tests/support/route-client";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as bookingsPage from "./bookings";

const database = setUpTestDatabase();
let workshopId: string;
let ours: RouteClient;
let theirs: RouteClient;
let ourOrganization: string;

type Page = Awaited<ReturnType<typeof bookingsPage.loader>>;
const post = (client: RouteClient, intent: string, fields: Record<string, string>) =>
  client.post<FormFailure>(bookingsPage.action, `/client/bookings?intent=${intent}`, fields);
const seatsOf = (organizationId: string) =>
  database.db
    .select({ id: workshopRegistrations.id, email: workshopRegistrations.email })
    .from(workshopRegistrations)
    .innerJoin(seatBookings, eq(seatBookings.id, workshopRegistrations.bookingId))
    .where(eq(seatBookings.organizationId, organizationId));

/** A signed-in client account of a new organization. */
async function clientOf(name: string): Promise<{ client: RouteClient; organizationId: string }> {
  const organization = await createOrganization({ name });
  const account = await signedInAs("client");
  await database.db.insert(organizationClients).values({ userId: account.id, organizationId: organization.id });
  return { client: RouteClient.withCookies(account.cookie), organizationId: organization.id };
}

beforeAll(async () => {
  workshopId = (await createWorkshop({ title: "Atelier réservé", maxParticipants: 4 })).id;
  ({ client: ours, organizationId: ourOrganization } = await clientOf("ONG Sahel"));
  ({ client: theirs } = await clientOf("Autre ONG"));
});

describe("booking seats from the client dashboard", () => {
  it("books for the client's own organization, and says how many are left when it asks too many", async () => {
    const short = await post(ours, "book", { workshopId, seats: "5", reference: "PO-7" });
    expect(short.status).toBe(409);
    expect(short.data!.formError).toEqual({ key: "bookings.errors.short", values: { count: "4" } });
    const booked = await post(ours, "book", { workshopId, seats: "2", reference: "PO-7" });
    expect(booked.status).toBe(302);
    expect(booked.location).toBe("/client/bookings");
    expect(await seatsOf(ourOrganization)).toHaveLength(2);

    const page = await ours.get<Page>(bookingsPage.loader, `/client/bookings?workshop=${workshopId}`);
    expect(page.data!.preselected).toBe(workshopId);
    expect(page.data!.bookings.map((booking) => [booking.reference, booking.seats.length])).toEqual([["PO-7", 2]]);
    expect(page.data!.workshops.find((workshop) => workshop.id === workshopId)?.freeSeats).toBe(2);
  });

  it("names a seat of its own booking; another organization's client finds no such seat", async () => {
    const [seat] = await seatsOf(ourOrganization);
    const person = {
      seatId: seat!.id,
      firstName: "Awa",
      lastName: "Ouédraogo",
      email: "awa@example.org",
      language: "fr",
    };
    const crossed = await post(theirs, "name", person);
    expect(crossed.status).toBe(404);
    expect((await seatsOf(ourOrganization)).find((row) => row.id === seat!.id)!.email).toBeNull();
    expect((await theirs.get<Page>(bookingsPage.loader, "/client/bookings")).data!.bookings).toEqual([]);

    expect((await post(ours, "name", { ...person, email: "pas une adresse" })).data!.errors.email).toBe(
      "workshop.register.errors.emailInvalid",
    );
    const named = await post(ours, "name", person);
    expect(named.status).toBe(302);
    expect((await seatsOf(ourOrganization)).find((row) => row.id === seat!.id)!.email).toBe("awa@example.org");
  });

  it("releases a seat of its own booking before the deadline; another organization's client cannot", async () => {
    const page = await ours.get<Page>(bookingsPage.loader, "/client/bookings");
    const [booking] = page.data!.bookings;
    expect(booking).toMatchObject({ releasable: true, includedSeats: 0, billedSeats: 2 });
    expect(booking!.releaseUntil).toEqual(expect.any(String));
    const [seat] = await seatsOf(ourOrganization);
    const crossed = await post(theirs, "release", { seatId: seat!.id });
    expect(crossed.status).toBe(404);
    expect(await seatsOf(ourOrganization)).toHaveLength(2);
    expect((await post(ours, "release", { seatId: "nope" })).status).toBe(400);

    const released = await post(ours, "release", { seatId: seat!.id });
    expect(released.status).toBe(302);
    expect((await ours.get<Page>(bookingsPage.loader, "/client/bookings")).data!.bookings[0]!.seats).toHaveLength(1);
    expect((await post(ours, "release", { seatId: seat!.id })).status).toBe(404);
  });

  it("refuses a client of no organization, other roles and malformed posts, changing nothing", async () => {
    const loner = RouteClient.withCookies((await signedInAs("client")).cookie);
    const refused = await post(loner, "book", { workshopId, seats: "1" });
    expect(refused.status).toBe(409);
    expect(refused.data!.formError).toEqual({ key: "bookings.errors.noOrganization" });
    expect((await loner.get<Page>(bookingsPage.loader, "/client/bookings")).data!.organization).toBeNull();
    for (const role of ["facilitator", "content_creator"] as const) {
      const other = RouteClient.withCookies((await signedInAs(role)).cookie);
      const answer = await post(other, "book", { workshopId, seats: "1" });
      expect(answer.status, role).toBe(302);
      expect(answer.location, role).not.toMatch(/^\/client/);
    }
    expect((await post(ours, "book", { workshopId, seats: "0" })).status).toBe(400);
    expect((await post(ours, "book", { workshopId: "nope", seats: "1" })).status).toBe(400);
    expect((await post(ours, "explode", {})).status).toBe(400);
    expect(await database.db.select().from(seatBookings)).toHaveLength(1);
  });
});
