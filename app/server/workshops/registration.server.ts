import crypto from "node:crypto";
import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { data } from "react-router";
import { BRAND_NAME } from "~/lib/brand";
import { toCsv } from "~/lib/csv";
import { currencyFrom, formatLongDate, formatMoney, formatShortDate, formatTimeRange, type Currency } from "~/lib/format";
import { localizePath, type Language } from "~/lib/i18n";
import { buildIcs } from "~/lib/ics";
import {
  registrationFieldNames,
  registrationHoneypotName,
  type RegistrationClosedReason,
  type RegistrationField,
  type RegistrationFormResult,
} from "~/lib/registration-options";
import { parseRegistrationForm, type RegistrationInput } from "~/lib/registration-schema";
import { formatOffset, isValidTimeZone, todayIn, zonedToUtc, zoneOffsetMinutes } from "~/lib/time-zone";
import { authSecret } from "../accounts/auth.server";
import { config } from "../config.server";
import { db, type Db } from "../db/client.server";
import { facilitators, workshopRegistrations, workshops, type Workshop, type WorkshopRegistration } from "../db/schema";
import { serverT } from "../i18n.server";
import { logger } from "../logger.server";
import { sendMail } from "../mail.server";
import { checkRateLimit, clientIp } from "../rate-limit.server";
import { getSettingValues } from "../site/settings.server";
import { isUuid, registrationCount } from "./queries.server";

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

const DEFAULT_TIME_ZONE = "Africa/Ouagadougou";

