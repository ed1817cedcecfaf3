import { beforeAll, describe, expect, it } from "vitest";
import type { NewFacilitator } from "../db/schema";
import { createFacilitator, createReview, createWorkshop } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getPublicFacilitator, listFacilitatorWorkshops, listPublicFacilitators } from "./directory.server";
import { getFacilitatorReviews, summarizeRatings } from "./reviews.server";
import { loader } from "~/routes/public/facilitator";
import { requestContext } from "~/server/front/request-context.server";

setUpTestDatabase();
const ids: Record<string, string> = {};
const PUBLIC_KEYS = [
  // How they want to be addressed: their public title agrees with it.
  "addressForm",
  "bio",
  "certifications",
  "firstName",
  "id",
  "languages",
  "lastName",
  "location",
  "profileImageUrl",
  "specialties",
  "yearsExperience",
];

/** A facilitator whose private details (email, phone, rate, links) say "secret", which no public answer may contain. */
function facilitator(firstName: string, extra: Partial<NewFacilitator> = {}): Partial<NewFacilitator> {
  return {
    firstName,
    lastName: "Test",
    email: `${firstName.toLowerCase()}@secret.example`,
    phone: "+226 70 00 00 00",
    hourlyRate: "99999",
    website: "secret.example",
    linkedin: "linkedin.com/in/secret",
    bioFr: `${firstName} bio`,
    specialtiesFr: ["Design Thinking"],
    specialtiesEn: ["Design Thinking"],
    languages: ["Français", "English"],
    certificationsFr: ["Cert A"],
    yearsExperience: 7,
    location: "Ouagadougou",
    ...extra,
  };
}

beforeAll(async () => {
  const people: [string, Partial<NewFacilitator>][] = [
    ["Zeynab", {}],
    ["Awa", {}],
    ["Pending", { status: "pending" }],
    ["Busy", { availability: "busy" }],
    ["Away", { availability: "unavailable" }],
  ];
  for (const [firstName, extra] of people) ids[firstName] = (await createFacilitator(facilitator(firstName, extra))).id;
  await createWorkshop({ title: "Old", status: "completed", date: "2025-01-10", facilitatorId: ids.Awa });
  await createWorkshop({ title: "Next", status: "published", date: "2030-05-01", facilitatorId: ids.Awa });
  await createWorkshop({ title: "Draft", status: "draft", date: "2030-06-01", facilitatorId: ids.Awa });
  await createWorkshop({ title: "Cancelled", status: "cancelled", date: "2030-07-01", facilitatorId: ids.Awa });
  await createWorkshop({ title: "Someone else's", status: "published", date: "2030-05-02", facilitatorId: ids.Zeynab });
  await createReview({
    facilitatorId: ids.Awa,
    participantName: "A",
    comment: "Great",
    rating: 5,
    reviewDate: "2026-01-02",
  });
  await createReview({
    facilitatorId: ids.Awa,
    participantName: "B",
    comment: "Good",
    rating: 4,
    reviewDate: "2026-01-03",
  });
  await createReview({
    facilitatorId: ids.Awa,
    participantName: "C",
    comment: "Fine",
    rating: 5,
    reviewDate: "2026-01-01",
  });
  await createReview({
    facilitatorId: ids.Awa,
    participantName: "Hidden",
    comment: "Bad",
    rating: 1,
    isPublished: false,
  });
});

describe("public facilitator queries", () => {
  it("list only approved, available facilitators, by first name, with the public columns only", async () => {
    const list = await listPublicFacilitators();
    expect(list.map((row) => row.firstName)).toEqual(["Awa", "Zeynab"]);
    for (const row of list) expect(Object.keys(row).sort()).toEqual(PUBLIC_KEYS);
    expect(JSON.stringify(list)).not.toMatch(/secret|99999|\+226/);
  });

  it("open a profile by id, and answer null for unknown, malformed or non-public ids", async () => {
    const awa = await getPublicFacilitator(ids.Awa);
    expect(awa).toMatchObject({
      firstName: "Awa",
      yearsExperience: 7,
      languages: ["Français", "English"],
      bio: { fr: "Awa bio", en: null },
      specialties: { fr: ["Design Thinking"], en: ["Design Thinking"] },
      certifications: { fr: ["Cert A"], en: [] },
    });
    expect(Object.keys(awa!).sort()).toEqual(PUBLIC_KEYS);
    expect(await getPublicFacilitator("not-a-uuid")).toBeNull();
    expect(await getPublicFacilitator(undefined)).toBeNull();
    expect(await getPublicFacilitator("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getPublicFacilitator(ids.Pending)).toBeNull();
    expect(await getPublicFacilitator(ids.Busy)).toBeNull();
  });

  it("list a facilitator's published and completed workshops, newest first", async () => {
    const history = await listFacilitatorWorkshops(ids.Awa);
    expect(history.map((row) => row.title.fr)).toEqual(["Next", "Old"]);
    expect(await listFacilitatorWorkshops("nope")).toEqual([]);
  });

  it("list published reviews only; reviews entered by staff are not verified and make no rating", async () => {
    const summary = await getFacilitatorReviews(ids.Awa);
    expect(summary.count).toBe(0);
    expect(summary.average).toBeNull();
    expect(summary.reviews.map((review) => review.participantName)).toEqual(["B", "A", "C"]);
    expect(summary.reviews.every((review) => !review.verified)).toBe(true);
    expect(await getFacilitatorReviews(ids.Zeynab)).toEqual({ reviews: [], count: 0, average: null });
    expect(summarizeRatings([4, 5])).toEqual({ count: 2, average: 4.5 });
    expect(summarizeRatings([5, 5, 4, 4, 4, 4])).toEqual({ count: 6, average: 4.3 });
  });
});

describe("facilitator profile loader", () => {
  const call = (id: string, path = `/en/facilitators/${id}`) =>
    loader({
      request: new Request(`http://localhost${path}`),
      context: requestContext({ lang: "en", cspNonce: "" }),
      params: { id },
    } as never);

  it("answers 404 with 'Facilitator not found' for malformed, unknown and non-public ids", async () => {
    for (const id of ["abc", "00000000-0000-4000-8000-000000000000", ids.Pending, ids.Away]) {
      const result = (await call(id)) as {
        init: { status: number };
        data: { found: boolean; meta: { title: string } };
      };
      expect(result.init.status).toBe(404);
      expect(result.data.found).toBe(false);
      expect(result.data.meta.title).toBe("Facilitator not found");
    }
  });

  it("titles the page with the name and the brand and opens the asked tab", async () => {
    const result = (await call(ids.Awa, `/en/facilitators/${ids.Awa}?tab=reviews`)) as {
      found: true;
      meta: { title: string; description: string };
      tab: string;
      reviews: { average: number };
    };
    expect(result.found).toBe(true);
    expect(result.meta.title).toBe("Awa Test");
    // No English bio yet: the description is the French one rather than none.
    expect(result.meta.description).toBe("Awa bio");
    expect(result.tab).toBe("reviews");
    expect(JSON.stringify(result)).not.toMatch(/secret|99999/);
  });
});
