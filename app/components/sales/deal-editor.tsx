import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { OrganizationCombobox, type OrganizationChoice } from "~/components/clients/organization-combobox";
import { RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import type { FormFailure } from "~/lib/forms";
import { DEAL_LIMITS, dealServices, type dealFields } from "~/lib/sales/deals";

export type DealValues = Record<(typeof dealFields)[number], string>;

export const emptyDeal: DealValues = {
  title: "",
  organizationId: "",
  newOrganization: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  value: "",
  expectedClose: "",
  ownerId: "",
  service: "",
  notes: "",
};

/** The New Deal and Edit Deal form: an organization chosen or named, its contact, value, close date, owner, service. */
export function DealEditor({
  saved,
  version,
  organization,
  owners,
  currency,
  result,
  closeTo,
  submitLabel,
  busyLabel,
}: {
  saved: DealValues;
  version?: string;
  organization: OrganizationChoice | null;
  owners: { id: string; name: string }[];
  currency: string;
  result: FormFailure | undefined;
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const stale = isStale(result);
  const values: DealValues =
    result && !stale ? Object.assign({ ...emptyDeal }, result.values as Partial<DealValues>) : saved;
  const error = useFieldErrors(result);
  return (
    <EditorForm version={version} result={result}>
      <TextField
        label={
          <>
            {t("sales.editor.title")}
            <RequiredMark />
          </>
        }
        name="title"
        required
        maxLength={DEAL_LIMITS.title}
        defaultValue={values.title}
        error={error("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <OrganizationCombobox
          key={stale ? `stale-${organization?.id ?? ""}` : "form"}
          name="organizationId"
          label={t("sales.editor.organization")}
          initial={organization}
          error={error("organizationId")}
        />
        <TextField
          label={t("sales.editor.newOrganization")}
          name="newOrganization"
          maxLength={DEAL_LIMITS.organization}
          defaultValue={values.newOrganization}
          hint={t("sales.editor.newOrganizationHint")}
          error={error("newOrganization")}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">{t("sales.editor.contact")}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t("sales.editor.contactName")}
            name="contactName"
            autoComplete="off"
            maxLength={DEAL_LIMITS.contactName}
            defaultValue={values.contactName}
            error={error("contactName")}
          />
          <TextField
            label={t("sales.editor.contactEmail")}
            name="contactEmail"
            type="email"
            autoComplete="off"
            maxLength={DEAL_LIMITS.contactEmail}
            defaultValue={values.contactEmail}
            error={error("contactEmail")}
          />
          <TextField
            label={t("sales.editor.contactPhone")}
            name="contactPhone"
            type="tel"
            autoComplete="off"
            maxLength={DEAL_LIMITS.contactPhone}
            defaultValue={values.contactPhone}
            error={error("contactPhone")}
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("sales.editor.value", { currency })}
          name="value"
          inputMode="decimal"
          defaultValue={values.value}
          hint={t("sales.editor.valueHint")}
          error={error("value")}
        />
        <TextField
          label={t("sales.editor.expectedClose")}
          name="expectedClose"
          type="date"
          defaultValue={values.expectedClose}
          error={error("expectedClose")}
        />
        <SelectField
          label={t("sales.editor.owner")}
          name="ownerId"
          defaultValue={values.ownerId}
          error={error("ownerId")}
        >
          <option value="">{t("sales.editor.noOwner")}</option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("sales.editor.service")}
          name="service"
          defaultValue={values.service}
          error={error("service")}
        >
          <option value="">{t("sales.editor.noService")}</option>
          {dealServices.map((service) => (
            <option key={service} value={service}>
              {t(`contact.form.services.${service}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t("sales.editor.notes")}
        name="notes"
        maxLength={DEAL_LIMITS.notes}
        defaultValue={values.notes}
        error={error("notes")}
      />
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
