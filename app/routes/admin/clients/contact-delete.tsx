import { useTranslation } from "~/locales/runtime/react";
import { data, useActionData, useParams } from "react-router";
import { ConfirmRoute } from "~/components/admin/route-dialog";
import { isUuid } from "~/lib/ids";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getContact } from "~/server/clients/organization-contacts.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/contact-delete";
import { deleteContactAction } from "./contacts.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const contact =
    isUuid(params.id) && isUuid(params.contactId) ? await getContact(params.id, params.contactId) : undefined;
  if (!contact) throw data(null, { status: 404 });
  return { meta: privatePageMeta(context.get(pageLanguage), "clients.contact.deleteTitle"), name: contact.name };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deleteContactAction({ request, context }, params.id, params.contactId);
}

export const handle = i18nHandle("backOffice", "clients");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function DeleteContact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  return (
    <ConfirmRoute
      title={t("clients.contact.deleteTitle")}
      body={t("clients.contact.deleteBody", { name: loaderData.name })}
      closeTo={`/admin/clients/${id}`}
      error={result?.formError}
      confirmLabel={t("backOffice.dialog.delete")}
      busyLabel={t("backOffice.dialog.deleting")}
    />
  );
}
