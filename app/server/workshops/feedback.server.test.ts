/**
 * Feedback after a workshop against the database: the request queued by a check-in and what its email carries, the
 * answer (one per registration, changeable 7 days), moderation into verified reviews with the audit log, the public
 * ratings that count only those, and the figures staff and facilitators read.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox, reviews, workshopFeedback } from "~/server/db/schema";
import { mailDir } from "~/server/outbox/mail.server";
import {
  createFacilitator,
  createRegistration,
  createReview,
  createWorkshop,
  signedInAs,
} from "../../../tests/support/factories";
import { mailsTo } from "../../../tests/support/mailbox";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { getFacilitatorReviews, getFormatReviews } from "../facilitators/reviews.server";
import { setPresence } from "./attendance.server";
import {
  feedbackRequestHandlers,
  getFeedbackForm,
  listFeedback,
  moderateFeedback,
  outcomeRows,
  rescheduleFeedbackRequests,
  saveFeedback,
  workshopComments,
  workshopOutcomeFigures,
} from "./feedback.server";
import { feedbackToken, registrationOfFeedback, registrationOfTicket, ticketToken } from "./links.server";

const database = setUpTestDatabase();
const staff = { actor: { id: "staff", email: "staff@example.org" }, address: null };
const DAY = 24 * 60 * 60_000;

const ids: Record<string, string> = {};
let adminId: string;

const answer = (values: Partial<Parameters<typeof saveFeedback>[1]> = {}) => ({
  rating: 5,
  recommendation: 10,
  worked: "Les cartes du système, très concrètes.",
  improve: "Plus de pauses.",
  consent: true,
  ...values,
});

async function feedbackOf(registrationId: string) {
  const [row] = await database.db
    .select()
    .from(workshopFeedback)
    .where(eq(workshopFeedback.registrationId, registrationId));
  return row;
}

beforeAll(async () => {
  adminId = (await signedInAs("admin")).id;
  const facilitator = await createFacilitator({ firstName: "Kwame", lastName: "Mensah" });
  ids.facilitator = facilitator.id;
  ids.other = (await createFacilitator({ firstName: "Autre", lastName: "Personne" })).id;
  const held = await createWorkshop({
    title: "Pensée systémique",
    titleEn: "Systems thinking",
    facilitatorId: facilitator.id,
    daysFromNow: -2,
    startTime: "09:00",
    endTime: "12:00",
  });
  ids.workshop = held.id;
  ids.date = held.date!;
  // A later session of the same format (same title), and another format.
  ids.nextSession = (
    await createWorkshop({ title: "Pensée systémique", facilitatorId: facilitator.id, daysFromNow: 30 })
  ).id;
  ids.otherFormat = (await createWorkshop({ title: "Autre chose", facilitatorId: facilitator.id, daysFromNow: 30 })).id;
  const register = async (key: string, values: Partial<Parameters<typeof createRegistration>[0]> = {}) => {
    ids[key] = (await createRegistration({ workshopId: ids.workshop!, email: `${key}@example.org`, ...values })).id;
  };
  await register("awa", { name: "Awa Traoré", language: "en" });
  await register("issa", { name: "Issa Sawadogo" });
  await register("absent", { name: "Absent Person" });
  await register("waiting", { name: "Sur Liste", status: "waitlisted" });
  for (const key of ["awa", "issa"]) await setPresence(ids[key]!, true, { kind: "all" }, adminId);
});

describe("the feedback request", () => {
  it("is queued by a check-in, due at 9:00 the day after (at once when that is past), once per registration", async () => {
    const jobs = await database.db.select().from(outbox).where(eq(outbox.kind, "feedbackRequest"));
    expect(jobs.map((job) => job.dedupeKey).sort()).toEqual([`feedback:${ids.awa}`, `feedback:${ids.issa}`].sort());
    // The workshop was two days ago: the day after is past, so the request is due at once.
    for (const job of jobs) expect(job.runAt.getTime()).toBeLessThanOrEqual(Date.now());

    const upcoming = await createWorkshop({ title: "Demain", facilitatorId: ids.facilitator, daysFromNow: 1 });
    const early = await createRegistration({ workshopId: upcoming.id, email: "early@example.org" });
    await setPresence(early.id, true, { kind: "all" }, adminId);
    const [job] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `feedback:${early.id}`));
    // The agency's clock is UTC all year round.
    expect(job!.runAt.getTime()).toBe(new Date(`${upcoming.date}T09:00:00Z`).getTime() + DAY);

    // The workshop is postponed by a week: the request waits for the day after its new date.
    const later = new Date(new Date(`${upcoming.date}T00:00:00Z`).getTime() + 7 * DAY).toISOString().slice(0, 10);
    await rescheduleFeedbackRequests(database.db, { id: upcoming.id, date: later, timeZone: upcoming.timeZone });
    const [moved] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `feedback:${early.id}`));
    expect(moved!.runAt.getTime()).toBe(new Date(`${later}T09:00:00Z`).getTime() + DAY);
    // Another workshop's requests stay as they were.
    const [awaJob] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `feedback:${ids.awa}`));
    expect(awaJob!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("emails the signed link in the person's language, and sends nothing to someone no longer checked in", async () => {
    const [job] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `feedback:${ids.awa}`));
    const sent = await feedbackRequestHandlers.feedbackRequest!(job!, new Date());
    expect(sent).toMatchObject({
      kind: "sent",
      recipient: "awa@example.org",
      subject: "Your feedback on “Systems thinking”",
    });
    const [mail] = mailsTo(mailDir(), "awa@example.org").filter((m) => m.subject.includes("feedback"));
    const link = /https?:\/\/\S+\/en\/feedback\/(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(registrationOfFeedback(link![1]!)).toBe(ids.awa);

    await setPresence(ids.issa!, false, { kind: "all" }, adminId);
    const [issaJob] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `feedback:${ids.issa}`));
    expect(await feedbackRequestHandlers.feedbackRequest!(issaJob!, new Date())).toEqual({
      kind: "skipped",
      reason: "not checked in",
    });
    await setPresence(ids.issa!, true, { kind: "all" }, adminId);
  });

  it("signs its link for its own purpose: a ticket is not a feedback link, nor the other way round", () => {
    expect(registrationOfFeedback(feedbackToken(ids.awa!))).toBe(ids.awa);
    expect(registrationOfFeedback(ticketToken(ids.awa!))).toBeNull();
    expect(registrationOfTicket(feedbackToken(ids.awa!))).toBeNull();
    const [id, signature] = feedbackToken(ids.awa!).split(".");
    expect(registrationOfFeedback(`${ids.issa}.${signature}`)).toBeNull();
    expect(registrationOfFeedback(`${id}.${signature}.x`)).toBeNull();
    expect(registrationOfFeedback("")).toBeNull();
  });
});

describe("the answer", () => {
  it("is only for people who were there", async () => {
    for (const key of ["absent", "waiting"]) {
      expect(await getFeedbackForm(ids[key]!)).toBeNull();
      expect(await saveFeedback(ids[key]!, answer())).toEqual({ kind: "notFound" });
    }
    expect(await saveFeedback("not-a-uuid", answer())).toEqual({ kind: "notFound" });
    expect(await database.db.select().from(workshopFeedback)).toEqual([]);
  });

  it("is saved once, then changed for 7 days, then closed", async () => {
    expect(await getFeedbackForm(ids.awa!)).toMatchObject({ answer: null, window: { kind: "open" } });
    expect(await saveFeedback(ids.awa!, answer())).toEqual({ kind: "saved" });
    expect(await saveFeedback(ids.awa!, answer({ rating: 4, improve: null }))).toEqual({ kind: "updated" });
    const rows = await database.db.select().from(workshopFeedback).where(eq(workshopFeedback.registrationId, ids.awa!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, improve: null, publishConsent: true, status: "pending" });

    const later = new Date(rows[0]!.submittedAt.getTime() + 8 * DAY);
    expect(await getFeedbackForm(ids.awa!, later)).toMatchObject({ window: { kind: "closed" } });
    expect(await saveFeedback(ids.awa!, answer({ rating: 1 }), later)).toEqual({ kind: "closed" });
    expect((await feedbackOf(ids.awa!))!.rating).toBe(4);
  });

  it("takes no first answer 30 days after the workshop", async () => {
    const late = new Date(new Date(`${ids.date}T00:00:00Z`).getTime() + 32 * DAY);
    expect(await getFeedbackForm(ids.issa!, late)).toMatchObject({ window: { kind: "closed" } });
    expect(await saveFeedback(ids.issa!, answer(), late)).toEqual({ kind: "closed" });
    expect(await feedbackOf(ids.issa!)).toBeUndefined();
  });
});

describe("moderation and verified reviews", () => {
  it("publishes an approved answer as a verified review on the profile and the format's pages, with the audit log", async () => {
    await createReview({ facilitatorId: ids.facilitator!, participantName: "Entered", rating: 1, comment: "By staff" });
    const feedback = (await feedbackOf(ids.awa!))!;
    const outcome = await moderateFeedback(feedback.id, "approve", adminId, staff);
    expect(outcome).toMatchObject({ kind: "done", feedback: { status: "approved", moderatedBy: adminId } });

    const profile = await getFacilitatorReviews(ids.facilitator!, "en");
    // The rating is the verified review's alone: the one entered by staff is listed but not counted.
    expect(profile).toMatchObject({ count: 1, average: 4 });
    expect(profile.reviews.find((review) => review.verified)).toMatchObject({
      participantName: "Awa",
      comment: "Les cartes du système, très concrètes.",
      workshopTitle: "Systems thinking",
      reviewDate: ids.date,
    });
    expect(JSON.stringify(profile)).not.toContain("awa@example.org");
    expect(JSON.stringify(profile)).not.toContain("Plus de pauses");

    const format = await getFormatReviews({ titleFr: "Pensée systémique", titleEn: null }, "fr");
    expect(format).toMatchObject({ count: 1, average: 4 });
    expect(format.reviews.map((review) => review.participantName)).toEqual(["Awa"]);
    expect(await getFormatReviews({ titleFr: "Autre chose", titleEn: null }, "fr")).toMatchObject({ count: 0 });
    expect(await getFacilitatorReviews(ids.other!)).toMatchObject({ count: 0, reviews: [] });

    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, feedback.id));
    expect(audit.map((entry) => [entry.entity, entry.action, entry.actorEmail])).toEqual([
      ["feedback", "approve", "staff@example.org"],
    ]);
  });

  it("takes a review down when its author changes what it says, until approved again; a new rating follows", async () => {
    const feedback = (await feedbackOf(ids.awa!))!;
    await saveFeedback(ids.awa!, answer({ rating: 5 }));
    expect((await database.db.select().from(reviews).where(eq(reviews.feedbackId, feedback.id)))[0]!.rating).toBe(5);

    await saveFeedback(ids.awa!, answer({ rating: 5, worked: "Autre texte" }));
    expect(await feedbackOf(ids.awa!)).toMatchObject({ status: "pending", moderatedAt: null });
    expect(await database.db.select().from(reviews).where(eq(reviews.feedbackId, feedback.id))).toEqual([]);

    await moderateFeedback(feedback.id, "approve", adminId, staff);
    expect((await getFacilitatorReviews(ids.facilitator!)).reviews.map((review) => review.comment)).toContain(
      "Autre texte",
    );
    await moderateFeedback(feedback.id, "reject", adminId, staff);
    expect(await database.db.select().from(reviews).where(eq(reviews.feedbackId, feedback.id))).toEqual([]);
    expect(await getFacilitatorReviews(ids.facilitator!)).toMatchObject({ count: 0, average: null });
  });

  it("refuses what cannot be published, and unknown answers", async () => {
    await saveFeedback(ids.issa!, answer({ consent: false, rating: 2, recommendation: 3 }));
    const issa = (await feedbackOf(ids.issa!))!;
    expect(await moderateFeedback(issa.id, "approve", adminId, staff)).toEqual({ kind: "notPublishable" });
    expect(await moderateFeedback("00000000-0000-4000-8000-000000000000", "approve", adminId, staff)).toEqual({
      kind: "notFound",
    });
    expect(await moderateFeedback("nope", "reject", adminId, staff)).toEqual({ kind: "notFound" });
    expect(await feedbackOf(ids.issa!)).toMatchObject({ status: "pending" });
  });

  it("lists answers by moderation state", async () => {
    const ofFilter = async (filter: Parameters<typeof listFeedback>[0]) =>
      (await listFeedback(filter, null)).map((row) => row.name).sort();
    expect(await ofFilter("rejected")).toEqual(["Awa Traoré"]);
    expect(await ofFilter("pending")).toEqual([]);
    expect(await ofFilter("private")).toEqual(["Issa Sawadogo"]);
    expect(await ofFilter("all")).toEqual(["Awa Traoré", "Issa Sawadogo"]);
    expect(await listFeedback("all", ids.otherFormat!)).toEqual([]);
  });
});

describe("the figures", () => {
  it("gives attendance, no-shows, the average rating and the NPS of the workshops that took place", async () => {
    const [figures] = await workshopOutcomeFigures({ workshopId: ids.workshop! });
    // Confirmed: Awa, Issa, Absent (the waitlisted person is not expected); present: Awa, Issa.
    // Answers: Awa 5/10 (promoter), Issa 2/3 (detractor).
    const [row] = outcomeRows([figures!], "en");
    expect(row).toMatchObject({
      title: "Systems thinking",
      facilitatorName: "Kwame Mensah",
      attendance: { expected: 3, present: 2, noShows: 1, attendanceRate: 67 },
      scores: { answers: 2, averageRating: 3.5, nps: 0, promoters: 1, detractors: 1 },
    });
    // Only workshops whose day has come, and only the facilitator's own.
    expect(await workshopOutcomeFigures({ workshopId: ids.nextSession! })).toEqual([]);
    const own = await workshopOutcomeFigures({ facilitatorId: ids.facilitator! });
    expect(own.map((figure) => figure.workshopId)).toContain(ids.workshop);
    expect(await workshopOutcomeFigures({ facilitatorId: ids.other! })).toEqual([]);
    expect(await workshopOutcomeFigures({ facilitatorId: "nope" })).toEqual([]);

    const comments = await workshopComments(ids.workshop!);
    expect(comments).toHaveLength(2);
    expect(JSON.stringify(comments)).not.toMatch(/Awa|Issa|@example/);
  });

  it("keeps one answer per registration in the database itself", async () => {
    await expect(
      database.db.insert(workshopFeedback).values({ registrationId: ids.awa!, rating: 3, recommendation: 5 }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(workshopFeedback).values({ registrationId: ids.absent!, rating: 6, recommendation: 5 }),
    ).rejects.toThrow();
    expect(
      await database.db
        .select()
        .from(workshopFeedback)
        .where(and(eq(workshopFeedback.registrationId, ids.absent!))),
    ).toEqual([]);
  });
});
