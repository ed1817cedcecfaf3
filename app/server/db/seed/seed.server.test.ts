import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq, gte, isNotNull } from "drizzle-orm";
import type { Db } from "../client.server";
import {
  certificates,
  contactMessages,
  contracts,
  facilitators,
  invoicePayments,
  deals,
  quotes,
  invoices,
  organizationContacts,
  organizations,
  outbox,
  projects,
  projectTeam,
  reviews,
  sectionContent,
  siteSettings,
  user,
  workshopFeedback,
  workshopRegistrations,
  workshops,
} from "../schema";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { demoSectionContent, initialSectionContent, initialSiteSettings } from "./site-content";
import { DEMO_CREDENTIALS_FILE, seedDatabase, seedDemo, seedInstallation, type SeedUserInput } from "./seed.server";
import { createContactMessage, createFacilitator, createUser } from "../../../../tests/support/factories";
import { setUpTestDatabase } from "../../../../tests/support/test-database";

// Each test seeds an empty database, and looks for the credentials file in a data dir of its own.
const database = setUpTestDatabase({ freshForEachTest: true });
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Stands in for the auth module: writes the user row directly and remembers the passwords. */
function fakeCreateUser(db: Db) {
  const calls: SeedUserInput[] = [];
  const createUser = async (input: SeedUserInput): Promise<string> => {
    calls.push(input);
    const id = crypto.randomUUID();
    await db.insert(user).values({
      id,
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    return id;
  };
  return { calls, createUser };
}

async function counts(db: Db) {
  const tables = {
    user,
    siteSettings,
    sectionContent,
    facilitators,
    workshops,
    workshopRegistrations,
    reviews,
    organizations,
    organizationContacts,
    contracts,
    projects,
    projectTeam,
    contactMessages,
    invoices,
    invoicePayments,
    deals,
    quotes,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = Number(row!.n);
  }
  return result;
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

/** Every table the demo fills is empty (an installation invents nothing). */
function expectNothingInvented(n: Record<string, number>) {
  for (const table of [
    "user",
    "facilitators",
    "workshops",
    "workshopRegistrations",
    "reviews",
    "organizations",
    "organizationContacts",
    "contracts",
    "projects",
    "projectTeam",
    "contactMessages",
    "invoices",
    "invoicePayments",
    "deals",
    "quotes",
  ])
    expect(n[table], table).toBe(0);
}

async function settingValue(db: typeof database.db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, key));
  return row?.settingValue;
}

describe(`seedInstallation (${engine})`, () => {
  it("gives an empty database the settings and home sections, and nothing invented", async () => {
    const db = database.db;
    expect(await seedInstallation(db)).toBe(true);
    const n = await counts(db);
    expect(n.siteSettings).toBe(initialSiteSettings.length);
    expect(n.sectionContent).toBe(initialSectionContent.length);
    expectNothingInvented(n);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    // A production installation requires two-factor of its admins (docs/decisions/0023).
    expect(await settingValue(db, "admin_two_factor")).toBe("required");
  });

  it("changes nothing where settings exist, and writes them into a database that only has an account", async () => {
    const db = database.db;
    await createUser({ email: "owner@example.bf", role: "admin" });
    expect(await seedInstallation(db)).toBe(true);
    const before = await counts(db);
    expect(before.siteSettings).toBe(initialSiteSettings.length);
    expect(await seedInstallation(db)).toBe(false);
    expect(await counts(db)).toEqual(before);
  });

  it("adds the settings created since an installation was set up, and keeps the values it has", async () => {
    const db = database.db;
    await seedInstallation(db);
    await db.delete(siteSettings).where(eq(siteSettings.category, "billing"));
    await db.update(siteSettings).set({ settingValue: "Studio Faso" }).where(eq(siteSettings.settingKey, "site_name"));
    expect(await seedInstallation(db)).toBe(false);
    expect((await counts(db)).siteSettings).toBe(initialSiteSettings.length);
    expect(await settingValue(db, "vat_rate")).toBe("18");
    expect(await settingValue(db, "reminder_days")).toBe("7,21");
    // Empty until staff fill it in: an installation's legal identity is never invented.
    expect(await settingValue(db, "rccm")).toBe("");
    expect(await settingValue(db, "site_name")).toBe("Studio Faso");
  });
});

describe(`seedDemo (${engine})`, () => {
  it("adds the demo records and accounts to an installation in use, keeping its settings and its accounts", async () => {
    const db = database.db;
    await seedInstallation(db);
    await db.update(siteSettings).set({ settingValue: "USD" }).where(eq(siteSettings.settingKey, "currency"));
    const owner = await createUser({ email: "owner@example.bf", role: "admin" });
    const { createUser: fakeUser } = fakeCreateUser(db);

    const outcome = await seedDemo(db, {
      demoAccounts: true,
      demoPassword: "demo-pass-123",
      dataDir,
      createUser: fakeUser,
    });
    expect(outcome).toEqual({ kind: "seeded" });
    const n = await counts(db);
    expect(n.siteSettings).toBe(initialSiteSettings.length);
    expect(n.sectionContent).toBe(initialSectionContent.length + demoSectionContent.length);
    expect(n.user).toBe(DEMO_ACCOUNTS.length + 1);
    expect(n.facilitators).toBeGreaterThanOrEqual(10);
    expect(n.workshops).toBeGreaterThanOrEqual(10);
    expect(n.contactMessages).toBeGreaterThan(0);
    const [currency] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, "currency"));
    expect(currency!.settingValue).toBe("USD");
    expect(await db.select({ id: user.id }).from(user).where(eq(user.id, owner.id))).toHaveLength(1);
    // The installation's own rule stands: its admins, and the demo's, set up two-factor.
    expect(await settingValue(db, "admin_two_factor")).toBe("required");
  });

  it("writes the installation content too into a database that was never set up", async () => {
    const db = database.db;
    const { createUser: fakeUser } = fakeCreateUser(db);
    expect(await seedDemo(db, { demoAccounts: true, demoPassword: "p-123456", dataDir, createUser: fakeUser })).toEqual(
      { kind: "seeded" },
    );
    expect((await counts(db)).siteSettings).toBe(initialSiteSettings.length);
    // A new demo lets its shared demo admin in without two-factor.
    expect(await settingValue(db, "admin_two_factor")).toBe("optional");
  });

  it("refuses, changing nothing, where records of the demo's kinds or its accounts exist", async () => {
    const db = database.db;
    await seedInstallation(db);
    const { calls, createUser: fakeUser } = fakeCreateUser(db);
    const opts = { demoAccounts: true, demoPassword: "demo-pass-123", dataDir, createUser: fakeUser };

    const message = await createContactMessage();
    const before = await counts(db);
    expect(await seedDemo(db, opts)).toEqual({ kind: "refused", present: ["contact messages"] });
    expect(await counts(db)).toEqual(before);

    await db.delete(contactMessages).where(eq(contactMessages.id, message.id));
    await createFacilitator();
    await createUser({ email: DEMO_ACCOUNTS[0].email });
    expect(await seedDemo(db, opts)).toEqual({ kind: "refused", present: ["facilitators", "demo accounts"] });
    expect(calls).toHaveLength(0);
  });
});

