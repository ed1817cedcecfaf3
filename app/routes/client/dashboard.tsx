import type { ReactNode } from "react";
import { CalendarDays, CheckCircle2, Download, FileDown, FileText, FolderKanban, Mail, Phone } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { FigureCard } from "~/components/admin/figure-card";
import { StatusBadge } from "~/components/admin/status-badge";
import { DashboardPage } from "~/components/dashboard-page";
import { FallbackNote } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { invoiceViewTones } from "~/lib/billing/invoices";
import { quoteViewTones } from "~/lib/sales/quotes";
import { toHundredths } from "~/lib/billing/money";
import { contractStatusTones, projectStatusTones } from "~/lib/clients/admin";
import { formatCount, formatLongDate, formatMoney, formatShortDate, formatTimeRange } from "~/lib/format";
import { localizePath, type Language } from "~/lib/i18n";
import { localizedText } from "~/lib/localized-text";
import { cn } from "~/lib/utils";
import { metaTags } from "~/lib/meta";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { placeLine } from "~/lib/workshops/places";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { clientDashboard } from "~/server/clients/client-dashboard.server";
import { listOrganizationCertificates } from "~/server/workshops/certificates.server";
import { privatePageMeta, serverT } from "~/server/i18n.server";
import type { Route } from "./+types/dashboard";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "client");
  const lang = context.get(pageLanguage);
  const meta = privatePageMeta(lang, "pages.clientDashboard.title");
  const [dashboard, certificates] = await Promise.all([
    clientDashboard(viewer, todayIn(AGENCY_TIME_ZONE)),
    listOrganizationCertificates(viewer.id),
  ]);
  if (dashboard.kind === "noOrganization") {
    const { email, phone } = dashboard.contact;
    return { meta, dashboard: { kind: "noOrganization" as const, email, phone } };
  }
  return {
    meta,
    dashboard: {
      ...dashboard,
      registrations: dashboard.registrations.map(({ title, cancelToken, ...registration }) => {
        const shown = localizedText(title, lang);
        return {
          id: registration.id,
          status: registration.status,
          name: registration.name,
          title: shown?.text ?? "",
          titleLang: shown?.fallback ? shown.lang : undefined,
          href: localizePath(`/calendar/${registration.workshopId}`, lang),
          when: [
            registration.date ? formatLongDate(registration.date, lang) : null,
            formatTimeRange(registration.startTime, registration.endTime, lang),
            placeLine(registration, lang, serverT(lang)("workshop.facts.online")),
          ]
            .filter(Boolean)
            .join(" · "),
          cancelHref: cancelToken
            ? `${localizePath(`/registrations/${registration.id}/cancel`, lang)}?token=${cancelToken}`
            : null,
        };
      }),
      certificates: certificates.map((workshop) => {
        const shown = localizedText(workshop.title, lang);
        return {
          workshopId: workshop.workshopId,
          title: shown?.text ?? "",
          titleLang: shown?.fallback ? shown.lang : undefined,
          date: formatLongDate(workshop.date, lang),
          count: workshop.count,
          zipHref: `/client/workshops/${workshop.workshopId}/certificates.zip`,
        };
      }),
      contracts: dashboard.contracts.map((contract) => ({
        ...contract,
        startDate: contract.startDate ? formatShortDate(contract.startDate, lang) : null,
        endDate: contract.endDate ? formatShortDate(contract.endDate, lang) : null,
      })),
      invoices: {
        more: dashboard.invoices.total - dashboard.invoices.rows.length,
        rows: dashboard.invoices.rows.map((invoice) => ({
          id: invoice.id,
          kind: invoice.kind,
          number: invoice.number ?? "",
          view: invoice.view,
          issueDate: invoice.issueDate ? formatShortDate(invoice.issueDate, lang) : null,
          dueDate: invoice.dueDate ? formatShortDate(invoice.dueDate, lang) : null,
          total: formatMoney(invoice.totalTtc, invoice.currency),
          // A credit note is owed nothing: it has no balance of its own.
          balance: invoice.kind === "invoice" ? formatMoney(invoice.balance, invoice.currency) : null,
          pdfHref: `/client/invoices/${invoice.id}/pdf`,
        })),
      },
      quotes: {
        more: dashboard.quotes.total - dashboard.quotes.rows.length,
        rows: dashboard.quotes.rows.map((quote) => ({
          id: quote.id,
          number: quote.number ?? "",
          subject: quote.subject,
          view: quote.view,
          validUntil: formatShortDate(quote.validUntil, lang),
          total: formatMoney(quote.totalTtc, quote.currency),
          href: `/client/quotes/${quote.id}`,
        })),
      },
      payments: {
        more: dashboard.payments.total - dashboard.payments.rows.length,
        rows: dashboard.payments.rows.map((payment) => ({
          id: payment.id,
          paidOn: formatShortDate(payment.paidOn, lang),
          invoiceNumber: payment.invoiceNumber,
          amount: formatMoney(payment.amount, payment.currency),
          withheldVat:
            toHundredths(payment.withheldVat) > 0n ? formatMoney(payment.withheldVat, payment.currency) : null,
          method: payment.method,
          receiptHref: `/client/invoices/${payment.invoiceId}/payments/${payment.id}/receipt.pdf`,
        })),
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export const handle = i18nHandle("clientDashboard");

type Data = Route.ComponentProps["loaderData"]["dashboard"];
type OrganizationData = Extract<Data, { kind: "organization" }>;
type InvoiceItem = OrganizationData["invoices"]["rows"][number];
type PaymentItem = OrganizationData["payments"]["rows"][number];

export default function ClientDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dashboard } = loaderData;
  return (
    <DashboardPage title={t("pages.clientDashboard.title")}>
      {dashboard.kind === "noOrganization" ? (
        <NoOrganization email={dashboard.email} phone={dashboard.phone} />
      ) : (
        <OrganizationDashboard dashboard={dashboard} />
      )}
    </DashboardPage>
  );
}

function NoOrganization({ email, phone }: { email: string; phone: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  return (
    <section aria-labelledby="no-organization" className="max-w-2xl rounded-xl border bg-card p-6">
      <h2 id="no-organization" className="font-display text-xl font-semibold">
        {t("clientDashboard.empty.title")}
      </h2>
      <p className="mt-3 text-muted-foreground">{t("clientDashboard.empty.body")}</p>
      <p className="mt-3">{t("clientDashboard.empty.reach")}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <Mail aria-hidden="true" className="size-4" />
          {t("clientDashboard.empty.email")}
        </dt>
        <dd className="min-w-0 break-words">
          <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </dd>
        <dt className="flex items-center gap-2 text-muted-foreground">
          <Phone aria-hidden="true" className="size-4" />
          {t("clientDashboard.empty.phone")}
        </dt>
        <dd>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </dd>
      </dl>
      <Link to={localizePath("/contact", lang)} className={buttonVariants({ className: "mt-5" })}>
        {t("clientDashboard.empty.contact")}
      </Link>
    </section>
  );
}

function OrganizationDashboard({ dashboard }: { dashboard: OrganizationData }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { figures } = dashboard;
  return (
    <>
      <p className="-mt-3 text-muted-foreground">
        {t("clientDashboard.organization", { name: dashboard.organization.name })}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label={t("clientDashboard.cards.activeProjects")}
          value={formatCount(figures.activeProjects, lang)}
          definition={t("clientDashboard.cards.activeProjectsHint")}
          icon={FolderKanban}
        />
        <FigureCard
          label={t("clientDashboard.cards.completedProjects")}
          value={formatCount(figures.completedProjects, lang)}
          definition={t("clientDashboard.cards.completedProjectsHint")}
          icon={CheckCircle2}
        />
        <FigureCard
          label={t("clientDashboard.cards.upcomingWorkshops")}
          value={formatCount(figures.upcomingWorkshops, lang)}
          definition={t("clientDashboard.cards.upcomingWorkshopsHint")}
          icon={CalendarDays}
        />
        <FigureCard
          label={t("clientDashboard.cards.openContracts")}
          value={formatCount(figures.openContracts, lang)}
          definition={t("clientDashboard.cards.openContractsHint")}
          icon={FileText}
        />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <ListSection
          id="client-projects"
          title={t("clientDashboard.projects.title")}
          empty={dashboard.projects.length === 0}
          none={t("clientDashboard.projects.none")}
        >
          {dashboard.projects.map((project) => (
            <li key={project.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-medium break-words">{project.title}</h3>
                <StatusBadge tone={projectStatusTones[project.status]}>
                  {t(`clientDashboard.projectStatus.${project.status}`)}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {project.team.length === 0
                  ? t("clientDashboard.projects.noTeam")
                  : t("clientDashboard.projects.team", {
                      names: project.team
                        .map((member) => (member.role ? `${member.name} (${member.role})` : member.name))
                        .join(", "),
                    })}
              </p>
            </li>
          ))}
        </ListSection>

        <ListSection
          id="client-contracts"
          title={t("clientDashboard.contracts.title")}
          empty={dashboard.contracts.length === 0}
          none={t("clientDashboard.contracts.none")}
        >
          {dashboard.contracts.map((contract) => (
            <li key={contract.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-medium break-words">{contract.title}</h3>
                <StatusBadge tone={contractStatusTones[contract.status]}>
                  {t(`clientDashboard.contractStatus.${contract.status}`)}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {contract.startDate || contract.endDate
                  ? [
                      contract.startDate && t("clientDashboard.contracts.from", { date: contract.startDate }),
                      contract.endDate && t("clientDashboard.contracts.until", { date: contract.endDate }),
                    ]
                      .filter(Boolean)
                      .join(" · ")
                  : t("clientDashboard.contracts.noDates")}
              </p>
            </li>
          ))}
        </ListSection>
      </div>

      <ListSection
        id="client-registrations"
        title={t("clientDashboard.registrations.title")}
        empty={dashboard.registrations.length === 0}
        none={t("clientDashboard.registrations.none")}
        className="mt-10"
        after={
          <Link
            to={localizePath("/calendar", lang)}
            className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("clientDashboard.registrations.browse")}
          </Link>
        }
      >
        {dashboard.registrations.map((registration) => (
          <li key={registration.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link to={registration.href} className="font-medium break-words hover:underline">
                <span lang={registration.titleLang}>
                  {registration.title}
                  {registration.titleLang && <FallbackNote lang={registration.titleLang} />}
                </span>
              </Link>
              <p className="text-sm text-muted-foreground">{registration.when}</p>
              <p className="mt-1 text-sm">
                {t("clientDashboard.registrations.by", { name: registration.name })}
                {" · "}
                <span className="font-medium">{t(`clientDashboard.registrationStatus.${registration.status}`)}</span>
              </p>
            </div>
            {registration.cancelHref && (
              <Link
                to={registration.cancelHref}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("clientDashboard.registrations.cancel")}
                <span className="sr-only">
                  {" – "}
                  {registration.title}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ListSection>

      <ListSection
        id="client-certificates"
        title={t("clientDashboard.certificates.title")}
        empty={dashboard.certificates.length === 0}
        none={t("clientDashboard.certificates.none")}
        className="mt-10"
      >
        {dashboard.certificates.map((workshop) => (
          <li key={workshop.workshopId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium break-words">
                <span lang={workshop.titleLang}>
                  {workshop.title}
                  {workshop.titleLang && <FallbackNote lang={workshop.titleLang} />}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">
                {workshop.date} · {t("clientDashboard.certificates.count", { count: workshop.count })}
              </p>
            </div>
            <a href={workshop.zipHref} download className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Download aria-hidden="true" />
              {t("clientDashboard.certificates.download")}
              <span className="sr-only">
                {" – "}
                {workshop.title}
              </span>
            </a>
          </li>
        ))}
      </ListSection>

      <QuotesSection quotes={dashboard.quotes} />
      <InvoicesSection invoices={dashboard.invoices} />
      <PaymentsSection payments={dashboard.payments} />
    </>
  );
}

/** A link that opens a PDF: a file, not a page, so the browser loads it itself. */
function PdfLink({ href, label, hidden }: { href: string; label: string; hidden: string }) {
  return (
    <Link
      to={href}
      reloadDocument
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {label}
      <span className="sr-only">
        {" – "}
        {hidden}
      </span>
    </Link>
  );
}

function InvoicesSection({ invoices }: { invoices: OrganizationData["invoices"] }) {
  const { t } = useTranslation();
  const columns: CardColumn<InvoiceItem>[] = [
    {
      id: "number",
      header: t("clientDashboard.invoices.number"),
      cell: (invoice) => <span className="font-medium tabular-nums">{invoice.number}</span>,
    },
    { id: "issued", header: t("clientDashboard.invoices.issued"), cell: (invoice) => invoice.issueDate ?? "—" },
    { id: "due", header: t("clientDashboard.invoices.due"), cell: (invoice) => invoice.dueDate ?? "—" },
    {
      id: "total",
      header: t("clientDashboard.invoices.total"),
      cell: (invoice) => invoice.total,
      className: "tabular-nums md:text-right md:whitespace-nowrap",
    },
    {
      id: "balance",
      header: t("clientDashboard.invoices.balance"),
      cell: (invoice) => invoice.balance ?? "—",
      className: "tabular-nums md:text-right md:whitespace-nowrap",
    },
    {
      id: "status",
      header: t("clientDashboard.invoices.status"),
      // The badge's words say the status (a credit note says what it is); its colour only repeats them.
      cell: (invoice) =>
        invoice.kind === "credit_note" ? (
          <StatusBadge tone="grey">{t("clientDashboard.invoices.creditNote")}</StatusBadge>
        ) : (
          <StatusBadge tone={invoiceViewTones[invoice.view]}>
            {t(`clientDashboard.invoiceStatus.${invoice.view}`)}
          </StatusBadge>
        ),
    },
  ];
  return (
    <BillingSection
      id="client-invoices"
      title={t("clientDashboard.invoices.title")}
      empty={invoices.rows.length === 0}
      none={t("clientDashboard.invoices.none")}
      more={invoices.more > 0 ? t("clientDashboard.invoices.more", { count: invoices.more }) : null}
    >
      <CardTable
        caption={t("clientDashboard.invoices.caption")}
        columns={columns}
        rows={invoices.rows}
        rowKey={(invoice) => invoice.id}
        actionsHeader={t("clientDashboard.invoices.document")}
        actions={(invoice) => (
          <PdfLink
            href={invoice.pdfHref}
            label={t("clientDashboard.invoices.pdf")}
            hidden={t(
              invoice.kind === "credit_note"
                ? "clientDashboard.invoices.pdfOfCreditNote"
                : "clientDashboard.invoices.pdfOf",
              { number: invoice.number },
            )}
          />
        )}
      />
    </BillingSection>
  );
}

function QuotesSection({ quotes }: { quotes: OrganizationData["quotes"] }) {
  const { t } = useTranslation();
  const columns: CardColumn<OrganizationData["quotes"]["rows"][number]>[] = [
    {
      id: "number",
      header: t("clientDashboard.quotes.number"),
      cell: (quote) => <span className="font-medium tabular-nums">{quote.number}</span>,
    },
    { id: "subject", header: t("clientDashboard.quotes.subject"), cell: (quote) => quote.subject },
    { id: "valid", header: t("clientDashboard.quotes.validUntil"), cell: (quote) => quote.validUntil },
    {
      id: "total",
      header: t("clientDashboard.quotes.total"),
      cell: (quote) => quote.total,
      className: "tabular-nums md:text-right md:whitespace-nowrap",
    },
    {
      id: "status",
      header: t("clientDashboard.quotes.status"),
      cell: (quote) => (
        <StatusBadge tone={quoteViewTones[quote.view]}>{t(`clientDashboard.quoteStatus.${quote.view}`)}</StatusBadge>
      ),
    },
  ];
  return (
    <BillingSection
      id="client-quotes"
      title={t("clientDashboard.quotes.title")}
      empty={quotes.rows.length === 0}
      none={t("clientDashboard.quotes.none")}
      more={quotes.more > 0 ? t("clientDashboard.quotes.more", { count: quotes.more }) : null}
    >
      <CardTable
        caption={t("clientDashboard.quotes.caption")}
        columns={columns}
        rows={quotes.rows}
        rowKey={(quote) => quote.id}
        actionsHeader={t("clientDashboard.quotes.open")}
        actions={(quote) => (
          <Link
            to={quote.href}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(quote.view === "sent" ? "clientDashboard.quotes.answer" : "clientDashboard.quotes.view")}
            <span className="sr-only">
              {" – "}
              {t("clientDashboard.quotes.of", { number: quote.number })}
            </span>
          </Link>
        )}
      />
    </BillingSection>
  );
}

function PaymentsSection({ payments }: { payments: OrganizationData["payments"] }) {
  const { t } = useTranslation();
  const columns: CardColumn<PaymentItem>[] = [
    { id: "date", header: t("clientDashboard.payments.date"), cell: (payment) => payment.paidOn },
    {
      id: "invoice",
      header: t("clientDashboard.payments.invoice"),
      cell: (payment) => <span className="tabular-nums">{payment.invoiceNumber}</span>,
    },
    {
      id: "amount",
      header: t("clientDashboard.payments.amount"),
      cell: (payment) => (
        <>
          <span className="md:whitespace-nowrap">{payment.amount}</span>
          {payment.withheldVat && (
            <span className="block text-xs text-muted-foreground">
              {t("clientDashboard.payments.withheld", { amount: payment.withheldVat })}
            </span>
          )}
        </>
      ),
      className: "tabular-nums md:text-right",
    },
    {
      id: "method",
      header: t("clientDashboard.payments.method"),
      cell: (payment) => t(`clientDashboard.paymentMethod.${payment.method}`),
    },
  ];
  return (
    <BillingSection
      id="client-payments"
      title={t("clientDashboard.payments.title")}
      empty={payments.rows.length === 0}
      none={t("clientDashboard.payments.none")}
      more={payments.more > 0 ? t("clientDashboard.payments.more", { count: payments.more }) : null}
    >
      <CardTable
        caption={t("clientDashboard.payments.caption")}
        columns={columns}
        rows={payments.rows}
        rowKey={(payment) => payment.id}
        actionsHeader={t("clientDashboard.payments.document")}
        actions={(payment) => (
          <PdfLink
            href={payment.receiptHref}
            label={t("clientDashboard.payments.receipt")}
            hidden={t("clientDashboard.payments.receiptOf", { date: payment.paidOn, number: payment.invoiceNumber })}
          />
        )}
      />
    </BillingSection>
  );
}

function BillingSection({
  id,
  title,
  empty,
  none,
  more,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  /** What the section says when there is nothing to list. */
  none: string;
  /** What says how many older rows are not listed, when some are not. */
  more: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {empty ? <p className="mt-3 text-sm text-muted-foreground">{none}</p> : children}
      {more && <p className="mt-3 text-sm text-muted-foreground">{more}</p>}
    </section>
  );
}

interface CardColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A short table of the dashboard, without sorting or pages: as the back office's tables do, below 768 px each
 * row becomes a card (label, value) with its links at the bottom, so it reads at 360 px without scrolling sideways.
 */
function CardTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  actionsHeader,
  actions,
}: {
  caption: string;
  columns: CardColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  actionsHeader: string;
  actions: (row: T) => ReactNode;
}) {
  return (
    <div className="mt-3 rounded-xl border bg-card max-md:border-0 max-md:bg-transparent">
      <table className="w-full border-collapse text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:hidden">
          <tr className="border-b text-left">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn("px-3 py-2 font-medium text-muted-foreground", column.className)}
              >
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right font-medium text-muted-foreground">
              {actionsHeader}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-b align-top last:border-b-0 max-md:block max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3 max-md:last:border-b"
            >
              {columns.map((column) => (
                <td
                  key={column.id}
                  data-label={column.header}
                  className={cn(
                    "px-3 py-2.5 max-md:grid max-md:grid-cols-[7.5rem_minmax(0,1fr)] max-md:gap-2 max-md:px-0 max-md:py-1",
                    "max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]",
                    column.className,
                  )}
                >
                  <div className="min-w-0 break-words">{column.cell(row)}</div>
                </td>
              ))}
              <td className="px-3 py-2.5 text-right whitespace-nowrap max-md:mt-2 max-md:block max-md:border-t max-md:px-0 max-md:pt-3 max-md:pb-0 max-md:text-left">
                {actions(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListSection({
  id,
  title,
  empty,
  none,
  className,
  after,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  /** What the list says when it is empty. */
  none: string;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul className="mt-3 divide-y rounded-xl border bg-card">{children}</ul>
      )}
      {after}
    </section>
  );
}
