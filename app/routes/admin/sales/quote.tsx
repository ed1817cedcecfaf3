import { ArrowLeft, Download, FileText, Pencil, Send, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, Outlet, useActionData } from "react-router";
import { SectionCard } from "~/components/clients/organization-cards";
import { DashboardPage } from "~/components/dashboard-page";
import { TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { QuoteClient, QuoteFigures, QuoteStatusBadge } from "~/components/sales/quote-parts";
import { buttonVariants } from "~/components/ui/button";
import { formatAgencyDateTime, formatShortDate } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import type { TranslationKey } from "~/locales/runtime/i18n";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/quote";
import { invoiceQuoteAction, quotePage } from "./quotes.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const page = await quotePage(params.id);
  if (!page) throw data(null, { status: 404 });
  const meta = privatePageMeta(context.get(pageLanguage), "quotes.title");
  return { meta: { ...meta, title: `${page.quote.number ?? meta.title} | ${meta.title}` }, ...page };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return invoiceQuoteAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "billing", "sales", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

type Data = Route.ComponentProps["loaderData"];

/** The buttons of the page: what the quote's state allows, nothing else. */
function Actions({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const { quote } = loaderData;
  const link = (to: string, icon: ReactNode, label: string, variant: "default" | "outline" = "outline") => (
    <Link to={to} preventScrollReset className={buttonVariants({ variant })}>
      {icon}
      {label}
    </Link>
  );
  if (quote.status === "draft") {
    return (
      <>
        {link("send", <Send aria-hidden="true" />, t("quotes.actions.send"), "default")}
        {link(`/admin/sales/quotes/${quote.id}/edit`, <Pencil aria-hidden="true" />, t("quotes.actions.edit"))}
        {link("delete", <Trash2 aria-hidden="true" />, t("quotes.actions.delete"))}
      </>
    );
  }
  return (
    <a href={`/admin/sales/quotes/${quote.id}/pdf`} className={buttonVariants()}>
      <Download aria-hidden="true" />
      {t("quotes.actions.pdf")}
    </a>
  );
}

/** An accepted quote's invoice: in full or a deposit first; once the deposit is made, the balance. */
function InvoiceForm({ loaderData }: { loaderData: Data }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { quote, depositInvoice } = loaderData;
  const scope = result?.values?.scope ?? "full";
  const error = (field: "scope" | "depositPercent") => {
    const key = result?.errors[field];
    return key ? t(key as TranslationKey) : undefined;
  };
  if (depositInvoice) {
    return (
      <Form method="post" preventScrollReset className="space-y-3">
        {result?.formError && <FormErrorMessage error={result.formError} />}
        <p className="text-sm">{t("quotes.invoice.balanceLead", { percent: quote.depositPercent ?? 0 })}</p>
        <input type="hidden" name="scope" value="full" />
        <SubmitButton busyLabel={t("quotes.invoice.creating")}>
          <FileText aria-hidden="true" />
          {t("quotes.invoice.balance")}
        </SubmitButton>
      </Form>
    );
  }
  return (
    <Form method="post" preventScrollReset className="space-y-4" noValidate>
      {result?.formError && <FormErrorMessage error={result.formError} />}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("quotes.invoice.scope")}</legend>
        {(["full", "deposit"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="scope"
              value={value}
              defaultChecked={scope === value}
              className="size-4 accent-primary"
            />
            {t(`quotes.invoice.scopes.${value}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        name="depositPercent"
        label={t("quotes.invoice.percent")}
        hint={t("quotes.invoice.percentHint")}
        inputMode="numeric"
        defaultValue={result?.values?.depositPercent ?? "30"}
        className="max-w-48"
        error={error("depositPercent")}
      />
      <SubmitButton busyLabel={t("quotes.invoice.creating")}>
        <FileText aria-hidden="true" />
        {t("quotes.invoice.create")}
      </SubmitButton>
    </Form>
  );
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { quote, view, currency, lines, deal, depositInvoice, invoice, answerUrl } = loaderData;
  const title = quote.number ? t("quotes.page.title", { number: quote.number }) : t("quotes.page.draftTitle");
  const invoiceLink = (label: string, target: { id: string; number: string | null }) => (
    <li>
      {label}{" "}
      <Link to={`/admin/billing/${target.id}`} className="font-medium text-primary hover:underline">
        {target.number ?? t("quotes.page.draftInvoice")}
      </Link>
    </li>
  );
  return (
    <DashboardPage title={title}>
      <Link to="/admin/sales/quotes" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("quotes.page.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <QuoteStatusBadge view={view} />
          <span className="text-sm text-muted-foreground">
            {t("quotes.page.validUntil", { date: formatShortDate(quote.validUntil, lang) })}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Actions loaderData={loaderData} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <SectionCard title={t("quotes.page.document")}>
          <p className="font-medium">{t("quotes.answer.subject", { subject: quote.subject })}</p>
          <div className="mt-4">
            <QuoteFigures lines={lines} totals={quote.totals} currency={currency} />
          </div>
          {quote.notes && <p className="mt-4 text-sm whitespace-pre-line">{quote.notes}</p>}
        </SectionCard>
        <div className="space-y-6">
          <SectionCard title={t("quotes.page.client")}>
            {quote.client ? (
              <QuoteClient client={quote.client} />
            ) : (
              <p className="text-sm font-medium">{quote.clientName}</p>
            )}
            {quote.organizationId && (
              <Link
                to={`/admin/clients/${quote.organizationId}`}
                className="mt-1 inline-block text-sm text-primary hover:underline"
              >
                {t("billing.page.openOrganization")}
              </Link>
            )}
            {deal && (
              <p className="mt-3 text-sm">
                {t("quotes.editor.deal")}{" "}
                <Link to={`/admin/sales/${deal.id}`} className="font-medium text-primary hover:underline">
                  {deal.title}
                </Link>
              </p>
            )}
          </SectionCard>
          {answerUrl && (
            <SectionCard title={t("quotes.page.answer")}>
              {quote.respondedAt ? (
                <p className="text-sm">
                  {t(quote.status === "accepted" ? "quotes.answer.acceptedBy" : "quotes.answer.declinedBy", {
                    name: quote.responderName ?? "",
                    at: formatAgencyDateTime(quote.respondedAt, lang),
                  })}
                  {quote.responseComment && (
                    <span className="mt-2 block whitespace-pre-line text-muted-foreground">
                      {quote.responseComment}
                    </span>
                  )}
                </p>
              ) : (
                <p className="text-sm text-muted-foreground">{t("quotes.page.waiting")}</p>
              )}
              <TextField
                label={t("quotes.page.link")}
                hint={t("quotes.page.linkHint")}
                readOnly
                value={answerUrl}
                className="mt-4"
                onFocus={(event) => event.currentTarget.select()}
              />
            </SectionCard>
          )}
          {quote.status === "accepted" && (
            <SectionCard title={t("quotes.page.invoices")}>
              {(depositInvoice || invoice) && (
                <ul className="mb-4 space-y-1 text-sm">
                  {depositInvoice &&
                    invoiceLink(
                      t("quotes.page.depositInvoice", { percent: quote.depositPercent ?? 0 }),
                      depositInvoice,
                    )}
                  {invoice &&
                    invoiceLink(t(depositInvoice ? "quotes.page.balanceInvoice" : "quotes.page.fullInvoice"), invoice)}
                </ul>
              )}
              {!invoice && <InvoiceForm loaderData={loaderData} />}
            </SectionCard>
          )}
        </div>
      </div>
      <Outlet />
    </DashboardPage>
  );
}
