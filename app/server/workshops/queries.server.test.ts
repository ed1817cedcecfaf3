import { beforeAll, describe, expect, it } from "vitest";
import {
  createFacilitator,
  createRegistration,
  createWorkshop,
  setSiteSettings,
  type WorkshopValues,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getPublicWorkshop, listCalendarFilterOptions, listCalendarWorkshops } from "./queries.server";
import { loader } from "~/routes/public/calendar";
import { requestContext } from "~/server/front/request-context.server";

setUpTestDatabase();
const TODAY = "2030-03-10";
const ids: Record<string, string> = {};

async function workshop(title: string, extra: WorkshopValues) {
  ids[title] = (await createWorkshop({ title, date: "2030-03-20", maxParticipants: 10, ...extra })).id;
}

beforeAll(async () => {
  const awa = await createFacilitator({ firstName: "Awa", lastName: "Diop", email: "awa@secret.example" });
  await workshop("Today", {
    date: TODAY,
    theme: "strategy",
    level: "beginner",
    location: "Ouagadougou",
    facilitatorId: awa.id,
  });
  await workshop("April", {
    date: "2030-04-02",
    theme: "innovation",
    level: "advanced",
    location: "Bobo-Dioulasso",
    locationEn: "Bobo-Dioulasso (Burkina Faso)",
    online: true,
    languages: ["fr", "en"],
  });
  await workshop("March later", {
    date: "2030-03-25",
    theme: "strategy",
    level: "advanced",
    location: "Ouagadougou",
    startTime: "14:00",
    languages: ["en"],
  });
  await workshop("Yesterday", { date: "2030-03-09", theme: "leadership", location: "Dakar" });
  await workshop("Draft", { status: "draft", theme: "team", location: "Lomé" });
  await workshop("Cancelled", { status: "cancelled", location: "Accra" });
  await workshop("Completed", { status: "completed", location: "Niamey" });
  await workshop("No date", { date: null, location: "Bamako" });
  for (let n = 1; n <= 7; n++) await createRegistration({ workshopId: ids.Today });
  await createRegistration({ workshopId: ids.Today, status: "waitlisted" });
  await createRegistration({ workshopId: ids.Today, status: "cancelled" });
  await setSiteSettings({ currency: "XOF" });
});

describe("listCalendarWorkshops", () => {
  it("lists only published workshops from today on, by date, with participants counted from confirmed registrations", async () => {
    const list = await listCalendarWorkshops(TODAY);
    expect(list.map((row) => row.title.fr)).toEqual(["Today", "March later", "April"]);
    expect(list[0]).toMatchObject({
      confirmed: 7,
      maxParticipants: 10,
      facilitator: { firstName: "Awa", lastName: "Diop", isPublic: true },
    });
    expect(list[1]).toMatchObject({ confirmed: 0, facilitator: null });
    expect(JSON.stringify(list)).not.toContain("secret");
  });

  it("narrows by theme, level, location and month, and combines them", async () => {
    const titles = async (filters: Parameters<typeof listCalendarWorkshops>[1]) =>
      (await listCalendarWorkshops(TODAY, filters)).map((row) => row.title.fr);
    expect(await titles({ theme: "strategy" })).toEqual(["Today", "March later"]);
    expect(await titles({ level: "advanced" })).toEqual(["March later", "April"]);
    expect(await titles({ location: "Bobo-Dioulasso" })).toEqual(["April"]);
    expect(await titles({ month: "2030-03" })).toEqual(["Today", "March later"]);
    expect(await titles({ month: "2030-04", theme: "innovation" })).toEqual(["April"]);
    expect(await titles({ theme: "strategy", location: "Bobo-Dioulasso" })).toEqual([]);
    expect(await titles({ location: "Dakar" })).toEqual([]); // past
    expect(await titles({ language: "en" })).toEqual(["March later", "April"]);
    expect(await titles({ language: "fr" })).toEqual(["Today", "April"]);
    expect(await titles({ location: "online" })).toEqual(["April"]);
  });

  it("offers filter options taken from upcoming published workshops only", async () => {
    expect(await listCalendarFilterOptions(TODAY)).toEqual({
      themes: ["innovation", "strategy"],
      levels: ["beginner", "advanced"],
      locations: [
        { value: "Bobo-Dioulasso", name: { fr: "Bobo-Dioulasso", en: "Bobo-Dioulasso (Burkina Faso)" } },
        { value: "Ouagadougou", name: { fr: "Ouagadougou", en: null } },
        { value: "online", name: null },
      ],
      months: ["2030-03", "2030-04"],
      languages: ["fr", "en"],
    });
  });
});

describe("calendar loader", () => {
  it("reads the filters from the URL and the currency setting", async () => {
    const result = await loader({
      request: new Request("http://localhost/en/calendar?level=advanced&month=nope"),
      context: requestContext({ lang: "en", cspNonce: "" }),
      params: {},
    } as never);
    expect(result.filters).toEqual({ level: "advanced" });
    expect(result.currency).toBe("XOF");
    expect(result.meta.title).toBe("Public Workshops Calendar");
    // Real today is long before 2030: every upcoming advanced workshop shows.
    expect(result.workshops.map((row) => row.title.fr)).toEqual(["March later", "April"]);
  });

  it("keeps the Language filter: ?language=en lists only the workshops run in English", async () => {
    const result = await loader({
      request: new Request("http://localhost/en/calendar?language=en"),
      context: requestContext({ lang: "en", cspNonce: "" }),
      params: {},
    } as never);
    expect(result.filters).toEqual({ language: "en" });
    expect(result.workshops.map((row) => row.title.fr)).toEqual(["March later", "April"]);
  });
});

describe("a workshop's facilitator", () => {
  it("links to the profile only of an approved, available facilitator", async () => {
    const linked = async (values: Parameters<typeof createFacilitator>[0]) => {
      const facilitator = await createFacilitator(values);
      const { id } = await createWorkshop({ status: "completed", facilitatorId: facilitator.id });
      return (await getPublicWorkshop(id))?.facilitator?.isPublic;
    };
    expect(await linked({})).toBe(true);
    expect(await linked({ availability: "busy" })).toBe(false);
    expect(await linked({ availability: "unavailable" })).toBe(false);
    expect(await linked({ status: "pending" })).toBe(false);
  });
});
