import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/admin/route-dialog";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/delete";
import { deleteContentAction, loadContentItem } from "./content.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms");

export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  return loadContentItem({ request, context, pattern }, params.id, context.get(pageLanguage), "cms.deleteDialog.title");
}

export function action({ request, params, context, pattern }: Route.ActionArgs) {
  return deleteContentAction({ request, context, pattern }, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, area } = loaderData;
  return (
    <ConfirmDialog
      title={t("cms.deleteDialog.title")}
      closeTo={area.list}
      description={
        <>
          {t("cms.deleteDialog.description", {
            title: item.title || t("cms.untitled"),
            section: t(`cms.sections.${item.section}`),
            language: t(`cms.languages.${item.language}`),
          })}
          {actionData?.formError && <FormErrorMessage error={actionData.formError} className="mt-3" />}
        </>
      }
    >
      <Form method="post" preventScrollReset>
        <SubmitButton variant="destructive" busyLabel={t("backOffice.dialog.deleting")}>
          {t("backOffice.dialog.delete")}
        </SubmitButton>
      </Form>
    </ConfirmDialog>
  );
}
