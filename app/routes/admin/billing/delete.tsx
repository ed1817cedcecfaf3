import { useActionData, useParams } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/delete";
import { deleteInvoiceAction, dialogInvoice } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogInvoice(params.id, (invoice) => invoice.status === "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "billing.delete.title") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deleteInvoiceAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteInvoice() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("billing.delete.title")}
      body={t("billing.delete.body")}
      closeTo={`/admin/billing/${id}`}
      error={result?.formError}
      confirmLabel={t("billing.delete.confirm")}
      busyLabel={t("billing.delete.deleting")}
    />
  );
}
