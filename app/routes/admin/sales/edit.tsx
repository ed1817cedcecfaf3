import { data, useActionData, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { DealEditor } from "~/components/sales/deal-editor";
import { plainDecimal } from "~/lib/billing/money";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { dealOwners, getDeal } from "~/server/sales/deals.server";
import type { Route } from "./+types/edit";
import { updateDealAction } from "./sales.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const deal = isUuid(params.id) ? await getDeal(params.id) : null;
  if (!deal) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "sales.editor.editTitle"),
    id: deal.id,
    currency: deal.currency,
    owners: await dealOwners(),
    organization: { id: deal.organizationId, name: deal.organizationName },
    saved: {
      title: deal.title,
      organizationId: deal.organizationId,
      newOrganization: "",
      contactName: deal.contactName ?? "",
      contactEmail: deal.contactEmail ?? "",
      contactPhone: deal.contactPhone ?? "",
      value: plainDecimal(deal.value),
      expectedClose: deal.expectedClose ?? "",
      ownerId: deal.ownerId ?? "",
      service: deal.service ?? "",
      notes: deal.notes ?? "",
    },
    version: versionOf(deal.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateDealAction({ request, context }, params.id);
}

/** After a stale save (409) the deal is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "sales", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditDeal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/sales/${loaderData.id}`;
  return (
    <RouteDialog title={t("sales.editor.editTitle")} closeTo={closeTo} size="lg">
      <DealEditor
        saved={loaderData.saved}
        version={loaderData.version}
        organization={loaderData.organization}
        owners={loaderData.owners}
        currency={loaderData.currency}
        result={result}
        closeTo={closeTo}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
