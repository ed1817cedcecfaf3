import { useTranslation } from "~/locales/runtime/react";
import { cn } from "~/lib/utils";
import type { AvailabilityLevel, WorkshopAvailability } from "~/lib/workshops/availability";

// Colour is never the only signal: the badge always carries its word.
const badgeClass: Record<AvailabilityLevel, string> = {
  available: "border-savanna/30 bg-savanna/10 text-green-800 dark:text-green-300",
  limited: "border-sun/50 bg-sun/15 text-yellow-900 dark:text-sun",
  almostFull: "border-laterite/30 bg-laterite/10 text-laterite dark:text-orange-300",
  // Full is the strongest state: a solid badge, light on dark in the light theme and dark on light in the dark one.
  full: "border-charcoal bg-charcoal text-sand dark:border-sand dark:bg-sand dark:text-charcoal",
};

const barClass: Record<AvailabilityLevel, string> = {
  available: "bg-savanna",
  limited: "bg-sun",
  almostFull: "bg-laterite",
  // On the track (bg-muted) in both themes: charcoal on light sand, sand on the dark track.
  full: "bg-charcoal dark:bg-sand",
};

/** The availability badge of a public workshop: 'Available', 'Limited', 'Almost Full' or 'Full'. */
export function AvailabilityBadge({ level, className }: { level: AvailabilityLevel; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        badgeClass[level],
        className,
      )}
    >
      {t(`workshop.availability.${level}`)}
    </span>
  );
}

/** 'X of N spots left' with a bar of the seats taken (counted from confirmed registrations). */
export function SpotsLeft({ availability, className }: { availability: WorkshopAvailability; className?: string }) {
  const { t } = useTranslation();
  const { spotsLeft, max, taken, level } = availability;
  const label =
    spotsLeft === 0
      ? t("workshop.availability.noSpotsLeft", { total: max })
      : spotsLeft === 1
        ? t("workshop.availability.spotsLeftOne", { total: max })
        : t("workshop.availability.spotsLeft", { spots: spotsLeft, total: max });
  const percent = max > 0 ? Math.min(100, Math.round((Math.min(taken, max) / max) * 100)) : 100;
  return (
    <div className={cn("space-y-1.5", className)}>
      <p className="text-sm font-medium">{label}</p>
      <div
        role="progressbar"
        aria-label={t("workshop.availability.barLabel", { taken: Math.min(taken, max), total: max })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(taken, max)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn("h-full rounded-full", barClass[level])} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
