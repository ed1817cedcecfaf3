import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useParams } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { ContactEditor } from "~/components/clients/contact-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getOrganization } from "~/server/clients/organizations.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/contact-new";
import { createContactAction } from "./contacts.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  if (!isUuid(params.id) || !(await getOrganization(params.id))) throw data(null, { status: 404 });
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.contact.createTitle") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return createContactAction({ request, context }, params.id);
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function NewContact() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/clients/${id}`;
  return (
    <RouteDialog title={t("clients.contact.createTitle")} closeTo={closeTo}>
      <ContactEditor
        saved={{ name: "", role: "", email: "", phone: "" }}
        result={result}
        closeTo={closeTo}
        submitLabel={t("backOffice.dialog.create")}
        busyLabel={t("backOffice.dialog.creating")}
      />
    </RouteDialog>
  );
}
