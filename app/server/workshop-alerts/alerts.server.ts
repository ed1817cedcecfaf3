/**
 * The new-workshop alerts, double opt-in: a request emails a signed, expiring confirmation link to the
 * address and stores nothing; the owner's click stores (or updates) the subscription; a workshop that
 * becomes published is announced to each confirmed subscription it matches, in its language, with a
 * one-click unsubscribe link (RFC 8058). A request for an address already subscribed gets the same answer
 * and the same email as any other, so the form never tells whether an address is subscribed. A confirmation
 * link asked for before the address's latest unsubscribe is dead: an old email cannot subscribe it again.
 */
import { eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { formatLongDate, formatTimeRange } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { alertSubscriptionSchema, type AlertSubscriptionInput } from "~/lib/workshops/alert-schema";
import { matchesAlert, type AlertPreferences } from "~/lib/workshops/alert-rules";
import type { Writer } from "../audit/audit.server";
import { isCalendarTheme } from "~/lib/workshops/calendar-filters";
import { ONLINE_PLACE, placeLine } from "~/lib/workshops/places";
import { db } from "../db/client.server";
import { workshopAlertSubscriptions, workshopAlertUnsubscribes, type Workshop } from "../db/schema";
import { serverT, siteLink } from "../i18n.server";
import { logger } from "../logger.server";
import { enqueueMail, sendMail, sendMailQueuedBy } from "../outbox/mail.server";
import { signToken, verifyToken } from "../signed-tokens.server";
import { getSiteIdentity } from "../site/settings.server";
import { workshopUrl } from "../workshops/links.server";
import { timeZoneLabel } from "../workshops/mail.server";

/** See publicFormLimits: a shared network is not stopped, one sender is, one inbox is not flooded. */
export const ALERT_RATE_LIMITS = {
  address: { limit: 60, windowMs: 15 * 60 * 1000 },
  sender: { limit: 5, windowMs: 60 * 60 * 1000 },
  email: { limit: 5, windowMs: 60 * 60 * 1000 },
  link: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;

/** How long a confirmation link stays good. */
export const CONFIRMATION_HOURS = 48;

// The pending request travels in the link: its preferences and its expiry, signed.

export function confirmationToken(input: AlertSubscriptionInput, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify({ ...input, expires })).toString("base64url");
  return `${payload}.${signToken("workshop-alert-confirm", payload)}`;
}

export type TokenReading =
  /** `askedAt`: when the link was asked for, in whole seconds (its expiry less its lifetime). */
  { kind: "valid"; input: AlertSubscriptionInput; askedAt: number } | { kind: "expired" | "invalid" };

export function readConfirmationToken(token: string | null | undefined, now = new Date()): TokenReading {
  if (!token || token.length > 4000) return { kind: "invalid" };
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0 || !verifyToken("workshop-alert-confirm", payload, signature))
    return { kind: "invalid" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { kind: "invalid" };
  }
  const expires = (decoded as { expires?: unknown }).expires;
  const parsed = alertSubscriptionSchema.safeParse(decoded);
  if (typeof expires !== "number" || !parsed.success) return { kind: "invalid" };
  if (expires * 1000 < now.getTime()) return { kind: "expired" };
  return { kind: "valid", input: parsed.data, askedAt: expires - CONFIRMATION_HOURS * 3600 };
}

/** The key of an address in the unsubscribes table: its signature, so the table holds no address. */
function addressKey(email: string): string {
  return signToken("workshop-alert-address", email.toLowerCase());
}

/**
 * Whether the address ended its alerts after the link was asked for. Links carry their time in whole seconds, so
 * one asked for in the very second of the unsubscribe counts as older: nobody asks again that fast, and an old
 * link must never pass.
 */
async function unsubscribedSince(writer: Writer, email: string, askedAt: number): Promise<boolean> {
  const [left] = await writer
    .select({ at: workshopAlertUnsubscribes.unsubscribedAt })
    .from(workshopAlertUnsubscribes)
    .where(eq(workshopAlertUnsubscribes.addressKey, addressKey(email)));
  return left !== undefined && askedAt <= Math.floor(left.at.getTime() / 1000);
}

/** A confirmation link as its page shows it: one the address has unsubscribed since is expired, as after 48 hours. */
export async function checkConfirmation(token: string | null | undefined, now = new Date()): Promise<TokenReading> {
  const reading = readConfirmationToken(token, now);
  if (reading.kind !== "valid") return reading;
  return (await unsubscribedSince(db(), reading.input.email, reading.askedAt)) ? { kind: "expired" } : reading;
}

export function unsubscribeToken(subscriptionId: string): string {
  return signToken("workshop-alert-unsubscribe", subscriptionId);
}

export function verifyUnsubscribeToken(subscriptionId: string, token: string | null | undefined): boolean {
  return isUuid(subscriptionId) && verifyToken("workshop-alert-unsubscribe", subscriptionId, token);
}

