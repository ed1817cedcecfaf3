import { MessageSquareHeart } from "lucide-react";
import { useId } from "react";
import { data, Form, Link } from "react-router";
import { TextAreaField } from "~/components/forms/field";
import { FormErrorMessage, FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { FEEDBACK_LIMITS } from "~/lib/workshops/feedback";
import { i18nHandle } from "~/locales/areas";
import type { TranslationKey } from "~/locales/runtime/i18n";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/feedback";
import { feedbackAction, feedbackLoader } from "./feedback.route.server";

/** The page of the feedback email's link: a participant rates the workshop, no sign-in needed. */
export async function loader(args: Route.LoaderArgs) {
  const { status, ...page } = await feedbackLoader(args, args.params.token ?? "");
  return data(page, { status, headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: Route.ActionArgs) {
  return feedbackAction(args, args.params.token ?? "");
}

export const handle = i18nHandle("feedback");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function FeedbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form } = loaderData;
  const answered = actionData?.ok === true || Boolean(form?.answer);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <MessageSquareHeart aria-hidden="true" className="size-10 text-primary" />
        <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{t("feedback.form.heading")}</h1>
        {!form ? (
          <p className="mt-4">{t("feedback.form.notFound")}</p>
        ) : (
          <>
            <p className="mt-2 text-muted-foreground">
              {t("feedback.form.intro", { name: form.name, title: form.title, date: form.date })}
            </p>
            {form.window === "closed" ? (
              <p className="mt-6 rounded-lg bg-muted p-4 font-medium">
                {t(form.answer ? "feedback.form.closedAnswered" : "feedback.form.closed")}
              </p>
            ) : (
              <FeedbackForm form={form} actionData={actionData} answered={answered} />
            )}
            <p className="mt-6 text-sm">
              <Link to={form.workshopHref} className="font-medium text-primary underline-offset-4 hover:underline">
                {t("feedback.form.workshopLink")}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

type ShownForm = NonNullable<Route.ComponentProps["loaderData"]["form"]>;

function FeedbackForm({
  form,
  actionData,
  answered,
}: {
  form: ShownForm;
  actionData: Route.ComponentProps["actionData"];
  answered: boolean;
}) {
  const { t } = useTranslation();
  const failure = actionData && !actionData.ok ? actionData : null;
  // What the person sent last (a refused post), else the answer already saved.
  const values = failure?.values ?? {};
  const value = (field: "rating" | "recommendation" | "worked" | "improve") =>
    failure ? (values[field] ?? "") : (form.answer?.[field] ?? "");
  const consent = failure ? values.consent === "on" : (form.answer?.consent ?? false);
  const error = (field: keyof NonNullable<typeof failure>["errors"]): string | undefined => {
    const key = failure?.errors[field];
    return key ? t(key as TranslationKey) : undefined;
  };
  // Once the saved answer comes back from the loader, the form starts again from it (a refused post keeps what
  // was typed: the key does not change).
  const formKey = form.answer ? JSON.stringify(form.answer) : "new";
  return (
    <Form method="post" className="mt-6 space-y-6" key={formKey} noValidate>
      {actionData?.ok && (
        <FormMessage tone="success">
          {t(actionData.kind === "saved" ? "feedback.form.saved" : "feedback.form.updated")}
        </FormMessage>
      )}
      {failure?.formError && <FormErrorMessage error={failure.formError} />}
      {form.editableUntil && (
        <p className="text-sm text-muted-foreground">{t("feedback.form.editableUntil", { date: form.editableUntil })}</p>
      )}
      <ScoreChoice
        name="rating"
        legend={t("feedback.form.rating")}
        values={[1, 2, 3, 4, 5]}
        selected={value("rating")}
        low={t("feedback.form.ratingLow")}
        high={t("feedback.form.ratingHigh")}
        labelOf={(score) => t("feedback.form.ratingValue", { count: score })}
        error={error("rating")}
      />
      <ScoreChoice
        name="recommendation"
        legend={t("feedback.form.recommendation")}
        values={[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}
        selected={value("recommendation")}
        low={t("feedback.form.recommendationLow")}
        high={t("feedback.form.recommendationHigh")}
        error={error("recommendation")}
      />
      <TextAreaField
        name="worked"
        label={t("feedback.form.worked")}
        defaultValue={value("worked")}
        maxLength={FEEDBACK_LIMITS.text}
        error={error("worked")}
      />
      <TextAreaField
        name="improve"
        label={t("feedback.form.improve")}
        defaultValue={value("improve")}
        maxLength={FEEDBACK_LIMITS.text}
        error={error("improve")}
      />
      <div className="space-y-1.5">
        <label className="flex items-start gap-3">
          <input type="checkbox" name="consent" value="on" defaultChecked={consent} className="mt-1 size-5 shrink-0" />
          <span>{t("feedback.form.consent")}</span>
        </label>
        <p className="pl-8 text-xs text-muted-foreground">{t("feedback.form.consentHint")}</p>
      </div>
      <SubmitButton size="lg" className="w-full sm:w-auto" busyLabel={t("feedback.form.saving")}>
        {t(answered ? "feedback.form.update" : "feedback.form.submit")}
      </SubmitButton>
    </Form>
  );
}

/** A row of large radio buttons (a rating, a 0–10 score), a native radio group for keyboards and screen readers. */
function ScoreChoice({
  name,
  legend,
  values,
  selected,
  low,
  high,
  labelOf,
  error,
}: {
  name: string;
  legend: string;
  values: number[];
  selected: string;
  low: string;
  high: string;
  labelOf?: (score: number) => string;
  error?: string;
}) {
  const errorId = useId();
  const scaleId = useId();
  return (
    <fieldset aria-describedby={error ? `${scaleId} ${errorId}` : scaleId} className="space-y-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      <div className={cn("grid gap-2", values.length > 5 ? "grid-cols-6 sm:grid-cols-11" : "grid-cols-5")}>
        {values.map((score) => (
          <label
            key={score}
            className="relative flex h-12 cursor-pointer items-center justify-center rounded-md border bg-background text-lg font-semibold has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            {/* Transparent over its whole box: a tap anywhere on the box is a tap on the radio itself. */}
            <input
              type="radio"
              name={name}
              value={score}
              defaultChecked={selected === String(score)}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span aria-hidden={labelOf ? true : undefined} className="pointer-events-none">
              {score}
            </span>
            {labelOf && <span className="sr-only">{labelOf(score)}</span>}
          </label>
        ))}
      </div>
      <p id={scaleId} className="flex justify-between gap-4 text-xs text-muted-foreground">
        <span>
          {values[0]}: {low}
        </span>
        <span className="text-right">
          {values[values.length - 1]}: {high}
        </span>
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
