/** The .ics download takes its language from the route React Router matched, not from the URL's spelling. */
import { describe, expect, it } from "vitest";
import { createWorkshop } from "../../../tests/support/factories";
import { routeHandler } from "../../../tests/support/route-handler";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import * as icsRoute from "./workshop-ics";

setUpTestDatabase();

describe("the workshop's .ics", () => {
  it("is the English file on the English route however the path is spelt, the French one on the French route", async () => {
    const { id } = await createWorkshop();
    const english = routeHandler(icsRoute, "en/calendar/:id/ics");
    for (const path of [`/en/calendar/${id}/ics`, `/EN/calendar/${id}/ics`, `/En/Calendar/${id}/ICS`]) {
      const answer = await english(new Request(`http://localhost:3000${path}`));
      expect([path, answer.headers.get("Content-Disposition")]).toEqual([path, expect.stringContaining("workshop-")]);
    }
    const french = routeHandler(icsRoute, "calendar/:id/ics");
    const answer = await french(new Request(`http://localhost:3000/CALENDAR/${id}/ics`));
    expect(answer.headers.get("Content-Disposition")).toContain("atelier-");
  });
});
