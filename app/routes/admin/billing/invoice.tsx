import { ArrowLeft, Ban, Download, ExternalLink, Pencil, Send, Stamp, Trash2, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, Outlet, useActionData } from "react-router";
import { useFieldErrors } from "~/components/admin/editor-form";
import { InvoiceStatusBadge } from "~/components/billing/badges";
import {
  ReportingFields,
  useReporting,
  useServiceLabel,
  workshopChoiceLabel,
} from "~/components/billing/reporting-fields";
import { SectionCard } from "~/components/clients/organization-cards";
import { DashboardPage } from "~/components/dashboard-page";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { documentLines } from "~/lib/billing/money";
import { currencyFrom, formatAgencyDateTime, formatMoney, formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { billingToday, getInvoicePage } from "~/server/billing/invoices.server";
import { workshopSources } from "~/server/billing/line-sources.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/invoice";
import { invoicePageAction, type BillingResult } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const page = isUuid(params.id) ? await getInvoicePage(params.id, billingToday()) : null;
  if (!page) throw data(null, { status: 404 });
  const lang = context.get(pageLanguage);
  const workshops = await workshopSources(billingToday(), lang, page.invoice.workshopId);
  const { invoice } = page;
  const currency = currencyFrom(invoice.currency);
  const meta = privatePageMeta(lang, "billing.title");
  return {
    meta: { ...meta, title: `${invoice.number ?? meta.title} | ${meta.title}` },
    ...page,
    workshops: workshops.map(({ id, title, date }) => ({ id, title, date })),
    currency,
    version: versionOf(invoice.updatedAt),
    documentLines: documentLines(page.lines, currency),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoicePageAction({ request, context }, params.id, context.get(pageLanguage));
}

export const handle = i18nHandle("backOffice", "billing", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

type Data = Route.ComponentProps["loaderData"];

/** Who the invoice is addressed to: as frozen at issue, else the organization or person of the draft. */
function ClientBlock({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const { invoice, organization } = loaderData;
  const client = invoice.client;
  const lines = client
    ? [
        client.name,
        client.legalName !== client.name ? client.legalName : null,
        client.address,
        client.ifu ? `IFU ${client.ifu}` : null,
        client.rccm ? `RCCM ${client.rccm}` : null,
        client.email,
      ]
    : organization
      ? [organization.name, organization.billingEmail]
      : [invoice.personName, invoice.personAddress, invoice.personEmail];
  return (
    <address className="text-sm not-italic">
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <span key={index} className={index === 0 ? "block font-medium" : "block whitespace-pre-line"}>
            {line}
          </span>
        ))}
      {organization && (
        <Link to={`/admin/clients/${organization.id}`} className="mt-1 inline-block text-primary hover:underline">
          {t("billing.page.openOrganization")}
        </Link>
      )}
    </address>
  );
}

