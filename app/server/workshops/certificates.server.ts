/**
 * Certificates of attendance: one for each person checked in at a completed workshop, issued when the workshop is
 * marked completed (or when someone is checked in after that), emailed through the outbox with its PDF, verified by
 * anyone at /certificates/<code>, and revoked by staff. What a certificate says is kept as it was the day it was
 * issued.
 */
import crypto from "node:crypto";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { isUuid } from "~/lib/ids";
import { localizedString } from "~/lib/localized-text";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { memberEmails } from "../clients/client-dashboard.server";
import { db } from "../db/client.server";
import {
  certificates,
  organizationClients,
  workshopRegistrations,
  type Certificate,
  type CertificateDetails,
} from "../db/schema";
import { serverT, siteLink } from "../i18n.server";
import { deliverMail } from "../outbox/mail.server";
import { enqueueJob, type JobHandler, type JobHandlers, type JobResult } from "../outbox/queue.server";
import { getSettingValues } from "../site/settings.server";
import { renderCertificatePdf } from "./certificate-pdf.server";
import { loadMailWorkshop } from "./mail.server";

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A new certificate code: 60 random bits as three groups of four (`K7Q2-M9XD-4TPA`), unguessable. */
export function newCertificateCode(): string {
  const characters = Array.from({ length: 12 }, () => CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)]!);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join("")).join("-");
}

export function isCertificateCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export function certificateUrl(code: string, lang: Certificate["language"]): string {
  return siteLink(`/certificates/${code}`, lang);
}

/** The hours between two 'HH:MM:SS' times of one day, or null when either is missing or they are not in order. */
export function workshopHours(startTime: string | null, endTime: string | null): number | null {
  if (!startTime || !endTime) return null;
  const minutes = (time: string) => {
    const [hours = 0, mins = 0] = time.split(":").map(Number);
    return hours * 60 + mins;
  };
  const length = minutes(endTime) - minutes(startTime);
  return length > 0 ? Math.round((length / 60) * 100) / 100 : null;
}

const CERTIFICATE_MAIL = "certificateMail";

/**
 * Issues the certificates a completed workshop owes (all of them, or `registrationId`'s only): to each confirmed
 * registration checked in that has none, and back to one whose check-in had been undone. New ones are emailed
 * through the outbox (unless `notify` is false: the demo's). A workshop that is not completed owes none. Answers how
 * many were issued or restored.
 */
export async function issueCertificates(
  tx: Writer,
  workshopId: string,
  { registrationId, notify = true }: { registrationId?: string; notify?: boolean } = {},
): Promise<number> {
  const workshop = await loadMailWorkshop(workshopId, tx);
  if (!workshop || workshop.status !== "completed" || !workshop.date) return 0;
  const owed = await tx
    .select({
      registrationId: workshopRegistrations.id,
      name: workshopRegistrations.name,
      language: workshopRegistrations.language,
      certificateId: certificates.id,
      revokedReason: certificates.revokedReason,
    })
    .from(workshopRegistrations)
    .leftJoin(certificates, eq(certificates.registrationId, workshopRegistrations.id))
    .where(
      and(
        eq(workshopRegistrations.workshopId, workshopId),
        eq(workshopRegistrations.status, "confirmed"),
        isNotNull(workshopRegistrations.checkedInAt),
        // A seat checked in has a name: an unnamed booked seat never appears on the attendance list.
        isNotNull(workshopRegistrations.name),
        registrationId ? eq(workshopRegistrations.id, registrationId) : undefined,
        sql`(${certificates.id} is null or ${certificates.revokedReason} = 'absent')`,
      ),
    );
  if (owed.length === 0) return 0;
  const agencyName = siteIdentityFrom(await getSettingValues(tx)).name;
  for (const person of owed) {
    if (person.certificateId) {
      await tx
        .update(certificates)
        .set({ revokedAt: null, revokedBy: null, revokedReason: null })
        .where(eq(certificates.id, person.certificateId));
      continue;
    }
    const details: CertificateDetails = {
      participantName: person.name ?? "",
      title: workshop.title,
      date: workshop.date,
      startTime: workshop.startTime,
      endTime: workshop.endTime,
      hours: workshopHours(workshop.startTime, workshop.endTime),
      facilitatorName: workshop.facilitatorName,
      agencyName,
    };
    const [issued] = await tx
      .insert(certificates)
      .values({ registrationId: person.registrationId, code: newCertificateCode(), language: person.language, details })
      .returning({ id: certificates.id });
    if (notify)
      await enqueueJob(tx, CERTIFICATE_MAIL, { certificateId: issued!.id }, { dedupeKey: `certificate:${issued!.id}` });
  }
  return owed.length;
}

