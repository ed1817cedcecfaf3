import { KeyRound } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Link, useActionData, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { FacilitatorEditor } from "~/components/facilitators/facilitator-editor";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getAdminFacilitator } from "~/server/facilitators/admin.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/edit";
import { editorValues, updateFacilitatorAction } from "./facilitators.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const facilitator = await getAdminFacilitator(params.id);
  if (!facilitator) throw data(null, { status: 404 });
  return {
    meta: privatePageMeta(context.get(pageLanguage), "adminFacilitators.editor.editTitle"),
    id: facilitator.id,
    accountEmail: facilitator.accountEmail,
    ...editorValues(facilitator),
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return updateFacilitatorAction({ request, context }, params.id);
}

/** After a stale save (409) the record is read again, so the form shows what is saved now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const handle = i18nHandle("pages", "backOffice", "adminFacilitators");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** The edit dialog over the list, with the account it is linked to and 'Reset Password'. */
export default function EditFacilitator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const result = useActionData<typeof action>();
  const closeTo = `/admin/facilitators${search}`;
  return (
    <RouteDialog title={t("adminFacilitators.editor.editTitle")} closeTo={closeTo} size="lg">
      <section className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <div className="min-w-0">
          <p className="font-medium">{t("adminFacilitators.editor.account")}</p>
          <p className="break-all text-muted-foreground">
            {loaderData.accountEmail ?? t("adminFacilitators.editor.noAccount")}
          </p>
        </div>
        {loaderData.accountEmail && (
          <Link
            to={`/admin/facilitators/${loaderData.id}/reset-password${search}`}
            preventScrollReset
            title={t("adminFacilitators.editor.resetHint")}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <KeyRound aria-hidden="true" />
            {t("adminFacilitators.actions.resetPassword")}
          </Link>
        )}
      </section>
      <FacilitatorEditor
        saved={loaderData.values}
        lists={loaderData.lists}
        version={loaderData.version}
        result={result}
        closeTo={closeTo}
        submitLabel={t("backOffice.dialog.save")}
        busyLabel={t("backOffice.dialog.saving")}
      />
    </RouteDialog>
  );
}
