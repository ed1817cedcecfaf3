/**
 * Reminders, through the outbox: 24 hours before a workshop each confirmed participant gets a reminder in
 * their language (with the .ics, the ticket and the cancel link), and the facilitator the list of participants. They are
 * outbox rows due then, queued in the transaction that confirms a seat or moves the workshop; each is composed
 * when it is sent, from the workshop and the registration as they are then, so a cancelled registration or
 * workshop sends nothing and a moved workshop sends only the reminder of its new date.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { currencyFrom, formatLongDate } from "~/lib/format";
import { isLanguage, type Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { safeTimeZone, zonedToUtc } from "~/lib/time-zone";
import type { Db } from "../db/client.server";
import { db } from "../db/client.server";
import { facilitators, outbox, user, workshopRegistrations, workshops, type Workshop } from "../db/schema";
import { serverT } from "../i18n.server";
import { deliverMail } from "../outbox/mail.server";
import type { JobHandler, JobHandlers, JobResult } from "../outbox/queue.server";
import { getSettingValues } from "../site/settings.server";
import { loadMailWorkshop, registrationMail, registrationSubject } from "./mail.server";
import { workshopTitle } from "./queries.server";

export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
const reminderKinds = ["workshopReminder", "facilitatorDigest"];

/** When a workshop starts, on its own wall clock; a workshop without a time starts at midnight. */
export function workshopStart(workshop: Pick<Workshop, "date" | "startTime" | "timeZone">): Date | null {
  if (!workshop.date) return null;
  return zonedToUtc(workshop.date, workshop.startTime ?? "00:00", safeTimeZone(workshop.timeZone));
}

/**
 * Brings a workshop's reminders in line with it, in the caller's transaction: pending reminders for another
 * start time (the workshop moved) or for a workshop no longer published are set aside, and each confirmed
 * participant (and the facilitator) has one due 24 hours before the start. A start less than 24 hours away
 * gets none: the confirmation just sent says it all. `newlyConfirmed` names the only registrations whose seat
 * changed (a registration, a promotion): the others' reminders are already in place, and writing every
 * participant's again at each registration would make a full workshop's last seats the slowest to take.
 */
export async function scheduleReminders(
  tx: Db,
  workshopId: string,
  now: Date = new Date(),
  newlyConfirmed?: readonly string[],
): Promise<void> {
  const [workshop] = await tx
    .select({
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      timeZone: workshops.timeZone,
    })
    .from(workshops)
    .where(eq(workshops.id, workshopId));
  const start = workshop?.status === "published" ? workshopStart(workshop) : null;
  const startsAt = start?.toISOString() ?? "";
  const ofWorkshop = and(
    eq(outbox.status, "pending"),
    inArray(outbox.kind, reminderKinds),
    sql`${outbox.payload}->>'workshopId' = ${workshopId}`,
  );
  const stale = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(ofWorkshop, sql`${outbox.payload}->>'startsAt' is distinct from ${startsAt}`));
  if (stale.length > 0)
    await tx
      .update(outbox)
      .set({ status: "skipped", lastError: "workshop moved or no longer published" })
      .where(
        inArray(
          outbox.id,
          stale.map((row) => row.id),
        ),
      );
  if (!start) return;
  const runAt = new Date(start.getTime() - REMINDER_LEAD_MS);
  if (runAt <= now) return;

  const confirmed = await tx
    .select({
      id: workshopRegistrations.id,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      language: workshopRegistrations.language,
    })
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.workshopId, workshopId),
        eq(workshopRegistrations.status, "confirmed"),
        newlyConfirmed ? inArray(workshopRegistrations.id, [...newlyConfirmed]) : undefined,
      ),
    );
  const [mailWorkshop, settings] = [await loadMailWorkshop(workshopId, tx), await getSettingValues(tx)];
  // Who each email goes to and its subject as they stand now, for the Emails screen while they wait; the worker
  // writes them again when it composes the email at send time.
  const reminderSubject = (registration: (typeof confirmed)[number]) =>
    mailWorkshop
      ? registrationSubject("reminder", registration, mailWorkshop, { siteName: siteIdentityFrom(settings).name })
      : null;
  const jobs = confirmed.map((registration) => ({
    kind: "workshopReminder",
    payload: { registrationId: registration.id, workshopId, startsAt },
    dedupeKey: `reminder:${registration.id}:${startsAt}`,
    recipient: registration.email as string | null,
    subject: reminderSubject(registration),
  }));
  const facilitator = confirmed.length > 0 ? await attendeeListAddressee(workshopId, tx) : null;
  if (confirmed.length > 0)
    jobs.push({
      kind: "facilitatorDigest",
      payload: { registrationId: "", workshopId, startsAt },
      dedupeKey: `attendees:${workshopId}:${startsAt}`,
      recipient: facilitator?.to ?? null,
      subject: facilitator?.subject ?? null,
    });
  if (jobs.length === 0) return;
  // A reminder set aside (the workshop was cancelled, then published again at the same time) is due again.
  await tx
    .insert(outbox)
    .values(jobs.map((job) => ({ ...job, runAt })))
    .onConflictDoUpdate({
      target: outbox.dedupeKey,
      set: {
        status: "pending",
        runAt,
        lastError: null,
        recipient: sql`excluded.recipient`,
        subject: sql`excluded.subject`,
      },
      setWhere: eq(outbox.status, "skipped"),
    });
}

