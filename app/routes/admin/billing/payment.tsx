import { useActionData, useParams, useRouteLoaderData } from "react-router";
import { EditorForm, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions, RouteDialog } from "~/components/admin/route-dialog";
import { RequiredMark, SelectField, TextField } from "~/components/forms/field";
import { paymentMethods } from "~/lib/billing/document";
import { BILLING_LIMITS } from "~/lib/billing/invoices";
import { formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { billingToday } from "~/server/billing/invoices.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/payment";
import type { loader as invoiceLoader } from "./invoice";
import { dialogInvoice, paymentAction } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogInvoice(params.id, (invoice) => invoice.kind === "invoice" && invoice.status !== "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "billing.payment.title"), today: billingToday() };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return paymentAction({ request, context }, params.id, context.get(pageLanguage));
}

export const handle = i18nHandle("backOffice", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function RecordPayment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const fieldError = useFieldErrors(result);
  const invoice = useRouteLoaderData<typeof invoiceLoader>("routes/admin/billing/invoice");
  const values = result?.values ?? {};
  const closeTo = `/admin/billing/${id}`;
  const balance = invoice ? formatMoney(invoice.balance, invoice.currency) : "";
  return (
    <RouteDialog
      title={t("billing.payment.title")}
      description={t("billing.payment.description", { balance })}
      closeTo={closeTo}
    >
      <EditorForm result={result}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="paidOn"
            type="date"
            max={loaderData.today}
            label={
              <>
                {t("billing.payment.paidOn")}
                <RequiredMark />
              </>
            }
            defaultValue={values.paidOn ?? loaderData.today}
            error={fieldError("paidOn")}
          />
          <TextField
            name="amount"
            inputMode="decimal"
            label={
              <>
                {t("billing.payment.amount")}
                <RequiredMark />
              </>
            }
            defaultValue={values.amount ?? invoice?.balance ?? ""}
            error={fieldError("amount")}
          />
          <SelectField
            name="method"
            label={t("billing.payment.method")}
            defaultValue={values.method ?? "bank_transfer"}
            error={fieldError("method")}
          >
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`billing.methods.${method}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="reference"
            label={t("billing.payment.reference")}
            hint={t("billing.payment.referenceHint")}
            maxLength={BILLING_LIMITS.reference}
            defaultValue={values.reference ?? ""}
            error={fieldError("reference")}
          />
          <TextField
            name="withheldVat"
            inputMode="decimal"
            label={t("billing.payment.withheldVat")}
            hint={t("billing.payment.withheldHint")}
            defaultValue={values.withheldVat ?? ""}
            error={fieldError("withheldVat")}
          />
          <TextField
            name="withholdingCertificate"
            label={t("billing.payment.certificate")}
            maxLength={BILLING_LIMITS.reference}
            defaultValue={values.withholdingCertificate ?? ""}
            error={fieldError("withholdingCertificate")}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="sendReceipt"
            defaultChecked={result ? values.sendReceipt === "on" : true}
            className="size-4"
          />
          {t("billing.payment.sendReceipt")}
        </label>
        <DialogActions
          closeTo={closeTo}
          submitLabel={t("billing.payment.save")}
          busyLabel={t("billing.payment.saving")}
        />
      </EditorForm>
    </RouteDialog>
  );
}
