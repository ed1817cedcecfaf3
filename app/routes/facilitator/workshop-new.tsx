import { useTranslation } from "~/locales/runtime/react";
import { data } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { newWorkshopValues, WorkshopEditor } from "~/components/workshops/workshop-editor";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { editorCurrency, saveOwnDraftAction } from "../admin/workshops/editor.route.server";
import type { Route } from "./+types/workshop-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "facilitator");
  // Only an account linked to a facilitator record has workshops of its own.
  if (!(await getOwnFacilitator(user.id))) throw data(null, { status: 404 });
  return { currency: await editorCurrency() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "facilitator", { action: true });
  return saveOwnDraftAction(request, user);
}

export const handle = i18nHandle("pages", "workshop", "backOffice");

/** 'Create Workshop' over the facilitator's dashboard: the admin's editor, saved as their own draft. */
export default function NewOwnWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <RouteDialog title={t("workshop.editor.createTitle")} closeTo="/facilitator" size="lg">
      <WorkshopEditor mode="create" initial={newWorkshopValues} facilitators={null} currency={loaderData.currency} />
    </RouteDialog>
  );
}
