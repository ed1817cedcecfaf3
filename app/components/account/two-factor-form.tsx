import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { CODE_LENGTH } from "~/lib/accounts/rules";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, authQuery, BackToSignIn, failureOf, ReturnField } from "./auth-parts";

/**
 * The second factor after a right password or code: the authenticator app's code, or (`backup`) one of
 * the backup codes. Without the browser's challenge cookie, the step has expired.
 */
export function TwoFactorForm({
  pending,
  backup,
  result,
  returnTo,
}: {
  pending: boolean;
  backup: boolean;
  result: AuthResult | undefined;
  returnTo: string | null;
}) {
  const { t } = useTranslation();
  const mine = resultFor(result, "two-factor");
  const { errors, onSubmit } = useFieldErrors(failureOf(mine).errors);
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.twoFactor.title")}</h2>
      {!pending ? (
        <FormMessage tone="error">{t("auth.twoFactor.expired")}</FormMessage>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t(backup ? "auth.twoFactor.backupIntro" : "auth.twoFactor.intro")}
          </p>
          <AuthFormError result={mine} />
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
            <ReturnField returnTo={returnTo} />
            <TextField
              label={t(backup ? "auth.fields.backupCode" : "auth.fields.totp")}
              name="code"
              inputMode={backup ? "text" : "numeric"}
              autoComplete="one-time-code"
              required
              maxLength={backup ? 32 : CODE_LENGTH}
              error={errors.code && t(errors.code as never)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="trustDevice" className="size-4 accent-primary" />
              {t("auth.fields.trustDevice")}
            </label>
            <SubmitButton intent="two-factor" busyLabel={t("auth.twoFactor.busy")} className="w-full">
              {t("auth.twoFactor.submit")}
            </SubmitButton>
          </Form>
          <Link
            to={authQuery(returnTo, backup ? { mode: "two-factor" } : { mode: "two-factor", method: "backup" })}
            replace
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t(backup ? "auth.twoFactor.useApp" : "auth.twoFactor.useBackup")}
          </Link>
        </>
      )}
      <BackToSignIn returnTo={returnTo} />
    </div>
  );
}
