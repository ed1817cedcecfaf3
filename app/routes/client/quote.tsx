import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { QuoteAnswerPanel } from "~/components/sales/quote-parts";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { readableQuote } from "~/server/sales/quote-mail.server";
import { answerQuoteAction, quoteForClient } from "../public/quote.route.server";
import type { Route } from "./+types/quote";

/** One of the organization's quotes on the client dashboard: read it, download it, accept or decline it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "client");
  const lang = context.get(pageLanguage);
  const quote = await readableQuote({ kind: "client", userId: viewer.id, quoteId: params.id });
  const shown = quote ? await quoteForClient(quote, lang) : null;
  if (!shown) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(lang, "quotes.answer.title"),
    quote: shown,
    pdfHref: `/client/quotes/${shown.id}/pdf`,
    defaultName: `${viewer.firstName} ${viewer.lastName}`.trim(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireRole({ request, context }, "client", { action: true });
  const quote = await readableQuote({ kind: "client", userId: viewer.id, quoteId: params.id });
  return answerQuoteAction(request, quote?.id ?? null, viewer.id);
}

export const handle = i18nHandle("quotes", "billing", "clientDashboard");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function ClientQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { quote, pdfHref, defaultName } = loaderData;
  return (
    <DashboardPage title={t("quotes.answer.title")}>
      <Link to="/client" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("quotes.answer.backToDashboard")}
      </Link>
      <div className="mt-4 max-w-3xl rounded-xl border bg-card p-5 sm:p-8">
        <QuoteAnswerPanel quote={quote} pdfHref={pdfHref} result={actionData} defaultName={defaultName} level={2} />
      </div>
    </DashboardPage>
  );
}
