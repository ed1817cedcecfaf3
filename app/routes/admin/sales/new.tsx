import { useActionData, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { DealEditor, emptyDeal } from "~/components/sales/deal-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { siteCurrency } from "~/server/site/settings.server";
import { dealOwners } from "~/server/sales/deals.server";
import type { Route } from "./+types/new";
import { createDealAction } from "./sales.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  return {
    meta: privatePageMeta(lang, "sales.editor.createTitle"),
    owners: await dealOwners(),
    currency: await siteCurrency(),
    viewerId: viewer.id,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return createDealAction({ request, context });
}

export const handle = i18nHandle("backOffice", "sales", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewDeal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <RouteDialog title={t("sales.editor.createTitle")} closeTo={`/admin/sales${search}`} size="lg">
      <DealEditor
        // A new deal is the creator's until they give it to someone else.
        saved={{ ...emptyDeal, ownerId: loaderData.viewerId }}
        organization={null}
        owners={loaderData.owners}
        currency={loaderData.currency}
        result={result}
        closeTo={`/admin/sales${search}`}
        submitLabel={t("backOffice.dialog.create")}
        busyLabel={t("backOffice.dialog.creating")}
      />
    </RouteDialog>
  );
}
