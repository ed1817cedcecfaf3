import { useActionData } from "react-router";
import { QuoteEditorPage } from "~/components/sales/quote-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/quote-new";
import { createQuoteAction, newQuoteEditor } from "./quotes.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const editor = await newQuoteEditor(lang, new URL(request.url).searchParams);
  return { meta: privatePageMeta(lang, "quotes.editor.newTitle"), ...editor };
}

export function action({ request, context }: Route.ActionArgs) {
  return createQuoteAction({ request, context });
}

export const handle = i18nHandle("backOffice", "billing", "clients", "cms", "contact", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewQuote({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { saved, vatRates, workshops, contracts } = loaderData;
  return (
    <QuoteEditorPage
      title={t("quotes.editor.newTitle")}
      back={saved.deal ? `/admin/sales/${saved.deal.id}` : "/admin/sales/quotes"}
      saved={saved}
      result={result}
      vatRates={vatRates}
      workshops={workshops}
      contracts={contracts}
    />
  );
}
