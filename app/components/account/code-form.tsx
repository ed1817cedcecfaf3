import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { useFieldErrors } from "~/components/account-forms";
import { TextField } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { CODE_LENGTH } from "~/lib/accounts/rules";
import { resultFor, type AuthResult } from "~/lib/accounts/forms";
import { AuthFormError, AuthNotice, authQuery, BackToSignIn, EmailField, failureOf, ReturnField } from "./auth-parts";

const codeMessages = {
  email: "auth.errors.emailOrPhoneRequired",
  code: "auth.errors.codeRequired",
};

/** Signing in with a code sent by email: first the address, then the code sent to it. */
export function CodeForm({ result, returnTo }: { result: AuthResult | undefined; returnTo: string | null }) {
  const { t } = useTranslation();
  const mine = resultFor(result, "send-code", "verify-code");
  const sentTo = mine?.codeSentTo;
  const { errors: refused, values } = failureOf(mine);
  const { errors, onSubmit } = useFieldErrors(refused, codeMessages);
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-semibold">{t("auth.code.title")}</h2>
      <AuthNotice result={mine} />
      <AuthFormError result={mine} />
      {sentTo ? (
        <>
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <input type="hidden" name="email" value={sentTo} />
            <ReturnField returnTo={returnTo} />
            <TextField
              label={t("auth.fields.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              required
              maxLength={CODE_LENGTH}
              error={errors.code && t(errors.code as never)}
            />
            <SubmitButton intent="verify-code" busyLabel={t("auth.code.verifying")} className="w-full">
              {t("auth.code.verify")}
            </SubmitButton>
          </Form>
          <Link
            to={authQuery(returnTo, { mode: "code" })}
            className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("auth.code.otherAddress")}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("auth.code.intro")}</p>
          <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField defaultValue={values.email} error={errors.email && t(errors.email as never)} />
            <SubmitButton intent="send-code" busyLabel={t("auth.code.sending")} className="w-full">
              {t("auth.code.send")}
            </SubmitButton>
          </Form>
        </>
      )}
      <BackToSignIn returnTo={returnTo} />
    </div>
  );
}
