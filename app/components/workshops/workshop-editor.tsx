import { useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, useActionData } from "react-router";
import { TagInput } from "~/components/admin/tag-input";
import { useFocusFirstInvalid } from "~/components/admin/use-focus-first-invalid";
import { SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import type { Currency } from "~/lib/format";
import type { FormFailure } from "~/lib/forms";
import { languages } from "~/lib/i18n";
import { normalizeTags, splitOnCommas } from "~/lib/tags";
import { AGENCY_TIME_ZONE, workshopTimeZones } from "~/lib/time-zone";
import type { WorkshopField } from "~/lib/workshops/admin";
import { calendarLevels, calendarThemes } from "~/lib/workshops/calendar-filters";

export type WorkshopFailure = FormFailure<WorkshopField, "workshop">;

/** The values a dialog opens with: a new workshop's defaults, or the saved record. */
export interface WorkshopEditorValues {
  titleFr: string;
  titleEn: string;
  descriptionFr: string;
  descriptionEn: string;
  date: string;
  startTime: string;
  endTime: string;
  location: string;
  locationEn: string;
  /** "on" when held online (the checkbox's value). */
  online: string;
  meetingUrl: string;
  timeZone: string;
  theme: string;
  level: string;
  maxParticipants: string;
  price: string;
  status: string;
  facilitatorId: string;
  tags: string[];
  tagsEn: string[];
  languages: string[];
  version?: string;
}

export const newWorkshopValues: WorkshopEditorValues = {
  titleFr: "",
  titleEn: "",
  descriptionFr: "",
  descriptionEn: "",
  date: "",
  startTime: "",
  endTime: "",
  location: "",
  locationEn: "",
  online: "",
  meetingUrl: "",
  timeZone: AGENCY_TIME_ZONE,
  theme: "",
  level: "",
  maxParticipants: "20",
  price: "0",
  status: "draft",
  facilitatorId: "",
  tags: [],
  tagsEn: [],
  languages: ["fr"],
};

type ListField = "tags" | "tagsEn" | "languages";

/** "Africa/Ouagadougou" → "Africa / Ouagadougou": the zone as staff know it, readable. */
const zoneLabel = (zone: string) => zone.replaceAll("_", " ").replaceAll("/", " / ");

/**
 * The create and edit form of a workshop (one editor, one schema): both languages side by side (title,
 * description, place, tags), then the schedule and its time zone, theme, level, capacity, price, status,
 * facilitator and run-in languages. A refusal keeps what was typed, with each message next to its field.
 * A facilitator's own draft leaves out status and facilitator: the server sets both.
 */
export function WorkshopEditor({
  initial,
  facilitators,
  mode,
  currency,
}: {
  initial: WorkshopEditorValues;
  /** The facilitators to choose from; null for a facilitator's own draft (no status or facilitator to choose). */
  facilitators: { id: string; name: string }[] | null;
  mode: "create" | "edit";
  /** The site's currency: XOF prices are whole francs. */
  currency: Currency;
}) {
  const { t } = useTranslation();
  const failure = useActionData() as WorkshopFailure | undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, failure);
  const typed = failure?.values;
  const value = (name: Exclude<WorkshopField, ListField>): string => typed?.[name] ?? initial[name] ?? "";
  const error = (name: WorkshopField): string | undefined => {
    const key = failure?.errors[name];
    return key ? t(key as never) : undefined;
  };
  const chosenLanguages = failure?.lists?.languages ?? initial.languages;
  // A refused post echoes the tags as sent: the ones typed comma-separated show as the tags they will be.
  const tags = (name: "tags" | "tagsEn") => normalizeTags(splitOnCommas(failure?.lists?.[name] ?? initial[name]));
  // A refused save remounts the fields with what was typed (or the saved record after a stale save).
  const key = failure ? JSON.stringify(failure) : "initial";
  return (
    <Form method="post" ref={form} noValidate className="space-y-5" key={key}>
      {failure?.formError && <FormErrorMessage error={failure.formError} />}
      {(typed?.version ?? initial.version) && (
        <input type="hidden" name="version" value={typed?.version ?? initial.version} />
      )}
      <p className="text-sm text-muted-foreground">{t("workshop.editor.bothLanguagesHint")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <fieldset className="space-y-3" lang="fr">
          <legend className="mb-2 text-sm font-semibold">{t("workshop.editor.french")}</legend>
          <TextField
            label={t("workshop.editor.titleFr")}
            name="titleFr"
            defaultValue={value("titleFr")}
            error={error("titleFr")}
          />
          <TextAreaField
            label={t("workshop.editor.descriptionFr")}
            name="descriptionFr"
            defaultValue={value("descriptionFr")}
            error={error("descriptionFr")}
          />
          <TextField
            label={t("workshop.editor.locationFr")}
            name="location"
            defaultValue={value("location")}
            error={error("location")}
          />
          <TagInput
            name="tags"
            label={t("workshop.editor.tagsFr")}
            defaultValue={tags("tags")}
            error={error("tags")}
            commaSeparated
          />
        </fieldset>
        <fieldset className="space-y-3" lang="en">
          <legend className="mb-2 text-sm font-semibold">{t("workshop.editor.english")}</legend>
          <TextField
            label={t("workshop.editor.titleEn")}
            name="titleEn"
            defaultValue={value("titleEn")}
            error={error("titleEn")}
          />
          <TextAreaField
            label={t("workshop.editor.descriptionEn")}
            name="descriptionEn"
            defaultValue={value("descriptionEn")}
            error={error("descriptionEn")}
          />
          <TextField
            label={t("workshop.editor.locationEn")}
            name="locationEn"
            defaultValue={value("locationEn")}
            error={error("locationEn")}
          />
          <TagInput
            name="tagsEn"
            label={t("workshop.editor.tagsEn")}
            defaultValue={tags("tagsEn")}
            error={error("tagsEn")}
            commaSeparated
          />
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("workshop.editor.date")}
          name="date"
          type="date"
          defaultValue={value("date")}
          error={error("date")}
        />
        <TextField
          label={t("workshop.editor.startTime")}
          name="startTime"
          type="time"
          defaultValue={value("startTime")}
          error={error("startTime")}
        />
        <TextField
          label={t("workshop.editor.endTime")}
          name="endTime"
          type="time"
          defaultValue={value("endTime")}
          error={error("endTime")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <SelectField
          label={t("workshop.editor.timeZone")}
          name="timeZone"
          defaultValue={value("timeZone")}
          error={error("timeZone")}
        >
          {workshopTimeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </SelectField>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="online"
            value="on"
            defaultChecked={value("online") === "on"}
            className="size-4"
          />
          {t("workshop.editor.online")}
        </label>
      </div>
      <TextField
        label={t("workshop.editor.meetingUrl")}
        name="meetingUrl"
        type="url"
        inputMode="url"
        placeholder="https://"
        defaultValue={value("meetingUrl")}
        error={error("meetingUrl")}
        hint={t("workshop.editor.meetingUrlHint")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("workshop.editor.theme")}
          name="theme"
          defaultValue={value("theme")}
          error={error("theme")}
        >
          <option value="">{t("workshop.editor.noTheme")}</option>
          {calendarThemes.map((theme) => (
            <option key={theme} value={theme}>
              {t(`workshop.themes.${theme}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("workshop.editor.level")}
          name="level"
          defaultValue={value("level")}
          error={error("level")}
        >
          <option value="">{t("workshop.editor.noLevel")}</option>
          {calendarLevels.map((level) => (
            <option key={level} value={level}>
              {t(`workshop.levels.${level}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("workshop.editor.maxParticipants")}
          name="maxParticipants"
          type="number"
          min={1}
          defaultValue={value("maxParticipants")}
          error={error("maxParticipants")}
        />
        <TextField
          label={t("workshop.editor.price")}
          name="price"
          type="number"
          min={0}
          step={currency === "XOF" ? "1" : "0.01"}
          defaultValue={value("price")}
          error={error("price")}
        />
      </div>
      {facilitators === null ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">{t("workshop.own.draftHint")}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("workshop.editor.status")}
            name="status"
            defaultValue={value("status")}
            error={error("status")}
          >
            {(["draft", "published", "cancelled", "completed"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`workshop.admin.statuses.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("workshop.editor.facilitator")}
            name="facilitatorId"
            defaultValue={value("facilitatorId")}
            error={error("facilitatorId")}
          >
            <option value="">{t("workshop.editor.noFacilitator")}</option>
            {facilitators.map((facilitator) => (
              <option key={facilitator.id} value={facilitator.id}>
                {facilitator.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t("workshop.editor.languages")}</legend>
        <div className="mt-2 flex gap-4">
          {languages.map((language) => (
            <label key={language} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="languages"
                value={language}
                defaultChecked={chosenLanguages.includes(language)}
                className="size-4"
              />
              {t(`common.languageNames.${language}`)}
            </label>
          ))}
        </div>
        {error("languages") && <p className="mt-1 text-sm text-destructive">{error("languages")}</p>}
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton busyLabel={t(mode === "create" ? "backOffice.dialog.creating" : "backOffice.dialog.saving")}>
          {t(mode === "create" ? "workshop.editor.create" : "backOffice.dialog.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}
