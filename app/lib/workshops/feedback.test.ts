import { describe, expect, it } from "vitest";
import {
  feedbackSchema,
  firstName,
  isPublishable,
  moderationSchema,
  summarizeAttendance,
  summarizeScores,
} from "./feedback";

const valid = { rating: "4", recommendation: "9", worked: " Les outils ", improve: "", consent: "on" };

function errorsOf(input: Record<string, unknown>) {
  const result = feedbackSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the feedback form", () => {
  it("reads scores as numbers, trims texts, empties to null and the checkbox to a boolean", () => {
    expect(feedbackSchema.parse(valid)).toEqual({
      rating: 4,
      recommendation: 9,
      worked: "Les outils",
      improve: null,
      consent: true,
    });
    expect(feedbackSchema.parse({ rating: "1", recommendation: "0" })).toEqual({
      rating: 1,
      recommendation: 0,
      worked: null,
      improve: null,
      consent: false,
    });
  });

  it("refuses scores out of their scale, or not numbers, with a message for each", () => {
    for (const rating of ["0", "6", "4.5", "-1", "", "cinq", "05x"])
      expect(errorsOf({ ...valid, rating })).toMatchObject({ rating: "feedback.errors.rating" });
    for (const recommendation of ["11", "-1", "10.0", "abc"])
      expect(errorsOf({ ...valid, recommendation })).toMatchObject({
        recommendation: "feedback.errors.recommendation",
      });
    expect(errorsOf({ ...valid, rating: undefined })).toMatchObject({ rating: "feedback.errors.rating" });
  });

  it("refuses consent without a comment to publish, over-long texts and other checkbox values", () => {
    expect(errorsOf({ ...valid, worked: "  " })).toEqual({ worked: "feedback.errors.consentWithoutComment" });
    expect(errorsOf({ ...valid, worked: "  ", consent: undefined })).toEqual({});
    expect(errorsOf({ ...valid, improve: "x".repeat(2001) })).toEqual({ improve: "feedback.errors.tooLong" });
    expect(errorsOf({ ...valid, consent: "yes" })).toEqual({ consent: "feedback.errors.invalid" });
  });

  it("moderates with an id and one of two decisions", () => {
    expect(moderationSchema.safeParse({ feedbackId: "x", decision: "approve" }).success).toBe(false);
    expect(
      moderationSchema.safeParse({ feedbackId: "00000000-0000-4000-8000-000000000000", decision: "delete" }).success,
    ).toBe(false);
  });
});

describe("what is published", () => {
  it("needs consent and a comment, and shows a first name only", () => {
    expect(isPublishable({ publishConsent: true, worked: "Bien" })).toBe(true);
    expect(isPublishable({ publishConsent: true, worked: " " })).toBe(false);
    expect(isPublishable({ publishConsent: false, worked: "Bien" })).toBe(false);
    expect(firstName("  Awa   Traoré ")).toBe("Awa");
    expect(firstName("Issa")).toBe("Issa");
  });
});

describe("the figures", () => {
  it("gives the NPS as promoters minus detractors in % of the answers, and the mean rating", () => {
    const answers = [10, 9, 8, 7, 6, 0].map((recommendation, index) => ({ recommendation, rating: (index % 5) + 1 }));
    expect(summarizeScores(answers)).toEqual({
      answers: 6,
      averageRating: 2.7,
      nps: 0,
      promoters: 2,
      detractors: 2,
    });
    expect(summarizeScores([{ rating: 5, recommendation: 9 }]).nps).toBe(100);
    expect(
      summarizeScores([
        { rating: 1, recommendation: 3 },
        { rating: 2, recommendation: 8 },
      ]).nps,
    ).toBe(-50);
    expect(summarizeScores([])).toEqual({ answers: 0, averageRating: null, nps: null, promoters: 0, detractors: 0 });
  });

  it("gives attendance as a rate of the confirmed seats and the no-shows", () => {
    expect(summarizeAttendance(3, 2)).toEqual({ expected: 3, present: 2, noShows: 1, attendanceRate: 67 });
    expect(summarizeAttendance(0, 0)).toEqual({ expected: 0, present: 0, noShows: 0, attendanceRate: null });
  });
});
