import { useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/account-forms";
import { DashboardPage } from "~/components/dashboard-page";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { formatRelativeTime } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { ADMIN_TWO_FACTOR_SETTING, settingChoices, settingLabelFromKey } from "~/lib/settings/schema";
import { settingCategories } from "~/lib/content/site-content";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/settings";
import { loadSettings, saveSettingAction } from "./settings.route.server";
import { pageLanguage } from "~/server/front/request-context.server";

export const handle = i18nHandle("backOffice", "cms");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSettings({ request, context }, context.get(pageLanguage));
}

export function action({ request, context }: Route.ActionArgs) {
  return saveSettingAction({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

type Setting = Route.ComponentProps["loaderData"]["settings"][number];
type Answer = Route.ComponentProps["actionData"];

const controlClass =
  "w-full rounded-md border bg-card px-3 py-2 text-base text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive";

/** One setting: its label, description and value, and a Save button enabled once the value differs. */
function SettingForm({ setting, answer, now }: { setting: Setting; answer: Answer; now: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const mine = answer?.values?.id === setting.id ? answer : undefined;
  const start = mine?.values?.value ?? setting.settingValue;
  const [value, setValue] = useState(start);
  // A new answer or a newly saved value replaces what the field holds.
  const [shown, setShown] = useState(start);
  if (shown !== start) {
    setShown(start);
    setValue(start);
  }
  // Before hydration the button stays enabled, so the form still works without JavaScript.
  const hydrated = useHydrated();

  // Busy only for this setting's form: the page holds one form per setting.
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("id") === setting.id;
  const id = `setting-${setting.settingKey}`;
  const error = mine?.errors?.value;
  const label = t(`cms.settings.labels.${setting.settingKey}` as never, {
    defaultValue: settingLabelFromKey(setting.settingKey),
  });
  const choices = settingChoices[setting.settingKey];
  const control = {
    id,
    name: "value",
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [`${id}-description`, error ? `${id}-error` : ""].filter(Boolean).join(" "),
    className: controlClass,
  } as const;
  return (
    <Form method="post" noValidate preventScrollReset className="grid gap-2 border-t py-4 first:border-t-0">
      <input type="hidden" name="id" value={setting.id} />
      <input type="hidden" name="version" value={setting.version} />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {t(`cms.settings.descriptions.${setting.settingKey}` as never, { defaultValue: setting.description ?? "" })}
      </p>
      {mine?.formError && <FormErrorMessage error={mine.formError} />}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          {choices ? (
            <select {...control} onChange={(event) => setValue(event.currentTarget.value)}>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {setting.settingKey === "currency"
                    ? t(`cms.settings.currencies.${choice}` as never)
                    : setting.settingKey === ADMIN_TWO_FACTOR_SETTING
                      ? t(`cms.settings.adminTwoFactor.${choice}` as never)
                      : choice}
                </option>
              ))}
            </select>
          ) : setting.settingType === "textarea" ? (
            <textarea {...control} rows={2} onChange={(event) => setValue(event.currentTarget.value)} />
          ) : (
            <input
              {...control}
              type={["email", "url", "tel"].includes(setting.settingType) ? setting.settingType : "text"}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          )}
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
              {t(error as never)}
            </p>
          )}
        </div>
        <SubmitButton
          busyLabel={t("cms.settings.saving")}
          busy={submitting}
          disabled={hydrated && value === setting.settingValue}
        >
          {t("cms.settings.save")}
        </SubmitButton>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("cms.settings.lastUpdated", { time: formatRelativeTime(setting.updatedAt, now, lang) })}
        {setting.updatedByName && <> · {t("cms.updatedBy", { name: setting.updatedByName })}</>}
      </p>
    </Form>
  );
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, now } = loaderData;
  return (
    <DashboardPage title={t("pages.creatorSettings.title")}>
      <p className="text-muted-foreground">{t("cms.settings.intro")}</p>
      {settings.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {t("cms.settings.empty")}
        </p>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {settingCategories.map((category) => {
            const inCategory = settings.filter((setting) => setting.category === category);
            return (
              <section
                key={category}
                aria-labelledby={`settings-${category}`}
                className="rounded-xl border bg-card p-5 shadow-xs"
              >
                <h2 id={`settings-${category}`} className="font-display text-xl font-semibold">
                  {t(`cms.settings.categories.${category}`)}
                </h2>
                {inCategory.length === 0 ? (
                  <p className="mt-3 text-sm text-muted-foreground">{t("cms.settings.emptyCategory")}</p>
                ) : (
                  inCategory.map((setting) => (
                    <SettingForm key={setting.id} setting={setting} answer={actionData} now={now} />
                  ))
                )}
              </section>
            );
          })}
        </div>
      )}
    </DashboardPage>
  );
}
