import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { PASSWORD_MAX } from "~/lib/accounts/rules";
import type { ProfileResult } from "~/lib/accounts/profile-forms";
import { NewPasswordField } from "./password-field";
import { ProfileCard, ProfileFormError, refusedFields } from "./profile-card";

const passwordMessages = {
  currentPassword: "profile.errors.currentPasswordRequired",
  newPassword: "auth.errors.passwordTooShort",
};

/** 'Change password': the current one, then the new one; the action ends the other sessions and emails the owner. */
export function ChangePasswordForm({ result }: { result: ProfileResult | undefined }) {
  const { t } = useTranslation();
  const { errors, onSubmit } = useFieldErrors(refusedFields(result), passwordMessages);
  return (
    <ProfileCard id="change-password" title={t("profile.password.title")}>
      <ProfileFormError result={result} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("profile.password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX}
            error={errors.currentPassword && t(errors.currentPassword as never)}
          />
          <NewPasswordField
            label={t("profile.password.new")}
            name="newPassword"
            hint={t("profile.password.hint")}
            error={errors.newPassword && t(errors.newPassword as never)}
          />
        </div>
        <SubmitButton intent="change-password" busyLabel={t("profile.password.busy")}>
          {t("profile.password.submit")}
        </SubmitButton>
      </Form>
    </ProfileCard>
  );
}
