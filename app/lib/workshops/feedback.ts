/**
 * A participant's feedback on a workshop (the form of the emailed link), its windows, and the figures staff and
 * facilitators read from the answers: the average rating and the Net Promoter Score.
 */
import { z } from "zod";

export const FEEDBACK_LIMITS = { text: 2000 } as const;

/** An answer may be changed for 7 days after it was first given. */
export const FEEDBACK_EDIT_DAYS = 7;
/** A link that was never answered takes answers for 30 days after the workshop, then closes. */
export const FEEDBACK_OPEN_DAYS = 30;

export const feedbackFields = ["rating", "recommendation", "worked", "improve", "consent"] as const;

const optionalText = z
  .string()
  .trim()
  .max(FEEDBACK_LIMITS.text, "feedback.errors.tooLong")
  .optional()
  .transform((value) => value || null);

const score = (min: number, max: number, message: string) =>
  z
    .string(message)
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

export const feedbackSchema = z
  .object({
    rating: score(1, 5, "feedback.errors.rating"),
    recommendation: score(0, 10, "feedback.errors.recommendation"),
    worked: optionalText,
    improve: optionalText,
    // A checkbox: "on" when ticked, absent (read as empty) otherwise.
    consent: z
      .enum(["on", ""], "feedback.errors.invalid")
      .optional()
      .transform((value) => value === "on"),
  })
  // Consent covers a first name and what worked: without a comment there is nothing to publish.
  .refine((value) => !value.consent || value.worked !== null, {
    path: ["worked"],
    message: "feedback.errors.consentWithoutComment",
  });

export type FeedbackInput = z.output<typeof feedbackSchema>;

/** Whether an answer can be shown as a review once approved: its author agreed and wrote what worked. */
export function isPublishable(feedback: { publishConsent: boolean; worked: string | null }): boolean {
  return feedback.publishConsent && Boolean(feedback.worked?.trim());
}

/** The first name a published review shows: the first word of the name given at registration. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

export interface ScoreSummary {
  answers: number;
  /** The mean rating, one decimal; null without answers. */
  averageRating: number | null;
  /** Promoters (9–10) minus detractors (0–6), in % of the answers, rounded; null without answers. */
  nps: number | null;
  promoters: number;
  detractors: number;
}

export interface ScoreTotals {
  answers: number;
  ratingSum: number;
  promoters: number;
  detractors: number;
}

/** The summary of answers counted by the database. */
export function scoresFromTotals({ answers, ratingSum, promoters, detractors }: ScoreTotals): ScoreSummary {
  if (answers === 0) return { answers: 0, averageRating: null, nps: null, promoters: 0, detractors: 0 };
  return {
    answers,
    averageRating: Math.round((ratingSum / answers) * 10) / 10,
    nps: Math.round(((promoters - detractors) / answers) * 100),
    promoters,
    detractors,
  };
}

export function summarizeScores(answers: readonly { rating: number; recommendation: number }[]): ScoreSummary {
  return scoresFromTotals({
    answers: answers.length,
    ratingSum: answers.reduce((sum, answer) => sum + answer.rating, 0),
    promoters: answers.filter((answer) => answer.recommendation >= 9).length,
    detractors: answers.filter((answer) => answer.recommendation <= 6).length,
  });
}

export interface AttendanceSummary {
  expected: number;
  present: number;
  /** Confirmed but not checked in (figures are drawn for workshops whose day has come). */
  noShows: number;
  /** Present out of expected, in %, rounded; null without anyone expected. */
  attendanceRate: number | null;
}

export function summarizeAttendance(expected: number, present: number): AttendanceSummary {
  return {
    expected,
    present,
    noShows: Math.max(expected - present, 0),
    attendanceRate: expected > 0 ? Math.round((present / expected) * 100) : null,
  };
}

/** One workshop's figures as the staff's and the facilitator's pages show them. */
export interface OutcomeRow {
  workshopId: string;
  title: string;
  /** Formatted in the page's language. */
  date: string;
  facilitatorName: string | null;
  attendance: AttendanceSummary;
  scores: ScoreSummary;
}

export interface OutcomeComment {
  id: string;
  rating: number;
  recommendation: number;
  worked: string | null;
  improve: string | null;
}

export const feedbackModerations = ["approve", "reject"] as const;
export type FeedbackModeration = (typeof feedbackModerations)[number];

export const moderationSchema = z.object({
  feedbackId: z.uuid("feedback.errors.notFound"),
  decision: z.enum(feedbackModerations, "feedback.errors.invalid"),
});

/** The moderation list's filter (`?status=`); pending by default, what staff have to act on. */
export const feedbackFilters = ["pending", "approved", "rejected", "private", "all"] as const;
export type FeedbackFilter = (typeof feedbackFilters)[number];
