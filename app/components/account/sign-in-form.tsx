import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/accounts/rules";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, AuthNotice, authQuery, EmailField, failureOf, ReturnField } from "./auth-parts";

/** Signing in with a password; a right password for an unconfirmed address offers to send its link again. */
export function SignInForm({ result, returnTo }: { result: AuthResult | undefined; returnTo: string | null }) {
  const { t } = useTranslation();
  const mine = resultFor(result, "sign-in", "resend-verification");
  const { errors: refused, values } = failureOf(mine);
  const { errors, onSubmit } = useFieldErrors(refused);
  const unverifiedEmail = mine && !mine.ok ? mine.unverifiedEmail : undefined;
  return (
    <>
      {mine?.form === "sign-in" && <AuthFormError result={mine} />}
      <AuthNotice result={mine} />
      {unverifiedEmail && (
        <Form method="post" className="-mt-1">
          <input type="hidden" name="email" value={unverifiedEmail} />
          <SubmitButton
            intent="resend-verification"
            busyLabel={t("auth.unverified.resending")}
            variant="outline"
            className="w-full"
          >
            {t("auth.unverified.resend")}
          </SubmitButton>
        </Form>
      )}
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <ReturnField returnTo={returnTo} />
        <EmailField defaultValue={values.email} error={errors.email && t(errors.email as never)} />
        <TextField
          label={t("auth.fields.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          error={errors.password && t(errors.password as never)}
        />
        <SubmitButton intent="sign-in" busyLabel={t("auth.signIn.busy")} className="w-full">
          {t("auth.signIn.submit")}
        </SubmitButton>
      </Form>
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:justify-between">
        <Link to="?mode=reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("auth.signIn.forgotPassword")}
        </Link>
        <Link
          to={authQuery(returnTo, { mode: "code" })}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("auth.signIn.useCode")}
        </Link>
      </div>
    </>
  );
}
