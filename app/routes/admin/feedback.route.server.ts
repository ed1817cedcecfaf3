/** /admin/feedback: every workshop's figures, the answers to moderate, and the approve / reject action. */
import { data } from "react-router";
import { formatAgencyDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { localizedString } from "~/lib/localized-text";
import { feedbackFilters, isPublishable, moderationSchema, type FeedbackFilter } from "~/lib/workshops/feedback";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import {
  FEEDBACK_LIST_LIMIT,
  listFeedback,
  moderateFeedback,
  outcomeRows,
  workshopOutcomeFigures,
} from "~/server/workshops/feedback.server";

/** The list's filters from the address; anything else (a typo, a crafted value) is the default. */
function filtersOf(request: Request): { status: FeedbackFilter; workshop: string | null } {
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const workshop = params.get("workshop");
  return {
    status: feedbackFilters.find((filter) => filter === status) ?? "pending",
    workshop: workshop && isUuid(workshop) ? workshop : null,
  };
}

export async function feedbackAdminLoader(args: RequestArgs) {
  await requireRole(args, "admin");
  const lang = args.context.get(pageLanguage);
  const filters = filtersOf(args.request);
  const [figures, answers] = await Promise.all([
    workshopOutcomeFigures("all"),
    listFeedback(filters.status, filters.workshop),
  ]);
  return {
    meta: privatePageMeta(lang, "feedback.admin.title"),
    filters,
    figures: outcomeRows(figures, lang),
    limit: FEEDBACK_LIST_LIMIT,
    answers: answers.map((answer) => ({
      id: answer.id,
      name: answer.name,
      email: answer.email,
      workshopId: answer.workshopId,
      title: localizedString(answer.title, lang),
      rating: answer.rating,
      recommendation: answer.recommendation,
      worked: answer.worked,
      improve: answer.improve,
      consent: answer.publishConsent,
      publishable: isPublishable(answer),
      status: answer.status,
      submittedOn: formatAgencyDate(answer.submittedAt, lang),
    })),
  };
}

const moderationFields = ["feedbackId", "decision"] as const;

const refusals = {
  notFound: { status: 404, key: "feedback.errors.notFound" },
  notPublishable: { status: 409, key: "feedback.errors.notPublishable" },
  noFacilitator: { status: 409, key: "feedback.errors.noFacilitator" },
} as const;

/** Approve or reject one answer; back to the same filtered list with a toast. */
export async function feedbackAdminAction(args: RequestArgs) {
  const admin = await requireRole(args, "admin", { action: true });
  const received = await receiveForm(args.request, {
    id: "moderation",
    schema: moderationSchema,
    fields: moderationFields,
    invalidKey: "feedback.errors.invalid",
  });
  if (received.kind === "refused") return data(received.failure, received.init);
  const { feedbackId, decision } = received.data;
  const outcome = await moderateFeedback(feedbackId, decision, admin.id, auditSource(args.request, admin));
  if (outcome.kind !== "done") {
    const refusal = refusals[outcome.kind];
    return refuseForm("moderation", refusal.status, { key: refusal.key });
  }
  const search = new URL(args.request.url).search;
  return redirectWithToast(`/admin/feedback${search}`, {
    title: decision === "approve" ? "feedback.toast.approved" : "feedback.toast.rejected",
  });
}
