import { data, useActionData } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getDeal } from "~/server/sales/deals.server";
import type { Route } from "./+types/delete";
import { deleteDealAction } from "./sales.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const deal = isUuid(params.id) ? await getDeal(params.id) : null;
  if (!deal) throw data(null, { status: 404 });
  return { meta: privatePageMeta(context.get(pageLanguage), "sales.delete.title"), id: deal.id, title: deal.title };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deleteDealAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "sales");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteDeal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("sales.delete.title")}
      body={t("sales.delete.body", { title: loaderData.title })}
      closeTo={`/admin/sales/${loaderData.id}`}
      error={result?.formError}
      confirmLabel={t("backOffice.dialog.delete")}
      busyLabel={t("backOffice.dialog.deleting")}
    />
  );
}
