import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "./client.server";
import { facilitators, reviews, sectionContent, siteSettings, user, workshopRegistrations, workshops } from "./schema";
import { createOrganization } from "../../../tests/support/factories";
import { queryRows, setUpTestDatabase } from "../../../tests/support/test-database";

setUpTestDatabase();

/** Expects the database to refuse the write. */
async function expectRejected(write: () => Promise<unknown>): Promise<void> {
  let failed = false;
  try {
    await write();
  } catch {
    failed = true;
  }
  expect(failed).toBe(true);
}

async function insertFacilitator(email = `f${Math.random().toString(36).slice(2)}@example.org`) {
  const [row] = await db()
    .insert(facilitators)
    .values({ firstName: "Awa", lastName: "Traoré", email, status: "approved" })
    .returning();
  return row!;
}

async function insertWorkshop(values: Partial<typeof workshops.$inferInsert> = {}) {
  const [row] = await db()
    .insert(workshops)
    .values({ titleFr: "Atelier", date: "2030-01-15", startTime: "09:00", endTime: "13:00", ...values })
    .returning();
  return row!;
}

describe(`schema (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("creates every table of the committed migration", async () => {
    const result = await queryRows<{ table_name: string }>(
      db(),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = result.map((row) => row.table_name);
    for (const name of [
      "user",
      "session",
      "account",
      "verification",
      "two_factor",
      "section_content",
      "site_settings",
      "facilitators",
      "workshops",
      "workshop_registrations",
      "contact_messages",
      "reviews",
      "organizations",
      "contracts",
      "projects",
      "project_team",
    ]) {
      expect(tables).toContain(name);
    }
    // current_participants is derived from registrations, never stored.
    const columns = await queryRows<{ column_name: string }>(
      db(),
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'workshops'`,
    );
    expect(columns.map((row) => row.column_name)).not.toContain("current_participants");
  });

  it("applies column defaults", async () => {
    const facilitator = await db()
      .insert(facilitators)
      .values({ firstName: "Moussa", email: "moussa@example.org" })
      .returning()
      .then((rows) => rows[0]!);
    expect(facilitator).toMatchObject({
      lastName: "",
      status: "pending",
      availability: "available",
      specialtiesFr: [],
      specialtiesEn: [],
      certificationsFr: [],
      certificationsEn: [],
      language: "fr",
      languages: [],
    });
    const workshop = await insertWorkshop({ facilitatorId: facilitator.id });
    expect(workshop).toMatchObject({
      status: "draft",
      maxParticipants: 20,
      price: "0.00",
      tags: [],
      timeZone: "Africa/Ouagadougou",
      date: "2030-01-15",
      startTime: "09:00:00",
    });
    expect(workshop.createdAt).toBeInstanceOf(Date);

    const [u] = await db().insert(user).values({ id: "u-defaults", name: "Test", email: "t@example.org" }).returning();
    expect(u).toMatchObject({
      role: "client",
      emailVerified: false,
      firstName: "",
      lastName: "",
      preferredLanguage: "fr",
      twoFactorEnabled: false,
    });
  });

  it("rejects values outside the enums", async () => {
    await expectRejected(() =>
      db()
        .insert(workshops)
        .values({ titleFr: "x", status: "archived" as never }),
    );
    await expectRejected(() =>
      db()
        .insert(sectionContent)
        .values({ section: "footer" as never, language: "fr" }),
    );
    await expectRejected(() =>
      db()
        .insert(sectionContent)
        .values({ section: "hero", language: "de" as never }),
    );
    await expectRejected(() =>
      db()
        .insert(user)
        .values({ id: "u-bad-role", name: "x", email: "bad-role@example.org", role: "user" as never }),
    );
    await expectRejected(() =>
      db()
        .insert(siteSettings)
        .values({ category: "accounting" as never, settingKey: "k" }),
    );
  });

  it("enforces the check constraints", async () => {
    const facilitator = await insertFacilitator();
    const review = { facilitatorId: facilitator.id, participantName: "Fatou", comment: "Très bien" };
    await expectRejected(() =>
      db()
        .insert(reviews)
        .values({ ...review, rating: 6 }),
    );
    await expectRejected(() =>
      db()
        .insert(reviews)
        .values({ ...review, rating: 0 }),
    );
    await db()
      .insert(reviews)
      .values({ ...review, rating: 5 });

    await expectRejected(() => insertWorkshop({ maxParticipants: 0 }));
    await expectRejected(() => insertWorkshop({ price: "-1" }));
    await expectRejected(() => createOrganization({ healthScore: 11 }));
    await createOrganization({ healthScore: null });
    await expectRejected(() => db().insert(sectionContent).values({ section: "hero", orderIndex: -1 }));
    await expectRejected(() =>
      db().insert(facilitators).values({ firstName: "A", email: "a@example.org", hourlyRate: "-5" }),
    );
  });

  it("allows one live registration per email and workshop, case-insensitively", async () => {
    const workshop = await insertWorkshop({ status: "published" });
    const registration = { workshopId: workshop.id, name: "Issa Kaboré" };
    const [first] = await db()
      .insert(workshopRegistrations)
      .values({ ...registration, email: "issa@example.org" })
      .returning();
    await expectRejected(() =>
      db()
        .insert(workshopRegistrations)
        .values({ ...registration, email: "ISSA@example.org" }),
    );
    await db()
      .update(workshopRegistrations)
      .set({ status: "cancelled", cancelledAt: new Date() })
      .where(eq(workshopRegistrations.id, first!.id));
    await db()
      .insert(workshopRegistrations)
      .values({ ...registration, email: "Issa@example.org" });
  });

  it("cascades and nulls foreign keys as designed", async () => {
    const facilitator = await insertFacilitator();
    const workshop = await insertWorkshop({ facilitatorId: facilitator.id });
    await db().insert(reviews).values({
      facilitatorId: facilitator.id,
      workshopId: workshop.id,
      participantName: "A",
      comment: "B",
      rating: 4,
    });
    await db().delete(facilitators).where(eq(facilitators.id, facilitator.id));
    const [after] = await db().select().from(workshops).where(eq(workshops.id, workshop.id));
    expect(after!.facilitatorId).toBeNull();
    const left = await db().select().from(reviews).where(eq(reviews.facilitatorId, facilitator.id));
    expect(left).toHaveLength(0);
  });
});
