import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useFocusFirstInvalid } from "~/components/admin/use-focus-first-invalid";
import { SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { contentFields, type ContentField } from "~/lib/content/schema";
import type { FieldErrors, FormError, FormValues } from "~/lib/forms";
import { isLanguage, languages, type Language } from "~/lib/i18n";
import { contentSections, contentTypes, type PublicContentItem } from "~/lib/content/site-content";
import { ContentPreview, PREVIEW_WIDTHS, type PreviewWidth } from "./content-preview";

type EditorField = ContentField | "imageFile";

/** What the editor starts from: a new item's defaults (published, order 0) or the saved item. */
export const newContentValues: FormValues<ContentField> = {
  section: "hero",
  contentType: "text",
  language: "fr",
  orderIndex: "0",
  isPublished: "on",
};

function valuesOf(form: HTMLFormElement): FormValues<ContentField> {
  const data = new FormData(form);
  const values: FormValues<ContentField> = {};
  for (const field of contentFields) {
    const value = data.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

function previewItem(values: FormValues<ContentField>, imageUrl: string | undefined): PublicContentItem {
  const text = (field: ContentField) => values[field]?.trim() || null;
  const contentType = contentTypes.find((type) => type === values.contentType) ?? "text";
  return {
    id: "preview",
    contentType,
    title: text("title"),
    subtitle: text("subtitle"),
    description: text("description"),
    contentBody: text("contentBody"),
    imageUrl: imageUrl ?? text("imageUrl"),
    videoUrl: text("videoUrl"),
    buttonText: text("buttonText"),
    buttonUrl: text("buttonUrl"),
  };
}

/**
 * The content editor (add and edit share it), a dialog over its list (decision 8): a multipart form to its
 * own route's action, with an image upload, and beside it the preview of the section as the home page of
 * the item's language will show it, following what is typed.
 */
export function ContentEditor({
  mode,
  closeTo,
  values,
  errors = {},
  formError,
}: {
  mode: "new" | "edit";
  closeTo: string;
  values: FormValues<ContentField>;
  errors?: FieldErrors<EditorField>;
  formError?: FormError;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [live, setLive] = useState(values);
  const [chosenImage, setChosenImage] = useState<string>();
  const [previewWidth, setPreviewWidth] = useState<PreviewWidth>("phone");
  // A new answer from the action (a refusal, the saved item after a stale save) is what the fields and the preview
  // show. The refusal of a body too large to read (an image past the limit) holds no values: the fields then keep
  // what the browser holds, instead of starting again from the defaults.
  const [answered, setAnswered] = useState(values);
  const [shown, setShown] = useState(values);
  if (answered !== values) {
    const received = Object.keys(values).length > 0 ? values : live;
    setAnswered(values);
    setShown(received);
    setLive(received);
  }
  useEffect(() => () => (chosenImage ? URL.revokeObjectURL(chosenImage) : undefined), [chosenImage]);
  const refused = Object.keys(errors).length > 0 || formError ? { ok: false } : undefined;
  useFocusFirstInvalid(form, refused);

  const error = (field: EditorField) => (errors[field] ? t(errors[field] as never) : undefined);
  const text = (field: ContentField, props: { multiline?: boolean; type?: string; hint?: string } = {}) => {
    const common = {
      // A refusal answers with what was typed: a new key puts it back in the field.
      key: `${field}:${shown[field] ?? ""}`,
      name: field,
      label: t(`cms.editor.fields.${field}` as never),
      defaultValue: shown[field] ?? "",
      error: error(field),
      hint: props.hint,
    };
    return props.multiline ? <TextAreaField {...common} rows={3} /> : <TextField {...common} type={props.type} />;
  };
  const section = contentSections.find((known) => known === live.section) ?? "hero";
  const language: Language = isLanguage(live.language ?? "") ? (live.language as Language) : "fr";
  const title = mode === "new" ? t("cms.editor.newTitle") : t("cms.editor.editTitle");

  return (
    <RouteDialog title={title} description={t("cms.editor.description")} closeTo={closeTo} size="lg">
      <div className="grid gap-6">
        <Form
          ref={form}
          method="post"
          encType="multipart/form-data"
          noValidate
          preventScrollReset
          onChange={(event) => setLive(valuesOf(event.currentTarget))}
          className="grid gap-4"
        >
          {formError && <FormErrorMessage error={formError} />}
          {mode === "edit" && <input type="hidden" name="version" value={shown.version ?? ""} />}
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              key={`section:${shown.section}`}
              name="section"
              label={t("cms.editor.fields.section")}
              defaultValue={shown.section}
              error={error("section")}
            >
              {contentSections.map((option) => (
                <option key={option} value={option}>
                  {t(`cms.sections.${option}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              key={`contentType:${shown.contentType}`}
              name="contentType"
              label={t("cms.editor.fields.contentType")}
              defaultValue={shown.contentType}
              error={error("contentType")}
            >
              {contentTypes.map((option) => (
                <option key={option} value={option}>
                  {t(`cms.types.${option}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              key={`language:${shown.language}`}
              name="language"
              label={t("cms.editor.fields.language")}
              defaultValue={shown.language}
              error={error("language")}
            >
              {languages.map((option) => (
                <option key={option} value={option}>
                  {t(`cms.languages.${option}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {text("title")}
          {text("subtitle")}
          {text("description", { multiline: true })}
          {text("contentBody", { multiline: true })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("imageUrl", { type: "url" })}
            <TextField
              name="imageFile"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              label={t("cms.editor.fields.imageFile")}
              hint={t("cms.editor.imageHint")}
              error={error("imageFile")}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setChosenImage(file ? URL.createObjectURL(file) : undefined);
              }}
            />
          </div>
          {text("videoUrl", { type: "url" })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("buttonText")}
            {text("buttonUrl")}
          </div>
          <div className="grid items-end gap-4 sm:grid-cols-2">
            <TextField
              key={`orderIndex:${shown.orderIndex ?? ""}`}
              name="orderIndex"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              label={t("cms.editor.fields.orderIndex")}
              hint={t("cms.editor.orderHint")}
              defaultValue={shown.orderIndex ?? "0"}
              error={error("orderIndex")}
            />
            <label className="flex h-10 items-center gap-3 text-sm font-medium">
              <input
                key={`isPublished:${shown.isPublished ?? ""}`}
                type="checkbox"
                role="switch"
                name="isPublished"
                defaultChecked={shown.isPublished === "on"}
                className="size-5 accent-[var(--color-savanna)]"
              />
              {t("cms.editor.fields.isPublished")}
            </label>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton busyLabel={mode === "new" ? t("backOffice.dialog.creating") : t("backOffice.dialog.saving")}>
              {mode === "new" ? t("backOffice.dialog.create") : t("backOffice.dialog.save")}
            </SubmitButton>
          </div>
        </Form>
        <section aria-labelledby="content-preview-title" className="border-t pt-4">
          <h3 id="content-preview-title" className="font-display text-lg font-semibold">
            {t("cms.editor.preview")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("cms.editor.previewHint", { language: t(`cms.editor.previewLanguage.${language}`) })}
          </p>
          {live.isPublished !== "on" && <p className="mt-1 text-sm text-accent">{t("cms.editor.previewDraft")}</p>}
          <div role="group" aria-label={t("cms.editor.previewWidth")} className="mt-3 flex gap-2">
            {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((width) => (
              <Button
                key={width}
                type="button"
                size="sm"
                variant={previewWidth === width ? "default" : "outline"}
                aria-pressed={previewWidth === width}
                onClick={() => setPreviewWidth(width)}
              >
                {t(`cms.editor.previewWidths.${width}`, { width: PREVIEW_WIDTHS[width] })}
              </Button>
            ))}
          </div>
          {/* It scrolls, so it takes the focus: keyboard users scroll it with the arrow keys. */}
          <div
            tabIndex={0}
            role="region"
            aria-labelledby="content-preview-title"
            className="mt-3 max-h-[28rem] overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <ContentPreview
              section={section}
              language={language}
              item={previewItem(live, chosenImage)}
              width={previewWidth}
              title={t("cms.editor.preview")}
            />
          </div>
        </section>
      </div>
    </RouteDialog>
  );
}
