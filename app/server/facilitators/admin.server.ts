/**
 * The back office's facilitators (/admin/facilitators): the list paged in SQL, the Add and Edit dialogs'
 * writes, and the life of an application: Approve (an account with the facilitator role and an invitation),
 * Reject (the record deleted and a courteous notice), Reset Password. Every write is audited in its own
 * transaction.
 */
import crypto from "node:crypto";
import { and, count, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AdminFacilitatorState, FacilitatorInput } from "~/lib/facilitators/admin";
import { isUuid } from "~/lib/ids";
import type { BilingualList } from "~/lib/localized-text";
import type { TablePage } from "~/lib/tables";
import { sendInvitation } from "../accounts/invitations.server";
import { sendAccountMail } from "../accounts/auth-mail.server";
import { createAccount } from "../accounts/users.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { db } from "../db/client.server";
import { facilitators, user, type Facilitator } from "../db/schema";
import { serverT, siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { sendMail } from "../outbox/mail.server";
import { atVersion, orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { getSiteIdentity } from "../site/settings.server";

export type AuditSource = { actor: AuditActor; address: string | null };

export interface AdminFacilitatorRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  location: string | null;
  specialties: BilingualList;
  yearsExperience: number | null;
  certificationCount: number;
  hourlyRate: string | null;
  status: Facilitator["status"];
  availability: Facilitator["availability"];
  languages: string[];
}

const sortColumns = {
  created: facilitators.createdAt,
  name: sql`lower(${facilitators.firstName} || ' ' || ${facilitators.lastName})`,
  rate: facilitators.hourlyRate,
  experience: facilitators.yearsExperience,
};

function viewWhere(view: AdminFacilitatorState["view"]): SQL | undefined {
  switch (view) {
    case "all":
      return undefined;
    case "pending":
    case "approved":
      return eq(facilitators.status, view);
    default:
      return eq(facilitators.availability, view);
  }
}

/** One page of the list: the view, the search by first name, newest first by default. */
export async function listAdminFacilitators(
  state: AdminFacilitatorState,
  pageSize: number,
): Promise<TablePage<AdminFacilitatorRow>> {
  const where = and(searchWhere(state.q, [facilitators.firstName]), viewWhere(state.view));
  return readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ n: count() }).from(facilitators).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      db()
        .select({
          id: facilitators.id,
          firstName: facilitators.firstName,
          lastName: facilitators.lastName,
          email: facilitators.email,
          phone: facilitators.phone,
          location: facilitators.location,
          specialties: { fr: facilitators.specialtiesFr, en: facilitators.specialtiesEn },
          yearsExperience: facilitators.yearsExperience,
          // The certifications are one list written twice: the longer side counts them.
          certificationCount: sql<number>`greatest(cardinality(${facilitators.certificationsFr}), cardinality(${facilitators.certificationsEn}))::int`,
          hourlyRate: facilitators.hourlyRate,
          status: facilitators.status,
          availability: facilitators.availability,
          languages: facilitators.languages,
        })
        .from(facilitators)
        .where(where)
        .orderBy(...orderBy(sortColumns, state, facilitators.id))
        .limit(limit)
        .offset(offset),
  });
}

/** A facilitator as the View and Edit dialogs show them, with the email of a linked account; or null. */
export async function getAdminFacilitator(
  id: string | undefined,
): Promise<(Facilitator & { accountEmail: string | null }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({ facilitator: facilitators, accountEmail: user.email })
    .from(facilitators)
    .leftJoin(user, eq(user.id, facilitators.userId))
    .where(eq(facilitators.id, id));
  return row ? { ...row.facilitator, accountEmail: row.accountEmail } : null;
}

function columns(input: FacilitatorInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    location: input.location,
    hourlyRate: input.hourlyRate,
    yearsExperience: input.yearsExperience,
    availability: input.availability,
    language: input.language,
    bioFr: input.bioFr,
    bioEn: input.bioEn,
    specialtiesFr: input.specialtiesFr,
    specialtiesEn: input.specialtiesEn,
    certificationsFr: input.certificationsFr,
    certificationsEn: input.certificationsEn,
    languages: input.languages,
    website: input.website,
    linkedin: input.linkedin,
  };
}

const sameEmail = (email: string) => eq(sql`lower(${facilitators.email})`, email.toLowerCase());

export type SaveOutcome =
  | { kind: "saved"; facilitator: Facilitator }
  | { kind: "not_found" }
  | { kind: "stale"; facilitator: Facilitator }
  | { kind: "emailTaken" };

/**
 * Add Facilitator: a record like an application (pending until approved, when their account is created),
 * refused when another facilitator has the address. The check holds the application's per-email lock.
 */
