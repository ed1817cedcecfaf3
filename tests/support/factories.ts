/**
 * Test factories: one function per kind of record, whose defaults make a valid, unremarkable row, so a test
 * spells out only what it is about. They write through the seed's own functions
 * (app/server/db/seed/records.server.ts) into the database `setUpTestDatabase()` opened.
 */
import type { Role } from "../../app/lib/roles";
import { auth } from "../../app/server/accounts/auth.server";
import { createAccount } from "../../app/server/accounts/users.server";
import { db } from "../../app/server/db/client.server";
import type { ClientDetails, SellerDetails } from "../../app/lib/billing/document";
import { invoices, type organizationContacts } from "../../app/server/db/schema";
import type {
  ContactMessage,
  Contract,
  Deal,
  NewDeal,
  NewContract,
  Project,
  Facilitator,
  NewContactMessage,
  NewFacilitator,
  NewOrganization,
  NewReview,
  NewSectionContent,
  NewWorkshop,
  NewWorkshopRegistration,
  Organization,
  OrganizationContact,
  Review,
  SectionContent,
  SiteSetting,
  Workshop,
  WorkshopRegistration,
} from "../../app/server/db/schema";
import {
  daysFromToday,
  insertContactMessages,
  insertContracts,
  insertDeals,
  insertFacilitators,
  insertOrganizationContacts,
  insertOrganizations,
  insertProjects,
  insertRegistrations,
  insertReviews,
  insertSectionContent,
  insertSiteSettings,
  insertWorkshops,
  type NewProjectWithTeam,
} from "../../app/server/db/seed/records.server";
import { initialSiteSettings } from "../../app/server/db/seed/site-content";

let sequence = 0;
/** A number no other record of this test file has, for unique emails and names. */
function unique(): number {
  return ++sequence;
}

/** Some columns given, the others left to the defaults. */
type RequiredAndPartial<T, K extends keyof T> = Partial<T> & Pick<T, K>;

async function first<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  return row!;
}

/** An approved, available facilitator. */
export function createFacilitator(values: Partial<NewFacilitator> = {}): Promise<Facilitator> {
  const n = unique();
  const defaults: NewFacilitator = {
    firstName: "Fatou",
    lastName: "Sow",
    email: `facilitator.${n}@example.org`,
    status: "approved",
  };
  return first(insertFacilitators(db(), [{ ...defaults, ...values }]));
}

export interface WorkshopValues extends Partial<NewWorkshop> {
  /** Shorthand for the French title (`titleFr`). */
  title?: string;
  /** The workshop's date, in days from today in the agency's time zone (10 when neither this nor `date` is given). */
  daysFromNow?: number;
}

/** A published workshop in Ouagadougou, ten days from now, 9:00 to 13:00, with 12 seats at 25 000 F CFA. */
export function createWorkshop({ daysFromNow = 10, title, ...values }: WorkshopValues = {}): Promise<Workshop> {
  return first(
    insertWorkshops(db(), [
      {
        titleFr: title ?? "Atelier de test",
        descriptionFr: "Un atelier pour les tests.",
        status: "published",
        date: daysFromToday(daysFromNow),
        startTime: "09:00",
        endTime: "13:00",
        location: "Ouagadougou",
        maxParticipants: 12,
        price: "25000",
        ...values,
      },
    ]),
  );
}

/** A confirmed registration, in French. */
export function createRegistration(
  values: RequiredAndPartial<NewWorkshopRegistration, "workshopId">,
): Promise<WorkshopRegistration> {
  const n = unique();
  const defaults = { name: `Participant ${n}`, email: `participant.${n}@example.org`, status: "confirmed" } as const;
  return first(insertRegistrations(db(), [{ ...defaults, ...values }]));
}

/** A published five-star review. */
export function createReview(values: RequiredAndPartial<NewReview, "facilitatorId">): Promise<Review> {
  const n = unique();
  return first(
    insertReviews(db(), [{ participantName: `Participant ${n}`, comment: "Très bon atelier.", rating: 5, ...values }]),
  );
}

export function createOrganization(values: Partial<NewOrganization> = {}): Promise<Organization> {
  return first(insertOrganizations(db(), [{ name: `Organisation ${unique()}`, country: "Burkina Faso", ...values }]));
}

/** An active contract of the organization, for this year. */
export function createContract(values: RequiredAndPartial<NewContract, "organizationId">): Promise<Contract> {
  return first(
    insertContracts(db(), [{ title: `Contrat ${unique()}`, status: "active", value: "1500000", ...values }]),
  );
}

/** A contact person of the organization, with a name only unless given. */
export function createOrganizationContact(
  values: RequiredAndPartial<typeof organizationContacts.$inferInsert, "organizationId">,
): Promise<OrganizationContact> {
  return first(insertOrganizationContacts(db(), [{ name: `Contact ${unique()}`, ...values }]));
}

