import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { isStale, useFieldErrors } from "~/components/admin/editor-form";
import {
  InvoiceEditor,
  type ContractChoice,
  type InvoiceEditorValues,
  type WorkshopChoice,
} from "~/components/billing/invoice-editor";
import { TextField } from "~/components/forms/field";
import type { FormFailure } from "~/lib/forms";
import { useTranslation } from "~/locales/runtime/react";

export interface QuoteEditorValues extends InvoiceEditorValues {
  validUntil: string;
  deal: { id: string; title: string } | null;
}

type QuoteEditorProps = Parameters<typeof QuoteEditor>[0];

/** The new and edit pages: their title, the way back (also where Cancel goes) and the editor. */
export function QuoteEditorPage({
  title,
  back,
  ...props
}: Omit<QuoteEditorProps, "closeTo"> & { title: string; back: string }) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={title}>
      <Link to={back} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("quotes.editor.back")}
      </Link>
      <div className="mt-6 max-w-4xl">
        <QuoteEditor {...props} closeTo={back} />
      </div>
    </DashboardPage>
  );
}

/**
 * The quote editor: the invoice editor (client, document, lines and totals) with the quote's validity date, and
 * the deal it prices when it was started from one (kept as it is: a quote is for one deal).
 */
export function QuoteEditor({
  saved,
  version,
  result,
  vatRates,
  workshops,
  contracts,
  closeTo,
}: {
  saved: QuoteEditorValues;
  version?: string;
  result: FormFailure | undefined;
  vatRates: string[];
  workshops: WorkshopChoice[];
  contracts: ContractChoice[];
  closeTo: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrors(result);
  const values = isStale(result) ? {} : (result?.values ?? {});
  return (
    <InvoiceEditor
      saved={saved}
      version={version}
      result={result}
      vatRates={vatRates}
      workshops={workshops}
      contracts={contracts}
      closeTo={closeTo}
      documentFields={
        <>
          <TextField
            type="date"
            name="validUntil"
            label={t("quotes.editor.validUntil")}
            hint={t("quotes.editor.validUntilHint")}
            required
            defaultValue={values.validUntil ?? saved.validUntil}
            error={fieldError("validUntil")}
          />
          <div className="text-sm sm:self-end">
            <input type="hidden" name="dealId" value={saved.deal?.id ?? ""} />
            {saved.deal ? (
              <p>
                {t("quotes.editor.deal")}{" "}
                <Link to={`/admin/sales/${saved.deal.id}`} className="font-medium text-primary hover:underline">
                  {saved.deal.title}
                </Link>
              </p>
            ) : (
              fieldError("dealId") && <p className="text-destructive">{fieldError("dealId")}</p>
            )}
          </div>
        </>
      }
    />
  );
}
