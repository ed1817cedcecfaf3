import { useState } from "react";
import { useActionData, useParams, useRouteLoaderData } from "react-router";
import { EditorForm, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions, RouteDialog } from "~/components/admin/route-dialog";
import { RequiredMark, TextField } from "~/components/forms/field";
import { BILLING_LIMITS } from "~/lib/billing/invoices";
import { formatMoney } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/credit-note";
import type { loader as invoiceLoader } from "./invoice";
import { creditNoteAction, dialogInvoice } from "./billing.route.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  await dialogInvoice(params.id, (invoice) => invoice.kind === "invoice" && invoice.status !== "draft");
  return { meta: privatePageMeta(context.get(pageLanguage), "billing.creditNote.title") };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return creditNoteAction({ request, context }, params.id, context.get(pageLanguage));
}

export const handle = i18nHandle("backOffice", "billing");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** A credit note for the whole invoice (its lines not yet credited) or for the lines ticked, with its reason. */
export default function CreditNote() {
  const { t } = useTranslation();
  const { id } = useParams();
  const result = useActionData<typeof action>();
  const fieldError = useFieldErrors(result);
  const invoice = useRouteLoaderData<typeof invoiceLoader>("routes/admin/billing/invoice");
  const [scope, setScope] = useState(result?.values?.scope ?? "full");
  const closeTo = `/admin/billing/${id}`;
  const balance = invoice ? formatMoney(invoice.balance, invoice.currency) : "";
  const chosen = new Set(result?.lists?.lineIds ?? []);
  const open = (invoice?.lines ?? []).map((line, index) => ({ line, shown: invoice!.documentLines[index]! }));
  return (
    <RouteDialog
      title={t("billing.creditNote.title")}
      description={t("billing.creditNote.description", { balance })}
      closeTo={closeTo}
      size="lg"
    >
      <EditorForm result={result}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("billing.creditNote.scope")}</legend>
          {(["full", "lines"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="scope"
                value={value}
                checked={scope === value}
                onChange={() => setScope(value)}
                className="size-4"
              />
              {t(`billing.creditNote.${value}`)}
            </label>
          ))}
        </fieldset>
        {scope === "lines" && (
          <fieldset className="space-y-2" aria-describedby={fieldError("lineIds") ? "credit-lines-error" : undefined}>
            <legend className="text-sm font-medium">{t("billing.creditNote.linesLegend")}</legend>
            {open.map(({ line, shown }) => (
              <label key={line.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="lineIds"
                  value={line.id}
                  disabled={line.credited}
                  defaultChecked={chosen.has(line.id)}
                  className="mt-0.5 size-4"
                />
                <span className={line.credited ? "text-muted-foreground line-through" : undefined}>
                  {`${shown.description} · ${formatMoney(shown.amount, invoice!.currency)}`}
                </span>
              </label>
            ))}
            {fieldError("lineIds") && (
              <p id="credit-lines-error" className="text-sm text-destructive">
                {fieldError("lineIds")}
              </p>
            )}
          </fieldset>
        )}
        <TextField
          name="reason"
          label={
            <>
              {t("billing.creditNote.reason")}
              <RequiredMark />
            </>
          }
          hint={t("billing.creditNote.reasonHint")}
          maxLength={BILLING_LIMITS.subject}
          defaultValue={result?.values?.reason ?? ""}
          error={fieldError("reason")}
        />
        <DialogActions
          closeTo={closeTo}
          submitLabel={t("billing.creditNote.save")}
          busyLabel={t("billing.creditNote.saving")}
        />
      </EditorForm>
    </RouteDialog>
  );
}
