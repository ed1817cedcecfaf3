import { Star } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { formatRating } from "~/lib/format";
import { cn } from "~/lib/utils";

/** Five stars, filled to the nearest half of `rating`; read out as 'Rated 4.7 out of 5'. */
export function Stars({ rating, size = 16, className }: { rating: number | null; size?: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const value = rating ?? 0;
  const label =
    rating === null
      ? t("facilitators.profile.noRating")
      : t("facilitators.profile.ratedLabel", { rating: formatRating(rating, i18n.language) });
  return (
    <span role="img" aria-label={label} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, Math.round((value - position + 1) * 2) / 2));
        return (
          <span
            key={position}
            className="relative inline-block"
            style={{ width: size, height: size }}
            aria-hidden="true"
          >
            <Star
              className="absolute inset-0 text-border"
              style={{ width: size, height: size }}
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 && (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="text-sun" style={{ width: size, height: size }} fill="currentColor" strokeWidth={0} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
