import { ArrowLeft } from "lucide-react";
import { Link, useActionData } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { QuoteEditor } from "~/components/sales/quote-editor";
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

export const handle = i18nHandle("backOffice", "billing", "clients", "cms", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewQuote({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const { saved, vatRates, workshops, contracts } = loaderData;
  const back = saved.deal ? `/admin/sales/${saved.deal.id}` : "/admin/sales/quotes";
  return (
    <DashboardPage title={t("quotes.editor.newTitle")}>
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("quotes.editor.back")}
      </Link>
      <div className="mt-6 max-w-4xl">
        <QuoteEditor
          saved={saved}
          result={result}
          vatRates={vatRates}
          workshops={workshops}
          contracts={contracts}
          closeTo={back}
        />
      </div>
    </DashboardPage>
  );
}
