import crypto from "node:crypto";
import { AGENCY_TIME_ZONE, zonedToUtc } from "~/lib/time-zone";
import fs from "node:fs";
import path from "node:path";
import { count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { BRAND_NAME } from "../../../lib/brand";
import { ADMIN_TWO_FACTOR_SETTING } from "../../../lib/settings/schema";
import { logger } from "../../logger.server";
import type { Db } from "../client.server";
import {
  contactMessages,
  contracts,
  deals,
  facilitators,
  invoices,
  organizations,
  projects,
  quotes,
  reviews,
  workshopFeedback,
  siteSettings,
  user,
  workshopRegistrations,
  workshops,
  type UserRole,
} from "../schema";
import { DEMO_ACCOUNTS, type DemoAccount } from "./demo-accounts";
import { insertDemoInvoices } from "./demo-billing.server";
import { insertDemoQuotes } from "./demo-quotes.server";
import { demoBillingSettings } from "./demo-invoices";
import { demoClientOrganization, demoContacts, demoContracts, demoOrganizations, demoProjects } from "./demo-clients";
import { demoDeals } from "./demo-deals";
import { currencyFrom } from "../../../lib/format";
import { demoFacilitators } from "./demo-facilitators";
import { demoContactMessages } from "./demo-messages";
import { demoReviews } from "./demo-reviews";
import { demoRegistrations, demoWorkshops } from "./demo-workshops";
import { issueCertificates } from "../../workshops/certificates.server";
import { publishVerifiedReview } from "../../workshops/feedback.server";
import {
  daysFromToday,
  hoursBefore,
  insertContactMessages,
  insertContracts,
  insertOrganizationContacts,
  insertDeals,
  insertActivities,
  insertFacilitators,
  insertOrganizationClients,
  insertOrganizations,
  insertProjects,
  insertRegistrations,
  insertReviews,
  insertSectionContent,
  insertSiteSettings,
  insertWorkshops,
} from "./records.server";
import { demoSectionContent, initialSectionContent, initialSiteSettings } from "./site-content";

export interface SeedUserInput extends DemoAccount {
  password: string;
}

export interface SeedOptions {
  /** Create the demo accounts (admin, facilitator, client, content creator, legacy employee) with the records. */
  demoAccounts: boolean;
  /** Their password; when undefined a random one is generated, returned and written to the data dir. */
  demoPassword?: string;
  /** Where demo-credentials.txt goes when the password is generated. */
  dataDir: string;
  /** Creates an account (the auth module hashes the password) and returns the user id. */
  createUser: (input: SeedUserInput) => Promise<string>;
}

export type DemoOutcome =
  /** `demoPassword` only when the password was generated here. */
  | { kind: "seeded"; demoPassword?: string }
  /** The database already holds records of these kinds (`DEMO_RECORDS`' names, or "demo accounts"): nothing written. */
  | { kind: "refused"; present: string[] };

/** What a first start seeds: the demo, or nothing when the database was in use already. */
export type SeedOutcome = DemoOutcome | { kind: "not-empty" };

export const DEMO_CREDENTIALS_FILE = "demo-credentials.txt";

// Any constant shared by every process seeding the same database.
const SEED_LOCK_KEY = 7_301_226;

/** The tables the demo fills, by the name a refusal gives them; the demo goes only where all are empty. */
const DEMO_RECORDS = [
  ["facilitators", facilitators],
  ["workshops", workshops],
  ["registrations", workshopRegistrations],
  ["reviews", reviews],
  ["organizations", organizations],
  ["contracts", contracts],
  ["projects", projects],
  ["contact messages", contactMessages],
  ["invoices", invoices],
  ["deals", deals],
  ["quotes", quotes],
] as const;

async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** True when nothing has been written yet: no settings, no facilitators, no accounts. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return (
    (await countRows(db, siteSettings)) === 0 &&
    (await countRows(db, facilitators)) === 0 &&
    (await countRows(db, user)) === 0
  );
}

async function demoRecordsPresent(db: Db): Promise<string[]> {
  const present: string[] = [];
  for (const [name, table] of DEMO_RECORDS) if ((await countRows(db, table)) > 0) present.push(name);
  return present;
}

function underSeedLock<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Two processes starting on one PostgreSQL database must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    return write(tx);
  });
}

/**
 * The settings and home sections every installation starts with, where there are no settings yet: nothing
 * deletes a setting, so a database without any has never been set up (an admin may have been created in it).
 */
async function writeInstallationContent(tx: Db): Promise<boolean> {
  if ((await countRows(tx, siteSettings)) > 0) return false;
  await insertSiteSettings(tx, initialSiteSettings);
  await insertSectionContent(tx, initialSectionContent);
  return true;
}

