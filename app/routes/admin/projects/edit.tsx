import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { ProjectEditor } from "~/components/clients/project-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { organizationChoice } from "~/server/clients/organizations.server";
import { getProject } from "~/server/clients/projects.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/edit";
import { updateProjectAction } from "./projects.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const project = isUuid(params.id) ? await getProject(params.id) : undefined;
  if (!project) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "clients.projectEditor.editTitle"),
    organization: await organizationChoice(project.organizationId),
    saved: {
      title: project.title,
      status: project.status,
      objective: project.objective ?? "",
      organizationId: project.organizationId ?? "",
      methodTags: project.methodTags,
    },
    version: versionOf(project.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateProjectAction({ request, context }, params.id);
}

/** After a stale save (409) the project is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditProject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  return (
    <RouteDialog title={t("clients.projectEditor.editTitle")} closeTo={`/admin/projects${search}`} size="lg">
      <ProjectEditor
        saved={loaderData.saved}
        version={loaderData.version}
        organization={loaderData.organization}
        result={result}
        closeTo={`/admin/projects${search}`}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
