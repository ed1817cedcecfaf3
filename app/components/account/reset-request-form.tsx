import { useTranslation } from "~/locales/runtime/react";
import { Form } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, AuthNotice, BackToSignIn, EmailField, failureOf } from "./auth-parts";

/** Asking for a password-reset link: once asked, its confirmation replaces the form. */
export function ResetRequestForm({ result, returnTo }: { result: AuthResult | undefined; returnTo: string | null }) {
  const { t } = useTranslation();
  const mine = resultFor(result, "request-reset");
  const { errors: refused, values } = failureOf(mine);
  const { errors, onSubmit } = useFieldErrors(refused);
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.reset.title")}</h2>
      {mine?.ok ? (
        <AuthNotice result={mine} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("auth.reset.intro")}</p>
          <AuthFormError result={mine} />
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField defaultValue={values.email} error={errors.email && t(errors.email as never)} />
            <SubmitButton intent="request-reset" busyLabel={t("auth.reset.busy")} className="w-full">
              {t("auth.reset.submit")}
            </SubmitButton>
          </Form>
        </>
      )}
      <BackToSignIn returnTo={returnTo} />
    </div>
  );
}