/**
 * The settings added to the site since an installation was set up (the billing ones), with their first values;
 * nothing already there is touched.
 */
async function addNewSettings(db: Db): Promise<void> {
  const added = await db
    .insert(siteSettings)
    .values(initialSiteSettings)
    .onConflictDoNothing({ target: siteSettings.settingKey })
    .returning({ key: siteSettings.settingKey });
  if (added.length > 0) logger.info({ settings: added.map((row) => row.key) }, "added the new site settings");
}

/**
 * Gives a database that was never set up what an installation needs to show its pages (`site-content.ts`),
 * and nothing invented: no workshop, facilitator, review, client, message or account. Safe at every start.
 */
export async function seedInstallation(db: Db): Promise<boolean> {
  if ((await countRows(db, siteSettings)) > 0) {
    await addNewSettings(db);
    return false;
  }
  const seeded = await underSeedLock(db, writeInstallationContent);
  if (seeded) logger.info("seeded the installation content");
  return seeded;
}

/**
 * Fills an empty database with the whole demo: the installation content, the demo records and, when asked,
 * the demo accounts. Does nothing unless the database is empty, so it is safe to call at every start.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedOutcome> {
  if (!(await isDatabaseEmpty(db))) return { kind: "not-empty" };
  return seedDemo(db, opts);
}

/**
 * Writes the demo records (facilitators, workshops, registrations, reviews, clients, contracts, projects,
 * messages) and, when asked, the demo accounts, with the installation content if it is missing. Refuses where
 * records of those kinds, or the demo accounts, exist already: the demo is invented, and never mixes with
 * real records.
 *
 * Accounts go through `createUser` first (the auth module writes them on its own connection);
 * everything else is written in one transaction. If that transaction fails, the accounts just
 * created are deleted again, so the database is left as it was.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<DemoOutcome> {
  const present = await demoRecordsPresent(db);
  const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
  if (opts.demoAccounts && (await countRows(db, user, inArray(user.email, demoEmails))) > 0)
    present.push("demo accounts");
  if (present.length > 0) return { kind: "refused", present };

  const generated = opts.demoAccounts && opts.demoPassword === undefined;
  const password = opts.demoPassword ?? crypto.randomBytes(12).toString("base64url");
  const createdUserIds: string[] = [];
  const userIds: Partial<Record<UserRole, string>> = {};

  try {
    if (opts.demoAccounts) {
      for (const account of DEMO_ACCOUNTS) {
        const id = await opts.createUser({ ...account, password });
        createdUserIds.push(id);
        userIds[account.role] = id;
      }
    }

    const raced = await underSeedLock(db, async (tx) => {
      // Records written by someone else since the check: the demo backs off.
      const present = await demoRecordsPresent(tx);
      if (present.length > 0) return present;
      for (const account of DEMO_ACCOUNTS) {
        const id = userIds[account.role];
        if (!id) continue;
        await tx
          .update(user)
          .set({
            emailVerified: true,
            role: account.role,
            firstName: account.firstName,
            lastName: account.lastName,
            name: `${account.firstName} ${account.lastName}`,
          })
          .where(sql`${user.id} = ${id}`);
      }
      // A new demo installation lets its shared demo admin in without two-factor (docs/decisions/0023); the demo
      // added to an installation in use keeps that installation's rule.
      // A new demo installation gets the agency's invented legal identity too, so its invoices can be issued.
      const installed = await writeInstallationContent(tx);
      if (installed && opts.demoAccounts) {
        await tx
          .update(siteSettings)
          .set({ settingValue: "optional" })
          .where(eq(siteSettings.settingKey, ADMIN_TWO_FACTOR_SETTING));
      }
      if (installed) await setDemoBillingIdentity(tx);
      await insertDemoRecords(tx, new Date(), userIds);
      return [];
    });

    if (raced.length > 0) {
      await removeUsers(db, createdUserIds);
      return { kind: "refused", present: raced };
    }
  } catch (error) {
    await removeUsers(db, createdUserIds);
    throw error;
  }

  if (generated) writeCredentials(opts.dataDir, password);
  logger.info({ demoAccounts: opts.demoAccounts }, "seeded the demo content");
  return generated ? { kind: "seeded", demoPassword: password } : { kind: "seeded" };
}

async function setDemoBillingIdentity(tx: Db): Promise<void> {
  for (const [key, value] of Object.entries(demoBillingSettings))
    await tx.update(siteSettings).set({ settingValue: value }).where(eq(siteSettings.settingKey, key));
}

async function removeUsers(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await db.delete(user).where(inArray(user.id, ids));
  } catch (error) {
    logger.error({ err: error }, "could not remove the demo accounts of a failed seed");
  }
}

function writeCredentials(dataDir: string, password: string): void {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const lines = [
    `${BRAND_NAME} demo accounts (generated at first start; change or delete them in production).`,
    "",
    ...DEMO_ACCOUNTS.map((account) => `${account.role.padEnd(16)} ${account.email}`),
    "",
    `password         ${password}`,
    "",
  ];
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, lines.join("\n"), { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  } catch (error) {
    // The accounts exist already: losing the file must not stop the server, the caller logs the password.
    logger.error({ err: error, file }, "could not write the demo credentials file");
  }
}

/** Looks up the id a demo record was written with, by the key the data files use. */
function idsByKey(records: { key: string }[], rows: { id: string }[]): (key: string) => string {
  const ids = new Map(records.map((record, index) => [record.key, rows[index]!.id]));
  return (key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`The demo data refers to an unknown key "${key}"`);
    return id;
  };
}

