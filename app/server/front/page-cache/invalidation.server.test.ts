import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFacilitator, createReview, createWorkshop, setSiteSettings } from "../../../../tests/support/factories";
import { setUpTestDatabase } from "../../../../tests/support/test-database";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { facilitators, reviews, sectionContent, siteSettings, workshops } from "../../db/schema";
import { getPublicFacilitator } from "../../facilitators/directory.server";
import { getPublishedSections } from "../../site/sections.server";
import { getSettingValues } from "../../site/settings.server";
import { cancelRegistration } from "../../workshops/cancellation.server";
import { getPublicWorkshop, listCalendarWorkshops } from "../../workshops/queries.server";
import { registerForWorkshop } from "../../workshops/registration.server";
import { mayWrite } from "../../db/client.server";
import { writeGeneration } from "../../db/write-generation";

const database = setUpTestDatabase();

/** Runs `write` and says whether the public content's generation moved, as the page cache sees it. */
async function moves(write: () => Promise<unknown>): Promise<boolean> {
  const before = writeGeneration();
  await write();
  return writeGeneration() > before;
}

const person = (n: string) => ({
  name: `Personne ${n}`,
  email: `personne.${n}@example.org`,
  organization: null,
  phone: null,
  language: "fr" as const,
});

describe("every write moves the public content on, before it returns", () => {
  it("registration, waitlist, cancellation and the promotion it causes", async () => {
    const workshop = await createWorkshop({ maxParticipants: 1 });
    let first: string | undefined;
    expect(
      await moves(async () => {
        const outcome = await registerForWorkshop(workshop.id, person("a"));
        if (outcome.kind === "confirmed") first = outcome.registration.id;
      }),
    ).toBe(true);
    expect(await moves(() => registerForWorkshop(workshop.id, person("b")))).toBe(true);
    // Cancelling gives the seat to the person waiting, in the same transaction.
    expect(await moves(() => cancelRegistration(first!))).toBe(true);
  });

  it("workshops, facilitators, reviews, page content, settings and the currency, as the staff screens write them", async () => {
    const db = database.db;
    const workshop = await createWorkshop();
    const facilitator = await createFacilitator();
    expect(await moves(() => createWorkshop())).toBe(true);
    expect(
      await moves(() => db.update(workshops).set({ maxParticipants: 30 }).where(eq(workshops.id, workshop.id))),
    ).toBe(true);
    expect(await moves(() => db.delete(workshops).where(eq(workshops.id, workshop.id)))).toBe(true);
    expect(await moves(() => createFacilitator())).toBe(true);
    expect(
      await moves(() => db.update(facilitators).set({ bioFr: "Designer" }).where(eq(facilitators.id, facilitator.id))),
    ).toBe(true);
    expect(await moves(() => createReview({ facilitatorId: facilitator.id }))).toBe(true);
    expect(
      await moves(() =>
        db.update(reviews).set({ isPublished: false }).where(eq(reviews.facilitatorId, facilitator.id)),
      ),
    ).toBe(true);
    expect(await moves(() => db.insert(sectionContent).values({ section: "hero", language: "en", title: "New" }))).toBe(
      true,
    );
    expect(await moves(() => setSiteSettings({ contact_email: "hello@example.org" }))).toBe(true);
    expect(
      await moves(() =>
        db.update(siteSettings).set({ settingValue: "EUR" }).where(eq(siteSettings.settingKey, "currency")),
      ),
    ).toBe(true);
    expect(
      await moves(() => db.transaction(async (tx) => tx.update(workshops).set({ location: "Bobo-Dioulasso" }))),
    ).toBe(true);
  });

  it("reading the public pages' data does not", async () => {
    const workshop = await createWorkshop();
    const facilitator = await createFacilitator();
    expect(
      await moves(async () => {
        await listCalendarWorkshops(todayIn(AGENCY_TIME_ZONE));
        await getPublicWorkshop(workshop.id);
        await getPublicFacilitator(facilitator.id);
        await getPublishedSections("fr");
        await getSettingValues();
      }),
    ).toBe(false);
  });
});

describe("mayWrite", () => {
  it("tells reads from anything else", () => {
    expect(mayWrite('select "id" from "workshops"')).toBe(false);
    expect(mayWrite("  (select 1) union (select 2)")).toBe(false);
    expect(mayWrite("/* a */ -- b\nSELECT 1")).toBe(false);
    expect(mayWrite("with w as (select 1) select * from w")).toBe(false);
    expect(mayWrite("with w as (delete from x returning id) select * from w")).toBe(true);
    expect(mayWrite('insert into "workshops" ...')).toBe(true);
    expect(mayWrite('update "site_settings" set ...')).toBe(true);
    expect(mayWrite("delete from reviews")).toBe(true);
    expect(mayWrite("commit")).toBe(true);
    expect(mayWrite("")).toBe(true);
  });
});
