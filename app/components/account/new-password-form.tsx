import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, failureOf } from "./auth-parts";
import { NewPasswordField } from "./password-field";

/**
 * The page of a password-reset link: a new password, or, for a link that is used or expired, a way to ask
 * again. A password set for an account that may not sign in answers as the sign-in form would.
 */
export function NewPasswordForm({
  token,
  valid,
  result,
}: {
  token: string;
  valid: boolean;
  result: AuthResult | undefined;
}) {
  const { t } = useTranslation();
  const mine = resultFor(result, "reset-password", "sign-in");
  const { errors, onSubmit } = useFieldErrors(failureOf(mine).errors);
  if (!valid) {
    return (
      <div className="space-y-4">
        <h2 className="font-display text-xl font-semibold">{t("auth.reset.newTitle")}</h2>
        <FormMessage tone="error">{t("auth.reset.invalidLink")}</FormMessage>
        <Link
          to="?mode=reset-password"
          className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.reset.askAgain")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.reset.newTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("auth.reset.newIntro")}</p>
      <AuthFormError result={mine} />
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <NewPasswordField
          label={t("auth.fields.newPassword")}
          hint={t("auth.signUp.passwordHint")}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="reset-password" busyLabel={t("auth.reset.newBusy")} className="w-full">
          {t("auth.reset.newSubmit")}
        </SubmitButton>
      </Form>
    </div>
  );
}