export async function createAdminFacilitator(input: FacilitatorInput, source: AuditSource): Promise<SaveOutcome> {
  return db().transaction(async (tx): Promise<SaveOutcome> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`facilitator-application:${input.email.toLowerCase()}`}))`,
    );
    const [taken] = await tx.select({ id: facilitators.id }).from(facilitators).where(sameEmail(input.email));
    if (taken) return { kind: "emailTaken" };
    const [created] = await tx
      .insert(facilitators)
      .values({ ...columns(input), status: "pending" })
      .returning();
    await recordAudit(tx, {
      ...source,
      action: "create",
      entity: "facilitator",
      entityId: created!.id,
      after: created!,
    });
    return { kind: "saved", facilitator: created! };
  });
}

/** Edit, made on `version`: refused when the record changed since, or when another facilitator has the address. */
export async function updateAdminFacilitator(
  id: string | undefined,
  version: Date,
  input: FacilitatorInput,
  source: AuditSource,
): Promise<SaveOutcome> {
  if (!isUuid(id)) return { kind: "not_found" };
  return db().transaction(async (tx): Promise<SaveOutcome> => {
    const [before] = await tx.select().from(facilitators).where(eq(facilitators.id, id)).for("update");
    if (!before) return { kind: "not_found" };
    const [taken] = await tx
      .select({ id: facilitators.id })
      .from(facilitators)
      .where(and(sameEmail(input.email), ne(facilitators.id, id)));
    if (taken) return { kind: "emailTaken" };
    const [after] = await tx
      .update(facilitators)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(and(eq(facilitators.id, id), atVersion(facilitators.updatedAt, version)))
      .returning();
    if (!after) return { kind: "stale", facilitator: before };
    await recordAudit(tx, { ...source, action: "update", entity: "facilitator", entityId: id, before, after });
    return { kind: "saved", facilitator: after };
  });
}

export type ApproveOutcome =
  | { kind: "approved"; email: string; invited: "new" | "existing" }
  | { kind: "not_found" }
  | { kind: "already" }
  | { kind: "accountTaken" }
  | { kind: "failed" };

/**
 * Approve: the record is claimed (pending to approved in one statement, so a second click, here or in another
 * tab, finds it approved and does nothing), then linked to the account with its email (created with the
 * facilitator role, or an existing one given that role; an admin stays admin), and emailed: a new account
 * gets a single-use link to choose a password, valid 7 days; an existing one is told to sign in.
 * The account is created through Better Auth, outside the claim's transaction; if that fails the claim is
 * undone and nothing was written.
 */
export async function approveFacilitator(id: string | undefined, source: AuditSource): Promise<ApproveOutcome> {
  if (!isUuid(id)) return { kind: "not_found" };
  const [claimed] = await db()
    .update(facilitators)
    .set({ status: "approved", updatedAt: new Date() })
    .where(and(eq(facilitators.id, id), eq(facilitators.status, "pending")))
    .returning();
  if (!claimed) {
    const [exists] = await db().select({ id: facilitators.id }).from(facilitators).where(eq(facilitators.id, id));
    return exists ? { kind: "already" } : { kind: "not_found" };
  }
  const before: Facilitator = { ...claimed, status: "pending" };
  const undo = () =>
    db()
      .update(facilitators)
      .set({ status: "pending" })
      .where(eq(facilitators.id, id))
      .then(() => undefined);

  let account = await accountWithEmail(claimed.email);
  let created = false;
  if (!account) {
    try {
      const accountId = await createAccount({
        email: claimed.email,
        // Nobody knows it: the invitation's link sets the real one.
        password: crypto.randomBytes(24).toString("base64url"),
        firstName: claimed.firstName,
        lastName: claimed.lastName,
        role: "facilitator",
      });
      account = {
        id: accountId,
        email: claimed.email.toLowerCase(),
        role: "facilitator",
        firstName: claimed.firstName,
      };
      created = true;
    } catch (error) {
      // Another request may have created it a moment ago: link that one.
      account = await accountWithEmail(claimed.email);
      if (!account) {
        logger.error({ err: error, facilitatorId: id }, "could not create a facilitator's account");
        await undo();
        return { kind: "failed" };
      }
    }
  }
  const linked = account;
  const outcome = await db().transaction(async (tx): Promise<ApproveOutcome> => {
    const [other] = await tx
      .select({ id: facilitators.id })
      .from(facilitators)
      .where(and(eq(facilitators.userId, linked.id), ne(facilitators.id, id)));
    if (other) return { kind: "accountTaken" };
    const [after] = await tx.update(facilitators).set({ userId: linked.id }).where(eq(facilitators.id, id)).returning();
    await recordAudit(tx, { ...source, action: "update", entity: "facilitator", entityId: id, before, after: after! });
    if (created) {
      await tx.update(user).set({ preferredLanguage: claimed.language }).where(eq(user.id, linked.id));
      await recordAudit(tx, {
        ...source,
        action: "create",
        entity: "user",
        entityId: linked.id,
        after: { email: linked.email, role: "facilitator", preferredLanguage: claimed.language },
      });
    } else if (linked.role !== "admin" && linked.role !== "facilitator") {
      await tx.update(user).set({ role: "facilitator" }).where(eq(user.id, linked.id));
      await recordAudit(tx, {
        ...source,
        action: "role-change",
        entity: "user",
        entityId: linked.id,
        before: { role: linked.role },
        after: { role: "facilitator" },
      });
    }
    return { kind: "approved", email: claimed.email, invited: created ? "new" : "existing" };
  });
  if (outcome.kind !== "approved") {
    await undo();
    return outcome;
  }
  const invitee = {
    id: linked.id,
    email: claimed.email,
    firstName: claimed.firstName,
    preferredLanguage: claimed.language,
  };
  try {
    if (created) await sendInvitation(invitee, "facilitatorInvite");
    else await sendAccountMail({ kind: "facilitatorApproved", url: siteLink("/auth", claimed.language) }, invitee);
  } catch (error) {
    // The account stands; staff send a new link with Reset Password.
    logger.error({ err: error, facilitatorId: id }, "could not send a facilitator's invitation");
  }
  return outcome;
}

async function accountWithEmail(
  email: string,
): Promise<{ id: string; email: string; role: string; firstName: string | null } | null> {
  const [row] = await db()
    .select({ id: user.id, email: user.email, role: user.role, firstName: user.firstName })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export type RejectOutcome = { kind: "rejected" } | { kind: "not_found" } | { kind: "notPending" };

/**
 * Reject: deletes a pending application and emails the applicant a courteous notice in their language. A
 * second click finds nothing to delete and sends nothing. An approved facilitator is never deleted this way.
 */
export async function rejectFacilitator(id: string | undefined, source: AuditSource): Promise<RejectOutcome> {
  if (!isUuid(id)) return { kind: "not_found" };
  const outcome = await db().transaction(async (tx) => {
    const [before] = await tx.select().from(facilitators).where(eq(facilitators.id, id)).for("update");
    if (!before) return { kind: "not_found" } as const;
    if (before.status !== "pending") return { kind: "notPending" } as const;
    await tx.delete(facilitators).where(eq(facilitators.id, id));
    await recordAudit(tx, { ...source, action: "delete", entity: "facilitator", entityId: id, before });
    return { kind: "rejected", before } as const;
  });
  if (outcome.kind !== "rejected") return outcome;
  try {
    await sendRejectionNotice(outcome.before);
  } catch (error) {
    logger.error({ err: error, facilitatorId: id }, "could not send an application's rejection notice");
  }
  return { kind: "rejected" };
}

async function sendRejectionNotice(applicant: Facilitator): Promise<void> {
  const t = serverT(applicant.language);
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const brand = (await getSiteIdentity()).name;
  const lines = [
    t("adminFacilitators.rejectEmail.greeting", { name }),
    "",
    t("adminFacilitators.rejectEmail.body", { brand }),
    "",
    t("adminFacilitators.rejectEmail.closing"),
    "",
    t("adminFacilitators.rejectEmail.signature", { brand }),
  ];
  await sendMail({
    to: applicant.email,
    subject: t("adminFacilitators.rejectEmail.subject", { brand }),
    text: lines.join("\n"),
  });
}

export type ResetOutcome =
  { kind: "sent"; email: string } | { kind: "not_found" } | { kind: "noAccount" } | { kind: "failed" };

/** Reset Password: a one-hour link to choose a new password, emailed to the linked account in its language. */
export async function sendFacilitatorPasswordReset(id: string | undefined, source: AuditSource): Promise<ResetOutcome> {
  const facilitator = await getAdminFacilitator(id);
  if (!facilitator) return { kind: "not_found" };
  if (!facilitator.userId) return { kind: "noAccount" };
  const [account] = await db()
    .select({ id: user.id, email: user.email, firstName: user.firstName, preferredLanguage: user.preferredLanguage })
    .from(user)
    .where(eq(user.id, facilitator.userId));
  if (!account) return { kind: "noAccount" };
  try {
    await sendInvitation(account, "reset");
  } catch (error) {
    logger.error({ err: error, facilitatorId: facilitator.id }, "could not send a password reset link");
    return { kind: "failed" };
  }
  await recordAudit(db(), { ...source, action: "password-reset-sent", entity: "user", entityId: account.id });
  return { kind: "sent", email: account.email };
}
