import type { FormError, FormFailure, FormValues } from "../forms";

/**
 * The forms of /auth, without zod (the public page's browser bundle imports this file): each form's
 * intent, the fields its schema reads (schema.ts), and what its action answers.
 */
export const authIntents = [
  "sign-in",
  "sign-up",
  "resend-verification",
  "request-reset",
  "reset-password",
  "send-code",
  "verify-code",
  "two-factor",
] as const;
export type AuthIntent = (typeof authIntents)[number];

export function isAuthIntent(value: unknown): value is AuthIntent {
  return (authIntents as readonly unknown[]).includes(value);
}

export const authFields = {
  "sign-in": ["email", "password"],
  "sign-up": ["firstName", "lastName", "email", "password"],
  "resend-verification": ["email"],
  "request-reset": ["email"],
  "reset-password": ["token", "password"],
  "send-code": ["email"],
  "verify-code": ["email", "code"],
  "two-factor": ["code", "method", "trustDevice"],
} as const satisfies Record<AuthIntent, readonly string[]>;
export type AuthField = (typeof authFields)[AuthIntent][number];

/** Never echoed back to the page. */
export const authSecretFields = ["password", "code", "token"] as const satisfies readonly AuthField[];

/**
 * A refused form of /auth. `form` is the intent whose form shows it ("auth" when the post could not be
 * read as any of them). A right password for an unconfirmed address carries the address, so the page
 * offers to send its link again; a refused code carries the address it was sent to, so the page asks again.
 */
export type AuthFailure = FormFailure<AuthField, AuthIntent | "auth"> & {
  unverifiedEmail?: string;
  codeSentTo?: string;
};

/** A form that did what it was asked without leaving the page: its confirmation, in place of the form. */
export interface AuthNotice {
  form: AuthIntent;
  ok: true;
  notice: FormError;
  /** The address a sign-in code was sent to: the page then asks for the code. */
  codeSentTo?: string;
  values?: FormValues<AuthField>;
}

export type AuthResult = AuthFailure | AuthNotice;

/** The answer that belongs to one of the page's forms (several intents may share one form). */
export function resultFor(result: AuthResult | undefined, ...forms: AuthIntent[]): AuthResult | undefined {
  return result && (forms as string[]).includes(result.form) ? result : undefined;
}
