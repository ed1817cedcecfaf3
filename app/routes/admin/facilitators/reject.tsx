import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useLocation } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getAdminFacilitator } from "~/server/facilitators/admin.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/reject";
import { rejectFacilitatorAction } from "./facilitators.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const facilitator = await getAdminFacilitator(params.id);
  if (!facilitator) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "adminFacilitators.reject.title"),
    name: `${facilitator.firstName} ${facilitator.lastName}`.trim(),
    email: facilitator.email,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return rejectFacilitatorAction({ request, context }, params.id);
}

export const handle = i18nHandle("pages", "backOffice", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** 'Reject this application?': the record is deleted and a courteous notice sent after a confirmation. */
export default function RejectFacilitator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("adminFacilitators.reject.title")}
      body={t("adminFacilitators.reject.body", { name: loaderData.name, email: loaderData.email })}
      closeTo={`/admin/facilitators${search}`}
      error={result?.formError}
      confirmLabel={t("adminFacilitators.reject.confirm")}
      busyLabel={t("adminFacilitators.reject.busy")}
    />
  );
}
