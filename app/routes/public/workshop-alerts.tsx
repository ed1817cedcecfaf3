import { BellRing, CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { HoneypotField, RequiredMark, SelectField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageIntro } from "~/components/page-intro";
import { languages, type Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import {
  ALERT_LIMITS,
  type AlertField,
  type AlertFormResult,
  type AlertPreferences,
} from "~/lib/workshops/alert-rules";
import { i18nHandle } from "~/locales/areas";
import { withActionHeaders } from "~/server/forms/forms.server";
import type { Route } from "./+types/workshop-alerts";
import { subscriptionAction, subscriptionPage } from "./workshop-alerts.route.server";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export function loader({ request, context }: Route.LoaderArgs) {
  return subscriptionPage(request, context.get(pageLanguage));
}

export function action({ request }: Route.ActionArgs) {
  return subscriptionAction(request);
}

/** Locale areas the page shows (decision 0005). */
export const handle = { ...i18nHandle("workshopAlerts"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function WorkshopAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const result = actionData as AlertFormResult | undefined;
  const sentRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a post, the focus goes where the visitor needs it: the confirmation, or the first refused field.
  useEffect(() => {
    if (!result) return;
    if (result.ok) sentRef.current?.focus();
    else
      (
        formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']") ??
        formRef.current?.querySelector<HTMLElement>("[data-form-error]")
      )?.focus();
  }, [result]);

  return (
    <>
      <PageIntro title={t("workshopAlerts.page.title")} lead={t("workshopAlerts.page.lead")} />
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        {result?.ok ? (
          <div
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="rounded-xl border bg-card p-6 shadow-sm outline-none sm:p-8"
          >
            <CheckCircle2 aria-hidden="true" className="size-10 text-savanna" />
            <h2 className="mt-4 font-display text-2xl font-semibold">{t("workshopAlerts.sent.title")}</h2>
            <p className="mt-3 break-words">
              {t("workshopAlerts.sent.body", { email: result.email, hours: String(loaderData.hours) })}
            </p>
            <Link
              to="."
              reloadDocument
              className="mt-5 inline-block font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("workshopAlerts.sent.again")}
            </Link>
          </div>
        ) : (
          <SubscriptionForm
            formRef={formRef}
            failure={result}
            lang={lang}
            themes={loaderData.choices.themes}
            levels={loaderData.choices.levels}
            locations={loaderData.choices.locations}
          />
        )}
      </div>
    </>
  );
}

function SubscriptionForm({
  formRef,
  failure,
  lang,
  themes,
  levels,
  locations,
}: {
  formRef: React.RefObject<HTMLFormElement | null>;
  failure: Extract<AlertFormResult, { ok: false }> | undefined;
  lang: Language;
  themes: [value: string, label: string][];
  levels: readonly AlertPreferences["levels"][number][];
  locations: [value: string, label: string][];
}) {
  const { t } = useTranslation();
  const errors: Partial<Record<AlertField, string>> = failure?.errors ?? {};
  const error = (field: AlertField) => (errors[field] ? t(errors[field] as never) : undefined);
  const checked = (name: AlertField, value: string) => failure?.lists?.[name]?.includes(value) ?? false;
  return (
    <section aria-labelledby="alerts-form-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 id="alerts-form-title" className="flex items-center gap-2 font-display text-2xl font-semibold">
        <BellRing aria-hidden="true" className="size-6 text-accent" />
        {t("workshopAlerts.form.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("workshopAlerts.page.privacy")}</p>
      <Form ref={formRef} method="post" noValidate className="relative mt-6 space-y-6">
        <HoneypotField />
        {failure?.formError && <FormErrorMessage error={failure.formError} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={
              <>
                {t("workshopAlerts.form.email")}
                <RequiredMark />
              </>
            }
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={ALERT_LIMITS.email}
            defaultValue={failure?.values.email ?? ""}
            error={error("email")}
          />
          <SelectField
            label={t("workshopAlerts.form.language")}
            name="language"
            defaultValue={failure?.values.language ?? lang}
            error={error("language")}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`workshopAlerts.languages.${language}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="text-sm text-muted-foreground">{t("workshopAlerts.form.optional")}</p>
        <Choices
          legend={t("workshopAlerts.form.themes")}
          name="themes"
          options={themes}
          checked={checked}
          error={error("themes")}
        />
        <Choices
          legend={t("workshopAlerts.form.levels")}
          name="levels"
          options={levels.map((level) => [level, t(`workshopAlerts.levels.${level}`)])}
          checked={checked}
          error={error("levels")}
        />
        <Choices
          legend={t("workshopAlerts.form.locations")}
          name="locations"
          options={locations}
          checked={checked}
          error={error("locations")}
        />
        <Choices
          legend={t("workshopAlerts.form.workshopLanguages")}
          name="workshopLanguages"
          options={languages.map((language) => [language, t(`workshopAlerts.languages.${language}`)])}
          checked={checked}
          error={error("workshopLanguages")}
        />
        <SubmitButton size="lg" busyLabel={t("workshopAlerts.form.busy")} className="w-full sm:w-auto">
          {t("workshopAlerts.form.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** A group of checkboxes of one name; a group without choices says that everything will come. */
function Choices({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: AlertField;
  options: [value: string, label: string][];
  checked: (name: AlertField, value: string) => boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t("workshopAlerts.form.noChoices")}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-2">
          {options.map(([value, label]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10"
            >
              <input
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={checked(name, value)}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
