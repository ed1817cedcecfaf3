/** The feedback link's page: the form of a participant's answer (GET) and its saving (POST), no sign-in. */
import { data } from "react-router";
import { formatAgencyDate, formatLongDate } from "~/lib/format";
import type { FormError, FormFailure } from "~/lib/forms";
import { localizePath } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { feedbackFields, feedbackSchema } from "~/lib/workshops/feedback";
import { receiveForm } from "~/server/forms/forms.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getFeedbackForm, saveFeedback } from "~/server/workshops/feedback.server";
import { registrationOfFeedback } from "~/server/workshops/links.server";

const FEEDBACK_RATE_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

type FeedbackField = (typeof feedbackFields)[number];

export type FeedbackActionData =
  | { ok: true; kind: "saved" | "updated" }
  | FormFailure<FeedbackField, "feedback">;

/** The page as its loader gives it: the form (with the answer already given), or why there is none. */
export async function feedbackLoader(args: RequestArgs, token: string) {
  const lang = args.context.get(pageLanguage);
  // Never indexed, never cached: the page names a person and holds their answer.
  const meta = privatePageMeta(lang, "feedback.form.title");
  const registrationId = registrationOfFeedback(token);
  const form = registrationId ? await getFeedbackForm(registrationId) : null;
  if (!form) return { status: 404, meta, form: null };
  const { answer, window } = form;
  return {
    status: 200,
    meta,
    form: {
      name: form.name,
      title: localizedString(form.workshop.title, lang),
      date: formatLongDate(form.workshop.date, lang),
      workshopHref: localizePath(`/calendar/${form.workshop.id}`, lang),
      window: window.kind,
      editableUntil: window.kind === "editable" ? formatAgencyDate(window.until, lang) : null,
      answer: answer && {
        rating: String(answer.rating),
        recommendation: String(answer.recommendation),
        worked: answer.worked ?? "",
        improve: answer.improve ?? "",
        consent: answer.publishConsent,
      },
    },
  };
}

const refusal = (status: number, formError: FormError) =>
  data<FeedbackActionData>({ form: "feedback", ok: false, values: {}, errors: {}, formError }, { status });

export async function feedbackAction(args: RequestArgs, token: string) {
  const registrationId = registrationOfFeedback(token);
  if (!registrationId) return refusal(404, { key: "feedback.form.notFound" });
  const received = await receiveForm(args.request, {
    id: "feedback",
    schema: feedbackSchema,
    fields: feedbackFields,
    limits: [{ name: "feedback:ip", limit: FEEDBACK_RATE_LIMIT }],
    rateLimitedKey: "feedback.errors.rateLimited",
  });
  if (received.kind === "refused") return data<FeedbackActionData>(received.failure, received.init);
  const outcome = await saveFeedback(registrationId, received.data);
  if (outcome.kind === "notFound") return refusal(404, { key: "feedback.form.notFound" });
  if (outcome.kind === "closed") return refusal(409, { key: "feedback.errors.closed" });
  return data<FeedbackActionData>({ ok: true, kind: outcome.kind });
}
