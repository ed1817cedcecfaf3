import { ArrowLeft, Mail, MessageSquare, Pencil, Phone, Plus, Trash2, UserMinus } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Form, Link, Outlet, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { IconLink } from "~/components/admin/icon-link";
import { TagList } from "~/components/admin/status-badge";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { ContractStatusBadge, HealthBadge } from "~/components/clients/badges";
import { OrganizationProjects, SectionCard } from "~/components/clients/organization-cards";
import { ActivityItem, ActivityLogForm } from "~/components/sales/activity-parts";
import { DashboardPage } from "~/components/dashboard-page";
import { RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { currencyFrom, formatAgencyDate, formatMoney, formatShortDate, type Currency } from "~/lib/format";
import { BILLING_LIMITS, type billingFields } from "~/lib/clients/admin";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { usePageLanguage } from "~/lib/use-page-language";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { requireRole } from "~/server/accounts/guards.server";
import {
  organizationTimeline,
  type OrganizationTimelineEntry,
  type TimelineDeal,
} from "~/server/clients/organization-timeline.server";
import { getOrganizationPage } from "~/server/clients/organizations.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import type { Route } from "./+types/organization";
import {
  organizationPageAction,
  type OrganizationIntent,
  type OrganizationPageResult,
} from "./organization.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const id = isUuid(params.id) ? params.id : null;
  const [page, timeline, settings] = await Promise.all([
    id ? getOrganizationPage(id) : null,
    id ? organizationTimeline(id) : null,
    getSettingValues(),
  ]);
  if (!page || !timeline) throw data(null, { status: 404 });
  const meta = privatePageMeta(context.get(pageLanguage), "clients.list.title");
  return {
    meta: { ...meta, title: `${page.organization.name} | ${meta.title}` },
    ...page,
    version: versionOf(page.organization.updatedAt),
    currency: currencyFrom(settings.currency),
    timeline,
    today: todayIn(AGENCY_TIME_ZONE),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return organizationPageAction({ request, context }, params.id);
}

/** After a stale save (409) the page is read again, so the health form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

// The timeline's form and entries are the deal page's (the `sales` area).
export const handle = i18nHandle("backOffice", "clients", "sales");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

type LoaderData = Route.ComponentProps["loaderData"];

export default function OrganizationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { organization } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <DashboardPage title={organization.name}>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/clients" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("clients.page.back")}
        </Link>
        <div className="flex gap-2">
          <Link
            to={`/admin/clients/${organization.id}/edit`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Pencil aria-hidden="true" />
            {t("clients.actions.edit")}
          </Link>
          <Link
            to={`/admin/clients/${organization.id}/delete`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Trash2 aria-hidden="true" />
            {t("clients.actions.delete")}
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <SectionCard title={t("clients.page.details")}>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t("clients.columns.country")}</dt>
              <dd>{organization.country ?? t("clients.page.noCountry")}</dd>
              <dt className="text-muted-foreground">{t("clients.columns.created")}</dt>
              <dd>{formatAgencyDate(organization.createdAt, lang)}</dd>
              <dt className="text-muted-foreground">{t("clients.columns.tags")}</dt>
              <dd>
                {organization.tags.length > 0 ? (
                  <TagList tags={organization.tags} more={(count) => t("backOffice.tags.more", { count })} />
                ) : (
                  t("clients.page.noTags")
                )}
              </dd>
              <dt className="text-muted-foreground">{t("clients.columns.health")}</dt>
              <dd>
                <HealthBadge score={organization.healthScore} />
              </dd>
            </dl>
          </SectionCard>
          <BillingForm data={loaderData} result={result?.form === "billing" ? result : undefined} />
          <Contracts data={loaderData} />
          <OrganizationProjects projects={loaderData.projects} />
          <Timeline
            data={loaderData}
            result={result?.form === "log" ? result : undefined}
            doneResult={result?.form === "done" ? result : undefined}
          />
        </div>
        <div className="space-y-6">
          <HealthForm data={loaderData} result={result?.form === "health" ? result : undefined} />
          <ContactPeople data={loaderData} />
          <ClientAccounts data={loaderData} result={result} />
        </div>
      </div>
      <Outlet />
    </DashboardPage>
  );
}

function Contracts({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const base = `/admin/clients/${data.organization.id}/contracts`;
  const period = (start: string | null, end: string | null) => {
    if (start && end)
      return t("clients.page.contracts.range", {
        start: formatShortDate(start, lang),
        end: formatShortDate(end, lang),
      });
    if (start) return t("clients.page.contracts.from", { start: formatShortDate(start, lang) });
    if (end) return t("clients.page.contracts.to", { end: formatShortDate(end, lang) });
    return t("clients.page.contracts.noDates");
  };
  return (
    <SectionCard
      title={t("clients.page.contracts.title")}
      action={
        <Link to={`${base}/new`} preventScrollReset className={buttonVariants({ size: "sm" })}>
          <Plus aria-hidden="true" />
          {t("clients.page.contracts.add")}
        </Link>
      }
    >
      {data.contracts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("clients.page.contracts.empty")}</p>
      ) : (
        <ul className="divide-y">
          {data.contracts.map((contract) => (
            <li
              key={contract.id}
              className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words">{contract.title}</p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <ContractStatusBadge status={contract.status} />
                  <span>{period(contract.startDate, contract.endDate)}</span>
                  {contract.value !== null && (
                    <span className="font-medium text-foreground">
                      {formatMoney(contract.value, data.currency as Currency)}
                    </span>
                  )}
                  {contract.workshopSeats !== null && (
                    <span>
                      {t("clients.page.contracts.seats", {
                        used: contract.seatsUsed,
                        included: contract.workshopSeats,
                      })}
                    </span>
                  )}
                </p>
              </div>
              <div className="flex gap-1">
                <IconLink
                  to={`${base}/${contract.id}/edit`}
                  label={t("clients.page.contracts.editNamed", { title: contract.title })}
                >
                  <Pencil />
                </IconLink>
                {(contract.status === "active" || contract.status === "draft") && (
                  <Link
                    to={`${base}/${contract.id}/end`}
                    preventScrollReset
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                    aria-label={t("clients.page.contracts.endNamed", { title: contract.title })}
                  >
                    {t("clients.page.contracts.end")}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** The people staff deal with at the organization, beyond its client accounts; each edited or deleted in a dialog. */
function ContactPeople({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const base = `/admin/clients/${data.organization.id}/contacts`;
  return (
    <SectionCard
      title={t("clients.page.contacts.title")}
      action={
        <Link to={`${base}/new`} preventScrollReset className={buttonVariants({ size: "sm" })}>
          <Plus aria-hidden="true" />
          {t("clients.page.contacts.add")}
        </Link>
      }
    >
      {data.contacts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("clients.page.contacts.empty")}</p>
      ) : (
        <ul className="divide-y">
          {data.contacts.map((contact) => (
            <li key={contact.id} className="flex items-start justify-between gap-2 py-2.5 first:pt-0 last:pb-0">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="font-medium break-words">
                  {contact.name}
                  {contact.role && <span className="font-normal text-muted-foreground"> · {contact.role}</span>}
                </p>
                {contact.email && (
                  <p>
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex max-w-full items-center gap-1 break-all text-primary hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                      {contact.email}
                    </a>
                  </p>
                )}
                {contact.phone && (
                  <p>
                    <a
                      href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}
                      className="inline-flex items-center gap-1 text-primary hover:underline"
                    >
                      <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                      {contact.phone}
                    </a>
                  </p>
                )}
              </div>
              <div className="flex shrink-0 gap-1">
                <IconLink
                  to={`${base}/${contact.id}/edit`}
                  label={t("clients.page.contacts.editNamed", { name: contact.name })}
                >
                  <Pencil />
                </IconLink>
                <IconLink
                  to={`${base}/${contact.id}/delete`}
                  label={t("clients.page.contacts.deleteNamed", { name: contact.name })}
                >
                  <Trash2 />
                </IconLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * The organization's timeline, newest first: what staff logged (on a deal or not), its contact messages and the
 * emails sent to it; above, the form that logs a note, call or meeting on the organization without a deal.
 */
function Timeline({
  data,
  result,
  doneResult,
}: {
  data: LoaderData;
  result: OrganizationPageResult | undefined;
  doneResult: OrganizationPageResult | undefined;
}) {
  const { t } = useTranslation();
  const { entries, more } = data.timeline;
  return (
    <SectionCard title={t("clients.page.timeline.title")}>
      <ActivityLogForm result={result} today={data.today} followUpHint={t("clients.page.timeline.followUpHint")} />
      {doneResult?.formError && <FormErrorMessage error={doneResult.formError} className="mt-4" />}
      {entries.length === 0 ? (
        <p className="mt-6 text-sm text-muted-foreground">{t("clients.page.timeline.empty")}</p>
      ) : (
        <ol className="mt-6 space-y-4 border-l pl-4">
          {entries.map((entry) => (
            <li key={`${entry.type}-${entry.id}`} className="text-sm">
              <TimelineItem entry={entry} today={data.today} />
            </li>
          ))}
        </ol>
      )}
      {more && (
        <p className="mt-4 text-xs text-muted-foreground">
          {t("clients.page.timeline.more", { count: entries.length })}
        </p>
      )}
    </SectionCard>
  );
}

function TimelineItem({ entry, today }: { entry: OrganizationTimelineEntry; today: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  if (entry.type === "activity")
    return (
      <ActivityItem activity={{ ...entry, occurredOn: entry.day }} today={today}>
        {entry.deal && <DealLine deal={entry.deal} />}
      </ActivityItem>
    );
  const day = formatShortDate(entry.day, lang);
  if (entry.type === "message")
    return (
      <>
        <p className="flex flex-wrap items-center gap-x-1 font-medium">
          <MessageSquare aria-hidden="true" className="size-4 text-muted-foreground" />
          {t("clients.page.timeline.message")} · {day}
        </p>
        {entry.deal && <DealLine deal={entry.deal} />}
        <p className="mt-1 break-words">
          {t("clients.page.timeline.messageFrom", { name: entry.name, email: entry.email })}
        </p>
        <p className="mt-1 break-words">
          <Link
            to={`/admin/messages?status=all&q=${encodeURIComponent(entry.email)}`}
            className="text-primary hover:underline"
          >
            {entry.subject ?? t("clients.page.timeline.noSubject")}
          </Link>
        </p>
      </>
    );
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-1 font-medium">
        <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
        {t("clients.page.timeline.email")} · {day}
      </p>
      <p className="mt-1 break-all">{t("clients.page.timeline.emailTo", { recipient: entry.recipient })}</p>
      <p className="mt-1 break-words">{entry.subject ?? t("clients.page.timeline.noSubject")}</p>
    </>
  );
}

/** The deal an entry belongs to, linked. */
function DealLine({ deal }: { deal: TimelineDeal }) {
  const { t } = useTranslation();
  return (
    <p className="text-muted-foreground">
      {t("clients.page.timeline.deal")}{" "}
      <Link to={`/admin/sales/${deal.id}`} className="break-words text-primary hover:underline">
        {deal.title}
      </Link>
    </p>
  );
}

/** The billing details the organization's invoices will carry; the exemption's reference is asked for when exempt. */
function BillingForm({ data, result }: { data: LoaderData; result: OrganizationPageResult | undefined }) {
  const { t } = useTranslation();
  const error = useFieldErrors(result);
  const typed = result && !isStale(result) ? result.values : undefined;
  const { organization } = data;
  const value = (field: (typeof billingFields)[number], saved: string | null) => typed?.[field] ?? saved ?? "";
  const exempt = typed ? typed.vatExempt === "on" : organization.vatExempt;
  return (
    <SectionCard
      title={t("clients.page.billing.title")}
      action={
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/sales/quotes/new?organization=${organization.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Plus aria-hidden="true" />
            {t("clients.page.billing.newQuote")}
          </Link>
          <Link
            to={`/admin/billing/new?organization=${organization.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Plus aria-hidden="true" />
            {t("clients.page.billing.newInvoice")}
          </Link>
        </div>
      }
    >
      <EditorForm version={data.version} result={result} action="?intent=billing">
        <p className="text-sm text-muted-foreground">{t("clients.page.billing.intro")}</p>
        <TextField
          label={t("clients.page.billing.legalName")}
          name="legalName"
          maxLength={BILLING_LIMITS.legalName}
          autoComplete="organization"
          hint={t("clients.page.billing.legalNameHint")}
          defaultValue={value("legalName", organization.legalName)}
          error={error("legalName")}
        />
        <TextAreaField
          label={t("clients.page.billing.address")}
          name="billingAddress"
          maxLength={BILLING_LIMITS.address}
          className="[&_textarea]:min-h-24"
          defaultValue={value("billingAddress", organization.billingAddress)}
          error={error("billingAddress")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("clients.page.billing.ifu")}
            name="ifu"
            // Room for the spaces people type between groups of digits; the server drops them.
            maxLength={BILLING_LIMITS.ifu + 10}
            autoCapitalize="characters"
            hint={t("clients.page.billing.ifuHint")}
            defaultValue={value("ifu", organization.ifu)}
            error={error("ifu")}
          />
          <TextField
            label={t("clients.page.billing.rccm")}
            name="rccm"
            maxLength={BILLING_LIMITS.rccm}
            autoCapitalize="characters"
            hint={t("clients.page.billing.rccmHint")}
            defaultValue={value("rccm", organization.rccm)}
            error={error("rccm")}
          />
        </div>
        <TextField
          label={t("clients.page.billing.email")}
          name="billingEmail"
          type="email"
          maxLength={BILLING_LIMITS.email}
          autoComplete="email"
          hint={t("clients.page.billing.emailHint")}
          defaultValue={value("billingEmail", organization.billingEmail)}
          error={error("billingEmail")}
        />
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="vatExempt" value="on" defaultChecked={exempt} className="size-4" />
          {t("clients.page.billing.vatExempt")}
        </label>
        <TextField
          label={t("clients.page.billing.exemptionRef")}
          name="vatExemptionRef"
          maxLength={BILLING_LIMITS.exemptionRef}
          hint={t("clients.page.billing.exemptionRefHint")}
          defaultValue={value("vatExemptionRef", organization.vatExemptionRef)}
          error={error("vatExemptionRef")}
        />
        <div className="flex justify-end">
          <SubmitButton intent="billing" busyLabel={t("backOffice.dialog.saving")}>
            {t("clients.page.billing.save")}
          </SubmitButton>
        </div>
      </EditorForm>
    </SectionCard>
  );
}

function HealthForm({ data, result }: { data: LoaderData; result: OrganizationPageResult | undefined }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const error = useFieldErrors(result);
  const typed = result && !isStale(result) ? result.values : undefined;
  const { organization } = data;
  return (
    <SectionCard title={t("clients.page.health.title")} action={<HealthBadge score={organization.healthScore} />}>
      <EditorForm version={data.version} result={result} action="?intent=health">
        <TextField
          label={t("clients.page.health.score")}
          name="healthScore"
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          className="max-w-40"
          hint={t("clients.page.health.scoreHint")}
          defaultValue={typed?.healthScore ?? organization.healthScore?.toString() ?? ""}
          error={error("healthScore")}
        />
        <TextAreaField
          label={t("clients.page.health.note")}
          name="healthNote"
          maxLength={2000}
          hint={t("clients.page.health.noteHint")}
          defaultValue={typed?.healthNote ?? organization.healthNote ?? ""}
          error={error("healthNote")}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {t("clients.page.health.lastChange", { date: formatAgencyDate(organization.updatedAt, lang) })}
          </p>
          <SubmitButton intent="health" busyLabel={t("backOffice.dialog.saving")}>
            {t("clients.page.health.save")}
          </SubmitButton>
        </div>
      </EditorForm>
    </SectionCard>
  );
}

function ClientAccounts({ data, result }: { data: LoaderData; result: OrganizationPageResult | undefined }) {
  const { t } = useTranslation();
  const only = (intent: OrganizationIntent) => (result?.form === intent ? result : undefined);
  const link = only("link");
  const invite = only("invite");
  const unlink = only("unlink");
  const linkError = useFieldErrors(link);
  const inviteError = useFieldErrors(invite);
  return (
    <SectionCard title={t("clients.page.accounts.title")}>
      <p className="mb-4 text-sm text-muted-foreground">{t("clients.page.accounts.lead")}</p>
      {unlink?.formError && <FormErrorMessage error={unlink.formError} className="mb-3" />}
      {data.clients.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("clients.page.accounts.empty")}</p>
      ) : (
        <ul className="divide-y">
          {data.clients.map((client) => {
            const name = `${client.firstName} ${client.lastName}`.trim() || client.email;
            return (
              <li key={client.id} className="flex items-center justify-between gap-2 py-2.5 first:pt-0">
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words">{name}</p>
                  <p className="break-all text-muted-foreground">
                    {client.email}
                    {!client.emailVerified && ` · ${t("clients.page.accounts.pending")}`}
                  </p>
                </div>
                <Form method="post" action="?intent=unlink" preventScrollReset>
                  <input type="hidden" name="userId" value={client.id} />
                  <button
                    type="submit"
                    className={buttonVariants({ variant: "ghost", size: "icon" })}
                    title={t("clients.page.accounts.removeNamed", { name })}
                  >
                    <UserMinus aria-hidden="true" />
                    <span className="sr-only">{t("clients.page.accounts.removeNamed", { name })}</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <EditorForm result={link} action="?intent=link" className="mt-6 space-y-3 border-t pt-4">
        <h3 className="font-medium">{t("clients.page.accounts.linkTitle")}</h3>
        <TextField
          label={t("clients.page.accounts.linkEmail")}
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={link?.values.email ?? ""}
          error={linkError("email")}
        />
        <SubmitButton intent="link" variant="outline" busyLabel={t("clients.page.accounts.linking")}>
          {t("clients.page.accounts.link")}
        </SubmitButton>
      </EditorForm>
      <EditorForm result={invite} action="?intent=invite" className="mt-6 space-y-3 border-t pt-4">
        <h3 className="font-medium">{t("clients.page.accounts.inviteTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("clients.page.accounts.inviteLead")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={
              <>
                {t("clients.page.accounts.firstName")}
                <RequiredMark />
              </>
            }
            name="firstName"
            required
            autoComplete="off"
            defaultValue={invite?.values.firstName ?? ""}
            error={inviteError("firstName")}
          />
          <TextField
            label={
              <>
                {t("clients.page.accounts.lastName")}
                <RequiredMark />
              </>
            }
            name="lastName"
            required
            autoComplete="off"
            defaultValue={invite?.values.lastName ?? ""}
            error={inviteError("lastName")}
          />
        </div>
        <TextField
          label={
            <>
              {t("clients.page.accounts.email")}
              <RequiredMark />
            </>
          }
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={invite?.values.email ?? ""}
          error={inviteError("email")}
        />
        <SelectField
          label={t("clients.page.accounts.language")}
          name="language"
          defaultValue={invite?.values.language ?? "fr"}
        >
          <option value="fr">{t("clients.page.accounts.languages.fr")}</option>
          <option value="en">{t("clients.page.accounts.languages.en")}</option>
        </SelectField>
        <SubmitButton
          intent="invite"
          busyLabel={t("clients.page.accounts.inviting")}
          className={cn("w-full sm:w-auto")}
        >
          {t("clients.page.accounts.invite")}
        </SubmitButton>
      </EditorForm>
    </SectionCard>
  );
}
