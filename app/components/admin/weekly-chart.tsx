import { useId } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { formatCount, formatDayMonth, formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 32 };

/**
 * Registrations per week as an inline SVG bar chart (no chart library): past weeks solid, the current week
 * marked, weeks ahead lighter. The SVG is one image with a summary for screen readers; the same figures are
 * in a table under it, which anyone can open.
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
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = slot * 0.7;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const currentIndex = weeks.findIndex((week) => week.week === currentWeek);
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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className="mt-4 h-auto w-full"
      >
        <title>
          {t("adminOverview.chart.summary", { total: formatCount(total, lang), max: formatCount(max, lang) })}
        </title>
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeDasharray={tick === 0 ? undefined : "3 3"}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-muted-foreground text-[11px]">
              {formatCount(tick, lang)}
            </text>
          </g>
        ))}
        {currentIndex >= 0 && (
          <rect
            x={PAD.left + currentIndex * slot}
            y={PAD.top}
            width={slot}
            height={plotHeight}
            className="fill-sun/20"
          />
        )}
        {weeks.map((week, index) => {
          const ahead = currentIndex >= 0 && index > currentIndex;
          const height = (week.registrations / top) * plotHeight;
          return (
            <g key={week.week}>
              <rect
                x={PAD.left + index * slot + (slot - barWidth) / 2}
                y={PAD.top + plotHeight - height}
                width={barWidth}
                height={height}
                rx={2}
                className={cn(ahead ? "fill-primary/35" : "fill-primary")}
              />
              {index % 2 === 0 && (
                <text
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[10px]"
                >
                  {formatDayMonth(week.week, lang)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-primary" />
          {t("adminOverview.chart.past")}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-sun/40" />
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
