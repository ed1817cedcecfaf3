import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { ContractEditor } from "~/components/clients/contract-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getContract } from "~/server/clients/contracts.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/contract-edit";
import { updateContractAction } from "./contracts.route.server";
import { useOrganizationCurrency } from "./use-organization-currency";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const contract =
    isUuid(params.id) && isUuid(params.contractId) ? await getContract(params.id, params.contractId) : undefined;
  if (!contract) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "clients.contract.editTitle"),
    saved: {
      title: contract.title,
      status: contract.status,
      startDate: contract.startDate ?? "",
      endDate: contract.endDate ?? "",
      value: contract.value ?? "",
      workshopSeats: contract.workshopSeats?.toString() ?? "",
    },
    version: versionOf(contract.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateContractAction({ request, context }, params.id, params.contractId);
}

/** After a stale save (409) the contract is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditContract({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/clients/${id}`;
  return (
    <RouteDialog title={t("clients.contract.editTitle")} closeTo={closeTo}>
      <ContractEditor
        saved={loaderData.saved}
        version={loaderData.version}
        result={result}
        closeTo={closeTo}
        currency={useOrganizationCurrency()}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
