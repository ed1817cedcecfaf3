import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { FormMessage } from "~/components/forms/form-message";
import { TextField } from "~/components/forms/field";
import { EMAIL_MAX } from "~/lib/accounts/rules";
import type { AuthResult } from "~/lib/accounts/forms";
import { RETURN_PARAM } from "~/lib/urls";
import { useLocalizedHref } from "~/lib/use-page-language";

/** The pieces the forms of /auth share. */

/** A query string of /auth that keeps where the visitor was going ("?mode=code&redirectTo=/admin"). */
export function authQuery(returnTo: string | null, params: Record<string, string>): string {
  return `?${new URLSearchParams(returnTo ? { ...params, [RETURN_PARAM]: returnTo } : params)}`;
}

/** The hidden field of the forms that sign in, so that signing in leads back where the visitor was going. */
export function ReturnField({ returnTo }: { returnTo: string | null }) {
  return returnTo ? <input type="hidden" name={RETURN_PARAM} value={returnTo} /> : null;
}

/** Signing in fails with 'Sign in failed' and the reason; signing up with 'Sign up failed'. */
const failureTitles: Partial<Record<AuthResult["form"], string>> = {
  "sign-in": "auth.toast.signInFailed",
  "verify-code": "auth.toast.signInFailed",
  "two-factor": "auth.toast.signInFailed",
  "sign-up": "auth.toast.signUpFailed",
};

/** The title of a refused form's toast and message, for the forms that have one. */
export function failureTitle(result: AuthResult): string | undefined {
  return failureTitles[result.form];
}

/** The form's own message when the action refused it as a whole. */
export function AuthFormError({ result }: { result: AuthResult | undefined }) {
  const { t } = useTranslation();
  if (!result || result.ok || !result.formError) return null;
  const title = failureTitle(result);
  return (
    <FormMessage tone="error" title={title ? t(title as never) : undefined}>
      {t(result.formError.key as never, result.formError.values)}
    </FormMessage>
  );
}

/** The confirmation of a form that did what it was asked. */
export function AuthNotice({ result }: { result: AuthResult | undefined }) {
  const { t } = useTranslation();
  if (!result?.ok) return null;
  return <FormMessage tone="success">{t(result.notice.key as never, result.notice.values)}</FormMessage>;
}

export function BackToSignIn({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <Link
      to={href("/auth") + authQuery(returnTo, {})}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t("auth.backToSignIn")}
    </Link>
  );
}

/** The email field of every form on /auth. */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={EMAIL_MAX}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/**
 * The refused fields' messages of a result (the same object until the next answer, which
 * `useFieldErrors` relies on), and what was typed.
 */
export function failureOf(result: AuthResult | undefined) {
  return { errors: result && !result.ok ? result.errors : undefined, values: result?.values ?? {} };
}
