import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { ContactEditor } from "~/components/clients/contact-editor";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { versionOf } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getContact } from "~/server/clients/organization-contacts.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/contact-edit";
import { updateContactAction } from "./contacts.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const contact =
    isUuid(params.id) && isUuid(params.contactId) ? await getContact(params.id, params.contactId) : undefined;
  if (!contact) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "clients.contact.editTitle"),
    saved: { name: contact.name, role: contact.role ?? "", email: contact.email ?? "", phone: contact.phone ?? "" },
    version: versionOf(contact.updatedAt),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateContactAction({ request, context }, params.id, params.contactId);
}

/** After a stale save (409) the contact is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function EditContact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/clients/${id}`;
  return (
    <RouteDialog title={t("clients.contact.editTitle")} closeTo={closeTo}>
      <ContactEditor
        saved={loaderData.saved}
        version={loaderData.version}
        result={result}
        closeTo={closeTo}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
