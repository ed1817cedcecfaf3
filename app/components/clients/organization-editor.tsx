import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { TagInput } from "~/components/admin/tag-input";
import { RequiredMark, TextField } from "~/components/forms/field";
import type { FormFailure } from "~/lib/forms";
import { normalizeTags } from "~/lib/tags";

export interface OrganizationValues {
  name: string;
  country: string;
  tags: string[];
}

/** What the editor's fields start with: the record (or empty), or what was typed when a save was refused. */
export function editorValues(saved: OrganizationValues, result: FormFailure | undefined): OrganizationValues {
  // After a stale save the form shows the record as it is now (app/lib/versions.ts).
  if (!result || isStale(result)) return saved;
  return {
    name: result.values.name ?? "",
    country: result.values.country ?? "",
    tags: normalizeTags(result.lists?.tags ?? saved.tags),
  };
}

/** The Create Organization and Edit Organization form (one editor, two dialogs; decision 8). */
export function OrganizationEditor({
  saved,
  version,
  result,
  closeTo,
  submitLabel,
  busyLabel,
}: {
  saved: OrganizationValues;
  /** The record's version, for an edit (the stale-save rule). */
  version?: string;
  result: FormFailure | undefined;
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const values = editorValues(saved, result);
  const error = useFieldErrors(result);
  return (
    <EditorForm version={version} result={result}>
      <TextField
        label={
          <>
            {t("clients.editor.name")}
            <RequiredMark />
          </>
        }
        name="name"
        required
        maxLength={200}
        autoComplete="organization"
        defaultValue={values.name}
        error={error("name")}
      />
      <TextField
        label={t("clients.editor.country")}
        name="country"
        maxLength={100}
        autoComplete="country-name"
        hint={t("clients.editor.countryHint")}
        defaultValue={values.country}
        error={error("country")}
      />
      <TagInput name="tags" label={t("clients.editor.tags")} defaultValue={values.tags} error={error("tags")} />
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
