import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { TagInput } from "~/components/admin/tag-input";
import { OrganizationCombobox, type OrganizationChoice } from "~/components/clients/organization-combobox";
import { RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { projectStatuses } from "~/lib/clients/admin";
import type { FormFailure } from "~/lib/forms";
import { normalizeTags } from "~/lib/tags";

export interface ProjectValues {
  title: string;
  status: string;
  objective: string;
  organizationId: string;
  methodTags: string[];
}

/** The Create Project and Edit Project form. */
export function ProjectEditor({
  saved,
  version,
  organization,
  result,
  closeTo,
  submitLabel,
  busyLabel,
}: {
  saved: ProjectValues;
  version?: string;
  /** The project's organization when the dialog opens (null: none). */
  organization: OrganizationChoice | null;
  result: FormFailure | undefined;
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const stale = isStale(result);
  const values: ProjectValues =
    result && !stale
      ? {
          title: result.values.title ?? "",
          status: result.values.status ?? saved.status,
          objective: result.values.objective ?? "",
          organizationId: result.values.organizationId ?? "",
          methodTags: normalizeTags(result.lists?.methodTags ?? saved.methodTags),
        }
      : saved;
  const error = useFieldErrors(result);
  return (
    <EditorForm version={version} result={result}>
      <TextField
        label={
          <>
            {t("clients.projectEditor.title")}
            <RequiredMark />
          </>
        }
        name="title"
        required
        maxLength={200}
        defaultValue={values.title}
        error={error("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("clients.projectEditor.status")}
          name="status"
          defaultValue={values.status}
          error={error("status")}
        >
          {projectStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`clients.projectStatus.${status}`)}
            </option>
          ))}
        </SelectField>
        <OrganizationCombobox
          // A stale save shows the saved project again: its organization replaces what was chosen.
          key={stale ? `stale-${organization?.id ?? ""}` : "form"}
          name="organizationId"
          label={t("clients.projectEditor.organization")}
          initial={organization}
          error={error("organizationId")}
        />
      </div>
      <TextAreaField
        label={t("clients.projectEditor.objective")}
        name="objective"
        maxLength={5000}
        defaultValue={values.objective}
        error={error("objective")}
      />
      <TagInput
        name="methodTags"
        label={t("clients.projectEditor.methodTags")}
        defaultValue={values.methodTags}
        error={error("methodTags")}
      />
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
