import { and, count, eq, sql } from "drizzle-orm";
import type { ContactMessagesTableState } from "~/lib/contact/admin";
import type { ContactDetails, ContactSource } from "~/lib/contact/rules";
import type { ContactInput } from "~/lib/contact/schema";
import { isLanguage, type Language } from "~/lib/i18n";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import type { TablePage } from "~/lib/tables";
import { orderBy, readPage, searchWhere } from "../back-office/tables.server";
import { config } from "../config.server";
import { db, type Db } from "../db/client.server";
import { contactMessages, user, type ContactMessage } from "../db/schema";
import { serverT } from "../i18n.server";
import { logger } from "../logger.server";
import { enqueueMail, sendMailQueuedBy } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";

// ---------------------------------------------------------------------------------------------
// Contact details (settings, with the agency's Ouagadougou office as fallback)
// ---------------------------------------------------------------------------------------------

export const CONTACT_FALLBACKS = {
  email: "bonjour@fasofutures.bf",
  phone: "+226 25 30 64 18",
  address: "Avenue Kwame Nkrumah, Ouagadougou, Burkina Faso",
} as const;

export function contactDetailsFrom(settings: Record<string, string>): ContactDetails {
  const whatsapp = settings.whatsapp_number?.trim() || null;
  const digits = whatsapp?.replace(/\D/g, "") ?? "";
  return {
    email: settings.contact_email?.trim() || CONTACT_FALLBACKS.email,
    phone: settings.contact_phone?.trim() || CONTACT_FALLBACKS.phone,
    address: settings.office_address?.trim() || CONTACT_FALLBACKS.address,
    whatsapp: digits.length >= 6 ? whatsapp : null,
    whatsappUrl: digits.length >= 6 ? `https://wa.me/${digits}` : null,
    hours: settings.business_hours?.trim() || null,
  };
}

/** The agency's email, phone, office, WhatsApp and business hours for the contact cards and the form. */
export async function getContactDetails(): Promise<ContactDetails> {
  return contactDetailsFrom(await getSettingValues());
}

// ---------------------------------------------------------------------------------------------
// Submissions
// ---------------------------------------------------------------------------------------------

/**
 * Generous for people (who send one or two messages), tight enough to stop a script (forms.server.ts
 * `publicFormLimits`): a ceiling per address that a shared network does not reach, a few messages per
 * sender (email at one address), and per email from anywhere so one inbox is not flooded with acknowledgements.
 */
export const CONTACT_RATE_LIMITS = {
  address: { limit: 60, windowMs: 60 * 60 * 1000 },
  sender: { limit: 5, windowMs: 60 * 60 * 1000 },
  email: { limit: 10, windowMs: 60 * 60 * 1000 },
} as const;

export type ContactOutcome = { kind: "sent"; message: ContactMessage } | { kind: "failed" };

/**
 * Stores a message and, in the same transaction, queues the email to the team (reply-to the sender) and the
 * acknowledgement to the sender in the page's language; they are sent once it commits. Failing to store is
 * logged and answered "failed".
 */
export async function sendContactMessage(
  input: ContactInput,
  origin: { lang: Language; source: ContactSource },
): Promise<ContactOutcome> {
  let message: ContactMessage;
  try {
    message = await sendMailQueuedBy(() =>
      db().transaction(async (tx) => {
        const stored = await createContactMessage(input, origin, tx);
        await queueContactMail(tx, stored);
        return stored;
      }),
    );
  } catch (error) {
    logger.error({ err: error }, "could not store a contact message");
    return { kind: "failed" };
  }
  return { kind: "sent", message };
}

export async function createContactMessage(
  input: ContactInput,
  { lang, source }: { lang: Language; source: ContactSource },
  writer: Db = db(),
): Promise<ContactMessage> {
  const [row] = await writer
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company,
      subject: input.subject,
      serviceType: input.serviceType,
      message: input.message,
      language: lang,
      source,
    })
    .returning();
  return row;
}

/** Queues the emails to the team (at the contact_email setting, in the site's default language) and the sender. */
async function queueContactMail(tx: Db, message: ContactMessage): Promise<void> {
  const settings = await getSettingValues(tx);
  const teamEmail = contactDetailsFrom(settings).email;
  const teamLang: Language = isLanguage(settings.default_language) ? settings.default_language : "fr";
  await enqueueMail(
    tx,
    { to: teamEmail, replyTo: message.email, ...teamMail(message, teamLang) },
    { dedupeKey: `contact:${message.id}:team` },
  );
  await enqueueMail(
    tx,
    { to: message.email, replyTo: teamEmail, ...acknowledgementMail(message, siteIdentityFrom(settings).name) },
    { dedupeKey: `contact:${message.id}:acknowledgement` },
  );
}