describe(`seedDatabase (${engine})`, () => {
  it("fills an empty database with the demo content", async () => {
    const db = database.db;
    const { createUser } = fakeCreateUser(db);
    const result = await seedDatabase(db, { demoAccounts: false, dataDir, createUser });
    expect(result).toEqual({ kind: "seeded" });

    const n = await counts(db);
    expect(n.user).toBe(0);
    expect(n.siteSettings).toBeGreaterThanOrEqual(13);
    expect(n.facilitators).toBeGreaterThanOrEqual(10);
    expect(n.workshops).toBeGreaterThanOrEqual(10);
    expect(n.organizations).toBeGreaterThanOrEqual(6);
    expect(n.projects).toBeGreaterThanOrEqual(6);
    expect(n.contracts).toBeGreaterThan(0);
    expect(n.projectTeam).toBeGreaterThan(0);
    expect(n.reviews).toBeGreaterThan(0);
    expect(n.deals).toBeGreaterThan(0);
    expect(n.quotes).toBeGreaterThan(0);
    expect(n.organizationContacts).toBeGreaterThan(0);

    // Settings the UI reads.
    const settings = await db.select().from(siteSettings);
    const byKey = new Map(settings.map((s) => [s.settingKey, s]));
    for (const key of ["contact_email", "contact_phone", "office_address", "currency", "whatsapp_number"]) {
      expect(byKey.get(key)?.settingValue).toBeTruthy();
      expect(byKey.get(key)?.description).toBeTruthy();
    }
    expect(byKey.get("currency")!.settingValue).toBe("XOF");
    expect(byKey.get("office_address")!.settingValue).toContain("Ouagadougou");
    expect(new Set(settings.map((s) => s.category))).toEqual(new Set(["general", "contact", "social", "billing"]));
    // A new demo installation has the agency's legal identity, so its invoices can be issued and printed.
    expect(byKey.get("rccm")!.settingValue).toBeTruthy();
    expect(byKey.get("vat_rate")!.settingValue).toBe("18");

    // The completed workshop's attendance: its people checked in hold certificates (the demo client's among them),
    // and none of them was emailed.
    const issued = await db
      .select({ email: workshopRegistrations.email, code: certificates.code, details: certificates.details })
      .from(certificates)
      .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, certificates.registrationId));
    expect(issued.map((row) => row.email)).toContain("client@example.org");
    expect(issued.length).toBe(
      (await db.select().from(workshopRegistrations).where(isNotNull(workshopRegistrations.checkedInAt))).length,
    );
    expect(await db.select().from(outbox).where(eq(outbox.kind, "certificateMail"))).toEqual([]);

    // Their feedback: the demo client's among it, one waiting for moderation, and the approved answers are verified
    // reviews (first name only) that make the facilitator's rating. No feedback email is queued.
    const answers = await db
      .select({ email: workshopRegistrations.email, status: workshopFeedback.status, id: workshopFeedback.id })
      .from(workshopFeedback)
      .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, workshopFeedback.registrationId));
    expect(answers.find((row) => row.email === "client@example.org")).toMatchObject({ status: "approved" });
    expect(answers.some((row) => row.status === "pending")).toBe(true);
    const verified = await db.select().from(reviews).where(isNotNull(reviews.feedbackId));
    expect(verified.map((row) => row.feedbackId).sort()).toEqual(
      answers
        .filter((row) => row.status === "approved")
        .map((row) => row.id)
        .sort(),
    );
    expect(verified.map((row) => row.participantName)).toContain("Boris");
    expect(await db.select().from(outbox).where(eq(outbox.kind, "feedbackRequest"))).toEqual([]);

    // Published hero text in both languages, and exactly one draft item.
    const hero = await db
      .select()
      .from(sectionContent)
      .where(and(eq(sectionContent.section, "hero"), eq(sectionContent.isPublished, true)));
    expect(hero.map((h) => [h.language, h.buttonText, h.buttonUrl]).sort()).toEqual([
      ["en", "Find a Workshop", "/en/calendar"],
      ["fr", "Trouver un atelier", "/calendar"],
    ]);
    const drafts = await db.select().from(sectionContent).where(eq(sectionContent.isPublished, false));
    expect(drafts).toHaveLength(1);

    // Facilitators: 8 shown on the home page, one busy, one application.
    const all = await db.select().from(facilitators);
    const approvedAvailable = all.filter((f) => f.status === "approved" && f.availability === "available");
    expect(approvedAvailable.length).toBeGreaterThanOrEqual(8);
    expect(all.filter((f) => f.status === "approved" && f.availability === "busy")).toHaveLength(1);
    expect(all.filter((f) => f.status === "pending")).toHaveLength(1);
    expect(all.every((f) => f.profileImageUrl === null)).toBe(true);
    expect(all.some((f) => f.linkedin && !f.linkedin.startsWith("http"))).toBe(true);
    expect(all.some((f) => f.website && !f.website.startsWith("http"))).toBe(true);
    expect(all.filter((f) => f.userId !== null)).toHaveLength(0);

    // Workshops: every status, several published in the future, one free, one nearly full.
    const ws = await db.select().from(workshops);
    expect(new Set(ws.map((w) => w.status))).toEqual(new Set(["draft", "published", "cancelled", "completed"]));
    const upcoming = ws.filter((w) => w.status === "published" && w.date! > today());
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(ws.filter((w) => Number(w.price) === 0)).toHaveLength(1);
    expect(ws.find((w) => w.status === "completed")!.date! < today()).toBe(true);
    expect(ws.find((w) => w.status === "cancelled")!.date! > today()).toBe(true);
    expect(ws.every((w) => w.timeZone === "Africa/Ouagadougou" && w.facilitatorId !== null)).toBe(true);

    const confirmed = await db
      .select({ workshopId: workshopRegistrations.workshopId, n: count() })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.status, "confirmed"))
      .groupBy(workshopRegistrations.workshopId);
    const confirmedBy = new Map(confirmed.map((c) => [c.workshopId, Number(c.n)]));
    const nearlyFull = ws.filter(
      (w) => w.status === "published" && (w.maxParticipants - (confirmedBy.get(w.id) ?? 0)) / w.maxParticipants <= 0.2,
    );
    expect(nearlyFull).toHaveLength(1);
    expect(nearlyFull[0]).toMatchObject({ maxParticipants: 12 });
    expect(confirmedBy.get(nearlyFull[0]!.id)).toBe(10);
    for (const w of ws) expect(confirmedBy.get(w.id) ?? 0).toBeLessThanOrEqual(w.maxParticipants);

    // Reviews: published, rated, for most approved facilitators.
    const rs = await db.select().from(reviews);
    expect(rs.every((r) => r.isPublished && r.rating >= 1 && r.rating <= 5)).toBe(true);
    const reviewed = new Set(rs.map((r) => r.facilitatorId));
    expect(reviewed.size).toBeGreaterThanOrEqual(7);

    // Clients: health scores 3..9 and one unset; contracts expiring within 30 days.
    const orgs = await db.select().from(organizations);
    const scores = orgs.map((o) => o.healthScore);
    expect(scores).toContain(null);
    expect(Math.min(...scores.filter((s): s is number => s !== null))).toBe(3);
    expect(Math.max(...scores.filter((s): s is number => s !== null))).toBe(9);
    const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const expiring = await db
      .select()
      .from(contracts)
      .where(and(eq(contracts.status, "active"), gte(contracts.endDate, today())));
    expect(expiring.filter((c) => c.endDate! <= in30).length).toBeGreaterThanOrEqual(2);

    const ps = await db.select().from(projects);
    expect(new Set(ps.map((p) => p.status))).toEqual(new Set(["draft", "active", "completed", "cancelled"]));
    expect(ps.some((p) => p.organizationId === null)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, DEMO_CREDENTIALS_FILE))).toBe(false);
  });

  it("creates the demo accounts with a generated password written to the data dir", async () => {
    const db = database.db;
    const { calls, createUser } = fakeCreateUser(db);
    const result = await seedDatabase(db, { demoAccounts: true, dataDir, createUser });
    expect(result.kind).toBe("seeded");
    const demoPassword = result.kind === "seeded" ? result.demoPassword : undefined;
    expect(demoPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(calls.map((c) => c.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(calls.every((c) => c.password === demoPassword)).toBe(true);

    const users = await db.select().from(user);
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const account of DEMO_ACCOUNTS) {
      const u = users.find((x) => x.email === account.email)!;
      expect(u).toMatchObject({ role: account.role, emailVerified: true, firstName: account.firstName });
    }

    // The facilitator and the legacy employee each reach their own facilitator record.
    const linked = await db.select().from(facilitators).where(isNotNull(facilitators.userId));
    expect(linked).toHaveLength(2);
    for (const role of ["facilitator", "employee"] as const) {
      const account = users.find((u) => u.role === role)!;
      expect(linked.find((row) => row.userId === account.id)).toMatchObject({
        email: `${role}@example.org`,
        firstName: account.firstName,
        lastName: account.lastName,
        status: "approved",
        availability: "available",
      });
    }

    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    const text = fs.readFileSync(file, "utf8");
    for (const account of DEMO_ACCOUNTS) expect(text).toContain(account.email);
    expect(text).toContain(demoPassword!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it("uses the given demo password and does not write it anywhere", async () => {
    const db = database.db;
    const { calls, createUser } = fakeCreateUser(db);
    const result = await seedDatabase(db, { demoAccounts: true, demoPassword: "demo-pass-123", dataDir, createUser });
    expect(result).toEqual({ kind: "seeded" });
    expect(calls.every((c) => c.password === "demo-pass-123")).toBe(true);
    expect(fs.existsSync(path.join(dataDir, DEMO_CREDENTIALS_FILE))).toBe(false);
  });

  it("changes nothing when run a second time", async () => {
    const db = database.db;
    const { calls, createUser } = fakeCreateUser(db);
    await seedDatabase(db, { demoAccounts: true, demoPassword: "demo-pass-123", dataDir, createUser });
    const before = await counts(db);
    const again = await seedDatabase(db, { demoAccounts: true, demoPassword: "demo-pass-123", dataDir, createUser });
    expect(again).toEqual({ kind: "not-empty" });
    expect(calls).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await counts(db)).toEqual(before);
  });

  it("seeds nothing into a database that already has data", async () => {
    const db = database.db;
    await db.insert(user).values({ id: "existing", name: "Awa Traoré", email: "awa@example.org" });
    const { calls, createUser } = fakeCreateUser(db);
    expect(await seedDatabase(db, { demoAccounts: true, dataDir, createUser })).toEqual({ kind: "not-empty" });
    expect(calls).toHaveLength(0);
    const n = await counts(db);
    expect(n.user).toBe(1);
    expect(n.siteSettings + n.facilitators + n.workshops).toBe(0);

    await db.delete(user);
    await db.insert(siteSettings).values({ category: "general", settingKey: "site_name", settingValue: "Autre" });
    expect(await seedDatabase(db, { demoAccounts: false, dataDir, createUser })).toEqual({ kind: "not-empty" });
    expect((await counts(db)).facilitators).toBe(0);
  });

  it("removes the accounts it created when the content cannot be written", async () => {
    const db = database.db;
    const { createUser } = fakeCreateUser(db);
    // Content written by someone else between the emptiness check and the transaction: the seed backs off.
    const racingCreateUser = async (input: SeedUserInput) => {
      const id = await createUser(input);
      if (input.role === "content_creator") {
        await db.insert(facilitators).values({ firstName: "Concurrent", email: "c@example.org" });
      }
      return id;
    };
    expect(await seedDatabase(db, { demoAccounts: true, dataDir, createUser: racingCreateUser })).toEqual({
      kind: "refused",
      present: ["facilitators"],
    });
    expect((await counts(db)).user).toBe(0);
    expect((await counts(db)).workshops).toBe(0);
  });
});
