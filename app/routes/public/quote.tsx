import { FileSignature } from "lucide-react";
import { data } from "react-router";
import { QuoteAnswerPanel } from "~/components/sales/quote-parts";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { quoteOfAnswerToken, readableQuote } from "~/server/sales/quote-mail.server";
import type { Route } from "./+types/quote";
import { answerQuoteAction, quoteForClient } from "./quote.route.server";

/** The page of a quote's signed link: the quote, its PDF, and the client's answer (no sign-in). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = context.get(pageLanguage);
  // Never indexed, never cached: the page holds a client's quote.
  const meta = privatePageMeta(lang, "quotes.answer.title");
  const headers = { "Cache-Control": "private, no-store" };
  const quote = await readableQuote({ kind: "token", token: params.token });
  const shown = quote ? await quoteForClient(quote, lang) : null;
  return data({ meta, quote: shown, pdfHref: `/quotes/${params.token}/pdf` }, { status: shown ? 200 : 404, headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return answerQuoteAction(request, quoteOfAnswerToken(params.token), null);
}

export const handle = i18nHandle("quotes", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { quote, pdfHref } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <FileSignature aria-hidden="true" className="size-10 text-primary" />
        {!quote ? (
          <>
            <h1 className="mt-4 font-display text-2xl font-semibold sm:text-3xl">{t("quotes.answer.title")}</h1>
            <p className="mt-4">{t("quotes.answer.notFound")}</p>
          </>
        ) : (
          <QuoteAnswerPanel quote={quote} pdfHref={pdfHref} result={actionData} defaultName="" level={1} />
        )}
      </div>
    </div>
  );
}