export function unsubscribeUrl(subscriptionId: string, lang: Language): string {
  return siteLink(`/workshop-alerts/${subscriptionId}/unsubscribe`, lang, { token: unsubscribeToken(subscriptionId) });
}

function confirmationUrl(token: string, lang: Language): string {
  return siteLink("/workshop-alerts/confirm", lang, { token });
}

const colon = (lang: Language) => (lang === "fr" ? "\u00a0: " : ": ");

/** The chosen filters as lines of an email ("any" for an empty list). */
function preferenceLines(preferences: AlertPreferences, lang: Language): string[] {
  const t = serverT(lang);
  const list = (values: string[]) => (values.length > 0 ? values.join(", ") : t("workshopAlerts.any"));
  const theme = (value: string) => (isCalendarTheme(value) ? t(`workshop.themes.${value}`) : value);
  const place = (value: string) => (value === ONLINE_PLACE ? t("workshop.facts.online") : value);
  return [
    `${t("workshopAlerts.form.themes")}${colon(lang)}${list(preferences.themes.map(theme))}`,
    `${t("workshopAlerts.form.levels")}${colon(lang)}${list(preferences.levels.map((level) => t(`workshopAlerts.levels.${level}`)))}`,
    `${t("workshopAlerts.form.locations")}${colon(lang)}${list(preferences.locations.map(place))}`,
    `${t("workshopAlerts.form.workshopLanguages")}${colon(lang)}${list(preferences.workshopLanguages.map((language) => t(`workshopAlerts.languages.${language}`)))}`,
  ];
}

export function confirmationMail(input: AlertSubscriptionInput, siteName: string, now = new Date()) {
  const lang = input.language;
  const t = serverT(lang);
  const text = [
    t("workshopAlerts.email.hello"),
    "",
    t("workshopAlerts.email.confirmBody"),
    "",
    ...preferenceLines(input, lang),
    "",
    t("workshopAlerts.email.confirmLine", { url: confirmationUrl(confirmationToken(input, now), lang) }),
    "",
    t("workshopAlerts.email.confirmExpiry", { hours: String(CONFIRMATION_HOURS) }),
    t("workshopAlerts.email.notYou"),
    "",
    t("workshopAlerts.email.signature", { brand: siteName }),
  ].join("\n");
  return { subject: `${t("workshopAlerts.email.confirmSubject")} · ${siteName}`, text };
}

export type RequestOutcome = { kind: "sent" } | { kind: "failed" };

/** Emails the confirmation link; nothing is stored until it is clicked. */
export async function requestSubscription(input: AlertSubscriptionInput): Promise<RequestOutcome> {
  try {
    await sendMail({ to: input.email, ...confirmationMail(input, (await getSiteIdentity()).name) });
    return { kind: "sent" };
  } catch (error) {
    logger.error({ err: error }, "could not send a workshop alert confirmation");
    return { kind: "failed" };
  }
}

export type ConfirmOutcome = { kind: "confirmed"; email: string } | { kind: "expired" | "invalid" };

/**
 * The owner's click: stores the subscription, or replaces the preferences of the one the address has; a link
 * asked for before the address's latest unsubscribe is refused as expired.
 */
export async function confirmSubscription(token: string | null, now = new Date()): Promise<ConfirmOutcome> {
  const reading = readConfirmationToken(token, now);
  if (reading.kind !== "valid") return reading;
  const { email, language, themes, levels, locations, workshopLanguages } = reading.input;
  const preferences = { language, themes, levels, locations, workshopLanguages, confirmedAt: now };
  const stored = await db().transaction(async (tx) => {
    if (await unsubscribedSince(tx, email, reading.askedAt)) return false;
    const updated = await tx
      .update(workshopAlertSubscriptions)
      .set(preferences)
      .where(eq(sql`lower(${workshopAlertSubscriptions.email})`, email))
      .returning({ id: workshopAlertSubscriptions.id });
    if (updated.length === 0)
      await tx
        .insert(workshopAlertSubscriptions)
        .values({ email, ...preferences })
        .onConflictDoNothing();
    return true;
  });
  return stored ? { kind: "confirmed", email } : { kind: "expired" };
}

export type UnsubscribeOutcome = { kind: "unsubscribed" } | { kind: "invalid" };

/** The notice that the subscription ended, with the way back in (someone else may have clicked the link). */
export function unsubscribedMail(lang: Language, siteName: string) {
  const t = serverT(lang);
  const text = [
    t("workshopAlerts.email.hello"),
    "",
    t("workshopAlerts.email.unsubscribedBody"),
    "",
    t("workshopAlerts.email.resubscribeLine", { url: siteLink("/workshop-alerts", lang) }),
    "",
    t("workshopAlerts.email.signature", { brand: siteName }),
  ].join("\n");
  return { subject: `${t("workshopAlerts.email.unsubscribedSubject")} · ${siteName}`, text };
}

