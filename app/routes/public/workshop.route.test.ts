/** The workshop page's registration action: its refusals through the real route module, as a page POST and as a `.data` POST. */
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { workshopRegistrations } from "~/server/db/schema";
import { REGISTRATION_RATE_LIMITS } from "~/server/workshops/registration.server";
import { createWorkshop, signedInAs } from "../../../tests/support/factories";
import { expectRateLimited, itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { RouteClient } from "../../../tests/support/route-client";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as workshopRoute from "./workshop";

const database = setUpTestDatabase();
let workshopId: string;

beforeAll(async () => {
  workshopId = (await createWorkshop()).id;
});

const mailCount = () => (fs.existsSync(database.mailDir) ? fs.readdirSync(database.mailDir).length : 0);

describe("registering for a workshop, through React Router", () => {
  const target = (): FormTarget => ({
    handle: routeHandler(workshopRoute, "calendar/:id"),
    url: `http://localhost:3000/calendar/${workshopId}`,
    fields: { name: "Grace Adjei", email: "grace@example.org", organization: "Volta Energy", phone: "+233 20 000 0000", language: "en" },
    headers: { "X-Forwarded-For": "198.51.100.9" },
    written: async () => (await database.db.select().from(workshopRegistrations)).length + mailCount(),
  });

  itRefusesBadBodies(target);

  it("answers 429 with Retry-After past the sender's limit, on a page POST and a .data POST, and registers nobody more", async () => {
    await expectRateLimited(target(), { attempts: REGISTRATION_RATE_LIMITS.sender.limit + 1, key: "workshop.register.errors.rateLimited" });
  });
});

describe("the workshop page's registration form", () => {
  type Page = { registrant: { name: string; email: string } | null };

  it("is filled in with a signed-in visitor's name and address, and empty for anyone else", async () => {
    const account = await signedInAs("client", { firstName: "Awa", lastName: "Ouédraogo" });
    const signedIn = await RouteClient.withCookies(account.cookie).get<Page>(workshopRoute.loader, `/calendar/${workshopId}`, { id: workshopId });
    expect(signedIn.data?.registrant).toEqual({ name: "Awa Ouédraogo", email: account.email });
    const anonymous = await new RouteClient().get<Page>(workshopRoute.loader, `/calendar/${workshopId}`, { id: workshopId });
    expect(anonymous.data?.registrant).toBeNull();
  });
});
