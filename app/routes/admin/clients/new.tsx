import { useTranslation } from "~/locales/runtime/react";
import { useActionData, useLocation } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { OrganizationEditor } from "~/components/clients/organization-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/new";
import { createOrganizationAction } from "./organizations.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.editor.createTitle") };
}

export function action({ request, context }: Route.ActionArgs) {
  return createOrganizationAction({ request, context });
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewOrganization() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <RouteDialog title={t("clients.editor.createTitle")} closeTo={`/admin/clients${search}`}>
      <OrganizationEditor
        saved={{ name: "", country: "", tags: [] }}
        result={result}
        closeTo={`/admin/clients${search}`}
        submitLabel={t("backOffice.dialog.create")}
        busyLabel={t("backOffice.dialog.creating")}
      />
    </RouteDialog>
  );
}
