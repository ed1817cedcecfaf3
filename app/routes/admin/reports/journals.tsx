import { Downloads, PeriodForm, ReportSection } from "~/components/reports/report-parts";
import { currencyFrom, formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { accounts, receiptAccount, type Account } from "~/lib/reports/accounting";
import { parsePeriod } from "~/lib/reports/reports";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { journalTotals } from "~/server/reports/journals.server";
import { reportContext } from "~/server/reports/reports.server";
import type { Route } from "./+types/journals";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const report = await reportContext(lang);
  const period = parsePeriod(new URL(request.url).searchParams, report.currentMonth);
  return {
    meta: privatePageMeta(lang, "reports.views.journals"),
    currentMonth: report.currentMonth,
    period,
    totals: await journalTotals(period.month),
  };
}

export const handle = i18nHandle("backOffice", "reports", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

interface Posting {
  key: string;
  account: Account;
  debit: number | null;
  credit: number | null;
  currency: string;
}

export default function JournalsReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { period, totals } = loaderData;
  const sales: Posting[] = totals.sales.flatMap((row) => [
    {
      key: `411-${row.currency}`,
      account: accounts.clients,
      debit: Number(row.ttc),
      credit: null,
      currency: row.currency,
    },
    {
      key: `706-${row.currency}`,
      account: accounts.services,
      debit: null,
      credit: Number(row.ht),
      currency: row.currency,
    },
    {
      key: `4431-${row.currency}`,
      account: accounts.vatCollected,
      debit: null,
      credit: Number(row.vat),
      currency: row.currency,
    },
  ]);
  // One debit per treasury account and currency (mobile money from three operators lands in one), one credit to
  // the clients' account for all of it.
  const receipts = new Map<string, Posting>();
  const credited = new Map<string, number>();
  for (const row of totals.receipts) {
    const { account } = receiptAccount(row.method);
    const key = `${account}-${row.currency}`;
    const posting = receipts.get(key) ?? { key, account, debit: 0, credit: null, currency: row.currency };
    posting.debit = (posting.debit ?? 0) + Number(row.amount);
    receipts.set(key, posting);
    credited.set(row.currency, (credited.get(row.currency) ?? 0) + Number(row.amount));
  }
  const receiptPostings: Posting[] = [
    ...receipts.values(),
    ...[...credited].map(([currency, amount]) => ({
      key: `411-${currency}`,
      account: accounts.clients,
      debit: null,
      credit: amount,
      currency,
    })),
  ];
  return (
    <div className="space-y-6">
      <PeriodForm period={period} latest={loaderData.currentMonth} single />
      <p className="text-sm text-muted-foreground">{t("reports.journals.hint")}</p>
      <ReportSection
        title={t("reports.journals.sales")}
        hint={totals.sales
          .map((row) =>
            t("reports.journals.salesSummary", {
              count: row.invoices,
              credits: String(row.creditNotes),
              currency: row.currency,
            }),
          )
          .join(" · ")}
        downloads={<Downloads table="sales-journal" title={t("reports.journals.sales")} period={period} />}
      >
        <Postings caption={t("reports.journals.sales")} postings={sales} />
      </ReportSection>
      <ReportSection
        title={t("reports.journals.receipts")}
        downloads={<Downloads table="receipts-journal" title={t("reports.journals.receipts")} period={period} />}
      >
        <Postings caption={t("reports.journals.receipts")} postings={receiptPostings} />
        {totals.receipts.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
            {totals.receipts.map((row) => (
              <li key={`${row.method}-${row.currency}`}>
                {t(`billing.methods.${row.method}`)} · {receiptAccount(row.method).account} ·{" "}
                {formatMoney(row.amount, currencyFrom(row.currency))} ({row.payments})
              </li>
            ))}
          </ul>
        )}
      </ReportSection>
    </div>
  );
}

/** A journal's entries summed by account, as the accountant will find them posted. */
function Postings({ caption, postings }: { caption: string; postings: Posting[] }) {
  const { t } = useTranslation();
  if (postings.length === 0) return <p className="text-sm text-muted-foreground">{t("reports.journals.none")}</p>;
  const money = (value: number | null, currency: string) =>
    value === null ? "" : formatMoney(value, currencyFrom(currency));
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t("reports.journals.account")}
          </th>
          <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
            {t("reports.journals.accountName")}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            {t("reports.journals.debit")}
          </th>
          <th scope="col" className="py-2 pl-3 text-right font-medium">
            {t("reports.journals.credit")}
          </th>
        </tr>
      </thead>
      <tbody>
        {postings.map((posting) => (
          <tr key={posting.key} className="border-b last:border-0">
            <th scope="row" className="py-2 pr-3 font-medium tabular-nums">
              {posting.account}
              {/* On a phone the name goes under the number, leaving the width to the amounts. */}
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {t(`reports.journals.accountNames.${posting.account}`)}
              </span>
            </th>
            <td className="hidden py-2 pr-3 sm:table-cell">{t(`reports.journals.accountNames.${posting.account}`)}</td>
            <td className="py-2 pl-3 text-right tabular-nums whitespace-nowrap">
              {money(posting.debit, posting.currency)}
            </td>
            <td className="py-2 pl-3 text-right tabular-nums whitespace-nowrap">
              {money(posting.credit, posting.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
