import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { data, Form, Link, Outlet, useActionData, useSearchParams } from "react-router";
import { useFieldErrors } from "~/components/admin/editor-form";
import { SectionCard } from "~/components/clients/organization-cards";
import { DashboardPage } from "~/components/dashboard-page";
import { SelectField, TextAreaField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { ActivityItem, ActivityLogForm } from "~/components/sales/activity-parts";
import { DealStageBadge } from "~/components/sales/deal-parts";
import { DealQuotes } from "~/components/sales/quote-parts";
import { buttonVariants } from "~/components/ui/button";
import { currencyFrom, formatAgencyDate, formatLongDate, formatMoney } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { DEAL_LIMITS, dealStages, type DealStage } from "~/lib/sales/deals";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { dealTimeline, type TimelineEntry } from "~/server/sales/activities.server";
import { getDeal, type DealDetail } from "~/server/sales/deals.server";
import { quotesOfDeal } from "~/server/sales/quotes.server";
import { billingToday } from "~/server/billing/invoices.server";
import type { Route } from "./+types/deal";
import {
  dealPageAction,
  type ActivityResult,
  type ConvertResult,
  type FollowUpResult,
  type MoveResult,
} from "./sales.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const deal = isUuid(params.id) ? await getDeal(params.id) : null;
  if (!deal) throw data(null, { status: 404 });
  const meta = privatePageMeta(context.get(pageLanguage), "pages.admin.sales");
  return {
    meta: { ...meta, title: `${deal.title} | ${meta.title}` },
    deal,
    timeline: await dealTimeline(deal.id),
    quotes: await quotesOfDeal(deal.id, billingToday()),
    today: todayIn(AGENCY_TIME_ZONE),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return dealPageAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "sales", "contact", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { deal } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <DashboardPage title={deal.title}>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/sales" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("sales.deal.back")}
        </Link>
        <div className="flex gap-2">
          <Link
            to="edit"
            preventScrollReset
            aria-label={t("sales.deal.editNamed", { title: deal.title })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Pencil aria-hidden="true" />
            {t("sales.deal.edit")}
          </Link>
          <Link
            to="delete"
            preventScrollReset
            aria-label={t("sales.deal.deleteNamed", { title: deal.title })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Trash2 aria-hidden="true" />
            {t("sales.deal.delete")}
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <SectionCard title={t("sales.deal.details")}>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("sales.deal.organization")}</dt>
              <dd>
                <Link to={`/admin/clients/${deal.organizationId}`} className="text-primary hover:underline">
                  {deal.organizationName}
                </Link>
              </dd>
              <dt className="text-muted-foreground">{t("sales.deal.contact")}</dt>
              <dd>
                <DealContact deal={deal} />
              </dd>
              <dt className="text-muted-foreground">{t("sales.deal.value")}</dt>
              <dd className="font-semibold">{formatMoney(deal.value, currencyFrom(deal.currency))}</dd>
              <dt className="text-muted-foreground">{t("sales.deal.expectedClose")}</dt>
              <dd>{deal.expectedClose ? formatLongDate(deal.expectedClose, lang) : t("sales.deal.noClose")}</dd>
              <dt className="text-muted-foreground">{t("sales.deal.owner")}</dt>
              <dd>{deal.ownerName ?? t("sales.board.unassigned")}</dd>
              <dt className="text-muted-foreground">{t("sales.deal.service")}</dt>
              <dd>{deal.service ? t(`contact.form.services.${deal.service}`) : t("sales.editor.noService")}</dd>
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">
              {t("sales.deal.created", { date: formatAgencyDate(deal.createdAt, lang) })}
              {deal.message && (
                <>
                  {" · "}
                  <Link
                    to={`/admin/messages?status=all&q=${encodeURIComponent(deal.contactEmail ?? deal.message.name)}`}
                    className="text-primary hover:underline"
                  >
                    {t("sales.deal.fromMessage", { name: deal.message.name })}
                  </Link>
                </>
              )}
            </p>
          </SectionCard>
          <SectionCard title={t("sales.deal.notes")}>
            <p className="text-sm break-words whitespace-pre-wrap">{deal.notes ?? t("sales.deal.noNotes")}</p>
          </SectionCard>
          <Timeline
            entries={loaderData.timeline}
            today={loaderData.today}
            result={result?.form === "log" ? result : undefined}
            doneResult={result?.form === "done" ? result : undefined}
          />
        </div>
        <div className="space-y-6">
          <MoveForm deal={deal} result={result?.form === "move" ? result : undefined} />
          <DealQuotes dealId={deal.id} quotes={loaderData.quotes} />
          {deal.stage === "won" && <WonPanel deal={deal} result={result?.form === "convert" ? result : undefined} />}
        </div>
      </div>
      <Outlet />
    </DashboardPage>
  );
}

function DealContact({ deal }: { deal: DealDetail }) {
  const { t } = useTranslation();
  if (!deal.contactName && !deal.contactEmail && !deal.contactPhone) return <>{t("sales.deal.noContact")}</>;
  return (
    <ul>
      {deal.contactName && <li>{deal.contactName}</li>}
      {deal.contactEmail && (
        <li>
          <a href={`mailto:${deal.contactEmail}`} className="break-all text-primary hover:underline">
            {deal.contactEmail}
          </a>
        </li>
      )}
      {deal.contactPhone && (
        <li>
          <a href={`tel:${deal.contactPhone.replace(/[^\d+]/g, "")}`} className="text-primary hover:underline">
            {deal.contactPhone}
          </a>
        </li>
      )}
    </ul>
  );
}

/** The stage, and the move to another; `?move=lost` (a board's move to Lost without its reason) preselects Lost. */
function MoveForm({ deal, result }: { deal: DealDetail; result: MoveResult | undefined }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [params] = useSearchParams();
  const error = useFieldErrors(result);
  const asked = params.get("move");
  const preset: DealStage = dealStages.includes(asked as DealStage) ? (asked as DealStage) : deal.stage;
  const stage = result?.values.stage ?? preset;
  return (
    <SectionCard title={t("sales.deal.move.title")}>
      <div className="space-y-1 text-sm">
        <p>
          <DealStageBadge stage={deal.stage} />
        </p>
        {deal.stage === "lost" && deal.lostReason && (
          <p className="break-words">{t("sales.deal.lostBecause", { reason: deal.lostReason })}</p>
        )}
        {deal.closedAt && (
          <p className="text-muted-foreground">
            {t("sales.deal.closedOn", { date: formatAgencyDate(deal.closedAt, lang) })}
          </p>
        )}
      </div>
      <Form
        // Keyed by the stage saved, so after a move the form starts again from it.
        key={`${deal.stage}-${asked ?? ""}`}
        method="post"
        action="?intent=move"
        preventScrollReset
        noValidate
        className="mt-4 space-y-4"
      >
        {result?.formError && <FormErrorMessage error={result.formError} />}
        <SelectField label={t("sales.deal.move.stage")} name="stage" defaultValue={stage} error={error("stage")}>
          {dealStages.map((option) => (
            <option key={option} value={option}>
              {t(`sales.stages.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t("sales.deal.move.reason")}
          name="lostReason"
          maxLength={DEAL_LIMITS.lostReason}
          defaultValue={result?.values.lostReason ?? deal.lostReason ?? ""}
          hint={t("sales.deal.move.reasonHint")}
          error={error("lostReason")}
          autoFocus={asked === "lost"}
          className="[&_textarea]:min-h-20"
        />
        <SubmitButton busyLabel={t("sales.deal.move.submit")}>{t("sales.deal.move.submit")}</SubmitButton>
      </Form>
    </SectionCard>
  );
}

/** A won deal's contract and project: links to those it has, a form for those it has not. */
function WonPanel({ deal, result }: { deal: DealDetail; result: ConvertResult | undefined }) {
  const { t } = useTranslation();
  const missing = !deal.contract || !deal.project;
  return (
    <SectionCard title={t("sales.deal.won.title")}>
      {(deal.contract || deal.project) && (
        <ul className="mb-4 space-y-1 text-sm">
          {deal.contract && (
            <li>
              <Link to={`/admin/clients/${deal.organizationId}`} className="text-primary hover:underline">
                {t("sales.deal.won.contractLink", { title: deal.contract.title })}
              </Link>
            </li>
          )}
          {deal.project && (
            <li>
              <Link to={`/admin/projects/${deal.project.id}/edit`} className="text-primary hover:underline">
                {t("sales.deal.won.projectLink", { title: deal.project.title })}
              </Link>
            </li>
          )}
        </ul>
      )}
      {missing && (
        <Form method="post" action="?intent=convert" preventScrollReset className="space-y-3">
          <p className="text-sm text-muted-foreground">{t("sales.deal.won.intro")}</p>
          {result?.formError && <FormErrorMessage error={result.formError} />}
          {!deal.contract && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="contract" defaultChecked className="mt-1 size-4" />
              {t("sales.deal.won.contract")}
            </label>
          )}
          {!deal.project && (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="project" defaultChecked className="mt-1 size-4" />
              {t("sales.deal.won.project")}
            </label>
          )}
          <SubmitButton busyLabel={t("sales.deal.won.submit")}>{t("sales.deal.won.submit")}</SubmitButton>
        </Form>
      )}
    </SectionCard>
  );
}

/** The deal's timeline: the form that logs a note, call or meeting, then what was logged, newest first. */
function Timeline({
  entries,
  today,
  result,
  doneResult,
}: {
  entries: TimelineEntry[];
  today: string;
  result: ActivityResult | undefined;
  doneResult: FollowUpResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("sales.deal.timeline.title")}>
      <ActivityLogForm result={result} today={today} followUpHint={t("sales.deal.timeline.followUpHint")} />
      {doneResult?.formError && <FormErrorMessage error={doneResult.formError} className="mt-4" />}
      {entries.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">{t("sales.deal.timeline.empty")}</p>
      ) : (
        <ol className="mt-6 space-y-4 border-l pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <ActivityItem activity={entry} today={today} />
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
