import { eq, sql } from "drizzle-orm";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { parseYearsOfExperience, splitFullName, type ApplicationInput } from "~/lib/facilitators/application-schema";
import { isLanguage, type Language } from "~/lib/i18n";
import { config } from "../config.server";
import { contactDetailsFrom } from "../contact/messages.server";
import { db, type Db } from "../db/client.server";
import { facilitators, type Facilitator } from "../db/schema";
import { serverT } from "../i18n.server";
import { logger } from "../logger.server";
import { enqueueMail, sendMail, sendMailQueuedBy } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";

/** Per address (a shared network's ceiling), per sender (email at one address) and per email (forms.server.ts `publicFormLimits`). */
export const APPLICATION_RATE_LIMITS = {
  address: { limit: 30, windowMs: 60 * 60 * 1000 },
  sender: { limit: 3, windowMs: 60 * 60 * 1000 },
  email: { limit: 5, windowMs: 60 * 60 * 1000 },
} as const;

export type ApplicationOutcome =
  { status: "created"; facilitator: Facilitator } | { status: "pending" } | { status: "exists" };

/**
 * Records an application as a pending facilitator (docs/product.md): the full name split at the first
 * space, years parsed as an integer or null, the expertise as a one-item specialties list. The bio and
 * the expertise go to the side of the language the form was filled in, which is also the language of their emails.
 * One email has at most one application waiting: a second one while pending is refused, and so is
 * the address of an existing facilitator. The check and the insert hold a per-email lock, so two
 * simultaneous submissions cannot both pass it.
 */
export async function submitFacilitatorApplication(
  input: ApplicationInput,
  lang: Language,
): Promise<ApplicationOutcome> {
  const { firstName, lastName } = splitFullName(input.fullName);
  const email = input.email.trim();
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`facilitator-application:${email.toLowerCase()}`}))`);
    const existing = await tx
      .select({ status: facilitators.status })
      .from(facilitators)
      .where(eq(sql`lower(${facilitators.email})`, email.toLowerCase()));
    if (existing.some((row) => row.status === "pending")) return { status: "pending" } as const;
    if (existing.length > 0) return { status: "exists" } as const;
    const [facilitator] = await tx
      .insert(facilitators)
      .values({
        firstName,
        lastName,
        email,
        phone: input.phone,
        bioFr: lang === "fr" ? input.bio : null,
        bioEn: lang === "en" ? input.bio : null,
        specialtiesFr: lang === "fr" ? [input.expertise] : [],
        specialtiesEn: lang === "en" ? [input.expertise] : [],
        language: lang,
        yearsExperience: parseYearsOfExperience(input.experience),
        linkedin: input.linkedin,
        website: input.website,
        status: "pending",
      })
      .returning();
    await queueApplicationMail(tx, facilitator!, input, lang);
    return { status: "created", facilitator } as const;
  });
}

/**
 * An application from the /join-facilitator form: recorded as pending with, in the same transaction, the
 * email that tells the team and the one that thanks the applicant. An address that already has an application waiting,
 * or belongs to a facilitator, is told so by email instead: the page answers the same either way, so it
 * never says whether an address is known. Failing to store it is logged and answered "failed".
 */
export async function applyAsFacilitator(
  input: ApplicationInput,
  lang: Language,
): Promise<ApplicationOutcome | { status: "failed" }> {
  let outcome: ApplicationOutcome;
  try {
    // A new application's emails are queued with it, and sent after it.
    outcome = await sendMailQueuedBy(() => submitFacilitatorApplication(input, lang));
  } catch (error) {
    logger.error({ err: error }, "could not store a facilitator application");
    return { status: "failed" };
  }
  if (outcome.status !== "created") await notifyRepeatedApplication(input, outcome.status, lang);
  return outcome;
}

/** Tells the owner of the address (in the page's language) that this application changed nothing. */
async function notifyRepeatedApplication(input: ApplicationInput, status: "pending" | "exists", lang: Language) {
  const t = serverT(lang);
  const kind = status === "pending" ? "pending" : "member";
  const settings = await getSettingValues();
  const siteName = siteIdentityFrom(settings).name;
  const text = [
    t("joinFacilitator.email.ackGreeting", { name: input.fullName.trim() }),
    "",
    t(`joinFacilitator.email.${kind}Body`),
    "",
    t("joinFacilitator.email.ackSignature", { brand: siteName }),
  ].join("\n");
  try {
    await sendMail({
      to: input.email.trim(),
      replyTo: contactDetailsFrom(settings).email,
      subject: `${t(`joinFacilitator.email.${kind}Subject`)} · ${siteName}`,
      text,
    });
  } catch (error) {
    logger.error({ err: error }, "repeated facilitator application email failed");
  }
}

/** Queues the email to the team (at contact_email, in the site's language) and the applicant's thanks (in the page's). */
async function queueApplicationMail(
  tx: Db,
  facilitator: Facilitator,
  input: ApplicationInput,
  lang: Language,
): Promise<void> {
  const settings = await getSettingValues(tx);
  const teamEmail = contactDetailsFrom(settings).email;
  const teamLang: Language = isLanguage(settings.default_language) ? settings.default_language : "fr";
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  await enqueueMail(
    tx,
    { to: teamEmail, replyTo: facilitator.email, ...applicationTeamMail(name, input, teamLang) },
    { dedupeKey: `application:${facilitator.id}:team` },
  );
  await enqueueMail(
    tx,
    {
      to: facilitator.email,
      replyTo: teamEmail,
      ...applicationAcknowledgement(name, lang, siteIdentityFrom(settings).name),
    },
    { dedupeKey: `application:${facilitator.id}:acknowledgement` },
  );
}

function applicationTeamMail(name: string, input: ApplicationInput, lang: Language): { subject: string; text: string } {
  const t = serverT(lang);
  const rows: [string, string | null][] = [
    [t("joinFacilitator.email.labels.name"), name],
    [t("joinFacilitator.email.labels.email"), input.email],
    [t("joinFacilitator.email.labels.expertise"), input.expertise],
    [t("joinFacilitator.email.labels.experience"), input.experience],
    [t("joinFacilitator.email.labels.phone"), input.phone],
    [t("joinFacilitator.email.labels.linkedin"), input.linkedin],
    [t("joinFacilitator.email.labels.website"), input.website],
  ];
  const text = [
    t("joinFacilitator.email.teamIntro"),
    "",
    ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("joinFacilitator.email.labels.bio")}:`,
    input.bio,
    "",
    t("joinFacilitator.email.teamReview", { url: `${config().baseUrl}/admin/facilitators` }),
  ].join("\n");
  return { subject: t("joinFacilitator.email.teamSubject", { name }), text };
}

function applicationAcknowledgement(name: string, lang: Language, siteName: string): { subject: string; text: string } {
  const t = serverT(lang);
  const text = [
    t("joinFacilitator.email.ackGreeting", { name }),
    "",
    t("joinFacilitator.email.ackBody"),
    "",
    t("joinFacilitator.email.ackSignature", { brand: siteName }),
  ].join("\n");
  return { subject: `${t("joinFacilitator.email.ackSubject")} · ${siteName}`, text };
}
