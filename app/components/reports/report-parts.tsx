import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatMonth } from "~/lib/format";
import {
  downloadFormats,
  downloadLink,
  firstMonth,
  periodLengths,
  type AgeingBucket,
  type Period,
  type ReportTable,
} from "~/lib/reports/reports";
import { usePageLanguage } from "~/lib/use-page-language";
import { useTranslation } from "~/locales/runtime/react";

/** One report's section: its title, what it counts, its downloads and its figures. */
export function ReportSection({
  title,
  hint,
  downloads,
  children,
}: {
  title: string;
  hint?: string;
  downloads?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-4 sm:p-5">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      {downloads}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The links that download a table as CSV and as XLSX, for the period (and bucket) shown. */
export function Downloads({
  table,
  title,
  period,
  bucket,
}: {
  table: ReportTable;
  title: string;
  period: Period;
  bucket?: AgeingBucket | "all";
}) {
  const { t } = useTranslation();
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground">{t("reports.download.label")}</span>
      {downloadFormats.map((format) => (
        <a
          key={format}
          href={downloadLink(table, format, period, bucket)}
          download
          className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
        >
          <Download aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t(`reports.download.${format}`)}</span>
          <span className="sr-only">
            {t("reports.download.file", { table: title, format: t(`reports.download.${format}`) })}
          </span>
        </a>
      ))}
    </p>
  );
}

/**
 * The period a report covers, as a GET form: its last month and, unless `single`, how many months. Without
 * JavaScript it reloads the page with the period in the URL; with it, React Router does the same in place.
 */
export function PeriodForm({
  period,
  latest,
  single,
}: {
  period: Period;
  /** The latest month the report accepts. */
  latest: string;
  single?: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" preventScrollReset>
      <fieldset className="contents">
        <legend className="sr-only">{t("reports.period.legend")}</legend>
        <label className="grid gap-1 text-sm font-medium">
          {single ? t("reports.period.journalMonth") : t("reports.period.month")}
          <input
            type="month"
            name="month"
            defaultValue={period.month}
            max={latest}
            min="2000-01"
            required
            className="h-10 rounded-md border bg-background px-3"
          />
        </label>
        {!single && (
          <label className="grid gap-1 text-sm font-medium">
            {t("reports.period.length")}
            <select name="months" defaultValue={period.months} className="h-10 rounded-md border bg-background px-3">
              {periodLengths.map((length) => (
                <option key={length} value={length}>
                  {t("reports.period.months", { count: length })}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button type="submit">{t("reports.period.show")}</Button>
      </fieldset>
      {!single && (
        <p className="w-full text-sm text-muted-foreground">
          {t("reports.period.range", {
            from: formatMonth(firstMonth(period), lang),
            to: formatMonth(period.month, lang),
          })}
        </p>
      )}
    </Form>
  );
}