/** Writes the demo data files, turning their keys into ids and their relative days and hours into dates. */
async function insertDemoRecords(tx: Db, now: Date, userIds: Partial<Record<UserRole, string>>): Promise<void> {
  await insertSectionContent(tx, demoSectionContent);
  const facilitatorRows = await insertFacilitators(
    tx,
    demoFacilitators.map(({ key: _key, joinedDaysAgo, linkedAccount, ...row }) => {
      const userId = linkedAccount ? userIds[linkedAccount] : undefined;
      const accountEmail = DEMO_ACCOUNTS.find((account) => account.role === linkedAccount)?.email;
      return {
        ...row,
        email: userId && accountEmail ? accountEmail : row.email,
        userId: userId ?? null,
        createdAt: hoursBefore(now, joinedDaysAgo * 24),
      };
    }),
  );
  const facilitatorId = idsByKey(demoFacilitators, facilitatorRows);

  const workshopRows = await insertWorkshops(
    tx,
    demoWorkshops.map(({ key: _key, daysFromNow, facilitator, ...row }) => ({
      ...row,
      date: daysFromToday(daysFromNow, now),
      facilitatorId: facilitatorId(facilitator),
      createdBy: userIds.admin ?? null,
    })),
  );
  const workshopId = idsByKey(demoWorkshops, workshopRows);
  const workshopTitle = new Map(demoWorkshops.map((row) => [row.key, row.titleFr]));

  // People checked in arrive a few minutes after the start of their (past) workshop.
  const arrival = (key: string) => {
    const { daysFromNow, startTime, timeZone } = demoWorkshops.find((row) => row.key === key)!;
    const start = zonedToUtc(daysFromToday(daysFromNow, now), startTime ?? "09:00", timeZone ?? AGENCY_TIME_ZONE);
    return new Date(start.getTime() + 7 * 60_000);
  };
  const registrationRows = await insertRegistrations(
    tx,
    demoRegistrations.map(({ workshop, hoursAgo, cancelledHoursAgo, checkedIn, feedback: _feedback, ...row }) => ({
      ...row,
      workshopId: workshopId(workshop),
      createdAt: hoursBefore(now, hoursAgo),
      cancelledAt: cancelledHoursAgo === undefined ? null : hoursBefore(now, cancelledHoursAgo),
      checkedInAt: checkedIn ? arrival(workshop) : null,
    })),
  );
  // The completed workshop's certificates, as its completion issued them (no email: the people are invented).
  for (const key of new Set(demoRegistrations.filter((row) => row.checkedIn).map((row) => row.workshop)))
    await issueCertificates(tx, workshopId(key), { notify: false });
  // Their answers to the feedback email, sent the morning after; the approved ones are the verified reviews.
  for (const [index, { feedback, workshop }] of demoRegistrations.entries()) {
    if (!feedback) continue;
    const { approved, ...answer } = feedback;
    const registration = registrationRows[index]!;
    const [saved] = await tx
      .insert(workshopFeedback)
      .values({
        registrationId: registration.id,
        ...answer,
        status: approved ? "approved" : "pending",
        moderatedAt: approved ? now : null,
        moderatedBy: approved ? (userIds.admin ?? null) : null,
        submittedAt: new Date(arrival(workshop).getTime() + 24 * 60 * 60_000),
      })
      .returning();
    const held = workshopRows.find((row) => row.id === registration.workshopId)!;
    if (approved)
      await publishVerifiedReview(tx, saved!, {
        ...registration,
        name: registration.name!,
        title: { fr: held.titleFr, en: held.titleEn },
        date: held.date,
        facilitatorId: held.facilitatorId,
      });
  }

  await insertReviews(
    tx,
    demoReviews.map(({ facilitator, workshop, daysAgo, ...row }) => ({
      ...row,
      facilitatorId: facilitatorId(facilitator),
      workshopId: workshop ? workshopId(workshop) : null,
      workshopTitle: workshop ? workshopTitle.get(workshop)! : null,
      reviewDate: daysFromToday(-daysAgo, now),
      isPublished: true,
    })),
  );

  const organizationRows = await insertOrganizations(
    tx,
    demoOrganizations.map(({ key: _key, createdDaysAgo, ...row }) => ({
      ...row,
      createdAt: hoursBefore(now, createdDaysAgo * 24),
    })),
  );
  const organizationId = idsByKey(demoOrganizations, organizationRows);

  await insertContracts(
    tx,
    demoContracts.map(({ organization, startDaysFromNow, endDaysFromNow, ...row }) => ({
      ...row,
      organizationId: organizationId(organization),
      startDate: daysFromToday(startDaysFromNow, now),
      endDate: daysFromToday(endDaysFromNow, now),
    })),
  );

  await insertOrganizationContacts(
    tx,
    demoContacts.map(({ organization, ...contact }) => ({ ...contact, organizationId: organizationId(organization) })),
  );

  await insertProjects(
    tx,
    demoProjects.map(({ organization, createdDaysAgo, withDemoClient, team, ...row }) => ({
      ...row,
      organizationId: organization ? organizationId(organization) : null,
      createdAt: hoursBefore(now, createdDaysAgo * 24),
      team: [
        ...team.map(([facilitator, role]) => ({ facilitatorId: facilitatorId(facilitator), role })),
        ...(withDemoClient && userIds.client ? [{ userId: userIds.client, role: "Client" }] : []),
      ],
    })),
  );

  if (userIds.client)
    await insertOrganizationClients(tx, [
      { userId: userIds.client, organizationId: organizationId(demoClientOrganization) },
    ]);

  const organizationById = new Map(organizationRows.map((row) => [row.id, row]));
  const admin = DEMO_ACCOUNTS.find((account) => account.role === "admin");
  await insertDemoInvoices(
    tx,
    now,
    (key) => organizationById.get(organizationId(key))!,
    workshopId,
    userIds.admin && admin ? `${admin.firstName} ${admin.lastName}` : null,
  );

  // In the currency the installation counts in (one set up before the demo may have chosen another).
  const [currencySetting] = await tx
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, "currency"));
  const currency = currencyFrom(currencySetting?.value);
  const dealRows = await insertDeals(
    tx,
    demoDeals.map(({ organization, closeInDays, owned, updatedDaysAgo, activities: _activities, ...row }) => ({
      ...row,
      organizationId: organizationId(organization),
      currency,
      expectedClose: closeInDays === null ? null : daysFromToday(closeInDays, now),
      ownerId: owned ? (userIds.admin ?? null) : null,
      closedAt: row.stage === "won" || row.stage === "lost" ? hoursBefore(now, updatedDaysAgo * 24) : null,
      createdBy: userIds.admin ?? null,
      updatedAt: hoursBefore(now, updatedDaysAgo * 24),
      createdAt: hoursBefore(now, (updatedDaysAgo + 20) * 24),
    })),
  );

  const dealByTitle = new Map(dealRows.map((row) => [row.title, row]));
  await insertDemoQuotes(
    tx,
    now,
    (title) => dealByTitle.get(title)!,
    (id) => organizationById.get(id)!,
    currency,
    userIds.admin ?? null,
  );

  await insertActivities(
    tx,
    demoDeals.flatMap(({ activities = [] }, index) =>
      activities.map(({ daysAgo, followUpInDays, ...activity }) => ({
        ...activity,
        dealId: dealRows[index]!.id,
        organizationId: dealRows[index]!.organizationId,
        occurredOn: daysFromToday(-daysAgo, now),
        followUpOn: followUpInDays === undefined ? null : daysFromToday(followUpInDays, now),
        authorId: userIds.admin ?? null,
        createdAt: hoursBefore(now, daysAgo * 24),
      })),
    ),
  );

  await insertContactMessages(
    tx,
    demoContactMessages.map(({ hoursAgo, handledHoursAgo, ...row }) => ({
      ...row,
      createdAt: hoursBefore(now, hoursAgo),
      handledAt: handledHoursAgo === undefined ? null : hoursBefore(now, handledHoursAgo),
      handledBy: handledHoursAgo === undefined ? null : (userIds.admin ?? null),
    })),
  );
}
