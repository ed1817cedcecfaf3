import { CheckCircle2, Hourglass } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link, useLocation } from "react-router";
import { HoneypotField, SelectField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import type { Language } from "~/lib/i18n";
import { REGISTRATION_LIMITS, type RegistrationFormResult } from "~/lib/workshops/registration-rules";

interface RegistrationFormProps {
  /** No seat left: the form offers the waitlist. */
  full: boolean;
  /** The page's language: the default language of the emails. */
  lang: Language;
  /** The action's answer to the last submission, if any. */
  result: RegistrationFormResult | undefined;
  /** The signed-in visitor's name and address: the form starts with them. */
  registrant?: { name: string; email: string } | null;
}

/**
 * The registration form of a workshop page and its result states (confirmed, waitlisted with the
 * position, errors next to the fields). A plain POST to the page's own action: it works without
 * JavaScript (the server renders the result), and with it (no reload, focus moves to the result).
 */
export function RegistrationForm({ full, lang, result, registrant }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const resultRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!result) return;
    // Moves keyboard and screen reader users to what happened.
    (result.ok ? resultRef : errorRef).current?.focus();
  }, [result]);

  if (result?.ok) {
    const waitlisted = result.status === "waitlisted";
    const Icon = waitlisted ? Hourglass : CheckCircle2;
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className={
          waitlisted
            ? "rounded-lg border border-sun/60 bg-sun/10 p-5 focus:outline-none sm:p-6"
            : "rounded-lg border border-savanna/40 bg-savanna/10 p-5 focus:outline-none sm:p-6"
        }
      >
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <Icon
            aria-hidden="true"
            className={waitlisted ? "size-5 shrink-0 text-yellow-800 dark:text-sun" : "size-5 shrink-0 text-savanna"}
          />
          {waitlisted ? t("workshop.register.waitlistedTitle") : t("workshop.register.confirmedTitle")}
        </h3>
        {waitlisted && (
          <p className="mt-3 flex items-baseline gap-2">
            <span className="text-sm font-medium text-muted-foreground">{t("workshop.register.positionLabel")}</span>
            <span className="font-display text-3xl font-bold tabular-nums">{result.position}</span>
          </p>
        )}
        <p className="mt-2 break-words">
          {waitlisted
            ? t("workshop.register.waitlistedBody", {
                name: result.name,
                email: result.email,
                position: result.position,
              })
            : t("workshop.register.confirmedBody", { name: result.name, email: result.email })}
        </p>
        <Link
          to={`${pathname}#register`}
          className="mt-4 inline-block text-sm font-medium text-primary underline underline-offset-4"
        >
          {t("workshop.register.registerAnother")}
        </Link>
      </div>
    );
  }

  const errors = result && !result.ok ? result.errors : {};
  const values = result && !result.ok ? result.values : {};
  const formError = result && !result.ok ? result.formError : undefined;
  const fieldError = (name: keyof typeof errors) => (errors[name] ? t(errors[name] as never) : undefined);

  return (
    <Form
      method="post"
      action={`${pathname}#register`}
      noValidate
      className="relative space-y-5"
      aria-describedby={formError ? "register-error" : undefined}
    >
      {formError && (
        <FormErrorMessage ref={errorRef} id="register-error" error={formError} className="focus:outline-none" />
      )}
      <HoneypotField />
      <div className="grid gap-5 sm:grid-cols-2">
        <RegistrantFields
          values={{ ...values, name: values.name ?? registrant?.name, email: values.email ?? registrant?.email }}
          error={fieldError}
          lang={lang}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SubmitButton
          busyLabel={t("workshop.register.submitting")}
          size="lg"
          variant={full ? "default" : "accent"}
          className="w-full sm:w-auto"
        >
          {full ? t("workshop.register.submitWaitlist") : t("workshop.register.submit")}
        </SubmitButton>
        <p className="text-xs text-muted-foreground">{t("workshop.register.privacy")}</p>
      </div>
    </Form>
  );
}

type RegistrantField = "name" | "email" | "organization" | "phone" | "language";

/**
 * The person's fields: name, email, organization, phone and the language of their emails. The visitor's own
 * details come with the browser's autofill; staff registering someone else (`forSomeoneElse`) get none of theirs.
 */
export function RegistrantFields({
  values,
  error,
  lang,
  forSomeoneElse = false,
}: {
  values: Partial<Record<RegistrantField, string>>;
  error: (name: RegistrantField) => string | undefined;
  lang: Language;
  forSomeoneElse?: boolean;
}) {
  const { t } = useTranslation();
  const autoComplete = (token: string) => (forSomeoneElse ? "off" : token);
  return (
    <>
      <TextField
        label={t("workshop.register.name")}
        name="name"
        autoComplete={autoComplete("name")}
        required
        maxLength={REGISTRATION_LIMITS.name}
        defaultValue={values.name}
        error={error("name")}
      />
      <TextField
        label={t("workshop.register.email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={autoComplete("email")}
        required
        maxLength={REGISTRATION_LIMITS.email}
        defaultValue={values.email}
        error={error("email")}
      />
      <TextField
        label={t("workshop.register.organization")}
        name="organization"
        autoComplete={autoComplete("organization")}
        maxLength={REGISTRATION_LIMITS.organization}
        defaultValue={values.organization}
        error={error("organization")}
      />
      <TextField
        label={t("workshop.register.phone")}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete("tel")}
        maxLength={REGISTRATION_LIMITS.phone}
        defaultValue={values.phone}
        error={error("phone")}
      />
      <SelectField
        label={t("workshop.register.language")}
        name="language"
        defaultValue={values.language ?? lang}
        error={error("language")}
      >
        <EmailLanguageOptions />
      </SelectField>
    </>
  );
}

/** The languages a person's emails can be in, each named in its own language. */
export function EmailLanguageOptions() {
  const { t } = useTranslation();
  return (
    <>
      <option value="fr" lang="fr">
        {t("workshop.register.languages.fr")}
      </option>
      <option value="en" lang="en">
        {t("workshop.register.languages.en")}
      </option>
    </>
  );
}
