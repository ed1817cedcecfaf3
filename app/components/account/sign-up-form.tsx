import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { NAME_MAX } from "~/lib/accounts/rules";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, EmailField, failureOf } from "./auth-parts";
import { NewPasswordField } from "./password-field";

export function SignUpForm({ result }: { result: AuthResult | undefined }) {
  const { t } = useTranslation();
  const mine = resultFor(result, "sign-up");
  const { errors: refused, values } = failureOf(mine);
  const { errors, onSubmit } = useFieldErrors(refused);
  return (
    <>
      <AuthFormError result={mine} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("auth.fields.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values.firstName}
            error={errors.firstName && t(errors.firstName as never)}
          />
          <TextField
            label={t("auth.fields.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={NAME_MAX}
            defaultValue={values.lastName}
            error={errors.lastName && t(errors.lastName as never)}
          />
        </div>
        <EmailField defaultValue={values.email} error={errors.email && t(errors.email as never)} />
        <NewPasswordField
          label={t("auth.fields.password")}
          hint={t("auth.signUp.passwordHint")}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="sign-up" busyLabel={t("auth.signUp.busy")} className="w-full">
          {t("auth.signUp.submit")}
        </SubmitButton>
      </Form>
    </>
  );
}
