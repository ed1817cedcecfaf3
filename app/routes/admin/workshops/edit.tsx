import { useTranslation } from "~/locales/runtime/react";
import { data, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { WorkshopEditor } from "~/components/workshops/workshop-editor";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getAdminWorkshop, listFacilitatorChoices } from "~/server/workshops/admin.server";
import type { Route } from "./+types/edit";
import { editorCurrency, editorValues, saveWorkshopAction } from "./editor.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const [workshop, facilitators, currency] = await Promise.all([
    getAdminWorkshop(params.id),
    listFacilitatorChoices(),
    editorCurrency(),
  ]);
  if (!workshop) throw data(null, { status: 404 });
  return { values: editorValues(workshop), facilitators, currency };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "admin", { action: true });
  return saveWorkshopAction(request, user, params.id);
}

export const handle = i18nHandle("pages", "workshop", "backOffice");

/** The edit dialog over the list: the same editor, with the record's version (stale saves are refused). */
export default function EditWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <RouteDialog title={t("workshop.editor.editTitle")} closeTo={`/admin/workshops${search}`} size="lg">
      <WorkshopEditor
        mode="edit"
        initial={loaderData.values}
        facilitators={loaderData.facilitators}
        currency={loaderData.currency}
      />
    </RouteDialog>
  );
}
