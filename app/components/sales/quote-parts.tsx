import { Check, FileDown, Plus, X } from "lucide-react";
import { Form, Link } from "react-router";
import { SectionCard } from "~/components/clients/organization-cards";
import { buttonVariants } from "~/components/ui/button";
import { StatusBadge } from "~/components/admin/status-badge";
import { TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage, FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import type { ClientDetails, DocumentLine, DocumentTotals } from "~/lib/billing/document";
import type { FormFailure } from "~/lib/forms";
import { formatMoney, formatShortDate, type Currency } from "~/lib/format";
import { usePageLanguage } from "~/lib/use-page-language";
import { QUOTE_LIMITS, quoteViewTones, type QuoteView } from "~/lib/sales/quotes";
import type { TranslationKey } from "~/locales/runtime/i18n";
import { useTranslation } from "~/locales/runtime/react";
import type { QuoteAnswerResult, quoteForClient } from "~/routes/public/quote.route.server";
import type { DealQuote } from "~/server/sales/quotes.server";

/** A quote's status as staff and clients read it (expired included); the colour repeats the word. */
export function QuoteStatusBadge({ view }: { view: QuoteView }) {
  const { t } = useTranslation();
  return <StatusBadge tone={quoteViewTones[view]}>{t(`quotes.views.${view}`)}</StatusBadge>;
}

/** Who a sent quote is addressed to, as frozen when it was sent. */
export function QuoteClient({ client }: { client: ClientDetails }) {
  const lines = [
    client.name,
    client.legalName !== client.name ? client.legalName : null,
    client.address,
    client.ifu ? `IFU ${client.ifu}` : null,
    client.email,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        <span key={index} className={index === 0 ? "block font-medium" : "block whitespace-pre-line"}>
          {line}
        </span>
      ))}
    </address>
  );
}

