import { useTranslation } from "~/locales/runtime/react";
import { useActionData, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { FacilitatorEditor, newFacilitator } from "~/components/facilitators/facilitator-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/new";
import { createFacilitatorAction } from "./facilitators.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return { meta: privatePageMeta(context.get(pageLanguage), "adminFacilitators.editor.addTitle") };
}

export function action({ request, context }: Route.ActionArgs) {
  return createFacilitatorAction({ request, context });
}

export const handle = i18nHandle("pages", "backOffice", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** 'Add Facilitator' over the list (decision 8): a record that waits, like an application, for Approve. */
export default function NewFacilitator() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/facilitators${search}`;
  return (
    <RouteDialog title={t("adminFacilitators.editor.addTitle")} closeTo={closeTo} size="lg">
      <FacilitatorEditor
        saved={newFacilitator.values}
        lists={newFacilitator.lists}
        result={result}
        closeTo={closeTo}
        submitLabel={t("adminFacilitators.editor.add")}
        busyLabel={t("backOffice.dialog.creating")}
      />
    </RouteDialog>
  );
}