/** A check-in undone after the workshop was completed: the person did not attend, so their certificate is not valid. */
export async function withdrawForAbsence(tx: Writer, registrationId: string): Promise<void> {
  await tx
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedReason: "absent" })
    .where(and(eq(certificates.registrationId, registrationId), isNull(certificates.revokedAt)));
}

export interface CertificateRecord {
  certificate: Certificate;
  email: string | null;
}

/** A certificate by its code, with the address of its holder (for its email only: pages never show it). */
export async function findCertificate(code: string): Promise<CertificateRecord | null> {
  if (!isCertificateCode(code)) return null;
  const [row] = await db()
    .select({ certificate: certificates, email: workshopRegistrations.email })
    .from(certificates)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, certificates.registrationId))
    .where(eq(certificates.code, code));
  return row ?? null;
}

export type RevocationOutcome = { kind: "done"; certificate: Certificate } | { kind: "notFound" };

/** Staff revoke a certificate (`revoke`), or make a revoked one valid again; both go to the audit log. */
export async function setCertificateRevoked(
  code: string,
  revoke: boolean,
  userId: string,
  source: AuditSource,
): Promise<RevocationOutcome> {
  if (!isCertificateCode(code)) return { kind: "notFound" };
  return db().transaction(async (tx): Promise<RevocationOutcome> => {
    const [before] = await tx.select().from(certificates).where(eq(certificates.code, code)).for("update");
    if (!before) return { kind: "notFound" };
    if (revoke === (before.revokedAt !== null)) return { kind: "done", certificate: before };
    const [after] = await tx
      .update(certificates)
      .set(
        revoke
          ? { revokedAt: sql`now()`, revokedBy: userId, revokedReason: "staff" }
          : { revokedAt: null, revokedBy: null, revokedReason: null },
      )
      .where(eq(certificates.id, before.id))
      .returning();
    await recordAudit(tx, {
      ...source,
      action: revoke ? "revoke" : "restore",
      entity: "certificate",
      entityId: before.id,
      before,
      after: after!,
    });
    return { kind: "done", certificate: after! };
  });
}

