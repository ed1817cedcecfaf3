/**
 * The /auth action: one handler per form (its intent), each reading its form through the form kit, calling
 * one account module and turning its outcome into the page's data or a redirect that carries Better Auth's
 * cookies. The signed-in user is sent on before anything is validated, except to set a new password.
 */
import { data, redirect } from "react-router";
import type { z } from "zod";
import { authFields, isAuthIntent, type AuthField, type AuthIntent, type AuthResult } from "~/lib/accounts/forms";
import {
  codeRequestSchema,
  codeSignInSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
} from "~/lib/accounts/schema";
import type { FormError, FormValues } from "~/lib/forms";
import { localizePath, type Language } from "~/lib/i18n";
import { landingPath } from "~/lib/roles";
import { localPath, RETURN_PARAM } from "~/lib/urls";
import type { Failed } from "~/server/accounts/auth-errors.server";
import type { Limited } from "~/server/accounts/auth-limits.server";
import { requestPasswordReset, resetPassword } from "~/server/accounts/password-reset.server";
import { getSessionUser } from "~/server/accounts/session.server";
import {
  sendSignInCode,
  signInWithCode,
  signInWithPassword,
  verifySecondFactor,
  type SignedIn,
} from "~/server/accounts/sign-in.server";
import { resendVerification, signUp } from "~/server/accounts/sign-up.server";
import { languageCookie } from "~/server/front/cookies.server";
import { setFlashCookie } from "~/server/forms/flash.server";
import { receiveForm, tooManyRequests } from "~/server/forms/forms.server";
import { readIntent, type PostedForm } from "../../server/forms/form-intent.server";
import type { RequestArgs } from "~/server/front/request-context.server";

const MAX_FORM_BYTES = 16 * 1024;

/**
 * The page to go back to after signing in, from the sign-in forms' hidden `redirectTo` field: a path on
 * this site only (the language toggle's rules, `localPath`), or null.
 */
export function returnTarget(value: FormDataEntryValue | string | null): string | null {
  return typeof value === "string" && value.length <= 2048 ? localPath(value, "") || null : null;
}

/** A redirect that passes Better Auth's cookies (session, two-factor challenge) on to the browser. */
export function redirectWithCookies(to: string, authHeaders: Headers | null, extraCookies: string[] = []) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}

/**
 * Where a fresh sign-in goes: the two-factor step (which keeps `returnTo`), else back to `returnTo` when the
 * role may open it, else the role's home. The signed-in pages (one address each) and their toasts follow the
 * language cookie: from now on it is the account's language (`speaks` when the flow decides it).
 */
function afterSignIn(
  outcome: SignedIn,
  lang: Language,
  {
    extraCookies = [],
    returnTo = null,
    speaks,
  }: { extraCookies?: string[]; returnTo?: string | null; speaks?: Language },
) {
  if (outcome.twoFactor) {
    const query = new URLSearchParams({ mode: "two-factor" });
    if (returnTo) query.set(RETURN_PARAM, returnTo);
    return redirectWithCookies(`${localizePath("/auth", lang)}?${query}`, outcome.headers, extraCookies);
  }
  const language = speaks ?? outcome.language ?? lang;
  return redirectWithCookies(landingPath(outcome.role, returnTo), outcome.headers, [
    ...extraCookies,
    languageCookie(language),
  ]);
}

/** A form of the page refused as a whole: its message, and the status (429 and 503 with Retry-After). */
function refuse(
  form: AuthResult["form"],
  refusal: Limited | Failed,
  values: FormValues = {},
  shown: { unverifiedEmail?: string; codeSentTo?: string } = {},
) {
  const answer: { error: FormError; init: ResponseInit } =
    refusal.kind === "limited"
      ? tooManyRequests(refusal.key, refusal.retryAfter)
      : {
          error: { key: refusal.key },
          init: {
            status: refusal.status,
            headers: refusal.retryAfter ? { "Retry-After": String(refusal.retryAfter) } : undefined,
          },
        };
  return data<AuthResult>({ form, ok: false, errors: {}, values, formError: answer.error, ...shown }, answer.init);
}

/** The form kit's reading of one form of the page: its schema, the fields it reads, the ones never echoed. */
function receiveAuthForm<S extends z.ZodType>(
  post: PostedForm,
  intent: AuthIntent,
  schema: S,
  secret: readonly AuthField[] = [],
) {
  const fields: readonly AuthField[] = authFields[intent];
  return receiveForm(post.replay(), { id: intent, schema, fields, secret, maxBytes: MAX_FORM_BYTES, honeypot: false });
}

type Answer = ReturnType<typeof data<AuthResult>> | Response;

