import { useTranslation } from "~/locales/runtime/react";
import { data, Form, useActionData, useLocation } from "react-router";
import { ConfirmDialog } from "~/components/admin/route-dialog";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import type { FormFailure } from "~/lib/forms";
import { localizedString } from "~/lib/localized-text";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getAdminWorkshop, workshopDeleteBlock } from "~/server/workshops/admin.server";
import type { Route } from "./+types/delete";
import { deleteBlockKey, deleteWorkshopAction } from "./editor.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const workshop = await getAdminWorkshop(params.id);
  if (!workshop) throw data(null, { status: 404 });
  const block = await workshopDeleteBlock(workshop);
  return {
    title: localizedString({ fr: workshop.titleFr, en: workshop.titleEn }, context.get(pageLanguage)),
    blocked: block ? deleteBlockKey[block] : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole({ request, context }, "admin", { action: true });
  return deleteWorkshopAction(request, user, params.id);
}

export const handle = i18nHandle("pages", "workshop", "backOffice");

/**
 * 'Delete workshop?' over the list. Only a draft without registrations can go: for any other the dialog says
 * why up front and offers no button (the action refuses it anyway, in case it changed meanwhile).
 */
export default function DeleteWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const failure = useActionData() as FormFailure | undefined;
  return (
    <ConfirmDialog
      title={t("workshop.editor.deleteTitle")}
      closeTo={`/admin/workshops${search}`}
      description={
        <>
          {loaderData.blocked ? (
            <p className="font-medium text-foreground">{loaderData.title}</p>
          ) : (
            <p>{t("workshop.editor.deleteBody", { title: loaderData.title })}</p>
          )}
          {failure?.formError ? (
            <FormErrorMessage error={failure.formError} className="mt-3" />
          ) : (
            loaderData.blocked && <FormErrorMessage error={{ key: loaderData.blocked }} className="mt-3" />
          )}
        </>
      }
    >
      {!loaderData.blocked && (
        <Form method="post">
          <SubmitButton variant="destructive" busyLabel={t("backOffice.dialog.deleting")}>
            {t("backOffice.dialog.delete")}
          </SubmitButton>
        </Form>
      )}
    </ConfirmDialog>
  );
}