/** The certificate's PDF, in its holder's language, as it was issued. */
export async function certificatePdf(certificate: Certificate): Promise<{ file: Buffer; name: string }> {
  const { details, language } = certificate;
  const file = await renderCertificatePdf({
    ...details,
    language,
    code: certificate.code,
    verifyUrl: certificateUrl(certificate.code, language),
    workshopTitle: localizedString(details.title, language),
    issuedOn: certificate.issuedAt.toISOString().slice(0, 10),
  });
  const slug = details.participantName
    .normalize("NFD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase();
  return { file, name: `${serverT(language)("certificates.fileName", { name: slug || certificate.code })}.pdf` };
}

export interface OrganizationCertificates {
  workshopId: string;
  title: { fr: string | null; en: string | null };
  date: string;
  count: number;
}

/** The organization a client account belongs to, or null. */
async function organizationOf(userId: string): Promise<string | null> {
  const [membership] = await db()
    .select({ organizationId: organizationClients.organizationId })
    .from(organizationClients)
    .where(eq(organizationClients.userId, userId));
  return membership?.organizationId ?? null;
}

/** The valid certificates of an organization's people (tied to it by their address, as on its dashboard). */
function organizationCertificateRows(organizationId: string, workshopId?: string) {
  return and(
    inArray(sql`lower(${workshopRegistrations.email})`, memberEmails(organizationId)),
    isNull(certificates.revokedAt),
    workshopId ? eq(workshopRegistrations.workshopId, workshopId) : undefined,
  );
}

/** For a client account: each workshop its organization's people hold certificates of, newest first. */
export async function listOrganizationCertificates(userId: string): Promise<OrganizationCertificates[]> {
  const organizationId = await organizationOf(userId);
  if (!organizationId) return [];
  return db()
    .select({
      workshopId: workshopRegistrations.workshopId,
      title: {
        fr: sql<string | null>`min(${certificates.details}->'title'->>'fr')`,
        en: sql<string | null>`min(${certificates.details}->'title'->>'en')`,
      },
      date: sql<string>`min(${certificates.details}->>'date')`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(certificates)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, certificates.registrationId))
    .where(organizationCertificateRows(organizationId))
    .groupBy(workshopRegistrations.workshopId)
    .orderBy(sql`min(${certificates.details}->>'date') desc`);
}

/**
 * One ZIP of the certificates an organization's people hold for a workshop, for a client account of that
 * organization; null when it holds none there (another organization's workshop included).
 */
export async function organizationCertificatesZip(
  userId: string,
  workshopId: string,
): Promise<{ file: Uint8Array; name: string } | null> {
  const organizationId = isUuid(workshopId) ? await organizationOf(userId) : null;
  if (!organizationId) return null;
  const rows = await db()
    .select({ certificate: certificates })
    .from(certificates)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, certificates.registrationId))
    .where(organizationCertificateRows(organizationId, workshopId))
    .orderBy(asc(certificates.code));
  if (rows.length === 0) return null;
  const files: Record<string, Uint8Array> = {};
  for (const { certificate } of rows) {
    const pdf = await certificatePdf(certificate);
    // Two people of one name: the code keeps their files apart.
    const name = pdf.name in files ? pdf.name.replace(/\.pdf$/, `-${certificate.code}.pdf`) : pdf.name;
    files[name] = new Uint8Array(pdf.file);
  }
  // PDFs are compressed already: stored as they are.
  return { file: zipSync(files, { level: 0 }), name: `certificates-${rows[0]!.certificate.details.date}.zip` };
}

const sendCertificateMail: JobHandler = async (job): Promise<JobResult> => {
  const { certificateId } = job.payload as { certificateId?: string };
  const [row] = await db()
    .select({ certificate: certificates, email: workshopRegistrations.email })
    .from(certificates)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, certificates.registrationId))
    .where(eq(certificates.id, certificateId ?? ""));
  if (!row) return { kind: "skipped", reason: "no such certificate" };
  if (row.certificate.revokedAt) return { kind: "skipped", reason: "revoked" };
  const { certificate, email } = row;
  if (!email) return { kind: "skipped", reason: "no address" };
  const t = serverT(certificate.language);
  const title = localizedString(certificate.details.title, certificate.language);
  const subject = t("certificates.mail.subject", { title, site: certificate.details.agencyName });
  const text = [
    t("certificates.mail.greeting", { name: certificate.details.participantName }),
    "",
    t("certificates.mail.body", { title }),
    "",
    t("certificates.mail.verify", { url: certificateUrl(certificate.code, certificate.language) }),
    t("certificates.mail.myRegistrations", { url: siteLink("/my-registrations", certificate.language) }),
    "",
    t("certificates.mail.signature", { site: certificate.details.agencyName }),
  ].join("\n");
  const pdf = await certificatePdf(certificate);
  await deliverMail({
    to: email,
    subject,
    text,
    attachments: [
      { filename: pdf.name, content: pdf.file.toString("base64"), encoding: "base64", contentType: "application/pdf" },
    ],
  });
  return { kind: "sent", recipient: email, subject };
};

export const certificateMailHandlers: JobHandlers = { [CERTIFICATE_MAIL]: sendCertificateMail };
