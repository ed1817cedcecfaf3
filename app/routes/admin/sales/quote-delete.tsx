import { useActionData, useParams } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/quote-delete";
import { deleteQuoteAction, dialogQuote } from "./quotes.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogQuote(params.id, (quote) => quote.status === "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "quotes.delete.title") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deleteQuoteAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "quotes");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteQuote() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("quotes.delete.title")}
      body={t("quotes.delete.body")}
      closeTo={`/admin/sales/quotes/${id}`}
      error={result?.formError}
      confirmLabel={t("quotes.delete.confirm")}
      busyLabel={t("quotes.delete.deleting")}
    />
  );
}
