/** The /join-facilitator action's refusals through the real route module, as a page POST and as a `.data` POST. */
import fs from "node:fs";
import { describe, it } from "vitest";
import { facilitators } from "~/server/db/schema";
import { APPLICATION_RATE_LIMITS } from "~/server/facilitators/applications.server";
import { expectRateLimited, itRefusesBadBodies, type FormTarget } from "../../../tests/support/form-refusals";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as joinFacilitatorRoute from "./join-facilitator";

const database = setUpTestDatabase();

const application = { fullName: "Awa Diop", email: "awa@example.org", expertise: "Prospective", experience: "12 years", bio: "Facilitatrice." };

describe("/join-facilitator, through React Router", () => {
  const target = (): FormTarget => ({
    handle: routeHandler(joinFacilitatorRoute, "join-facilitator"),
    url: "http://localhost:3000/join-facilitator",
    fields: application,
    headers: { "X-Forwarded-For": "198.51.100.8" },
    written: async () => (await database.db.select().from(facilitators)).length + (fs.existsSync(database.mailDir) ? fs.readdirSync(database.mailDir).length : 0),
  });

  itRefusesBadBodies(target);

  it("answers 429 with Retry-After past the sender's limit, on a page POST and a .data POST, and stores nothing more", async () => {
    await expectRateLimited(target(), { attempts: APPLICATION_RATE_LIMITS.sender.limit + 1, key: "joinFacilitator.errors.rateLimited" });
  });
});