function Totals({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const { invoice, currency, balance } = loaderData;
  const money = (amount: string) => formatMoney(amount, currency);
  const exemptRef = invoice.client?.vatExempt ? invoice.client.vatExemptionRef : null;
  const rows: [ReactNode, string, boolean?][] = [
    ...invoice.totals.byRate.map((row): [ReactNode, string] => [
      row.vatRate === null
        ? exemptRef
          ? t("billing.page.exemptWithRef", { reference: exemptRef })
          : t("billing.page.exempt")
        : t("billing.page.vatOn", { rate: row.vatRate, base: money(row.base) }),
      money(row.vat),
    ]),
    [t("billing.page.totalHt"), money(invoice.totals.totalHt)],
    [t("billing.page.totalVat"), money(invoice.totals.totalVat)],
    [t("billing.page.totalTtc"), money(invoice.totals.totalTtc), true],
  ];
  if (invoice.kind === "invoice" && invoice.status !== "draft") {
    rows.push(
      [t("billing.page.paid"), money(invoice.amountPaid)],
      [t("billing.page.credited"), money(invoice.amountCredited)],
      [t("billing.page.balance"), money(balance), true],
    );
  }
  return (
    <dl className="ml-auto grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map(([label, value, strong], index) => (
        <div key={index} className="contents">
          <dt className={strong ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
          <dd className={`text-right tabular-nums ${strong ? "font-semibold" : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Lines({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const { documentLines: lines, lines: stored, currency } = loaderData;
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <ol aria-label={t("billing.editor.linesCaption")} className="divide-y">
      {lines.map((line, index) => (
        <li key={stored[index]!.id} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
          <div>
            <p className="font-medium whitespace-pre-line">{line.description}</p>
            <p className="text-sm text-muted-foreground">
              {`${line.quantity} × ${money(line.unitPrice)} · `}
              {line.vatRate === null ? t("billing.page.exempt") : t("billing.page.vatRate", { rate: line.vatRate })}
              {stored[index]!.credited && <> · {t("billing.page.credited_line")}</>}
            </p>
          </div>
          <p className="font-medium tabular-nums sm:text-right">{money(line.amount)}</p>
        </li>
      ))}
    </ol>
  );
}

function Payments({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { invoice, payments, currency } = loaderData;
  const money = (amount: string) => formatMoney(amount, currency);
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t("billing.page.noPayments")}</p>;
  return (
    <ul aria-label={t("billing.page.paymentsCaption")} className="divide-y">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-medium">
              {`${formatShortDate(payment.paidOn, lang)} · ${money(payment.amount)} · ${t(`billing.methods.${payment.method}`)}`}
            </p>
            {payment.reference && (
              <p className="text-muted-foreground">
                {t("billing.page.referenceValue", { reference: payment.reference })}
              </p>
            )}
            {Number(payment.withheldVat) > 0 && (
              <p className="text-muted-foreground">
                {t("billing.page.withheldValue", {
                  amount: money(payment.withheldVat),
                  certificate: payment.withholdingCertificate ?? "",
                })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              href={`/admin/billing/${invoice.id}/payments/${payment.id}/receipt.pdf`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden="true" />
              {t("billing.actions.receipt")}
            </a>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="paymentId" value={payment.id} />
              <SubmitButton intent="receipt" busyLabel={t("billing.actions.reminding")} variant="outline" size="sm">
                <Send aria-hidden="true" />
                {t("billing.actions.emailReceipt")}
              </SubmitButton>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

function History({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { events, currency } = loaderData;
  const describe = (event: Data["events"][number]) => {
    const detail = event.detail;
    switch (event.kind) {
      case "payment":
        return t("billing.events.payment", {
          rank: detail.rank ?? "",
          amount: formatMoney(detail.amount ?? "0", currency),
        });
      case "credited":
        return t("billing.events.credited", {
          number: detail.number ?? "",
          amount: formatMoney(detail.amount ?? "0", currency),
        });
      case "seatsReleased":
        return t("billing.events.seatsReleased", { count: Number(detail.seats ?? 0) });
      case "status":
        return t("billing.events.status", {
          from: t(`billing.views.${(detail.from ?? "draft") as "draft"}`),
          to: t(`billing.views.${(detail.to ?? "draft") as "draft"}`),
        });
      default:
        return t(`billing.events.${event.kind as "emailed"}`, { to: detail.to ?? "", number: detail.number ?? "" });
    }
  };
  return (
    <ol className="space-y-2 text-sm">
      {events.map((event) => (
        <li key={event.id}>
          <p>{describe(event)}</p>
          <p className="text-xs text-muted-foreground">
            {formatAgencyDateTime(event.createdAt, lang)} ·{" "}
            {event.actorName ? t("billing.page.by", { name: event.actorName }) : t("billing.page.system")}
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * What the invoice sells, for the reports: a form on an issued invoice (neither field is printed, so staff may
 * correct them), read only on a draft (its editor sets them) and on a credit note (it follows its invoice). Keyed
 * by the invoice, so that following a link to another invoice starts from that one's values.
 */
function Reporting({ loaderData, answer }: { loaderData: Data; answer: BillingResult | undefined }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const serviceLabel = useServiceLabel();
  const fieldError = useFieldErrors(answer);
  const { invoice, workshops } = loaderData;
  const reporting = useReporting({ service: invoice.service ?? "", workshopId: invoice.workshopId ?? "" });
  const workshop = workshops.find((choice) => choice.id === invoice.workshopId);
  if (invoice.kind !== "invoice" || invoice.status === "draft") {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("billing.reporting.service")}</dt>
        <dd>{invoice.service ? serviceLabel(invoice.service) : t("billing.reporting.noService")}</dd>
        <dt className="text-muted-foreground">{t("billing.reporting.workshop")}</dt>
        <dd>{workshop ? workshopChoiceLabel(workshop, lang) : t("billing.reporting.noWorkshop")}</dd>
      </dl>
    );
  }
  return (
    <Form method="post" preventScrollReset className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("billing.reporting.pageIntro")}</p>
      <ReportingFields workshops={workshops} reporting={reporting} fieldError={fieldError} />
      <SubmitButton intent="reporting" busyLabel={t("billing.reporting.saving")} variant="outline">
        {t("billing.reporting.save")}
      </SubmitButton>
    </Form>
  );
}

/** The buttons of the page: what the invoice's state allows, nothing else. */
function Actions({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const { invoice } = loaderData;
  const link = (to: string, icon: ReactNode, label: string, variant: "default" | "outline" = "outline") => (
    <Link to={to} preventScrollReset className={buttonVariants({ variant })}>
      {icon}
      {label}
    </Link>
  );
  if (invoice.status === "draft") {
    return (
      <>
        {link("issue", <Stamp aria-hidden="true" />, t("billing.actions.issue"), "default")}
        {link(`/admin/billing/${invoice.id}/edit`, <Pencil aria-hidden="true" />, t("billing.actions.edit"))}
        {link("delete", <Trash2 aria-hidden="true" />, t("billing.actions.delete"))}
      </>
    );
  }
  const payable = invoice.kind === "invoice" && (invoice.status === "issued" || invoice.status === "partially_paid");
  const creditable = invoice.kind === "invoice" && invoice.status !== "cancelled";
  return (
    <>
      <a href={`/admin/billing/${invoice.id}/pdf`} className={buttonVariants()}>
        <Download aria-hidden="true" />
        {t("billing.actions.pdf")}
      </a>
      {payable && link("payment", <Wallet aria-hidden="true" />, t("billing.actions.payment"))}
      {creditable && link("credit-note", <Ban aria-hidden="true" />, t("billing.actions.creditNote"))}
      {payable && (
        <Form method="post" preventScrollReset>
          <SubmitButton intent="remind" busyLabel={t("billing.actions.reminding")} variant="outline">
            <Send aria-hidden="true" />
            {t("billing.actions.remind")}
          </SubmitButton>
        </Form>
      )}
      {invoice.verifyCode && (
        <a
          href={`/invoices/verify/${invoice.verifyCode}`}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: "ghost" })}
        >
          <ExternalLink aria-hidden="true" />
          {t("billing.actions.verify")}
        </a>
      )}
    </>
  );
}

export default function InvoicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const answer = useActionData<typeof action>();
  const { invoice, view, creditNotes, corrects, currency } = loaderData;
  const title =
    invoice.status === "draft"
      ? t("billing.page.draftTitle")
      : invoice.kind === "credit_note"
        ? t("billing.page.creditNoteTitle", { number: invoice.number ?? "" })
        : t("billing.page.invoiceTitle", { number: invoice.number ?? "" });
  return (
    <DashboardPage title={title}>
      <Link to="/admin/billing" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("billing.editor.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge view={view} />
        {corrects && (
          <Link to={`/admin/billing/${corrects.id}`} className="text-sm text-primary hover:underline">
            {t("billing.page.corrects", { number: corrects.number ?? "" })}
          </Link>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Actions loaderData={loaderData} />
      </div>
      {answer?.formError && <FormErrorMessage error={answer.formError} className="mt-4" />}
      {invoice.status === "draft" && (
        <p className="mt-4 max-w-3xl rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
          {t("billing.page.draftNotice")}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <SectionCard title={t("billing.page.subject")}>
            <p className="font-medium">{invoice.subject}</p>
            <div className="mt-2 space-y-0.5 text-sm text-muted-foreground">
              {invoice.issueDate && (
                <p>{t("billing.page.issueDate", { date: formatShortDate(invoice.issueDate, lang) })}</p>
              )}
              {invoice.dueDate && <p>{t("billing.page.dueDate", { date: formatShortDate(invoice.dueDate, lang) })}</p>}
              {invoice.purchaseOrder && <p>{t("billing.page.purchaseOrder", { reference: invoice.purchaseOrder })}</p>}
            </div>
            {invoice.notes && (
              <>
                <h3 className="mt-4 text-sm font-semibold">{t("billing.page.notes")}</h3>
                <p className="text-sm whitespace-pre-line">{invoice.notes}</p>
              </>
            )}
          </SectionCard>
          <SectionCard title={t("billing.editor.lines")}>
            <Lines loaderData={loaderData} />
            <div className="mt-4 border-t pt-4">
              <Totals loaderData={loaderData} />
            </div>
          </SectionCard>
          {invoice.kind === "invoice" && invoice.status !== "draft" && (
            <SectionCard title={t("billing.page.payments")}>
              <Payments loaderData={loaderData} />
            </SectionCard>
          )}
        </div>
        <div className="space-y-6">
          <SectionCard title={t("billing.page.billTo")}>
            <ClientBlock loaderData={loaderData} />
          </SectionCard>
          <SectionCard title={t("billing.reporting.title")}>
            <Reporting key={invoice.id} loaderData={loaderData} answer={answer} />
          </SectionCard>
          {creditNotes.length > 0 && (
            <SectionCard title={t("billing.page.creditNotes")}>
              <ul className="space-y-1 text-sm">
                {creditNotes.map((note) => (
                  <li key={note.id}>
                    <Link to={`/admin/billing/${note.id}`} className="text-primary hover:underline">
                      {note.number}
                    </Link>
                    {` · ${note.issueDate ? formatShortDate(note.issueDate, lang) : ""} · ${formatMoney(note.totalTtc, currency)}`}
                  </li>
                ))}
              </ul>
            </SectionCard>
          )}
          <SectionCard title={t("billing.page.history")}>
            <History loaderData={loaderData} />
          </SectionCard>
        </div>
      </div>
      <Outlet />
    </DashboardPage>
  );
}
