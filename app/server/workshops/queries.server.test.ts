import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.server";
import { facilitators, siteSettings, workshopRegistrations, workshops, type NewWorkshop } from "../db/schema";
import { openTestDatabase } from "../../../tests/support/test-database";
import { listCalendarFilterOptions, listCalendarWorkshops } from "./queries.server";
import { loader } from "~/routes/public/calendar";

let database: Database;
const TODAY = "2030-03-10";
const ids: Record<string, string> = {};

function workshop(title: string, extra: Partial<NewWorkshop>): NewWorkshop {
  return { title, status: "published", date: "2030-03-20", startTime: "09:00", endTime: "13:00", maxParticipants: 10, price: "25000", ...extra };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [awa] = await database.db
    .insert(facilitators)
    .values({ firstName: "Awa", lastName: "Diop", email: "awa@secret.example", status: "approved" })
    .returning({ id: facilitators.id });
  const rows = await database.db
    .insert(workshops)
    .values([
      workshop("Today", { date: TODAY, theme: "strategy", level: "beginner", location: "Ouagadougou", facilitatorId: awa.id }),
      workshop("April", { date: "2030-04-02", theme: "innovation", level: "advanced", location: "Bobo-Dioulasso" }),
      workshop("March later", { date: "2030-03-25", theme: "strategy", level: "advanced", location: "Ouagadougou", startTime: "14:00" }),
      workshop("Yesterday", { date: "2030-03-09", theme: "leadership", location: "Dakar" }),
      workshop("Draft", { status: "draft", theme: "team", location: "Lomé" }),
      workshop("Cancelled", { status: "cancelled", location: "Accra" }),
      workshop("Completed", { status: "completed", location: "Niamey" }),
      workshop("No date", { date: null, location: "Bamako" }),
    ])
    .returning({ id: workshops.id, title: workshops.title });
  for (const row of rows) ids[row.title] = row.id;
  const registration = (status: "confirmed" | "waitlisted" | "cancelled", n: number) => ({ workshopId: ids.Today, name: `P${n}`, email: `p${n}@example.org`, status });
  await database.db.insert(workshopRegistrations).values([
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => registration("confirmed", n)),
    registration("waitlisted", 8),
    registration("cancelled", 9),
  ]);
  await database.db.insert(siteSettings).values({ category: "general", settingKey: "currency", settingValue: "XOF" });
});
afterAll(() => database.close());

describe("listCalendarWorkshops", () => {
  it("lists only published workshops from today on, by date, with participants counted from confirmed registrations", async () => {
    const list = await listCalendarWorkshops(TODAY);
    expect(list.map((row) => row.title)).toEqual(["Today", "March later", "April"]);
    expect(list[0]).toMatchObject({ confirmed: 7, maxParticipants: 10, facilitator: { firstName: "Awa", lastName: "Diop", isPublic: true } });
    expect(list[1]).toMatchObject({ confirmed: 0, facilitator: null });
    expect(JSON.stringify(list)).not.toContain("secret");
  });

  it("narrows by theme, level, location and month, and combines them", async () => {
    const titles = async (filters: Parameters<typeof listCalendarWorkshops>[1]) => (await listCalendarWorkshops(TODAY, filters)).map((row) => row.title);
    expect(await titles({ theme: "strategy" })).toEqual(["Today", "March later"]);
    expect(await titles({ level: "advanced" })).toEqual(["March later", "April"]);
    expect(await titles({ location: "Bobo-Dioulasso" })).toEqual(["April"]);
    expect(await titles({ month: "2030-03" })).toEqual(["Today", "March later"]);
    expect(await titles({ month: "2030-04", theme: "innovation" })).toEqual(["April"]);
    expect(await titles({ theme: "strategy", location: "Bobo-Dioulasso" })).toEqual([]);
    expect(await titles({ location: "Dakar" })).toEqual([]); // past
  });

  it("offers filter options taken from upcoming published workshops only", async () => {
    expect(await listCalendarFilterOptions(TODAY)).toEqual({
      themes: ["innovation", "strategy"],
      levels: ["beginner", "advanced"],
      locations: ["Bobo-Dioulasso", "Ouagadougou"],
      months: ["2030-03", "2030-04"],
    });
  });
});

describe("calendar loader", () => {
  it("reads the filters from the URL and the currency setting", async () => {
    const result = await loader({ request: new Request("http://localhost/en/calendar?level=advanced&month=nope"), context: { lang: "en", cspNonce: "" }, params: {} } as never);
    expect(result.filters).toEqual({ level: "advanced" });
    expect(result.currency).toBe("XOF");
    expect(result.meta.title).toBe("Public Workshops Calendar | Faso Futures Studio");
    // Real today is long before 2030: every upcoming advanced workshop shows.
    expect(result.workshops.map((row) => row.title)).toEqual(["March later", "April"]);
  });
});
