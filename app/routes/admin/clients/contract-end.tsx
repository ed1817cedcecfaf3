import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useParams } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getContract } from "~/server/clients/contracts.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/contract-end";
import { endContractAction } from "./contracts.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const contract =
    isUuid(params.id) && isUuid(params.contractId) ? await getContract(params.id, params.contractId) : undefined;
  if (!contract) throw data(null, { status: 404 });
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.contract.endTitle"), title: contract.title };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return endContractAction({ request, context }, params.id, params.contractId);
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EndContract({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("clients.contract.endTitle")}
      body={t("clients.contract.endBody", { title: loaderData.title })}
      closeTo={`/admin/clients/${id}`}
      error={result?.formError}
      confirmLabel={t("clients.contract.endConfirm")}
      busyLabel={t("clients.contract.ending")}
    />
  );
}
