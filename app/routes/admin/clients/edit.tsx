import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { OrganizationEditor } from "~/components/clients/organization-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getOrganization } from "~/server/clients/organizations.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/edit";
import { updateOrganizationAction } from "./organizations.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const organization = isUuid(params.id) ? await getOrganization(params.id) : undefined;
  if (!organization) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "clients.editor.editTitle"),
    saved: { name: organization.name, country: organization.country ?? "", tags: organization.tags },
    version: versionOf(organization.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateOrganizationAction({ request, context }, params.id);
}

/** After a stale save (409) the record is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditOrganization({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <RouteDialog title={t("clients.editor.editTitle")} closeTo={`/admin/clients${search}`}>
      <OrganizationEditor
        saved={loaderData.saved}
        version={loaderData.version}
        result={result}
        closeTo={`/admin/clients${search}`}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