interface ReminderPayload {
  registrationId: string;
  workshopId: string;
  startsAt: string;
}

/** Why a reminder is not sent any more, or null when the workshop still starts when it was scheduled for. */
async function staleReason(payload: ReminderPayload, now: Date): Promise<string | null> {
  const [workshop] = await db()
    .select({
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      timeZone: workshops.timeZone,
    })
    .from(workshops)
    .where(eq(workshops.id, payload.workshopId));
  if (!workshop) return "workshop deleted";
  if (workshop.status !== "published") return `workshop ${workshop.status}`;
  const start = workshopStart(workshop);
  if (start?.toISOString() !== payload.startsAt) return "workshop moved";
  if (start <= now) return "workshop already started";
  return null;
}

const sendReminder: JobHandler = async (job, now): Promise<JobResult> => {
  const payload = job.payload as unknown as ReminderPayload;
  const stale = await staleReason(payload, now);
  if (stale) return { kind: "skipped", reason: stale };
  const [registration] = await db()
    .select()
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.id, payload.registrationId));
  if (!registration || registration.status !== "confirmed")
    return { kind: "skipped", reason: "registration cancelled" };
  if (!registration.email) return { kind: "skipped", reason: "seat not named" };
  const [workshop, settings] = await Promise.all([loadMailWorkshop(payload.workshopId), getSettingValues()]);
  if (!workshop) return { kind: "skipped", reason: "workshop deleted" };
  const mail = registrationMail("reminder", registration, workshop, {
    currency: currencyFrom(settings.currency),
    siteName: siteIdentityFrom(settings).name,
  });
  await deliverMail({ to: registration.email, ...mail });
  return { kind: "sent", recipient: registration.email, subject: mail.subject };
};

/** The facilitator an attendee list goes to, in their language (else the site's), and its subject. */
async function attendeeListAddressee(workshopId: string, reader: Db) {
  const [row] = await reader
    .select({
      title: workshopTitle,
      date: workshops.date,
      maxParticipants: workshops.maxParticipants,
      firstName: facilitators.firstName,
      email: facilitators.email,
      language: user.preferredLanguage,
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .leftJoin(user, eq(user.id, facilitators.userId))
    .where(eq(workshops.id, workshopId));
  const to = row?.email?.trim();
  if (!row || !to) return null;
  const settings = await getSettingValues(reader);
  const lang: Language = isLanguage(row.language)
    ? row.language
    : isLanguage(settings.default_language)
      ? settings.default_language
      : "fr";
  const t = serverT(lang);
  const title = localizedString(row.title, lang);
  const siteName = siteIdentityFrom(settings).name;
  return {
    row,
    to,
    lang,
    t,
    title,
    siteName,
    subject: `${t("workshop.attendeeEmail.subject", { title })} · ${siteName}`,
  };
}

const sendAttendeeList: JobHandler = async (job, now): Promise<JobResult> => {
  const payload = job.payload as unknown as ReminderPayload;
  const stale = await staleReason(payload, now);
  if (stale) return { kind: "skipped", reason: stale };
  const addressee = await attendeeListAddressee(payload.workshopId, db());
  if (!addressee) return { kind: "skipped", reason: "no facilitator" };
  const { row, to, lang, t, title, siteName, subject } = addressee;
  const participants = await db()
    .select({
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      organization: workshopRegistrations.organization,
      phone: workshopRegistrations.phone,
    })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, payload.workshopId), eq(workshopRegistrations.status, "confirmed")))
    .orderBy(asc(workshopRegistrations.name));
  const lines = participants.map((person) =>
    ["-", person.name, `<${person.email}>`, person.organization ? `(${person.organization})` : null, person.phone]
      .filter(Boolean)
      .join(" "),
  );
  const text = [
    row.firstName
      ? t("workshop.attendeeEmail.greeting", { name: row.firstName })
      : t("workshop.attendeeEmail.greetingNoName"),
    "",
    t("workshop.attendeeEmail.body", { title, date: formatLongDate(row.date!, lang) }),
    "",
    ...(lines.length > 0 ? lines : [t("workshop.attendeeEmail.nobody")]),
    "",
    t("workshop.attendeeEmail.count", { count: participants.length, max: row.maxParticipants }),
    "",
    t("workshop.attendeeEmail.signature", { brand: siteName }),
  ].join("\n");
  await deliverMail({ to, subject, text });
  return { kind: "sent", recipient: to, subject };
};

export const reminderHandlers: JobHandlers = { workshopReminder: sendReminder, facilitatorDigest: sendAttendeeList };
