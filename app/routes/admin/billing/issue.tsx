import { Form, useActionData, useParams, useRouteLoaderData } from "react-router";
import { ConfirmDialog } from "~/components/admin/route-dialog";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { metaTags } from "~/lib/meta";
import { VERSION_FIELD } from "~/lib/versions";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/issue";
import type { loader as invoiceLoader } from "./invoice";
import { dialogInvoice, issueInvoiceAction } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogInvoice(params.id, (invoice) => invoice.status === "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "billing.issue.title") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return issueInvoiceAction({ request, context }, params.id, context.get(pageLanguage));
}

export const handle = i18nHandle("backOffice", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** Issuing is for good: a confirmation that says so, posting the draft's version so a change made meanwhile is read first. */
export default function IssueInvoice() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const invoice = useRouteLoaderData<typeof invoiceLoader>("routes/admin/billing/invoice");
  return (
    <ConfirmDialog
      title={t("billing.issue.title")}
      closeTo={`/admin/billing/${id}`}
      description={
        <>
          <p>{t("billing.issue.body")}</p>
          {result?.formError && <FormErrorMessage error={result.formError} className="mt-4" />}
        </>
      }
    >
      <Form method="post" preventScrollReset>
        <input type="hidden" name={VERSION_FIELD} value={invoice?.version ?? ""} />
        <SubmitButton busyLabel={t("billing.issue.issuing")}>{t("billing.issue.confirm")}</SubmitButton>
      </Form>
    </ConfirmDialog>
  );
}
