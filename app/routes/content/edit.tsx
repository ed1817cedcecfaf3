import { ContentEditor } from "~/components/content/content-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/edit";
import { loadContentItem, saveContentAction } from "./content.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms", "home");

export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  return loadContentItem({ request, context, pattern }, params.id, context.get(pageLanguage), "cms.editor.editTitle");
}

export function action({ request, params, context, pattern }: Route.ActionArgs) {
  return saveContentAction({ request, context, pattern }, { id: params.id });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      mode="edit"
      closeTo={loaderData.area.list}
      values={actionData?.values ?? loaderData.values}
      errors={actionData?.errors}
      formError={actionData?.formError}
    />
  );
}
