import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { SelectField, TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { EMAIL_MAX, NAME_MAX } from "~/lib/accounts/rules";
import type { ProfileResult } from "~/lib/accounts/profile-forms";
import { ProfileCard, ProfileFormError, refusedFields } from "./profile-card";

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  email: string;
  preferredLanguage: string;
}

/** The name, the address (a new one is confirmed by email first) and the language of the account's emails. */
export function ProfileDetailsForm({
  profile,
  result,
}: {
  profile: ProfileDetails;
  result: ProfileResult | undefined;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(refusedFields(result));
  const values = result && !result.ok ? result.values : undefined;
  return (
    <ProfileCard id="profile-form" title={t("profile.form.title")}>
      <ProfileFormError result={result} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.form.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values?.firstName ?? profile.firstName}
            error={errors.firstName && t(errors.firstName as never)}
          />
          <TextField
            label={t("profile.form.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values?.lastName ?? profile.lastName}
            error={errors.lastName && t(errors.lastName as never)}
          />
        </div>
        <TextField
          label={t("profile.form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX}
          defaultValue={values?.email ?? profile.email}
          hint={t("profile.form.emailHint")}
          error={errors.email && t(errors.email as never)}
        />
        <SelectField
          label={t("profile.form.language")}
          name="preferredLanguage"
          defaultValue={values?.preferredLanguage ?? profile.preferredLanguage}
          className="sm:max-w-64"
          error={errors.preferredLanguage && t(errors.preferredLanguage as never)}
        >
          <option value="fr">{t("profile.form.languages.fr")}</option>
          <option value="en">{t("profile.form.languages.en")}</option>
        </SelectField>
        <SubmitButton intent="update-profile" busyLabel={t("profile.form.busy")}>
          {t("profile.form.submit")}
        </SubmitButton>
      </Form>
    </ProfileCard>
  );
}