function safeZone(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/**
 * Why a workshop takes no registration, or null when it does: only published workshops dated today
 * or later (on the workshop's own wall clock) are open.
 */
export function registrationClosedReason(
  workshop: Pick<Workshop, "status" | "date" | "timeZone">,
  now: Date = new Date(),
): RegistrationClosedReason | null {
  if (workshop.status === "cancelled") return "cancelled";
  if (workshop.status === "completed") return "past";
  if (workshop.status !== "published" || !workshop.date) return "closed";
  if (workshop.date < todayIn(safeZone(workshop.timeZone), now)) return "past";
  return null;
}

/**
 * Generous for people, tight for scripts: per address for every attempt, and per registrant email so
 * one inbox cannot be flooded with confirmations.
 */
export const REGISTRATION_RATE_LIMITS = {
  ip: { limit: 20, windowMs: 15 * 60 * 1000 },
  email: { limit: 5, windowMs: 60 * 60 * 1000 },
  cancel: { limit: 20, windowMs: 15 * 60 * 1000 },
} as const;

// ---------------------------------------------------------------------------------------------
// Cancellation links: HMAC over "cancel-registration:<id>", so no token column is needed and a token
// is good for one registration and one purpose only.
// ---------------------------------------------------------------------------------------------

export function cancelToken(registrationId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(`cancel-registration:${registrationId}`).digest("base64url");
}

export function verifyCancelToken(registrationId: string, token: string | null | undefined): boolean {
  if (!token || token.length > 100) return false;
  const expected = Buffer.from(cancelToken(registrationId));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export function cancelUrl(registrationId: string, lang: Language): string {
  return `${config().baseUrl}${localizePath(`/registrations/${registrationId}/cancel`, lang)}?token=${cancelToken(registrationId)}`;
}

export function workshopUrl(workshopId: string, lang: Language): string {
  return `${config().baseUrl}${localizePath(`/calendar/${workshopId}`, lang)}`;
}

// ---------------------------------------------------------------------------------------------
// Registering
// ---------------------------------------------------------------------------------------------

export type RegisterOutcome =
  | { kind: "confirmed"; registration: WorkshopRegistration }
  | { kind: "waitlisted"; registration: WorkshopRegistration; position: number }
  | { kind: "not_found" }
  | { kind: "closed"; reason: RegistrationClosedReason }
  | { kind: "duplicate" };

const ACTIVE_EMAIL_INDEX = "workshop_registrations_active_email_idx";

/** A unique violation of `constraint`, whether the driver's error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === "23505") return !current.constraint || current.constraint === constraint || !!current.message?.includes(constraint);
    current = current.cause as typeof current;
  }
  return false;
}

function activeEmailMatch(workshopId: string, email: string) {
  return and(
    eq(workshopRegistrations.workshopId, workshopId),
    ne(workshopRegistrations.status, "cancelled"),
    sql`lower(${workshopRegistrations.email}) = lower(${email})`,
  );
}

async function countWithStatus(tx: Db, workshopId: string, status: WorkshopRegistration["status"]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(and(eq(workshopRegistrations.workshopId, workshopId), eq(workshopRegistrations.status, status)));
  return row?.n ?? 0;
}

/**
 * Registers a person: a confirmed seat while seats remain, else a place on the waitlist.
 *
 * Capacity holds under concurrency because everything happens in one transaction that first locks the
 * workshop row (SELECT ... FOR UPDATE): registrations for one workshop queue on that lock, and each
 * counts the confirmed seats only once the previous one has committed. `created_at` is taken with
 * clock_timestamp() under the lock (now() would be the transaction's start, which can be earlier than
 * a registration that got the lock first), so the waitlist order is the order seats were asked for.
 * The unique partial index on (workshop_id, lower(email)) is the last guard against duplicates.
 */
export async function registerForWorkshop(workshopId: string, input: RegistrationInput, now: Date = new Date()): Promise<RegisterOutcome> {
  if (!isUuid(workshopId)) return { kind: "not_found" };
  try {
    return await db().transaction(async (tx): Promise<RegisterOutcome> => {
      const [workshop] = await tx
        .select({ id: workshops.id, status: workshops.status, date: workshops.date, timeZone: workshops.timeZone, maxParticipants: workshops.maxParticipants })
        .from(workshops)
        .where(eq(workshops.id, workshopId))
        .for("update");
      if (!workshop || workshop.status === "draft") return { kind: "not_found" };
      const closed = registrationClosedReason(workshop, now);
      if (closed) return { kind: "closed", reason: closed };

      const [existing] = await tx.select({ id: workshopRegistrations.id }).from(workshopRegistrations).where(activeEmailMatch(workshopId, input.email)).limit(1);
      if (existing) return { kind: "duplicate" };

      const confirmed = await countWithStatus(tx, workshopId, "confirmed");
      const status = confirmed < workshop.maxParticipants ? "confirmed" : "waitlisted";
      const [registration] = await tx
        .insert(workshopRegistrations)
        .values({
          workshopId,
          name: input.name,
          email: input.email,
          organization: input.organization,
          phone: input.phone,
          language: input.language,
          status,
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      if (status === "confirmed") return { kind: "confirmed", registration: registration! };
      // Under the lock this registration is the newest waitlisted one: its position is the count.
      return { kind: "waitlisted", registration: registration!, position: await countWithStatus(tx, workshopId, "waitlisted") };
    });
  } catch (error) {
    if (isUniqueViolation(error, ACTIVE_EMAIL_INDEX)) return { kind: "duplicate" };
    throw error;
  }
}

/** 1 for the oldest waitlisted registration of its workshop, and so on; null when not waitlisted. */
export async function waitlistPosition(registrationId: string): Promise<number | null> {
  const [row] = await db()
    .select({ status: workshopRegistrations.status, workshopId: workshopRegistrations.workshopId, createdAt: workshopRegistrations.createdAt })
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.id, registrationId));
  if (!row || row.status !== "waitlisted") return null;
  const [ahead] = await db()
    .select({ n: count() })
    .from(workshopRegistrations)
    .where(
      and(
        eq(workshopRegistrations.workshopId, row.workshopId),
        eq(workshopRegistrations.status, "waitlisted"),
        sql`(${workshopRegistrations.createdAt}, ${workshopRegistrations.id}) < (${row.createdAt.toISOString()}::timestamptz, ${registrationId}::uuid)`,
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

function formValues(form: FormData): Partial<Record<RegistrationField, string>> {
  const values: Partial<Record<RegistrationField, string>> = {};
  for (const name of registrationFieldNames) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  return values;
}

/**
 * The workshop page's action: honeypot → rate limit → validate → register → email.
 * Every refusal is a RegistrationFormResult with a locale key and a 4xx; nothing is stored then.
 */
export async function handleRegistrationSubmission(request: Request, workshopId: string) {
  const form = await request.formData();
  const values = formValues(form);
  const refuse = (status: number, formError: { key: string; values?: Record<string, string> }, errors: Partial<Record<RegistrationField, string>> = {}, headers?: HeadersInit) =>
    data<RegistrationFormResult>({ form: "register", ok: false, errors, formError, values }, { status, headers });

  const honeypot = form.get(registrationHoneypotName);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ workshopId }, "registration honeypot filled: refused");
    return refuse(400, { key: "workshop.register.errors.rejected" });
  }

  const rateLimited = (limit: { ok: boolean; retryAfter: number }) =>
    refuse(429, { key: "workshop.register.errors.rateLimited", values: { minutes: String(Math.max(1, Math.ceil(limit.retryAfter / 60))) } }, {}, {
      "Retry-After": String(limit.retryAfter),
    });
  const byIp = checkRateLimit(`register:ip:${clientIp(request)}`, REGISTRATION_RATE_LIMITS.ip);
  if (!byIp.ok) return rateLimited(byIp);

  const parsed = parseRegistrationForm(form);
  if (!parsed.success) return refuse(400, { key: "workshop.register.errors.summary" }, parsed.errors);

  const byEmail = checkRateLimit(`register:email:${parsed.data.email.toLowerCase()}`, REGISTRATION_RATE_LIMITS.email);
  if (!byEmail.ok) return rateLimited(byEmail);

  let outcome: RegisterOutcome;
  try {
    outcome = await registerForWorkshop(workshopId, parsed.data);
  } catch (error) {
    logger.error({ err: error, workshopId }, "registration failed");
    return refuse(503, { key: "workshop.register.errors.failed" });
  }

  switch (outcome.kind) {
    case "not_found":
      return refuse(404, { key: "workshop.register.errors.closed" });
    case "closed":
      return refuse(409, { key: `workshop.register.errors.${outcome.reason}` });
    case "duplicate":
      return refuse(409, { key: "workshop.register.errors.duplicate" }, { email: "workshop.register.errors.duplicate" });
    case "confirmed":
    case "waitlisted": {
      const { registration } = outcome;
      // The seat is held whatever happens to the email: a mail failure is logged, not shown as a failure.
      await notifyRegistration(outcome.kind, registration, outcome.kind === "waitlisted" ? outcome.position : undefined);
      return data<RegistrationFormResult>(
        outcome.kind === "confirmed"
          ? { form: "register", ok: true, status: "confirmed", name: registration.name, email: registration.email }
          : { form: "register", ok: true, status: "waitlisted", name: registration.name, email: registration.email, position: outcome.position },
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Cancelling (from the signed link in the emails)
// ---------------------------------------------------------------------------------------------

export interface CancellationView {
  registration: Pick<WorkshopRegistration, "id" | "name" | "status" | "language">;
  workshop: Pick<Workshop, "id" | "title" | "status" | "date" | "startTime" | "endTime" | "timeZone">;
  /** Why it can no longer be cancelled (the workshop was cancelled or already held), or null. */
  blocked: "workshop_cancelled" | "past" | null;
}

function cancellationBlock(workshop: Pick<Workshop, "status" | "date" | "timeZone">, now: Date): CancellationView["blocked"] {
  if (workshop.status === "cancelled") return "workshop_cancelled";
  return registrationClosedReason(workshop, now) === "past" ? "past" : null;
}

/** What the cancellation page shows before anything is changed. */
export async function getCancellationView(registrationId: string, now: Date = new Date()): Promise<CancellationView | null> {
  if (!isUuid(registrationId)) return null;
  const [row] = await db()
    .select({
      registration: { id: workshopRegistrations.id, name: workshopRegistrations.name, status: workshopRegistrations.status, language: workshopRegistrations.language },
      workshop: {
        id: workshops.id,
        title: workshops.title,
        status: workshops.status,
        date: workshops.date,
        startTime: workshops.startTime,
        endTime: workshops.endTime,
        timeZone: workshops.timeZone,
      },
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(eq(workshopRegistrations.id, registrationId));
  if (!row) return null;
  return { ...row, blocked: cancellationBlock(row.workshop, now) };
}

export type CancelOutcome =
  | { kind: "cancelled"; registration: WorkshopRegistration; promoted: WorkshopRegistration[] }
  | { kind: "already_cancelled" }
  | { kind: "workshop_cancelled" }
  | { kind: "past" }
  | { kind: "not_found" };

/**
 * Cancels one registration and, in the same transaction, gives the freed seats to the oldest people on
 * the waitlist. Locks the workshop row first, like registering does, so the two never interleave (and
 * never deadlock: same lock order).
 */
export async function cancelRegistration(registrationId: string, now: Date = new Date()): Promise<CancelOutcome> {
  if (!isUuid(registrationId)) return { kind: "not_found" };
  return db().transaction(async (tx): Promise<CancelOutcome> => {
    const [ref] = await tx.select({ workshopId: workshopRegistrations.workshopId }).from(workshopRegistrations).where(eq(workshopRegistrations.id, registrationId));
    if (!ref) return { kind: "not_found" };
    const [workshop] = await tx
      .select({ id: workshops.id, status: workshops.status, date: workshops.date, timeZone: workshops.timeZone, maxParticipants: workshops.maxParticipants })
      .from(workshops)
      .where(eq(workshops.id, ref.workshopId))
      .for("update");
    const [registration] = await tx.select().from(workshopRegistrations).where(eq(workshopRegistrations.id, registrationId)).for("update");
    if (!workshop || !registration) return { kind: "not_found" };
    if (registration.status === "cancelled") return { kind: "already_cancelled" };
    const blocked = cancellationBlock(workshop, now);
    if (blocked) return { kind: blocked };

    const [cancelled] = await tx
      .update(workshopRegistrations)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(workshopRegistrations.id, registrationId))
      .returning();

    let promoted: WorkshopRegistration[] = [];
    if (registrationClosedReason(workshop, now) === null) {
      const free = workshop.maxParticipants - (await countWithStatus(tx, workshop.id, "confirmed"));
      if (free > 0) {
        const next = await tx
          .select({ id: workshopRegistrations.id })
          .from(workshopRegistrations)
          .where(and(eq(workshopRegistrations.workshopId, workshop.id), eq(workshopRegistrations.status, "waitlisted")))
          .orderBy(asc(workshopRegistrations.createdAt), asc(workshopRegistrations.id))
          .limit(free)
          .for("update");
        if (next.length > 0) {
          promoted = await tx
            .update(workshopRegistrations)
            .set({ status: "confirmed", promotedAt: now })
            .where(
              inArray(
                workshopRegistrations.id,
                next.map((row) => row.id),
              ),
            )
            .returning();
        }
      }
    }
    return { kind: "cancelled", registration: cancelled!, promoted };
  });
}

/** The whole cancellation: cancel, promote, then email the person who cancelled and everyone promoted. */
export async function cancelAndNotify(registrationId: string): Promise<CancelOutcome> {
  const outcome = await cancelRegistration(registrationId);
  if (outcome.kind === "cancelled") {
    await notifyRegistration("cancelled", outcome.registration);
    for (const person of outcome.promoted) await notifyRegistration("promoted", person);
  }
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Emails and calendar files
// ---------------------------------------------------------------------------------------------

export interface MailWorkshop {
  id: string;
  title: string;
  description: string | null;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  timeZone: string;
  location: string | null;
  price: string;
  facilitatorName: string | null;
}

async function loadMailWorkshop(workshopId: string): Promise<MailWorkshop | null> {
  const [row] = await db()
    .select({
      id: workshops.id,
      title: workshops.title,
      description: workshops.description,
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      endTime: workshops.endTime,
      timeZone: workshops.timeZone,
      location: workshops.location,
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
  const zone = safeZone(timeZone);
  const city = zone.split("/").pop()!.replace(/_/g, " ");
  const offset = formatOffset(zoneOffsetMinutes(zone, zonedToUtc(date, time ?? "12:00", zone)));
  return serverT(lang)("workshop.facts.timeZone", { city, offset: `UTC${offset}` });
}

/** The .ics of a workshop: one per registration (stable UID) for emails, one per workshop for downloads. */
export function workshopIcs(workshop: Omit<MailWorkshop, "price">, { uid, lang }: { uid: string; lang: Language }): string | null {
  if (!workshop.date) return null;
  const url = workshopUrl(workshop.id, lang);
  const description = [workshop.description, workshop.facilitatorName ? serverT(lang)("workshop.facts.facilitatedBy", { name: workshop.facilitatorName }) : null, url]
    .filter(Boolean)
    .join("\n\n");
  return buildIcs({
    uid,
    productId: `-//${BRAND_NAME}//Workshops//${lang.toUpperCase()}`,
    date: workshop.date,
    startTime: workshop.startTime,
    endTime: workshop.endTime,
    timeZone: safeZone(workshop.timeZone),
    summary: workshop.title,
    description,
    location: workshop.location,
    url,
    status: workshop.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
  });
}

export function registrationUid(registrationId: string): string {
  return `registration-${registrationId}@${new URL(config().baseUrl).hostname}`;
}

export function workshopUid(workshopId: string): string {
  return `workshop-${workshopId}@${new URL(config().baseUrl).hostname}`;
}

export type RegistrationMailKind = "confirmed" | "promoted" | "waitlisted" | "cancelled";

/** Subject, text and (for confirmations) the .ics attachment, in the registrant's language. */
export function registrationMail(
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "id" | "name" | "language">,
  workshop: MailWorkshop,
  { currency, position }: { currency: Currency; position?: number },
) {
  const lang = registration.language;
  const t = serverT(lang);
  const title = workshop.title;
  const subjects: Record<RegistrationMailKind, string> = {
    confirmed: t("workshop.email.confirmedSubject", { title }),
    promoted: t("workshop.email.promotedSubject", { title }),
    waitlisted: t("workshop.email.waitlistSubject", { title, position: String(position ?? "") }),
    cancelled: t("workshop.email.cancelledSubject", { title }),
  };
  const bodies: Record<RegistrationMailKind, string> = {
    confirmed: t("workshop.email.confirmedBody", { title }),
    promoted: t("workshop.email.promotedBody", { title }),
    waitlisted: t("workshop.email.waitlistBody", { title, position: String(position ?? "") }),
    cancelled: t("workshop.email.cancelledBody", { title }),
  };
  const price = Number(workshop.price);
  const facts: [string, string | null][] = [
    [t("workshop.email.labels.date"), workshop.date ? formatLongDate(workshop.date, lang) : t("workshop.facts.dateTbd")],
    [
      t("workshop.email.labels.time"),
      workshop.date && workshop.startTime
        ? `${formatTimeRange(workshop.startTime, workshop.endTime, lang)} (${timeZoneLabel(workshop.timeZone, workshop.date, workshop.startTime, lang)})`
        : null,
    ],
    [t("workshop.email.labels.location"), workshop.location],
    [t("workshop.email.labels.facilitator"), workshop.facilitatorName],
    [t("workshop.email.labels.price"), price > 0 ? formatMoney(price, currency) : t("workshop.facts.free")],
  ];
  // French typography puts a (no-break) space before the colon.
  const separator = lang === "fr" ? "\u00a0: " : ": ";
  const factLines = facts.filter(([, value]) => value).map(([label, value]) => `${label}${separator}${value}`);
  const confirmation = kind === "confirmed" || kind === "promoted";
  const lines = [t("workshop.email.greeting", { name: registration.name }), "", bodies[kind], ""];
  if (kind !== "cancelled") lines.push(...factLines, "");
  if (confirmation) lines.push(t("workshop.email.icsHint"), "");
  if (kind === "cancelled") lines.push(t("workshop.email.calendarLine", { url: `${config().baseUrl}${localizePath("/calendar", lang)}` }), "");
  else lines.push(t("workshop.email.details", { url: workshopUrl(workshop.id, lang) }), "");
  if (confirmation) lines.push(t("workshop.email.cancelLine", { url: cancelUrl(registration.id, lang) }), "");
  if (kind === "waitlisted") lines.push(t("workshop.email.leaveWaitlistLine", { url: cancelUrl(registration.id, lang) }), "");
  lines.push(t("workshop.email.signature", { brand: BRAND_NAME }));

  const ics = confirmation ? workshopIcs(workshop, { uid: registrationUid(registration.id), lang }) : null;
  return {
    subject: `${subjects[kind]} · ${BRAND_NAME}`,
    text: lines.join("\n"),
    attachments: ics ? [{ filename: t("workshop.email.icsFileName"), content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" }] : undefined,
  };
}

/** Emails one registrant; failures are logged (the registration itself is already committed). */
export async function notifyRegistration(
  kind: RegistrationMailKind,
  registration: Pick<WorkshopRegistration, "id" | "name" | "email" | "language" | "workshopId">,
  position?: number,
): Promise<void> {
  try {
    const [workshop, settings] = await Promise.all([loadMailWorkshop(registration.workshopId), getSettingValues()]);
    if (!workshop) return;
    const mail = registrationMail(kind, registration, workshop, { currency: currencyFrom(settings.currency), position });
    await sendMail({ to: registration.email, ...mail });
  } catch (error) {
    logger.error({ err: error, registrationId: registration.id, kind }, "registration email failed");
  }
}

// ---------------------------------------------------------------------------------------------
// Staff: lists and CSV
// ---------------------------------------------------------------------------------------------

export interface WorkshopWithCounts {
  id: string;
  title: string;
  status: Workshop["status"];
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  location: string | null;
  maxParticipants: number;
  confirmed: number;
  waitlisted: number;
  cancelled: number;
}

const countColumns = {
  id: workshops.id,
  title: workshops.title,
  status: workshops.status,
  date: workshops.date,
  startTime: workshops.startTime,
  endTime: workshops.endTime,
  location: workshops.location,
  maxParticipants: workshops.maxParticipants,
  confirmed: registrationCount("confirmed"),
  waitlisted: registrationCount("waitlisted"),
  cancelled: registrationCount("cancelled"),
};

/** Every workshop (drafts included) with its registration counts, by date (undated last). */
export async function listWorkshopsWithCounts(): Promise<WorkshopWithCounts[]> {
  return db()
    .select(countColumns)
    .from(workshops)
    .orderBy(sql`${workshops.date} asc nulls last`, asc(workshops.startTime), asc(workshops.title));
}

/** 'Mar 10, 2026 · 9:00 AM – 1:00 PM' (the admin lists' date and time), or null for 'TBD'. */
export function adminWhen(workshop: Pick<WorkshopWithCounts, "date" | "startTime" | "endTime">, lang: Language): string | null {
  if (!workshop.date) return null;
  const time = formatTimeRange(workshop.startTime, workshop.endTime, lang);
  return time ? `${formatShortDate(workshop.date, lang)} · ${time}` : formatShortDate(workshop.date, lang);
}

/** The admin list's rows: every workshop with its counts and its date already formatted. */
export async function listAdminWorkshopRows(lang: Language) {
  const rows = await listWorkshopsWithCounts();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    location: row.location,
    maxParticipants: row.maxParticipants,
    confirmed: row.confirmed,
    waitlisted: row.waitlisted,
    when: adminWhen(row, lang),
  }));
}

export type StaffRegistration = WorkshopRegistration & { position: number | null };

/** A workshop's registrations for staff: confirmed, then the waitlist in order (with positions), then cancelled. */
export async function getWorkshopRegistrations(workshopId: string): Promise<{ workshop: WorkshopWithCounts; registrations: StaffRegistration[] } | null> {
  if (!isUuid(workshopId)) return null;
  const [workshop] = await db().select(countColumns).from(workshops).where(eq(workshops.id, workshopId));
  if (!workshop) return null;
  const rows = await db()
    .select()
    .from(workshopRegistrations)
    .where(eq(workshopRegistrations.workshopId, workshopId))
    .orderBy(
      sql`case ${workshopRegistrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
      asc(workshopRegistrations.createdAt),
      asc(workshopRegistrations.id),
    );
  let position = 0;
  const registrations = rows.map((row) => ({ ...row, position: row.status === "waitlisted" ? ++position : null }));
  return { workshop, registrations };
}

/** The registrations as CSV (headers in the staff member's language; cells guarded against formulas). */
export function registrationsCsv(registrations: StaffRegistration[], lang: Language): string {
  const t = serverT(lang);
  const header = [
    t("workshop.admin.columns.status"),
    t("workshop.admin.columns.position"),
    t("workshop.admin.columns.name"),
    t("workshop.admin.columns.email"),
    t("workshop.admin.columns.organization"),
    t("workshop.admin.columns.phone"),
    t("workshop.admin.columns.language"),
    t("workshop.admin.columns.registeredAt"),
    t("workshop.admin.columns.promotedAt"),
    t("workshop.admin.columns.cancelledAt"),
  ];
  const rows = registrations.map((row) => [
    t(`workshop.admin.registrationStatuses.${row.status}`),
    row.position,
    row.name,
    row.email,
    row.organization,
    row.phone,
    row.language,
    row.createdAt,
    row.promotedAt,
    row.cancelledAt,
  ]);
  return toCsv(header, rows);
}
