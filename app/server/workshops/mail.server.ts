import { eq } from "drizzle-orm";
import { BRAND_NAME } from "~/lib/brand";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { currencyFrom, formatLongDate, formatMoney, formatTimeRange, type Currency } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { localizedString, type Bilingual } from "~/lib/localized-text";
import { buildIcs } from "~/lib/ics";
import { formatOffset, safeTimeZone, zonedToUtc, zoneOffsetMinutes } from "~/lib/time-zone";
import { placeLine } from "~/lib/workshops/places";
import { config } from "../config.server";
import { db, type Db } from "../db/client.server";
import { facilitators, workshops, type Workshop, type WorkshopRegistration } from "../db/schema";
import { workshopTexts, workshopTitle, workshopWhenAndWhere } from "./queries.server";
import { serverT, siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { enqueueMail, mailFrom, sendMailQueuedBy, type OutgoingMail } from "../outbox/mail.server";
import { getSettingValues } from "../site/settings.server";
import { cancelUrl, ticketUrl, workshopUrl } from "./links.server";
import { ticketQrPng } from "./ticket-qr.server";

// The registrants' emails and the workshops' calendar files.

export interface MailWorkshop {
  id: string;
  title: Bilingual;
  description: Bilingual;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  location: string | null;
  locationEn: string | null;
  online: boolean;
  /** Mailed to confirmed participants only. */
  meetingUrl: string | null;
  price: string;
  facilitatorName: string | null;
}

export async function loadMailWorkshop(workshopId: string, reader: Db = db()): Promise<MailWorkshop | null> {
  const [row] = await reader
    .select({
      id: workshops.id,
      title: workshopTitle,
      description: workshopTexts.description,
      status: workshops.status,
      ...workshopWhenAndWhere,
      timeZone: workshops.timeZone,
      meetingUrl: workshops.meetingUrl,
      price: workshops.price,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .where(eq(workshops.id, workshopId));
  if (!row) return null;
  const { facilitatorFirstName, facilitatorLastName, ...workshop } = row;
  const facilitatorName = [facilitatorFirstName, facilitatorLastName].filter(Boolean).join(" ") || null;
  return { ...workshop, facilitatorName };
}

/** 'Ouagadougou time (UTC+00:00)' / 'heure de Ouagadougou (UTC+00:00)', offset from the zone's rules. */
export function timeZoneLabel(timeZone: string, date: string, time: string | null, lang: Language): string {
  const zone = safeTimeZone(timeZone);
  const city = zone.split("/").pop()!.replace(/_/g, " ");
  const offset = formatOffset(zoneOffsetMinutes(zone, zonedToUtc(date, time ?? "12:00", zone)));
  return serverT(lang)("workshop.facts.timeZone", { city, offset: `UTC${offset}` });
}

/** 'Brand <address>' (or a bare address) as an ORGANIZER. */
function organizer(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || BRAND_NAME, email: match[2]! } : { name: BRAND_NAME, email: from.trim() };
}

/**
 * The .ics of a workshop: one per registration (stable UID) for emails, one per workshop for downloads.
 * `cancel` writes the file that removes the registration's entry: the same UID, METHOD:CANCEL and a SEQUENCE
 * above the confirmation's (which has none, so 0).
 */
export function workshopIcs(
  // A calendar file is public (the workshop page offers it): it never carries the meeting link.
  workshop: Omit<MailWorkshop, "price" | "meetingUrl">,
  { uid, lang, cancel = false }: { uid: string; lang: Language; cancel?: boolean },
): string | null {
  if (!workshop.date) return null;
  const url = workshopUrl(workshop.id, lang);
  const description = [
    localizedString(workshop.description, lang),
    workshop.facilitatorName ? serverT(lang)("workshop.facts.facilitatedBy", { name: workshop.facilitatorName }) : null,
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
  return buildIcs({
    uid,
    productId: `-//${BRAND_NAME}//Workshops//${lang.toUpperCase()}`,
    date: workshop.date,
    startTime: workshop.startTime,
    endTime: workshop.endTime,
    timeZone: safeTimeZone(workshop.timeZone),
    summary: localizedString(workshop.title, lang),
    description,
    location: placeLine(workshop, lang, serverT(lang)("workshop.facts.online")),
    url,
    status: workshop.status === "cancelled" || cancel ? "CANCELLED" : "CONFIRMED",
    ...(cancel ? { method: "CANCEL" as const, sequence: 1, organizer: organizer(mailFrom()) } : {}),
  });
}

export function registrationUid(registrationId: string): string {
  return `registration-${registrationId}@${new URL(config().baseUrl).hostname}`;
}

export function workshopUid(workshopId: string): string {
  return `workshop-${workshopId}@${new URL(config().baseUrl).hostname}`;
}

export type RegistrationMailKind =
  | "confirmed"
  | "promoted"
  | "waitlisted"
  | "cancelled"
  /** Someone registered this email again: a reminder of the registration it already holds. */
  | "alreadyConfirmed"
  | "alreadyWaitlisted"
  /** Staff cancelled the workshop itself: every registrant is told, with the .ics that removes it. */
  | "workshopCancelled"
  /** 24 hours before the workshop (sent by the outbox's worker, reminders.server.ts). */
  | "reminder"
  /** Staff moved the registration to this session from another session of the same workshop (`MovedFrom`). */
  | "moved"
  /** The organization that booked the seat gave it to someone else (a swap): this person's registration is cancelled. */
  | "seatReassigned";

/** The session a registration was moved from: its registration (whose calendar entry is removed) and workshop. */
export interface MovedFrom {
  registrationId: string;
  workshop: MailWorkshop;
}

/** The subject of a registrant's email, in their language, ending with the site's name. */
export function registrationSubject(
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "language">,
  workshop: Pick<MailWorkshop, "title">,
  { position, siteName }: { position?: number; siteName: string },
): string {
  const t = serverT(registration.language);
  const title = localizedString(workshop.title, registration.language);
  const subjects: Record<RegistrationMailKind, () => string> = {
    confirmed: () => t("workshop.email.confirmedSubject", { title }),
    promoted: () => t("workshop.email.promotedSubject", { title }),
    waitlisted: () => t("workshop.email.waitlistSubject", { title, position: String(position ?? "") }),
    cancelled: () => t("workshop.email.cancelledSubject", { title }),
    alreadyConfirmed: () => t("workshop.email.alreadySubject", { title }),
    alreadyWaitlisted: () => t("workshop.email.alreadySubject", { title }),
    reminder: () => t("workshop.email.reminderSubject", { title }),
    workshopCancelled: () => t("workshop.email.workshopCancelledSubject", { title }),
    moved: () => t("workshop.email.movedSubject", { title }),
    seatReassigned: () => t("workshop.email.seatReassignedSubject", { title }),
  };
  return `${subjects[kind]()} · ${siteName}`;
}

/**
 * Subject, text and attachments, in the registrant's language. An email that confirms a seat carries the .ics and
 * the ticket: its link in the text and its QR code as a PNG (base64, as the outbox stores text), to show at the door.
 */
export function registrationMail(
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "id" | "language"> & { name: string | null; bookingId?: string | null },
  workshop: MailWorkshop,
  {
    currency,
    position,
    siteName,
    movedFrom,
  }: { currency: Currency; position?: number; siteName: string; movedFrom?: MovedFrom },
): Pick<OutgoingMail, "subject" | "text" | "attachments"> {
  const lang = registration.language;
  const t = serverT(lang);
  const title = localizedString(workshop.title, lang);
  const bodies: Record<RegistrationMailKind, string> = {
    confirmed: t("workshop.email.confirmedBody", { title }),
    promoted: t("workshop.email.promotedBody", { title }),
    waitlisted: t("workshop.email.waitlistBody", { title, position: String(position ?? "") }),
    cancelled: t("workshop.email.cancelledBody", { title }),
    alreadyConfirmed: t("workshop.email.alreadyConfirmedBody", { title }),
    alreadyWaitlisted: t("workshop.email.alreadyWaitlistedBody", { title, position: String(position ?? "") }),
    reminder: t("workshop.email.reminderBody", { title }),
    workshopCancelled: t("workshop.email.workshopCancelledBody", { title }),
    moved: t("workshop.email.movedBody", {
      title,
      previous: movedFrom?.workshop.date ? formatLongDate(movedFrom.workshop.date, lang) : t("workshop.facts.dateTbd"),
    }),
    seatReassigned: t("workshop.email.seatReassignedBody", { title }),
  };
  const price = Number(workshop.price);
  const facts: [string, string | null][] = [
    [
      t("workshop.email.labels.date"),
      workshop.date ? formatLongDate(workshop.date, lang) : t("workshop.facts.dateTbd"),
    ],
    [
      t("workshop.email.labels.time"),
      workshop.date && workshop.startTime
        ? // The zone's label carries its own brackets: a comma, not a second pair around it.
          `${formatTimeRange(workshop.startTime, workshop.endTime, lang)}, ${timeZoneLabel(workshop.timeZone, workshop.date, workshop.startTime, lang)}`
        : null,
    ],
    [t("workshop.email.labels.location"), placeLine(workshop, lang, t("workshop.facts.online"))],
    [t("workshop.email.labels.facilitator"), workshop.facilitatorName],
    // A seat booked by an organization is the organization's to pay: its person is not told a price.
    [
      t("workshop.email.labels.price"),
      registration.bookingId ? null : price > 0 ? formatMoney(price, currency) : t("workshop.facts.free"),
    ],
  ];
  // French typography puts a (no-break) space before the colon.
  const separator = lang === "fr" ? "\u00a0: " : ": ";
  const factLines = facts.filter(([, value]) => value).map(([label, value]) => `${label}${separator}${value}`);
  const confirmation =
    kind === "confirmed" ||
    kind === "promoted" ||
    kind === "alreadyConfirmed" ||
    kind === "reminder" ||
    kind === "moved";
  const waitlist = kind === "waitlisted" || kind === "alreadyWaitlisted";
  const ticket = confirmation ? ticketUrl(registration.id, lang) : null;
  const lines = [t("workshop.email.greeting", { name: registration.name }), "", bodies[kind], ""];
  if (kind !== "cancelled" && kind !== "seatReassigned") lines.push(...factLines, "");
  if (ticket) lines.push(t("workshop.email.ticketLine", { url: ticket }), "");
  // The online meeting's link goes to confirmed seats only (never to the waitlist, never to a public page).
  if (confirmation && workshop.meetingUrl)
    lines.push(t("workshop.email.meetingLine", { url: workshop.meetingUrl }), "");
  if (confirmation) lines.push(t("workshop.email.icsHint"), "");
  if (movedFrom) lines.push(t("workshop.email.icsPreviousHint"), "");
  if (kind === "workshopCancelled") lines.push(t("workshop.email.icsRemoveHint"), "");
  if (kind === "cancelled" || kind === "workshopCancelled" || kind === "seatReassigned")
    lines.push(t("workshop.email.calendarLine", { url: siteLink("/calendar", lang) }), "");
  else lines.push(t("workshop.email.details", { url: workshopUrl(workshop.id, lang) }), "");
  if (confirmation) lines.push(t("workshop.email.cancelLine", { url: cancelUrl(registration.id, lang) }), "");
  if (waitlist) lines.push(t("workshop.email.leaveWaitlistLine", { url: cancelUrl(registration.id, lang) }), "");
  lines.push(t("workshop.email.signature", { brand: siteName }));

  const uid = registrationUid(registration.id);
  const cancel = kind === "workshopCancelled";
  const ics = confirmation || cancel ? workshopIcs(workshop, { uid, lang, cancel }) : null;
  const attachments: NonNullable<OutgoingMail["attachments"]> = [];
  if (ics)
    attachments.push({
      filename: t("workshop.email.icsFileName"),
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${cancel ? "CANCEL" : "PUBLISH"}`,
    });
  const previousIcs = movedFrom
    ? workshopIcs(movedFrom.workshop, { uid: registrationUid(movedFrom.registrationId), lang, cancel: true })
    : null;
  if (previousIcs)
    attachments.push({
      filename: t("workshop.email.previousIcsFileName"),
      content: previousIcs,
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    });
  if (ticket)
    attachments.push({
      filename: t("workshop.email.ticketFileName"),
      content: ticketQrPng(ticket).toString("base64"),
      encoding: "base64",
      contentType: "image/png",
    });
  return {
    subject: registrationSubject(kind, registration, workshop, { position, siteName }),
    text: lines.join("\n"),
    attachments: attachments.length > 0 ? attachments : undefined,
  };
}

/**
 * Queues one registrant's email in the caller's transaction (the write that causes it); `sendMailQueuedBy`
 * around the write sends it after the commit. Each change of a registration is emailed once; a repeated registration is a
 * new event every time.
 */
export async function queueRegistrationMail(
  tx: Db,
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "id" | "name" | "email" | "language" | "workshopId">,
  { position, movedFrom }: { position?: number; movedFrom?: MovedFrom } = {},
): Promise<void> {
  const [workshop, settings] = [await loadMailWorkshop(registration.workshopId, tx), await getSettingValues(tx)];
  // A seat an organization booked and has not named yet has nobody to write to.
  if (!workshop || !registration.email) return;
  const mail = registrationMail(kind, registration, workshop, {
    currency: currencyFrom(settings.currency),
    position,
    movedFrom,
    siteName: siteIdentityFrom(settings).name,
  });
  const repeat = kind === "alreadyConfirmed" || kind === "alreadyWaitlisted";
  await enqueueMail(
    tx,
    { to: registration.email, ...mail },
    repeat ? {} : { dedupeKey: `registration:${registration.id}:${kind}` },
  );
}

/** Emails one registrant about a registration already made (its own transaction); failures are logged. */
export async function notifyRegistration(
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "id" | "name" | "email" | "language" | "workshopId">,
  position?: number,
): Promise<void> {
  try {
    await sendMailQueuedBy(() => db().transaction((tx) => queueRegistrationMail(tx, kind, registration, { position })));
  } catch (error) {
    logger.error({ err: error, registrationId: registration.id, kind }, "registration email failed");
  }
}
