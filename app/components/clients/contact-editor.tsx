import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { RequiredMark, TextField } from "~/components/forms/field";
import { CONTACT_LIMITS } from "~/lib/clients/contacts";
import type { FormFailure } from "~/lib/forms";

export interface ContactValues {
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** The form of the Add and Edit contact person dialogs. */
export function ContactEditor({
  saved,
  version,
  result,
  closeTo,
  submitLabel,
  busyLabel,
}: {
  saved: ContactValues;
  version?: string;
  result: FormFailure | undefined;
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const values = result && !isStale(result) ? { ...saved, ...result.values } : saved;
  const error = useFieldErrors(result);
  return (
    <EditorForm version={version} result={result}>
      <TextField
        label={
          <>
            {t("clients.contact.name")}
            <RequiredMark />
          </>
        }
        name="name"
        required
        maxLength={CONTACT_LIMITS.name}
        autoComplete="off"
        defaultValue={values.name}
        error={error("name")}
      />
      <TextField
        label={t("clients.contact.role")}
        name="role"
        maxLength={CONTACT_LIMITS.role}
        autoComplete="off"
        hint={t("clients.contact.roleHint")}
        defaultValue={values.role}
        error={error("role")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("clients.contact.email")}
          name="email"
          type="email"
          maxLength={CONTACT_LIMITS.email}
          autoComplete="off"
          defaultValue={values.email}
          error={error("email")}
        />
        <TextField
          label={t("clients.contact.phone")}
          name="phone"
          type="tel"
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="off"
          defaultValue={values.phone}
          error={error("phone")}
        />
      </div>
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