/** A draft project, without an organization or a team unless given. */
export function createProject(values: Partial<NewProjectWithTeam> = {}): Promise<Project> {
  return first(insertProjects(db(), [{ title: `Projet ${unique()}`, ...values }]));
}

/** A new deal of the organization, in XOF, owned by nobody; a won or lost one is closed now. */
export function createDeal(values: RequiredAndPartial<NewDeal, "organizationId">): Promise<Deal> {
  const closed = values.stage === "won" || values.stage === "lost";
  return first(
    insertDeals(db(), [
      {
        title: `Affaire ${unique()}`,
        currency: "XOF",
        value: "1000000",
        closedAt: closed ? new Date() : null,
        lostReason: values.stage === "lost" ? "Budget" : null,
        ...values,
      },
    ]),
  );
}

/** A new message from the contact page. */
export function createContactMessage(values: Partial<NewContactMessage> = {}): Promise<ContactMessage> {
  const n = unique();
  const defaults = {
    name: "Awa Diop",
    email: `sender.${n}@example.org`,
    message: "Bonjour, nous aimerions un atelier.",
  };
  return first(insertContactMessages(db(), [{ ...defaults, ...values }]));
}

/** A content item of the home page (published French hero text unless told otherwise). */
export function createSectionContent(values: Partial<NewSectionContent> = {}): Promise<SectionContent> {
  return first(
    insertSectionContent(db(), [
      { section: "hero", contentType: "text", language: "fr", title: `Titre ${unique()}`, ...values },
    ]),
  );
}

/** Site settings by key, filed under the category and type a new installation gives that key. */
export function setSiteSettings(values: Record<string, string>): Promise<SiteSetting[]> {
  return insertSiteSettings(
    db(),
    Object.entries(values).map(([settingKey, settingValue]) => {
      const initial = initialSiteSettings.find((setting) => setting.settingKey === settingKey);
      return {
        category: initial?.category ?? "general",
        settingType: initial?.settingType ?? "text",
        settingKey,
        settingValue,
      };
    }),
  );
}

export const TEST_PASSWORD = "test-password-123";

export interface UserValues {
  role?: Role;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  emailVerified?: boolean;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

/** A verified client account, created through Better Auth as every account is (the password is hashed its way). */
export async function createUser(values: UserValues = {}): Promise<TestUser> {
  const {
    role = "client",
    password = TEST_PASSWORD,
    firstName = "Mariam",
    lastName = "Sawadogo",
    emailVerified = true,
  } = values;
  const email = values.email ?? `${role.replace("_", "-")}.${process.pid}.${unique()}@example.org`;
  const id = await createAccount({ email, password, firstName, lastName, role, emailVerified });
  return { id, email, password };
}

/** A new account of that role, signed in: `cookie` is the Cookie header of its session, for a loader or action test. */
export async function signedInAs(
  role: Role,
  values: Omit<UserValues, "role"> = {},
): Promise<TestUser & { cookie: string }> {
  const account = await createUser({ ...values, role });
  const response = await auth().api.signInEmail({
    body: { email: account.email, password: account.password },
    asResponse: true,
  });
  if (!response.ok) throw new Error(`Could not sign in ${account.email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { ...account, cookie };
}

export interface IssuedDocumentValues extends Omit<Partial<typeof invoices.$inferInsert>, "client"> {
  totalHt: string;
  issueDate: string | null;
  /** The client's name (a person, unless `organizationId` is given). */
  clientName?: string;
  /** The client's tax number (IFU), as issuing freezes it. */
  ifu?: string;
}

/**
 * An invoice or credit note written straight into the table, as issuing would have left it: numbered, dated,
 * with both parties' details and its totals (TTC = HT × 1.18 unless given). Issued documents are only ever
 * inserted this way in tests, never updated (the table's trigger refuses changes to them).
 */
export async function insertIssuedDocument(values: IssuedDocumentValues): Promise<typeof invoices.$inferSelect> {
  const { clientName: client = "Client SA", ifu = null, ...row } = values;
  const kind = row.kind ?? "invoice";
  const totalTtc = row.totalTtc ?? (Number(row.totalHt) * 1.18).toFixed(2);
  const seller = { name: "Agence", legalName: "Agence SARL" } as SellerDetails;
  return first(
    db()
      .insert(invoices)
      .values({
        status: "issued",
        number: `${kind === "invoice" ? "F" : "AV"}-T-${String(unique()).padStart(4, "0")}`,
        personName: client,
        clientName: client,
        currency: "XOF",
        subject: "Atelier",
        seller,
        client: { name: client, vatExempt: false, ifu } as ClientDetails,
        totals: { byRate: [], totalHt: row.totalHt, totalVat: "0", totalTtc },
        totalTtc,
        ...row,
      })
      .returning(),
  );
}
