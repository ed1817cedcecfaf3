import { useTranslation } from "~/locales/runtime/react";
import { useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { newWorkshopValues, WorkshopEditor } from "~/components/workshops/workshop-editor";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listFacilitatorChoices } from "~/server/workshops/admin.server";
import type { Route } from "./+types/new";
import { editorCurrency, saveWorkshopAction } from "./editor.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const [facilitators, currency] = await Promise.all([listFacilitatorChoices(), editorCurrency()]);
  return { facilitators, currency };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "admin", { action: true });
  return saveWorkshopAction(request, user, null);
}

export const handle = i18nHandle("pages", "workshop", "backOffice");

/** 'Create Workshop' over the list (decision 8). */
export default function NewWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <RouteDialog title={t("workshop.editor.createTitle")} closeTo={`/admin/workshops${search}`} size="lg">
      <WorkshopEditor
        mode="create"
        initial={newWorkshopValues}
        facilitators={loaderData.facilitators}
        currency={loaderData.currency}
      />
    </RouteDialog>
  );
}
