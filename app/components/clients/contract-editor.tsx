import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { RequiredMark, SelectField, TextField } from "~/components/forms/field";
import { contractStatuses } from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";

export interface ContractValues {
  title: string;
  status: string;
  startDate: string;
  endDate: string;
  value: string;
  workshopSeats: string;
}

/** The contract form of the Add contract and Edit contract dialogs. */
export function ContractEditor({
  saved,
  version,
  result,
  closeTo,
  currency,
  submitLabel,
  busyLabel,
}: {
  saved: ContractValues;
  version?: string;
  result: FormFailure | undefined;
  closeTo: string;
  currency: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const stale = isStale(result);
  const values = result && !stale ? { ...saved, ...result.values } : saved;
  const error = useFieldErrors(result);
  return (
    <EditorForm version={version} result={result}>
      <TextField
        label={
          <>
            {t("clients.contract.title")}
            <RequiredMark />
          </>
        }
        name="title"
        required
        maxLength={200}
        defaultValue={values.title}
        error={error("title")}
      />
      <SelectField
        label={t("clients.contract.status")}
        name="status"
        defaultValue={values.status}
        error={error("status")}
      >
        {contractStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`clients.contractStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("clients.contract.startDate")}
          name="startDate"
          type="date"
          defaultValue={values.startDate}
          error={error("startDate")}
        />
        <TextField
          label={t("clients.contract.endDate")}
          name="endDate"
          type="date"
          defaultValue={values.endDate}
          error={error("endDate")}
        />
      </div>
      <TextField
        label={t("clients.contract.value", { currency })}
        name="value"
        inputMode="decimal"
        hint={t("clients.contract.valueHint")}
        defaultValue={values.value}
        error={error("value")}
      />
      <TextField
        label={t("clients.contract.workshopSeats")}
        name="workshopSeats"
        inputMode="numeric"
        hint={t("clients.contract.workshopSeatsHint")}
        defaultValue={values.workshopSeats}
        error={error("workshopSeats")}
      />
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
