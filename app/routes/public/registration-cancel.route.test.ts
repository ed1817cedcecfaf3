/** The cancellation link's POST: its refusals through the real route module, as a page POST and as a `.data` POST. */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, it } from "vitest";
import { workshopRegistrations } from "~/server/db/schema";
import { cancelToken } from "~/server/workshops/links.server";
import { REGISTRATION_RATE_LIMITS } from "~/server/workshops/registration.server";
import { createRegistration, createWorkshop } from "../../../tests/support/factories";
import { expectRateLimited, itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as cancelRoute from "./registration-cancel";

const database = setUpTestDatabase();
let registrationId: string;

beforeAll(async () => {
  const workshop = await createWorkshop();
  registrationId = (await createRegistration({ workshopId: workshop.id, language: "en" })).id;
});

const cancelled = async () => (await database.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.status, "cancelled"))).length;
const mailCount = () => (fs.existsSync(database.mailDir) ? fs.readdirSync(database.mailDir).length : 0);

describe("cancelling from the emailed link, through React Router", () => {
  const target = (): FormTarget => ({
    handle: routeHandler(cancelRoute, "registrations/:id/cancel"),
    url: `http://localhost:3000/registrations/${registrationId}/cancel?token=${cancelToken(registrationId)}`,
    fields: {},
    headers: { "X-Forwarded-For": "198.51.100.10" },
    written: async () => (await cancelled()) + mailCount(),
  });

  itRefusesBadBodies(target);

  it("answers 429 with Retry-After past the per-address limit, on a page POST and a .data POST, and changes nothing more", async () => {
    await expectRateLimited(target(), { attempts: REGISTRATION_RATE_LIMITS.cancel.limit + 1, key: "workshop.cancel.rateLimited" });
  });
});