/**
 * Ends a subscription, remembers when (the older confirmation links die) and tells the address so, in the same
 * transaction; a link whose subscription is already gone answers the same (a second click) and sends nothing more.
 */
export async function unsubscribe(subscriptionId: string, token: string | null): Promise<UnsubscribeOutcome> {
  if (!verifyUnsubscribeToken(subscriptionId, token)) return { kind: "invalid" };
  await sendMailQueuedBy(() =>
    db().transaction(async (tx) => {
      const [ended] = await tx
        .delete(workshopAlertSubscriptions)
        .where(eq(workshopAlertSubscriptions.id, subscriptionId))
        .returning({ email: workshopAlertSubscriptions.email, language: workshopAlertSubscriptions.language });
      if (!ended) return;
      const left = { addressKey: addressKey(ended.email), unsubscribedAt: new Date() };
      await tx
        .insert(workshopAlertUnsubscribes)
        .values(left)
        .onConflictDoUpdate({
          target: workshopAlertUnsubscribes.addressKey,
          set: { unsubscribedAt: left.unsubscribedAt },
        });
      await enqueueMail(
        tx,
        { to: ended.email, ...unsubscribedMail(ended.language, (await getSiteIdentity(tx)).name) },
        { dedupeKey: `workshop-alerts-unsubscribed:${subscriptionId}` },
      );
    }),
  );
  return { kind: "unsubscribed" };
}

type AlertedWorkshop = Pick<
  Workshop,
  | "id"
  | "status"
  | "titleFr"
  | "titleEn"
  | "date"
  | "startTime"
  | "endTime"
  | "timeZone"
  | "location"
  | "locationEn"
  | "online"
  | "theme"
  | "level"
  | "languages"
>;

export function alertMail(workshop: AlertedWorkshop, subscriptionId: string, lang: Language, siteName: string) {
  const t = serverT(lang);
  const title = localizedString({ fr: workshop.titleFr, en: workshop.titleEn }, lang);
  const facts: [string, string | null][] = [
    [t("workshopAlerts.email.date"), workshop.date ? formatLongDate(workshop.date, lang) : null],
    [
      t("workshopAlerts.email.time"),
      workshop.date && workshop.startTime
        ? // The zone's label carries its own brackets: a comma, not a second pair around it.
          `${formatTimeRange(workshop.startTime, workshop.endTime, lang)}, ${timeZoneLabel(workshop.timeZone, workshop.date, workshop.startTime, lang)}`
        : null,
    ],
    [t("workshopAlerts.email.location"), placeLine(workshop, lang, t("workshop.facts.online"))],
  ];
  const url = unsubscribeUrl(subscriptionId, lang);
  const text = [
    t("workshopAlerts.email.hello"),
    "",
    t("workshopAlerts.email.alertBody", { title }),
    "",
    ...facts.filter(([, value]) => value).map(([label, value]) => `${label}${colon(lang)}${value}`),
    "",
    t("workshopAlerts.email.details", { url: workshopUrl(workshop.id, lang) }),
    "",
    t("workshopAlerts.email.signature", { brand: siteName }),
    "",
    "--",
    t("workshopAlerts.email.why"),
    t("workshopAlerts.email.unsubscribeLine", { url }),
  ].join("\n");
  return {
    subject: `${t("workshopAlerts.email.alertSubject", { title })} · ${siteName}`,
    text,
    // One click in the mail client ends the subscription (RFC 2369 and RFC 8058).
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * Announces a workshop that has just become published (it was not before) and has not happened yet to
 * every confirmed subscription it matches. Failures are logged: the workshop is saved either way.
 * Returns how many alerts were queued.
 */
export async function announcePublishedWorkshop(
  before: Pick<Workshop, "status"> | null,
  after: AlertedWorkshop,
  now = new Date(),
): Promise<number> {
  if (after.status !== "published" || before?.status === "published") return 0;
  if (after.date && after.date < todayIn(AGENCY_TIME_ZONE, now)) return 0;
  try {
    const subscriptions = await db().select().from(workshopAlertSubscriptions);
    const matching = subscriptions.filter((subscription) => matchesAlert(subscription, after));
    // Queued with a key per subscription and workshop: a workshop published, unpublished and published
    // again is announced to each subscriber once.
    const queued = await sendMailQueuedBy(() =>
      db().transaction(async (tx) => {
        let count = 0;
        const { name: siteName } = await getSiteIdentity(tx);
        for (const subscription of matching) {
          const id = await enqueueMail(
            tx,
            { to: subscription.email, ...alertMail(after, subscription.id, subscription.language, siteName) },
            { dedupeKey: `workshop-alert:${subscription.id}:${after.id}` },
          );
          if (id) count += 1;
        }
        return count;
      }),
    );
    return queued;
  } catch (error) {
    logger.error({ err: error, workshopId: after.id }, "could not announce a published workshop");
    return 0;
  }
}
