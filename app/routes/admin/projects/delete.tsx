import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useLocation } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getProject } from "~/server/clients/projects.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/delete";
import { deleteProjectAction } from "./projects.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const project = isUuid(params.id) ? await getProject(params.id) : undefined;
  if (!project) throw data(null, { status: 404 });
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.projectDelete.title"), title: project.title };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deleteProjectAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteProject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("clients.projectDelete.title")}
      body={t("clients.projectDelete.body", { title: loaderData.title })}
      closeTo={`/admin/projects${search}`}
      error={result?.formError}
      confirmLabel={t("backOffice.dialog.delete")}
      busyLabel={t("backOffice.dialog.deleting")}
    />
  );
}
