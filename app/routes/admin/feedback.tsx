import { Check, X } from "lucide-react";
import { Form, Link } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SelectField } from "~/components/forms/field";
import { DashboardPage } from "~/components/dashboard-page";
import { Button, buttonVariants } from "~/components/ui/button";
import { OutcomeTable } from "~/components/workshops/workshop-outcome";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { feedbackFilters } from "~/lib/workshops/feedback";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import type { Route } from "./+types/feedback";
import { feedbackAdminAction, feedbackAdminLoader } from "./feedback.route.server";

export async function loader(args: Route.LoaderArgs) {
  return feedbackAdminLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return feedbackAdminAction(args);
}

export const handle = i18nHandle("feedback");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

type Answer = Route.ComponentProps["loaderData"]["answers"][number];

/** Participants' feedback: the figures of every workshop that took place, then the answers to moderate. */
export default function AdminFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, figures, answers, limit } = loaderData;
  const search = (status: string) => {
    const params = new URLSearchParams({ status });
    if (filters.workshop) params.set("workshop", filters.workshop);
    return `?${params}`;
  };
  return (
    <DashboardPage title={t("feedback.admin.title")}>
      <p className="max-w-3xl text-muted-foreground">{t("feedback.admin.description")}</p>
      <section aria-labelledby="figures-heading" className="mt-8 space-y-3">
        <h2 id="figures-heading" className="font-display text-xl font-semibold">
          {t("feedback.admin.figuresHeading")}
        </h2>
        {figures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("feedback.outcome.pastEmpty")}</p>
        ) : (
          <OutcomeTable
            rows={figures}
            caption={t("feedback.admin.figuresHeading")}
            hrefOf={(id) => `/admin/workshops/${id}/registrations`}
            showFacilitator
          />
        )}
      </section>

      <section aria-labelledby="moderation-heading" className="mt-10 space-y-4">
        <h2 id="moderation-heading" className="font-display text-xl font-semibold">
          {t("feedback.admin.moderationHeading")}
        </h2>
        <nav aria-label={t("feedback.admin.filters.label")} className="flex flex-wrap gap-2">
          {feedbackFilters.map((filter) => (
            <Link
              key={filter}
              to={search(filter)}
              preventScrollReset
              aria-current={filters.status === filter ? "page" : undefined}
              className={buttonVariants({ variant: filters.status === filter ? "default" : "outline", size: "sm" })}
            >
              {t(`feedback.admin.filters.${filter}`)}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="status" value={filters.status} />
          <SelectField
            name="workshop"
            label={t("feedback.admin.workshopFilter")}
            defaultValue={filters.workshop ?? ""}
            className="w-full max-w-md"
          >
            <option value="">{t("feedback.admin.allWorkshops")}</option>
            {figures.map((row) => (
              <option key={row.workshopId} value={row.workshopId}>
                {row.title} · {row.date}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outline">
            {t("feedback.admin.apply")}
          </Button>
        </Form>
        {actionData && !actionData.ok && actionData.formError && <FormErrorMessage error={actionData.formError} />}
        {answers.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground">
            {t("feedback.admin.empty")}
          </p>
        ) : (
          <>
            {answers.length === limit && (
              <p className="text-sm text-muted-foreground">{t("feedback.admin.limited", { count: limit })}</p>
            )}
            <ul className="space-y-4">
              {answers.map((answer) => (
                <AnswerCard key={answer.id} answer={answer} />
              ))}
            </ul>
          </>
        )}
      </section>
    </DashboardPage>
  );
}

function AnswerCard({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{answer.name}</p>
          <p className="text-sm break-all text-muted-foreground">{answer.email}</p>
        </div>
        {answer.publishable && (
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 text-xs font-medium",
              answer.status === "approved" && "bg-savanna/15 text-foreground",
              answer.status === "pending" && "bg-sun/25 text-foreground",
              answer.status === "rejected" && "bg-muted text-muted-foreground",
            )}
          >
            {t(`feedback.admin.statuses.${answer.status}`)}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm">
        <Link
          to={`/admin/workshops/${answer.workshopId}/registrations`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {answer.title}
        </Link>
        <span className="text-muted-foreground">
          {" "}
          · {t("feedback.admin.submittedOn", { date: answer.submittedOn })}
        </span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("feedback.outcome.scores", { rating: answer.rating, recommendation: answer.recommendation })}
      </p>
      {answer.worked && (
        <p className="mt-2">
          <span className="font-medium">{t("feedback.outcome.worked")}</span> {answer.worked}
        </p>
      )}
      {answer.improve && (
        <p className="mt-1">
          <span className="font-medium">{t("feedback.outcome.improve")}</span> {answer.improve}
        </p>
      )}
      <p className="mt-2 text-xs text-muted-foreground">
        {t(answer.consent ? "feedback.admin.consentGiven" : "feedback.admin.consentMissing")}
      </p>
      {answer.publishable && (
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          <input type="hidden" name="feedbackId" value={answer.id} />
          {answer.status !== "approved" && (
            <Button type="submit" name="decision" value="approve" size="sm">
              <Check aria-hidden="true" />
              {t("feedback.admin.approve")}
            </Button>
          )}
          {answer.status !== "rejected" && (
            <Button type="submit" name="decision" value="reject" size="sm" variant="outline">
              <X aria-hidden="true" />
              {t("feedback.admin.reject")}
            </Button>
          )}
        </Form>
      )}
    </li>
  );
}
