import { useId } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { formatCount, formatDayMonth, formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const WIDTH = 600;
const HEIGHT = 200;
/** Room above the top line, and below the baseline for the mark under this week. */
const PAD = { top: 8, bottom: 8 };

/**
 * Registrations per week as an inline SVG bar chart (no chart library): past weeks solid, the current week in
 * the accent colour with a mark under the baseline (never a shape as tall as a value), weeks ahead lighter.
 * The SVG is one image with a summary for screen readers; the same figures are in a table under it, which
 * anyone can open. The axis labels are HTML beside it, so they keep the page's text size when the drawing
 * shrinks to a phone's width; there, every fourth week is named (every second from `sm`), counted from this one.
 */
export function WeeklyChart({
  weeks,
  currentWeek,
}: {
  weeks: { week: string; registrations: number }[];
  currentWeek: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const titleId = useId();
  const descId = useId();
  const max = Math.max(1, ...weeks.map((week) => week.registrations));
  const total = weeks.reduce((sum, week) => sum + week.registrations, 0);
  // A round top for the scale: 1, 2, 5 × 10^n.
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 5, 10].map((step) => step * magnitude).find((value) => value >= max) ?? max;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const baseline = PAD.top + plotHeight;
  const slot = WIDTH / weeks.length;
  const barWidth = slot * 0.7;
  const y = (value: number) => baseline - (value / top) * plotHeight;
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  const currentIndex = weeks.findIndex((week) => week.week === currentWeek);
  const fromCurrent = (index: number) => Math.abs(index - Math.max(0, currentIndex));
  return (
    <figure className="rounded-xl border bg-card p-5">
      <figcaption>
        <h2 id={titleId} className="font-display text-lg font-semibold">
          {t("adminOverview.chart.title")}
        </h2>
        <p id={descId} className="mt-1 text-sm text-muted-foreground">
          {t("adminOverview.chart.description")}
        </p>
      </figcaption>
      <div className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-muted-foreground">
        <div aria-hidden="true" className="relative min-w-6">
          {[0, top / 2, top].map((tick) => (
            <span
              key={tick}
              className="absolute right-0 -translate-y-1/2 tabular-nums"
              style={{ top: percent(y(tick), HEIGHT) }}
            >
              {formatCount(tick, lang)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="h-44 w-full sm:h-52"
        >
          <title>
            {t("adminOverview.chart.summary", { total: formatCount(total, lang), max: formatCount(max, lang) })}
          </title>
          {[0, top / 2, top].map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : "3 3"}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {weeks.map((week, index) => {
            const height = (week.registrations / top) * plotHeight;
            const fill =
              index === currentIndex
                ? "fill-accent"
                : currentIndex >= 0 && index > currentIndex
                  ? "fill-primary/35"
                  : "fill-primary";
            return (
              <rect
                key={week.week}
                x={index * slot + (slot - barWidth) / 2}
                y={baseline - height}
                width={barWidth}
                height={height}
                className={fill}
              />
            );
          })}
          {currentIndex >= 0 && (
            <rect
              x={currentIndex * slot + (slot - barWidth) / 2}
              y={baseline + 2}
              width={barWidth}
              height={PAD.bottom - 2}
              className="fill-accent"
            />
          )}
        </svg>
        <div />
        <div aria-hidden="true" className="relative mt-1 h-5">
          {weeks.map((week, index) => (
            <span
              key={week.week}
              className={cn(
                "absolute -translate-x-1/2 whitespace-nowrap",
                fromCurrent(index) % 4 !== 0 && "hidden",
                fromCurrent(index) % 2 === 0 && "sm:inline",
                index === currentIndex && "font-semibold text-foreground",
              )}
              style={{ left: percent(index * slot + slot / 2, WIDTH) }}
            >
              {formatDayMonth(week.week, lang)}
            </span>
          ))}
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" />
          {t("adminOverview.chart.past")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-accent" />
          {t("adminOverview.chart.thisWeek")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary/35" />
          {t("adminOverview.chart.ahead")}
        </li>
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-primary">{t("adminOverview.chart.showTable")}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <caption className="sr-only">{t("adminOverview.chart.title")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 font-medium">
                {t("adminOverview.chart.week")}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t("adminOverview.chart.registrations")}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr
                key={week.week}
                className={cn("border-b last:border-0", week.week === currentWeek && "font-semibold")}
              >
                <th scope="row" className="py-1 font-normal">
                  {formatShortDate(week.week, lang)}
                  {week.week === currentWeek && ` (${t("adminOverview.chart.thisWeek")})`}
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(week.registrations, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
