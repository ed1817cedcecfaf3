/**
 * After the workshop: the feedback email the day after (to each person checked in, through the outbox), the form of
 * its signed link (one answer per registration, which its author may change for 7 days), the staff's moderation
 * of what may be published, and the verified reviews an approval makes (`reviews.feedback_id`).
 */
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { localizedString, type Bilingual } from "~/lib/localized-text";
import { siteIdentityFrom } from "~/lib/settings/site-identity";
import { safeTimeZone, zonedToUtc } from "~/lib/time-zone";
import {
  FEEDBACK_EDIT_DAYS,
  FEEDBACK_OPEN_DAYS,
  firstName,
  isPublishable,
  summarizeAttendance,
  scoresFromTotals,
  type FeedbackFilter,
  type FeedbackInput,
  type FeedbackModeration,
  type OutcomeRow,
} from "~/lib/workshops/feedback";
import { formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { recordAudit, type AuditSource, type Writer } from "../audit/audit.server";
import { db } from "../db/client.server";
import {
  facilitators,
  outbox,
  reviews,
  workshopFeedback,
  workshopRegistrations,
  workshops,
  type WorkshopFeedback,
} from "../db/schema";
import { serverT } from "../i18n.server";
import { deliverMail } from "../outbox/mail.server";
import type { JobHandler, JobHandlers, JobResult } from "../outbox/queue.server";
import { getSettingValues } from "../site/settings.server";
import { feedbackUrl } from "./links.server";
import { workshopTitle } from "./queries.server";

const DAY_MS = 24 * 60 * 60_000;
const FEEDBACK_REQUEST = "feedbackRequest";
/** The request goes out at this hour of the workshop's clock, the day after. */
const REQUEST_TIME = "09:00";

/** When the feedback form stops taking a first answer: 30 days after the workshop's day. */
function closesAt(date: string, timeZone: string): Date {
  return new Date(zonedToUtc(date, "00:00", safeTimeZone(timeZone)).getTime() + (FEEDBACK_OPEN_DAYS + 1) * DAY_MS);
}

/** 9:00 the day after the workshop on its own clock, or now when that is past. */
function requestDue(date: string, timeZone: string, now: Date): Date {
  const dayAfter = zonedToUtc(date, REQUEST_TIME, safeTimeZone(timeZone)).getTime() + DAY_MS;
  return new Date(Math.max(dayAfter, now.getTime()));
}

/**
 * A workshop moved after people were checked in (an early check-in, a postponed day): the requests still waiting
 * follow its new date, in the caller's transaction.
 */
export async function rescheduleFeedbackRequests(
  tx: Writer,
  workshop: { id: string; date: string | null; timeZone: string },
  now = new Date(),
): Promise<void> {
  if (!workshop.date) return;
  await tx
    .update(outbox)
    .set({ runAt: requestDue(workshop.date, workshop.timeZone, now) })
    .where(
      and(
        eq(outbox.kind, FEEDBACK_REQUEST),
        eq(outbox.status, "pending"),
        sql`${outbox.payload}->>'registrationId' in (select ${workshopRegistrations.id}::text from ${workshopRegistrations} where ${workshopRegistrations.workshopId} = ${workshop.id})`,
      ),
    );
}

/**
 * Queues the feedback request of a person just marked present, in the caller's transaction: due at 9:00 the day
 * after the workshop (at once when that is past). The handler checks again when it is due, so an undone check-in
 * sends nothing; a request set aside that way is due again if the person is marked present again.
 */
export async function queueFeedbackRequest(
  tx: Writer,
  registrationId: string,
  workshop: { date: string | null; timeZone: string },
  now = new Date(),
): Promise<void> {
  if (!workshop.date) return;
  const runAt = requestDue(workshop.date, workshop.timeZone, now);
  await tx
    .insert(outbox)
    .values({ kind: FEEDBACK_REQUEST, payload: { registrationId }, dedupeKey: `feedback:${registrationId}`, runAt })
    .onConflictDoUpdate({
      target: outbox.dedupeKey,
      set: { status: "pending", runAt, lastError: null },
      setWhere: eq(outbox.status, "skipped"),
    });
}

/** A registration as the feedback form and its email need it. */
async function loadParticipant(registrationId: string, reader: Writer = db()) {
  if (!isUuid(registrationId)) return null;
  const [row] = await reader
    .select({
      id: workshopRegistrations.id,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      language: workshopRegistrations.language,
      status: workshopRegistrations.status,
      checkedInAt: workshopRegistrations.checkedInAt,
      workshopId: workshops.id,
      title: workshopTitle,
      date: workshops.date,
      timeZone: workshops.timeZone,
      workshopStatus: workshops.status,
      facilitatorId: workshops.facilitatorId,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(eq(workshopRegistrations.id, registrationId));
  // An unnamed booked seat was nobody at the door: it has no feedback to give.
  if (!row || row.name === null || row.email === null) return null;
  return { ...row, name: row.name, email: row.email };
}

type Participant = NonNullable<Awaited<ReturnType<typeof loadParticipant>>>;

/** Only someone who was there answers: a confirmed seat, checked in, at a workshop that took place. */
function attended(participant: Participant): boolean {
  return (
    participant.status === "confirmed" &&
    participant.checkedInAt !== null &&
    participant.date !== null &&
    (participant.workshopStatus === "published" || participant.workshopStatus === "completed")
  );
}

export type FeedbackWindow =
  /** No answer yet, and the form takes one. */
  | { kind: "open" }
  /** An answer the person may still change, until `until`. */
  | { kind: "editable"; until: Date }
  /** Too late: no answer within 30 days of the workshop, or the 7 days to change one are over. */
  | { kind: "closed" };

function feedbackWindow(participant: Participant, answer: WorkshopFeedback | null, now: Date): FeedbackWindow {
  if (answer) {
    const until = new Date(answer.submittedAt.getTime() + FEEDBACK_EDIT_DAYS * DAY_MS);
    return now < until ? { kind: "editable", until } : { kind: "closed" };
  }
  return now < closesAt(participant.date!, participant.timeZone) ? { kind: "open" } : { kind: "closed" };
}

export interface FeedbackForm {
  name: string;
  language: Language;
  workshop: { id: string; title: Bilingual; date: string };
  answer: WorkshopFeedback | null;
  window: FeedbackWindow;
}

/** What the feedback link opens; null when the registration does not exist or its person was not there. */
export async function getFeedbackForm(registrationId: string, now = new Date()): Promise<FeedbackForm | null> {
  const participant = await loadParticipant(registrationId);
  if (!participant || !attended(participant)) return null;
  const [answer] = await db()
    .select()
    .from(workshopFeedback)
    .where(eq(workshopFeedback.registrationId, registrationId));
  return {
    name: participant.name,
    language: participant.language,
    workshop: { id: participant.workshopId, title: participant.title, date: participant.date! },
    answer: answer ?? null,
    window: feedbackWindow(participant, answer ?? null, now),
  };
}

export type SaveFeedbackOutcome = { kind: "saved" | "updated" } | { kind: "notFound" } | { kind: "closed" };

/**
 * Saves a participant's answer, or replaces it within its 7 days. A changed comment or consent takes the answer
 * back to moderation, and its review (if it was approved) off the site until staff approve it again.
 */
export async function saveFeedback(
  registrationId: string,
  input: FeedbackInput,
  now = new Date(),
): Promise<SaveFeedbackOutcome> {
  if (!isUuid(registrationId)) return { kind: "notFound" };
  return db().transaction(async (tx): Promise<SaveFeedbackOutcome> => {
    // One answer at a time per registration: two posts of one form do not race to insert two.
    await tx
      .select({ id: workshopRegistrations.id })
      .from(workshopRegistrations)
      .where(eq(workshopRegistrations.id, registrationId))
      .for("update");
    const participant = await loadParticipant(registrationId, tx);
    if (!participant || !attended(participant)) return { kind: "notFound" };
    const [answer] = await tx
      .select()
      .from(workshopFeedback)
      .where(eq(workshopFeedback.registrationId, registrationId));
    if (feedbackWindow(participant, answer ?? null, now).kind === "closed") return { kind: "closed" };
    const values = {
      rating: input.rating,
      recommendation: input.recommendation,
      worked: input.worked,
      improve: input.improve,
      publishConsent: input.consent,
    };
    if (!answer) {
      await tx.insert(workshopFeedback).values({ registrationId, ...values, submittedAt: now });
      return { kind: "saved" };
    }
    // What a review shows changed: it goes back to moderation, and off the site until approved again.
    const rereview = answer.worked !== values.worked || answer.publishConsent !== values.publishConsent;
    await tx
      .update(workshopFeedback)
      .set({ ...values, ...(rereview ? { status: "pending", moderatedAt: null, moderatedBy: null } : {}) })
      .where(eq(workshopFeedback.id, answer.id));
    if (rereview) await tx.delete(reviews).where(eq(reviews.feedbackId, answer.id));
    else await tx.update(reviews).set({ rating: values.rating }).where(eq(reviews.feedbackId, answer.id));
    return { kind: "updated" };
  });
}

export type ModerationOutcome =
  | { kind: "done"; feedback: WorkshopFeedback }
  | { kind: "notFound" }
  /** Nothing to publish: no consent, or no comment. */
  | { kind: "notPublishable" }
  /** A review belongs to a facilitator: a workshop without one has nowhere to show it. */
  | { kind: "noFacilitator" };

/**
 * Approves (the answer becomes a verified review on the facilitator's profile and the workshop's pages) or rejects
 * (its review, if any, is taken down) a publishable answer, with the audit log.
 */
export async function moderateFeedback(
  feedbackId: string,
  decision: FeedbackModeration,
  userId: string,
  source: AuditSource,
): Promise<ModerationOutcome> {
  if (!isUuid(feedbackId)) return { kind: "notFound" };
  return db().transaction(async (tx): Promise<ModerationOutcome> => {
    const [before] = await tx.select().from(workshopFeedback).where(eq(workshopFeedback.id, feedbackId)).for("update");
    if (!before) return { kind: "notFound" };
    if (!isPublishable(before)) return { kind: "notPublishable" };
    const participant = await loadParticipant(before.registrationId, tx);
    if (!participant) return { kind: "notFound" };
    if (decision === "approve" && !participant.facilitatorId) return { kind: "noFacilitator" };
    const status = decision === "approve" ? "approved" : "rejected";
    if (before.status === status) return { kind: "done", feedback: before };
    const [after] = await tx
      .update(workshopFeedback)
      .set({ status, moderatedAt: sql`now()`, moderatedBy: userId })
      .where(eq(workshopFeedback.id, feedbackId))
      .returning();
    await tx.delete(reviews).where(eq(reviews.feedbackId, feedbackId));
    if (decision === "approve") await publishVerifiedReview(tx, after!, participant);
    await recordAudit(tx, {
      ...source,
      action: decision,
      entity: "feedback",
      entityId: feedbackId,
      before,
      after: after!,
    });
    return { kind: "done", feedback: after! };
  });
}

/** The verified review an approved answer makes: the first name, what worked, the rating, the workshop and its day. */
export async function publishVerifiedReview(
  tx: Writer,
  feedback: WorkshopFeedback,
  participant: {
    name: string;
    language: Language;
    workshopId: string;
    title: Bilingual;
    date: string | null;
    facilitatorId: string | null;
  },
): Promise<void> {
  if (!participant.facilitatorId || !participant.date || !isPublishable(feedback)) return;
  await tx.insert(reviews).values({
    facilitatorId: participant.facilitatorId,
    workshopId: participant.workshopId,
    workshopTitle: localizedString(participant.title, participant.language),
    participantName: firstName(participant.name),
    comment: feedback.worked!.trim(),
    rating: feedback.rating,
    reviewDate: participant.date,
    feedbackId: feedback.id,
  });
}

const publishableSql = sql`${workshopFeedback.publishConsent} and coalesce(btrim(${workshopFeedback.worked}), '') <> ''`;

function filterCondition(filter: FeedbackFilter): SQL | undefined {
  switch (filter) {
    case "all":
      return undefined;
    case "private":
      return sql`not (${publishableSql})`;
    default:
      return and(publishableSql, eq(workshopFeedback.status, filter));
  }
}

export const FEEDBACK_LIST_LIMIT = 100;

/** The answers staff moderate, newest first, with who wrote them and about which workshop. */
export async function listFeedback(filter: FeedbackFilter, workshopId: string | null) {
  return db()
    .select({
      id: workshopFeedback.id,
      name: workshopRegistrations.name,
      email: workshopRegistrations.email,
      workshopId: workshops.id,
      title: workshopTitle,
      date: workshops.date,
      rating: workshopFeedback.rating,
      recommendation: workshopFeedback.recommendation,
      worked: workshopFeedback.worked,
      improve: workshopFeedback.improve,
      publishConsent: workshopFeedback.publishConsent,
      status: workshopFeedback.status,
      submittedAt: workshopFeedback.submittedAt,
    })
    .from(workshopFeedback)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, workshopFeedback.registrationId))
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(and(filterCondition(filter), workshopId && isUuid(workshopId) ? eq(workshops.id, workshopId) : undefined))
    .orderBy(desc(workshopFeedback.submittedAt), desc(workshopFeedback.id))
    .limit(FEEDBACK_LIST_LIMIT);
}

export interface WorkshopOutcomeFigures {
  workshopId: string;
  title: Bilingual;
  date: string | null;
  status: string;
  facilitatorName: string | null;
  expected: number;
  present: number;
  answers: number;
  ratingSum: number;
  promoters: number;
  detractors: number;
}

/**
 * The figures of workshops that took place (a date today or before, published or completed), newest first: one
 * facilitator's own, one workshop's, or every one.
 */
export async function workshopOutcomeFigures(
  scope: { facilitatorId: string } | { workshopId: string } | "all",
  limit = 50,
): Promise<WorkshopOutcomeFigures[]> {
  if (typeof scope === "object" && !isUuid("facilitatorId" in scope ? scope.facilitatorId : scope.workshopId))
    return [];
  const ofScope =
    scope === "all"
      ? undefined
      : "facilitatorId" in scope
        ? eq(workshops.facilitatorId, scope.facilitatorId)
        : eq(workshops.id, scope.workshopId);
  const registration = (condition: SQL) =>
    sql<number>`(select count(*)::int from ${workshopRegistrations} r where r.workshop_id = ${workshops.id} and r.status = 'confirmed' and ${condition})`;
  const answers = (expression: SQL) =>
    sql<number>`(select coalesce(${expression}, 0)::int from ${workshopFeedback} f join ${workshopRegistrations} r on r.id = f.registration_id where r.workshop_id = ${workshops.id})`;
  return db()
    .select({
      workshopId: workshops.id,
      title: workshopTitle,
      date: workshops.date,
      status: workshops.status,
      facilitatorName: sql<
        string | null
      >`nullif(concat_ws(' ', ${facilitators.firstName}, ${facilitators.lastName}), '')`,
      expected: registration(sql`true`),
      present: registration(sql`r.checked_in_at is not null`),
      answers: answers(sql`count(*)`),
      ratingSum: answers(sql`sum(f.rating)`),
      promoters: answers(sql`count(*) filter (where f.recommendation >= 9)`),
      detractors: answers(sql`count(*) filter (where f.recommendation <= 6)`),
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .where(
      and(
        ofScope,
        isNotNull(workshops.date),
        inArray(workshops.status, ["published", "completed"]),
        sql`${workshops.date} <= (now() at time zone ${workshops.timeZone})::date`,
      ),
    )
    .orderBy(desc(workshops.date))
    .limit(limit);
}

/** The comments of one workshop's answers, newest first, without names (the facilitator reads them too). */
export async function workshopComments(workshopId: string) {
  if (!isUuid(workshopId)) return [];
  return db()
    .select({
      id: workshopFeedback.id,
      rating: workshopFeedback.rating,
      recommendation: workshopFeedback.recommendation,
      worked: workshopFeedback.worked,
      improve: workshopFeedback.improve,
      submittedAt: workshopFeedback.submittedAt,
    })
    .from(workshopFeedback)
    .innerJoin(workshopRegistrations, eq(workshopRegistrations.id, workshopFeedback.registrationId))
    .where(
      and(
        eq(workshopRegistrations.workshopId, workshopId),
        sql`coalesce(btrim(${workshopFeedback.worked}), '') <> '' or coalesce(btrim(${workshopFeedback.improve}), '') <> ''`,
      ),
    )
    .orderBy(desc(workshopFeedback.submittedAt));
}

const sendFeedbackRequest: JobHandler = async (job, now): Promise<JobResult> => {
  const { registrationId } = job.payload as { registrationId?: string };
  const participant = await loadParticipant(registrationId ?? "");
  if (!participant || !attended(participant)) return { kind: "skipped", reason: "not checked in" };
  const [answer] = await db()
    .select({ id: workshopFeedback.id })
    .from(workshopFeedback)
    .where(eq(workshopFeedback.registrationId, participant.id));
  if (answer) return { kind: "skipped", reason: "already answered" };
  if (now >= closesAt(participant.date!, participant.timeZone)) return { kind: "skipped", reason: "feedback closed" };
  const lang = participant.language;
  const t = serverT(lang);
  const site = siteIdentityFrom(await getSettingValues()).name;
  const title = localizedString(participant.title, lang);
  const subject = t("feedback.mail.subject", { title });
  const text = [
    t("feedback.mail.greeting", { name: participant.name }),
    "",
    t("feedback.mail.body", { title }),
    "",
    feedbackUrl(participant.id, lang),
    "",
    t("feedback.mail.noSignIn", { days: String(FEEDBACK_EDIT_DAYS) }),
    "",
    t("feedback.mail.signature", { site }),
  ].join("\n");
  await deliverMail({ to: participant.email, subject, text });
  return { kind: "sent", recipient: participant.email, subject };
};

export const feedbackRequestHandlers: JobHandlers = { [FEEDBACK_REQUEST]: sendFeedbackRequest };

/** Workshops' figures as the pages show them, in the page's language. */
export function outcomeRows(figures: WorkshopOutcomeFigures[], lang: Language): OutcomeRow[] {
  return figures.map((row) => ({
    workshopId: row.workshopId,
    title: localizedString(row.title, lang),
    date: row.date ? formatShortDate(row.date, lang) : "",
    facilitatorName: row.facilitatorName,
    attendance: summarizeAttendance(row.expected, row.present),
    scores: scoresFromTotals(row),
  }));
}

/** One workshop's figures and comments for its registrations page; null before its day. */
export async function workshopOutcome(workshopId: string, lang: Language) {
  const [figures] = await workshopOutcomeFigures({ workshopId });
  if (!figures) return null;
  return { row: outcomeRows([figures], lang)[0]!, comments: await workshopComments(workshopId) };
}
