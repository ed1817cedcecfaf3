import { ContentEditor, newContentValues } from "~/components/content/content-editor";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/new";
import { requireContentArea, saveContentAction } from "./content.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms", "home");

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const { area } = await requireContentArea({ request, context, pattern });
  return { area, meta: privatePageMeta(context.get(pageLanguage), "cms.editor.newTitle") };
}

export function action({ request, context, pattern }: Route.ActionArgs) {
  return saveContentAction({ request, context, pattern });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContentEditor
      mode="new"
      closeTo={loaderData.area.list}
      values={actionData?.values ?? newContentValues}
      errors={actionData?.errors}
      formError={actionData?.formError}
    />
  );
}
