/**
 * The reviews the public pages show: a facilitator's on their profile, and the verified ones of a workshop's
 * format (its sessions, told apart by title) on the workshop's page. Only verified reviews (approved feedback of
 * participants who were checked in) make a rating; the others (entered by staff, the demo's) are shown unrated.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import type { PublicReview, ReviewSummary } from "~/lib/facilitators/public";
import { db } from "../db/client.server";
import { reviews, workshops } from "../db/schema";
import { sameFormatAs } from "../workshops/queries.server";

export function summarizeRatings(ratings: number[]): { count: number; average: number | null } {
  if (ratings.length === 0) return { count: 0, average: null };
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { count: ratings.length, average: Math.round(mean * 10) / 10 };
}

/** Published reviews matching `where`, newest first, in the page's language. */
async function publishedReviews(where: SQL | undefined, lang: Language, limit?: number): Promise<PublicReview[]> {
  const query = db()
    .select({
      id: reviews.id,
      participantName: reviews.participantName,
      storedTitle: reviews.workshopTitle,
      titleFr: workshops.titleFr,
      titleEn: workshops.titleEn,
      comment: reviews.comment,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      feedbackId: reviews.feedbackId,
    })
    .from(reviews)
    .leftJoin(workshops, eq(workshops.id, reviews.workshopId))
    .where(and(eq(reviews.isPublished, true), where))
    .orderBy(desc(reviews.reviewDate), desc(reviews.createdAt));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => ({
    id: row.id,
    participantName: row.participantName,
    // The workshop's title in the page's language while the workshop exists; the title kept with the review after.
    workshopTitle:
      row.titleFr || row.titleEn ? localizedString({ fr: row.titleFr, en: row.titleEn }, lang) : row.storedTitle,
    comment: row.comment,
    rating: row.rating,
    reviewDate: row.reviewDate,
    verified: row.feedbackId !== null,
  }));
}

function summary(list: PublicReview[]): ReviewSummary {
  return {
    reviews: list,
    ...summarizeRatings(list.filter((review) => review.verified).map((review) => review.rating)),
  };
}

/** A facilitator's published reviews, newest first; the count and average are of the verified ones only. */
export async function getFacilitatorReviews(facilitatorId: string, lang: Language = "fr"): Promise<ReviewSummary> {
  if (!isUuid(facilitatorId)) return { reviews: [], count: 0, average: null };
  return summary(await publishedReviews(eq(reviews.facilitatorId, facilitatorId), lang));
}

export const FORMAT_REVIEWS_SHOWN = 6;

/**
 * The verified reviews of a workshop's format: of every session with its title (in either language), itself
 * included, the newest first; with the count and average of all of them.
 */
export async function getFormatReviews(
  workshop: { titleFr: string | null; titleEn: string | null },
  lang: Language,
): Promise<ReviewSummary> {
  const sameTitle = sameFormatAs(workshop);
  if (!sameTitle) return { reviews: [], count: 0, average: null };
  const where = and(isNotNull(reviews.feedbackId), sameTitle);
  const [list, [totals]] = await Promise.all([
    publishedReviews(where, lang, FORMAT_REVIEWS_SHOWN),
    db()
      .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
      .from(reviews)
      .innerJoin(workshops, eq(workshops.id, reviews.workshopId))
      .where(and(eq(reviews.isPublished, true), where)),
  ]);
  return { reviews: list, count: totals?.count ?? 0, average: totals?.average ? Number(totals.average) : null };
}
