import { BadgeCheck } from "lucide-react";
import { formatLongDate, formatMonth, formatRating } from "~/lib/format";
import type { PublicReview } from "~/lib/facilitators/public";
import { usePageLanguage } from "~/lib/use-page-language";
import { useTranslation } from "~/locales/runtime/react";
import { Stars } from "./stars";

/**
 * Published reviews. A verified one (a participant who was checked in, approved by staff) says so, with its
 * workshop and month; the others show their date.
 */
export function ReviewList({ reviews, className }: { reviews: PublicReview[]; className?: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <ul className={className ?? "space-y-4"}>
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl border bg-card p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{review.participantName}</p>
            <Stars rating={review.rating} size={14} />
          </div>
          {review.verified && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium">
              <BadgeCheck aria-hidden="true" className="size-4 text-savanna" />
              {t("common.reviews.verified")}
            </p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">
            {review.workshopTitle && `${review.workshopTitle} · `}
            <time dateTime={review.verified ? review.reviewDate.slice(0, 7) : review.reviewDate}>
              {review.verified
                ? formatMonth(review.reviewDate.slice(0, 7), lang)
                : formatLongDate(review.reviewDate, lang)}
            </time>
          </p>
          <blockquote className="mt-3 leading-relaxed">{review.comment}</blockquote>
        </li>
      ))}
    </ul>
  );
}

/** The verified reviews' average and count, large. */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4 rounded-xl border bg-card px-5 py-4">
      <p className="font-display text-4xl font-semibold">
        {formatRating(average, lang)}
        <span className="sr-only"> {t("common.reviews.outOfFive")}</span>
      </p>
      <div>
        <Stars rating={average} size={20} />
        <p className="mt-1 text-sm text-muted-foreground">{t("common.reviews.verifiedCount", { count })}</p>
      </div>
    </div>
  );
}
