import { useTranslation } from "~/locales/runtime/react";
import { EditorForm, isStale, useFieldErrors } from "~/components/admin/editor-form";
import { DialogActions } from "~/components/admin/route-dialog";
import { TagInput } from "~/components/admin/tag-input";
import { RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { facilitatorAvailabilityValues, type facilitatorListNames } from "~/lib/facilitators/admin";
import type { FormFailure } from "~/lib/forms";
import { languages } from "~/lib/i18n";

type ListName = (typeof facilitatorListNames)[number];

export interface FacilitatorValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  hourlyRate: string;
  yearsExperience: string;
  availability: string;
  language: string;
  bioFr: string;
  bioEn: string;
  website: string;
  linkedin: string;
}

export const newFacilitator: { values: FacilitatorValues; lists: Record<ListName, string[]> } = {
  values: {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    location: "",
    hourlyRate: "",
    yearsExperience: "",
    availability: "available",
    language: "fr",
    bioFr: "",
    bioEn: "",
    website: "",
    linkedin: "",
  },
  lists: { specialtiesFr: [], specialtiesEn: [], certificationsFr: [], certificationsEn: [], languages: [] },
};

/**
 * The Add Facilitator and Edit form (one editor, one schema): identity and contact, rate and experience, the
 * bio, specialties and certifications in French and English side by side, languages and links. A refusal
 * keeps what was typed; a stale save starts again from the record as saved now.
 */
export function FacilitatorEditor({
  saved,
  lists: savedLists,
  version,
  result,
  closeTo,
  submitLabel,
  busyLabel,
}: {
  saved: FacilitatorValues;
  lists: Record<ListName, readonly string[]>;
  version?: string;
  result: FormFailure | undefined;
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const typed = result && !isStale(result) ? result : undefined;
  const value = (name: keyof FacilitatorValues) => typed?.values[name] ?? saved[name];
  const list = (name: ListName) => (typed?.lists?.[name] ?? savedLists[name]).filter((item) => item.trim());
  const error = useFieldErrors(result);
  const required = (label: string) => (
    <>
      {label}
      <RequiredMark />
    </>
  );
  return (
    <EditorForm version={version} result={result} className="space-y-5">
      {/* A refused save remounts the fields with what was typed. */}
      <div key={result ? JSON.stringify(result) : "saved"} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={required(t("adminFacilitators.editor.firstName"))}
            name="firstName"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={value("firstName")}
            error={error("firstName")}
          />
          <TextField
            label={required(t("adminFacilitators.editor.lastName"))}
            name="lastName"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={value("lastName")}
            error={error("lastName")}
          />
          <TextField
            label={required(t("adminFacilitators.editor.email"))}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={value("email")}
            error={error("email")}
          />
          <TextField
            label={t("adminFacilitators.editor.phone")}
            name="phone"
            type="tel"
            autoComplete="off"
            defaultValue={value("phone")}
            error={error("phone")}
          />
          <TextField
            label={t("adminFacilitators.editor.location")}
            name="location"
            defaultValue={value("location")}
            error={error("location")}
          />
          <SelectField
            label={t("adminFacilitators.editor.availability")}
            name="availability"
            defaultValue={value("availability")}
          >
            {facilitatorAvailabilityValues.map((availability) => (
              <option key={availability} value={availability}>
                {t(`adminFacilitators.availability.${availability}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("adminFacilitators.editor.hourlyRate")}
            name="hourlyRate"
            type="number"
            min={0}
            step="0.01"
            defaultValue={value("hourlyRate")}
            error={error("hourlyRate")}
          />
          <TextField
            label={t("adminFacilitators.editor.yearsExperience")}
            name="yearsExperience"
            type="number"
            min={0}
            step={1}
            defaultValue={value("yearsExperience")}
            error={error("yearsExperience")}
          />
        </div>
        <p className="text-sm text-muted-foreground">{t("adminFacilitators.editor.bothLanguagesHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {languages.map((language) => {
            const suffix = language === "fr" ? "Fr" : "En";
            return (
              <fieldset key={language} className="min-w-0 space-y-3" lang={language}>
                <legend className="mb-2 text-sm font-semibold">{t(`adminFacilitators.editor.in.${language}`)}</legend>
                <TextAreaField
                  label={t("adminFacilitators.editor.bio")}
                  name={`bio${suffix}`}
                  rows={5}
                  defaultValue={value(`bio${suffix}`)}
                  error={error(`bio${suffix}`)}
                />
                <TagInput
                  name={`specialties${suffix}`}
                  label={t("adminFacilitators.editor.specialties")}
                  defaultValue={list(`specialties${suffix}`)}
                  error={error(`specialties${suffix}`)}
                />
                <TagInput
                  name={`certifications${suffix}`}
                  label={t("adminFacilitators.editor.certifications")}
                  defaultValue={list(`certifications${suffix}`)}
                  error={error(`certifications${suffix}`)}
                />
              </fieldset>
            );
          })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TagInput
            name="languages"
            label={t("adminFacilitators.editor.languages")}
            defaultValue={list("languages")}
            error={error("languages")}
          />
          <SelectField
            label={t("adminFacilitators.editor.emailLanguage")}
            name="language"
            defaultValue={value("language")}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`common.languageNames.${language}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("adminFacilitators.editor.website")}
            name="website"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={value("website")}
            error={error("website")}
          />
          <TextField
            label={t("adminFacilitators.editor.linkedin")}
            name="linkedin"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/…"
            defaultValue={value("linkedin")}
            error={error("linkedin")}
          />
        </div>
      </div>
      <DialogActions closeTo={closeTo} submitLabel={submitLabel} busyLabel={busyLabel} />
    </EditorForm>
  );
}
