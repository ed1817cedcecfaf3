import { CheckCircle2, SearchX } from "lucide-react";
import { data } from "react-router";
import { formatLongDate, formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { verifyDocument } from "~/server/billing/invoices.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/invoice-verify";

/** The page an invoice's QR code opens: the document as the agency's records hold it, or "no such document" (404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const document = await verifyDocument(params.code ?? "");
  // Never indexed: each page is one client's document.
  const meta = privatePageMeta(context.get(pageLanguage), "billingDocuments.verify.title");
  return data({ meta, document }, { status: document ? 200 : 404, headers: { "Cache-Control": "private, no-store" } });
}

export const handle = i18nHandle("billingDocuments");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function InvoiceVerification({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { document } = loaderData;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        {document ? (
          <CheckCircle2 aria-hidden="true" className="size-10 text-savanna" />
        ) : (
          <SearchX aria-hidden="true" className="size-10 text-laterite" />
        )}
        <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{t("billingDocuments.verify.title")}</h1>
        {document ? (
          <>
            <p className="mt-4">{t("billingDocuments.verify.lead")}</p>
            <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
              <dt className="text-sm text-muted-foreground">{t("billingDocuments.verify.number")}</dt>
              <dd className="font-semibold">{document.number}</dd>
              <dt className="text-sm text-muted-foreground">{t("billingDocuments.verify.date")}</dt>
              <dd>{formatLongDate(document.issueDate, lang)}</dd>
              <dt className="text-sm text-muted-foreground">{t("billingDocuments.verify.seller")}</dt>
              <dd>{document.sellerName}</dd>
              <dt className="text-sm text-muted-foreground">{t("billingDocuments.verify.client")}</dt>
              <dd>{document.clientName}</dd>
              <dt className="text-sm text-muted-foreground">{t("billingDocuments.verify.total")}</dt>
              <dd className="font-semibold">{formatMoney(document.totalTtc, document.currency)}</dd>
            </dl>
            {document.corrects && (
              <p className="mt-6">{t("billingDocuments.verify.corrects", { number: document.corrects })}</p>
            )}
            {document.creditNotes.map((number) => (
              <p key={number} className="mt-4 rounded-lg bg-sun/20 p-3 font-medium">
                {document.cancelled
                  ? t("billingDocuments.verify.credited", { number })
                  : t("billingDocuments.verify.creditedPartially", { number })}
              </p>
            ))}
          </>
        ) : (
          <p className="mt-4">{t("billingDocuments.verify.notFound")}</p>
        )}
      </div>
    </div>
  );
}
