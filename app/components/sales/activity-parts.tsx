/**
 * The pieces of a timeline shared by a deal's page and an organization's: the form that logs a note, call or meeting
 * (posted to the page's `?intent=log`), and one logged activity with its follow-up's Done button (`?intent=done`).
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { EditorForm, useFieldErrors } from "~/components/admin/editor-form";
import { SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { formatShortDate } from "~/lib/format";
import type { FormFailure } from "~/lib/forms";
import { ACTIVITY_LIMITS, activityKinds, type LoggedActivity } from "~/lib/sales/deals";
import { usePageLanguage } from "~/lib/use-page-language";
import { useTranslation } from "~/locales/runtime/react";

/** Logs a note, call or meeting; `followUpHint` says whose overview the follow-up will wait on. */
export function ActivityLogForm({
  result,
  today,
  followUpHint,
}: {
  result: FormFailure | undefined;
  today: string;
  followUpHint: string;
}) {
  const { t } = useTranslation();
  const error = useFieldErrors(result);
  const typed = result?.values;
  return (
    <EditorForm result={result} action="?intent=log">
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">{t("sales.deal.timeline.legend")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("sales.deal.timeline.kind")}
            name="kind"
            defaultValue={typed?.kind ?? "call"}
            error={error("kind")}
          >
            {activityKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`sales.deal.timeline.kinds.${kind}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("sales.deal.timeline.occurredOn")}
            name="occurredOn"
            type="date"
            required
            defaultValue={typed?.occurredOn ?? today}
            error={error("occurredOn")}
          />
        </div>
        <TextAreaField
          label={t("sales.deal.timeline.summary")}
          name="summary"
          required
          maxLength={ACTIVITY_LIMITS.summary}
          defaultValue={typed?.summary ?? ""}
          error={error("summary")}
          className="[&_textarea]:min-h-20"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("sales.deal.timeline.nextStep")}
            name="nextStep"
            maxLength={ACTIVITY_LIMITS.nextStep}
            defaultValue={typed?.nextStep ?? ""}
            error={error("nextStep")}
          />
          <TextField
            label={t("sales.deal.timeline.followUpOn")}
            name="followUpOn"
            type="date"
            defaultValue={typed?.followUpOn ?? ""}
            hint={followUpHint}
            error={error("followUpOn")}
          />
        </div>
        <SubmitButton busyLabel={t("sales.deal.timeline.submit")}>{t("sales.deal.timeline.submit")}</SubmitButton>
      </fieldset>
    </EditorForm>
  );
}

/** One logged activity: its kind, day and author, what happened, what comes next, its follow-up; `children` after the first line. */
export function ActivityItem({
  activity,
  today,
  children,
}: {
  activity: LoggedActivity;
  today: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <>
      <p className="font-medium">
        {t(`sales.deal.timeline.kinds.${activity.kind}`)} · {formatShortDate(activity.occurredOn, lang)}
        {activity.authorName && (
          <span className="font-normal text-muted-foreground">
            {" "}
            {t("sales.deal.timeline.by", { name: activity.authorName })}
          </span>
        )}
      </p>
      {children}
      <p className="mt-1 break-words whitespace-pre-wrap">{activity.summary}</p>
      {activity.nextStep && (
        <p className="mt-1 break-words">{t("sales.deal.timeline.next", { step: activity.nextStep })}</p>
      )}
      {activity.followUpOn && <FollowUpLine activity={activity} followUpOn={activity.followUpOn} today={today} />}
    </>
  );
}

/** A follow-up: to do (overdue in red) with its Done button, or done. */
function FollowUpLine({
  activity,
  followUpOn,
  today,
}: {
  activity: LoggedActivity;
  followUpOn: string;
  today: string;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const date = formatShortDate(followUpOn, lang);
  if (activity.followUpDoneAt)
    return <p className="mt-1 text-muted-foreground">{t("sales.deal.timeline.followedUp", { date })}</p>;
  return (
    <Form method="post" action="?intent=done" preventScrollReset className="mt-1 flex flex-wrap items-center gap-2">
      <input type="hidden" name="activityId" value={activity.id} />
      <span
        id={`follow-up-${activity.id}`}
        className={followUpOn < today ? "font-semibold text-destructive" : "font-semibold"}
      >
        {t("sales.deal.timeline.followUp", { date })}
      </span>
      {/* Named by its text (what a voice user says), described by the follow-up it closes. */}
      <button
        type="submit"
        aria-describedby={`follow-up-${activity.id}`}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {t("sales.deal.timeline.done")}
      </button>
    </Form>
  );
}
