import { Link } from "react-router";
import { formatRating } from "~/lib/format";
import type { OutcomeComment, OutcomeRow } from "~/lib/workshops/feedback";
import { useTranslation } from "~/locales/runtime/react";

/** How a workshop went, in figures: attendance, no-shows, the average rating and the NPS with its count of answers. */
function useOutcomeCells() {
  const { t, i18n } = useTranslation();
  const none = t("feedback.outcome.none");
  return {
    attendance: ({ attendance }: OutcomeRow) =>
      attendance.attendanceRate === null
        ? none
        : t("feedback.outcome.attendanceValue", {
            rate: attendance.attendanceRate,
            present: attendance.present,
            expected: attendance.expected,
          }),
    noShows: ({ attendance }: OutcomeRow) => String(attendance.noShows),
    rating: ({ scores }: OutcomeRow) =>
      scores.averageRating === null ? none : `${formatRating(scores.averageRating, i18n.language)}/5`,
    nps: ({ scores }: OutcomeRow) =>
      scores.nps === null ? none : t("feedback.outcome.npsValue", { nps: scores.nps, count: scores.answers }),
  };
}

/** Past workshops' figures, one row each, the title linking to the workshop's own page of figures and comments. */
export function OutcomeTable({
  rows,
  caption,
  hrefOf,
  showFacilitator = false,
}: {
  rows: OutcomeRow[];
  caption: string;
  hrefOf: (workshopId: string) => string;
  showFacilitator?: boolean;
}) {
  const { t } = useTranslation();
  const cells = useOutcomeCells();
  const th = "px-3 py-2.5 font-semibold";
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={th}>
              {t("feedback.outcome.workshop")}
            </th>
            {showFacilitator && (
              <th scope="col" className={th}>
                {t("feedback.outcome.facilitator")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("feedback.outcome.attendance")}
            </th>
            <th scope="col" className={th}>
              {t("feedback.outcome.noShows")}
            </th>
            <th scope="col" className={th}>
              {t("feedback.outcome.averageRating")}
            </th>
            <th scope="col" className={th}>
              <abbr title={t("feedback.outcome.npsHint")} className="no-underline">
                {t("feedback.outcome.nps")}
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.workshopId}>
              <th scope="row" className="px-3 py-2.5 font-medium">
                <Link to={hrefOf(row.workshopId)} className="text-primary underline-offset-4 hover:underline">
                  {row.title}
                </Link>
                <span className="block text-xs font-normal text-muted-foreground">{row.date}</span>
              </th>
              {showFacilitator && <td className="px-3 py-2.5">{row.facilitatorName ?? t("feedback.outcome.none")}</td>}
              <td className="px-3 py-2.5">{cells.attendance(row)}</td>
              <td className="px-3 py-2.5">{cells.noShows(row)}</td>
              <td className="px-3 py-2.5">{cells.rating(row)}</td>
              <td className="px-3 py-2.5">{cells.nps(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One workshop's figures and its participants' comments (without names), on its registrations page. */
export function WorkshopOutcome({ outcome, comments }: { outcome: OutcomeRow; comments: OutcomeComment[] }) {
  const { t } = useTranslation();
  const cells = useOutcomeCells();
  const figures = [
    { label: t("feedback.outcome.attendance"), value: cells.attendance(outcome) },
    { label: t("feedback.outcome.noShows"), value: cells.noShows(outcome) },
    { label: t("feedback.outcome.averageRating"), value: cells.rating(outcome) },
    { label: t("feedback.outcome.nps"), value: cells.nps(outcome), hint: t("feedback.outcome.npsHint") },
  ];
  return (
    <section aria-labelledby="outcome-heading" className="space-y-4">
      <h2 id="outcome-heading" className="text-lg font-semibold">
        {t("feedback.outcome.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold">{figure.value}</dd>
            {figure.hint && <dd className="mt-1 text-xs text-muted-foreground">{figure.hint}</dd>}
          </div>
        ))}
      </dl>
      <h3 className="font-semibold">{t("feedback.outcome.comments")}</h3>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("feedback.outcome.noAnswers")}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg border bg-card p-4 text-sm">
              <p className="text-xs text-muted-foreground">
                {t("feedback.outcome.scores", { rating: comment.rating, recommendation: comment.recommendation })}
              </p>
              {comment.worked && (
                <p className="mt-2">
                  <span className="font-medium">{t("feedback.outcome.worked")}</span> {comment.worked}
                </p>
              )}
              {comment.improve && (
                <p className="mt-1">
                  <span className="font-medium">{t("feedback.outcome.improve")}</span> {comment.improve}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
