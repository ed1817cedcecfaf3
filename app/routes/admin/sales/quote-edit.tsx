import { data, redirect, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { QuoteEditorPage } from "~/components/sales/quote-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getQuote } from "~/server/sales/quotes.server";
import type { Route } from "./+types/quote-edit";
import { quoteEditor, updateQuoteAction } from "./quotes.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const quote = isUuid(params.id) ? await getQuote(params.id) : undefined;
  if (!quote) throw data(null, { status: 404 });
  // A sent quote is never edited: its page says so.
  if (quote.status !== "draft") throw redirect(`/admin/sales/quotes/${quote.id}`);
  const lang = context.get(pageLanguage);
  return { meta: privatePageMeta(lang, "quotes.editor.editTitle"), id: quote.id, ...(await quoteEditor(lang, quote)) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateQuoteAction({ request, context }, params.id);
}

/** After a stale save (409) the draft is read again, so the editor shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "billing", "clients", "cms", "contact", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditQuote({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { id, saved, version, vatRates, workshops, contracts } = loaderData;
  return (
    <QuoteEditorPage
      title={t("quotes.editor.editTitle")}
      back={`/admin/sales/quotes/${id}`}
      saved={saved}
      version={version}
      result={result}
      vatRates={vatRates}
      workshops={workshops}
      contracts={contracts}
    />
  );
}