/** A quote's lines and totals, as its PDF prints them. */
export function QuoteFigures({
  lines,
  totals,
  currency,
}: {
  lines: readonly DocumentLine[];
  totals: DocumentTotals;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  const rows: [string, string, boolean][] = [
    ...totals.byRate.map((row): [string, string, boolean] => [
      row.vatRate === null
        ? t("billing.page.exempt")
        : t("billing.page.vatOn", { rate: row.vatRate, base: money(row.base) }),
      money(row.vat),
      false,
    ]),
    [t("billing.page.totalHt"), money(totals.totalHt), false],
    [t("billing.page.totalVat"), money(totals.totalVat), false],
    [t("billing.page.totalTtc"), money(totals.totalTtc), true],
  ];
  return (
    <div className="space-y-4">
      <ol aria-label={t("billing.editor.linesCaption")} className="divide-y">
        {lines.map((line, index) => (
          <li key={index} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
            <div>
              <p className="font-medium whitespace-pre-line">{line.description}</p>
              <p className="text-sm text-muted-foreground">
                {`${line.quantity} × ${money(line.unitPrice)} · `}
                {line.vatRate === null ? t("billing.page.exempt") : t("billing.page.vatRate", { rate: line.vatRate })}
              </p>
            </div>
            <p className="font-medium tabular-nums sm:text-right">{money(line.amount)}</p>
          </li>
        ))}
      </ol>
      <dl className="ml-auto grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value, strong], index) => (
          <div key={index} className="contents">
            <dt className={strong ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? "font-semibold" : ""}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The answer a client gives (the link's page and the client dashboard alike): a name, a comment, accept or decline. */
export function QuoteAnswerForm({ result, defaultName }: { result: FormFailure | undefined; defaultName: string }) {
  const { t } = useTranslation();
  const values = result?.values ?? {};
  const error = (field: string) => {
    const key = result?.errors[field];
    return key ? t(key as TranslationKey) : undefined;
  };
  return (
    <Form method="post" className="space-y-4" noValidate>
      {result?.formError && <FormErrorMessage error={result.formError} />}
      <TextField
        name="responderName"
        label={t("quotes.answer.name")}
        hint={t("quotes.answer.nameHint")}
        autoComplete="name"
        required
        maxLength={QUOTE_LIMITS.responderName}
        defaultValue={values.responderName ?? defaultName}
        error={error("responderName")}
      />
      <TextAreaField
        name="comment"
        label={t("quotes.answer.comment")}
        maxLength={QUOTE_LIMITS.comment}
        rows={3}
        defaultValue={values.comment ?? ""}
        error={error("comment")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton intent="accept" busyLabel={t("quotes.answer.sending")}>
          <Check aria-hidden="true" />
          {t("quotes.answer.accept")}
        </SubmitButton>
        <SubmitButton intent="decline" variant="outline" busyLabel={t("quotes.answer.sending")}>
          <X aria-hidden="true" />
          {t("quotes.answer.decline")}
        </SubmitButton>
      </div>
    </Form>
  );
}

type ShownQuote = NonNullable<Awaited<ReturnType<typeof quoteForClient>>>;

/** The quote, its PDF and the answer: the form while it can be answered, what was answered once it was. */
export function QuoteAnswerPanel({
  quote,
  pdfHref,
  result: actionData,
  defaultName,
  level,
}: {
  quote: ShownQuote;
  pdfHref: string;
  result: QuoteAnswerResult | undefined;
  defaultName: string;
  /** 1 on the link's own page; 2 inside the client dashboard, whose page has its title. */
  level: 1 | 2;
}) {
  const { t } = useTranslation();
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const Heading = level === 1 ? "h1" : "h2";
  const Section = level === 1 ? "h2" : "h3";
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Heading className="font-display text-2xl font-semibold sm:text-3xl">
          {t("quotes.answer.heading", { number: quote.number })}
        </Heading>
        <QuoteStatusBadge view={quote.view} />
      </div>
      <p className="mt-2 text-muted-foreground">
        {t("quotes.answer.intro", { seller: quote.seller, issued: quote.issued, validUntil: quote.validUntil })}
      </p>
      <p className="mt-4 font-medium">{t("quotes.answer.subject", { subject: quote.subject })}</p>
      <div className="mt-4">
        <QuoteClient client={quote.client} />
      </div>
      <div className="mt-6">
        <QuoteFigures lines={quote.lines} totals={quote.totals} currency={quote.currency} />
      </div>
      {quote.notes && <p className="mt-4 text-sm whitespace-pre-line">{quote.notes}</p>}
      <a
        href={pdfHref}
        className="mt-6 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        <FileDown aria-hidden="true" className="size-4" />
        {t("quotes.answer.pdf", { number: quote.number })}
      </a>
      <section aria-labelledby="quote-answer" className="mt-8 border-t pt-6">
        <Section id="quote-answer" className="font-display text-xl font-semibold">
          {t("quotes.answer.sectionTitle")}
        </Section>
        <div className="mt-4">
          {actionData?.ok ? (
            <FormMessage tone="success">{t(`quotes.answer.done.${actionData.kind}`)}</FormMessage>
          ) : quote.answer ? (
            <p>
              {t(quote.view === "accepted" ? "quotes.answer.acceptedBy" : "quotes.answer.declinedBy", {
                name: quote.answer.name,
                at: quote.answer.at,
              })}
              {quote.answer.comment && <span className="mt-2 block whitespace-pre-line">{quote.answer.comment}</span>}
            </p>
          ) : quote.view === "expired" ? (
            <p>{t("quotes.answer.expired", { validUntil: quote.validUntil })}</p>
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground">{t("quotes.answer.help")}</p>
              <QuoteAnswerForm result={failure} defaultName={defaultName} />
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** A deal's quotes on its page, and the button that starts one from the deal. */
export function DealQuotes({ dealId, quotes }: { dealId: string; quotes: readonly DealQuote[] }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <SectionCard
      title={t("quotes.title")}
      action={
        <Link
          to={`/admin/sales/quotes/new?deal=${dealId}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Plus aria-hidden="true" />
          {t("quotes.list.create")}
        </Link>
      }
    >
      {quotes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("quotes.deal.none")}</p>
      ) : (
        <ul className="divide-y text-sm">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link to={`/admin/sales/quotes/${quote.id}`} className="font-medium text-primary hover:underline">
                {quote.number ?? t("quotes.list.draftNumber")}
              </Link>
              <span className="tabular-nums">{formatMoney(quote.totalTtc, quote.currency)}</span>
              <span className="flex items-center gap-2">
                <QuoteStatusBadge view={quote.view} />
                <span className="text-xs text-muted-foreground">
                  {t("quotes.page.validUntil", { date: formatShortDate(quote.validUntil, lang) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