function fieldLines(message: ContactMessage, lang: Language): string[] {
  const t = serverT(lang);
  const service = message.serviceType ? t(`contact.form.services.${message.serviceType}` as never) : null;
  const rows: [string, string | null][] = [
    [t("contact.email.labels.name"), message.name],
    [t("contact.email.labels.email"), message.email],
    [t("contact.email.labels.company"), message.company],
    [t("contact.email.labels.subject"), message.subject],
    [t("contact.email.labels.service"), service],
  ];
  return rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
}

export function teamMail(message: ContactMessage, lang: Language): { subject: string; text: string } {
  const t = serverT(lang);
  const subject = message.subject
    ? t("contact.email.teamSubject", { name: message.name, subject: message.subject })
    : t("contact.email.teamSubjectNoSubject", { name: message.name });
  const source = message.source === "home" ? t("contact.email.sourceHome") : t("contact.email.sourceContact");
  const text = [
    t("contact.email.teamIntro", { source }),
    "",
    ...fieldLines(message, lang),
    `${t("contact.email.labels.language")}: ${message.language}`,
    "",
    `${t("contact.email.labels.message")}:`,
    message.message,
    "",
    "—",
    t("contact.email.replyHint", { url: `${config().baseUrl}/admin/messages` }),
  ].join("\n");
  return { subject, text };
}

/** The sender's copy, signed with the site's name (Site Settings → Site name). */
export function acknowledgementMail(message: ContactMessage, siteName: string): { subject: string; text: string } {
  const t = serverT(message.language);
  const text = [
    t("contact.email.ackGreeting", { name: message.name }),
    "",
    t("contact.email.ackBody"),
    "",
    t("contact.email.ackCopy"),
    "",
    ...fieldLines(message, message.language),
    "",
    message.message,
    "",
    t("contact.email.ackSignature", { brand: siteName }),
  ].join("\n");
  return { subject: `${t("contact.email.ackSubject")} · ${siteName}`, text };
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export type AdminContactMessage = ContactMessage & { handlerName: string | null };

const messageSorts = { received: contactMessages.createdAt, name: sql`lower(${contactMessages.name})` } as const;

/** The inbox's search: the sender's name, email and company, the subject and the text. */
function messageSearch(q: string) {
  return searchWhere(q, [
    contactMessages.name,
    contactMessages.email,
    contactMessages.company,
    contactMessages.subject,
    contactMessages.message,
  ]);
}

/** One page of the inbox, with who handled each message: the state's status, search (sender, subject, text) and order. */
export async function listContactMessages(
  state: ContactMessagesTableState,
  pageSize: number,
): Promise<TablePage<AdminContactMessage>> {
  const where = and(
    state.status === "all" ? undefined : eq(contactMessages.status, state.status),
    messageSearch(state.q),
  );
  const page = await readPage({
    page: state.page,
    pageSize,
    count: async () => (await db().select({ total: count() }).from(contactMessages).where(where))[0]?.total ?? 0,
    rows: (limit, offset) =>
      db()
        .select({ message: contactMessages, handlerName: user.name })
        .from(contactMessages)
        .leftJoin(user, eq(user.id, contactMessages.handledBy))
        .where(where)
        .orderBy(...orderBy(messageSorts, state, contactMessages.id))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map(({ message, handlerName }) => ({ ...message, handlerName })) };
}

/** How many new and handled messages there are, among those the search finds (all of them without one). */
export async function countContactMessages(q = ""): Promise<{ new: number; handled: number }> {
  const rows = await db()
    .select({ status: contactMessages.status, total: count() })
    .from(contactMessages)
    .where(messageSearch(q))
    .groupBy(contactMessages.status);
  const totalOf = (status: "new" | "handled") => rows.find((row) => row.status === status)?.total ?? 0;
  return { new: totalOf("new"), handled: totalOf("handled") };
}

/** Marks a message handled (by whom, when) or back to new. False when no such message exists. */
export async function setContactMessageStatus(id: string, status: "new" | "handled", userId: string): Promise<boolean> {
  const rows = await db()
    .update(contactMessages)
    .set(
      status === "handled"
        ? { status, handledAt: new Date(), handledBy: userId }
        : { status, handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
