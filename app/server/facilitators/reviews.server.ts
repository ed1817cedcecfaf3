import { and, desc, eq } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { ReviewSummary } from "~/lib/facilitators/public";
import { db } from "../db/client.server";
import { reviews } from "../db/schema";

export function summarizeRatings(ratings: number[]): { count: number; average: number | null } {
  if (ratings.length === 0) return { count: 0, average: null };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { count: ratings.length, average: Math.round(mean * 10) / 10 };
}

/** A facilitator's published reviews, newest first, with their count and average. */
export async function getFacilitatorReviews(facilitatorId: string): Promise<ReviewSummary> {
  if (!isUuid(facilitatorId)) return { reviews: [], count: 0, average: null };
  const rows = await db()
    .select({
      id: reviews.id,
      participantName: reviews.participantName,
      workshopTitle: reviews.workshopTitle,
      comment: reviews.comment,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
    })
    .from(reviews)
    .where(and(eq(reviews.facilitatorId, facilitatorId), eq(reviews.isPublished, true)))
    .orderBy(desc(reviews.reviewDate), desc(reviews.createdAt));
  return { reviews: rows, ...summarizeRatings(rows.map((row) => row.rating)) };
}