const handlers: Record<AuthIntent, (request: Request, post: PostedForm, lang: Language) => Promise<Answer>> = {
  "sign-in": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "sign-in", signInSchema, ["password"]);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await signInWithPassword(request, received.data);
    if (outcome.kind === "signedIn")
      return afterSignIn(outcome, lang, { returnTo: returnTarget(received.form.get(RETURN_PARAM)) });
    if (outcome.kind === "unverified") {
      const unverified = { kind: "failed", key: "auth.errors.emailNotVerified", status: 403 } as const;
      return refuse("sign-in", unverified, received.values, { unverifiedEmail: outcome.email });
    }
    return refuse("sign-in", outcome, received.values);
  },

  "sign-up": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "sign-up", signUpSchema, ["password"]);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await signUp(request, received.data, lang);
    if (outcome.kind !== "signedUp") return refuse("sign-up", outcome, received.values);
    const flash = setFlashCookie({
      title: "auth.toast.checkEmailTitle",
      description: "auth.toast.checkEmailBody",
      variant: "success",
    });
    return redirect(`${localizePath("/auth", lang)}?mode=check-email`, { headers: { "Set-Cookie": flash } });
  },

  "resend-verification": async (request, post) => {
    const received = await receiveAuthForm(post, "resend-verification", resetRequestSchema);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await resendVerification(request, received.data);
    if (outcome.kind !== "sent") return refuse("resend-verification", outcome);
    const { email } = received.data;
    return data<AuthResult>({
      form: "resend-verification",
      ok: true,
      notice: { key: "auth.unverified.resent" },
      values: { email },
    });
  },

  "request-reset": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "request-reset", resetRequestSchema);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await requestPasswordReset(request, received.data, lang);
    if (outcome.kind !== "sent") return refuse("request-reset", outcome, received.values);
    return data<AuthResult>({
      form: "request-reset",
      ok: true,
      notice: { key: "auth.reset.sent" },
      values: received.values,
    });
  },

  "reset-password": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "reset-password", resetPasswordSchema, ["password", "token"]);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await resetPassword(request, received.data);
    switch (outcome.kind) {
      case "signedIn": {
        const flash = setFlashCookie({
          title: "auth.toast.resetDoneTitle",
          description: "auth.toast.resetDoneBody",
          variant: "success",
        });
        // The reset ran in the language of the page it was asked from (its email and link too): so does its end.
        return afterSignIn(outcome, lang, { extraCookies: [flash], speaks: lang });
      }
      case "invalidLink":
        return refuse("reset-password", { kind: "failed", key: "auth.reset.invalidLink", status: 400 });
      case "setButRefused":
        return refuse("sign-in", outcome.refusal, { email: outcome.email });
      default:
        return refuse("reset-password", outcome);
    }
  },

  "send-code": async (request, post) => {
    const received = await receiveAuthForm(post, "send-code", codeRequestSchema);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await sendSignInCode(request, received.data);
    if (outcome.kind !== "sent") return refuse("send-code", outcome, received.values);
    const { email } = received.data;
    return data<AuthResult>({
      form: "send-code",
      ok: true,
      notice: { key: "auth.code.sent", values: { email } },
      codeSentTo: email,
      values: received.values,
    });
  },

  "verify-code": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "verify-code", codeSignInSchema, ["code"]);
    // A refused code keeps the page on the code's form, for the address it was sent to.
    if (received.kind === "refused")
      return data<AuthResult>({ ...received.failure, codeSentTo: received.failure.values.email ?? "" }, received.init);
    const outcome = await signInWithCode(request, received.data);
    if (outcome.kind === "signedIn")
      return afterSignIn(outcome, lang, { returnTo: returnTarget(received.form.get(RETURN_PARAM)) });
    return refuse("verify-code", outcome, received.values, { codeSentTo: received.data.email });
  },

  "two-factor": async (request, post, lang) => {
    const received = await receiveAuthForm(post, "two-factor", twoFactorSchema, ["code"]);
    if (received.kind === "refused") return data<AuthResult>(received.failure, received.init);
    const outcome = await verifySecondFactor(request, received.data);
    if (outcome.kind === "signedIn")
      return afterSignIn(outcome, lang, { returnTo: returnTarget(received.form.get(RETURN_PARAM)) });
    return refuse("two-factor", outcome);
  },
};

export async function authAction(args: RequestArgs, lang: Language): Promise<Answer> {
  const { request } = args;
  const read = await readIntent(request, MAX_FORM_BYTES);
  if (!read.ok)
    return data<AuthResult>(
      { form: "auth", ok: false, errors: {}, values: {}, formError: read.error },
      { status: read.status },
    );
  const { intent } = read;
  const user = await getSessionUser(args);
  if (user && intent !== "reset-password")
    throw redirect(landingPath(user.role, returnTarget(read.form.get(RETURN_PARAM))));
  if (!isAuthIntent(intent))
    return data<AuthResult>(
      { form: "auth", ok: false, errors: {}, values: {}, formError: { key: "auth.errors.generic" } },
      { status: 400 },
    );
  return handlers[intent](request, read, lang);
}
