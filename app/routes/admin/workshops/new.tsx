import { useTranslation } from "~/locales/runtime/react";
import { useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { newWorkshopValues, WorkshopEditor } from "~/components/workshops/workshop-editor";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { listFacilitatorChoices } from "~/server/workshops/admin.server";
import type { Route } from "./+types/new";
import { duplicateValues, editorCurrency, saveWorkshopAction } from "./editor.route.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const [facilitators, currency, initial] = await Promise.all([
    listFacilitatorChoices(),
    editorCurrency(),
    duplicateValues(new URL(request.url).searchParams.get("from")),
  ]);
  return { facilitators, currency, initial: initial ?? newWorkshopValues, duplicate: initial !== null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "admin", { action: true });
  return saveWorkshopAction(request, user, null);
}

export const handle = i18nHandle("pages", "workshop", "backOffice");

/** 'Create Workshop' over the list (decision 8); 'Duplicate' opens it filled from another workshop (`?from=`). */
export default function NewWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const list = new URLSearchParams(search);
  list.delete("from");
  const closeTo = list.size > 0 ? `/admin/workshops?${list}` : "/admin/workshops";
  return (
    <RouteDialog
      title={t(loaderData.duplicate ? "workshop.editor.duplicateTitle" : "workshop.editor.createTitle")}
      closeTo={closeTo}
      size="lg"
    >
      {loaderData.duplicate && (
        <p className="mb-4 text-sm text-muted-foreground">{t("workshop.editor.duplicateNote")}</p>
      )}
      <WorkshopEditor
        mode="create"
        initial={loaderData.initial}
        facilitators={loaderData.facilitators}
        currency={loaderData.currency}
      />
    </RouteDialog>
  );
}
