import { z } from "zod";
import { CODE_LENGTH, EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./rules";

/**
 * The account forms' rules. Messages are locale keys (auth.errors.*): the forms show
 * them in the page's language next to the field. Server-only in practice (actions), since zod is
 * too heavy for the public pages' browser bundle; the browser checks the same constraints with
 * the inputs' attributes (rules.ts).
 */
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, "auth.errors.emailInvalid")
  .pipe(z.email("auth.errors.emailInvalid"));

// Passwords are never trimmed: spaces are part of what the person chose.
const password = z
  .string()
  .min(PASSWORD_MIN, "auth.errors.passwordTooShort")
  .max(PASSWORD_MAX, "auth.errors.passwordTooLong");

const firstName = z.string().trim().min(1, "auth.errors.firstNameRequired").max(NAME_MAX, "auth.errors.nameTooLong");
const lastName = z.string().trim().min(1, "auth.errors.lastNameRequired").max(NAME_MAX, "auth.errors.nameTooLong");
const code = z
  .string()
  .trim()
  .min(1, "auth.errors.codeRequired")
  .max(64, "auth.errors.codeInvalid")
  .transform((value) => value.replace(/\s+/g, ""));

export const signInSchema = z.object({ email, password });
export const signUpSchema = z.object({ firstName, lastName, email, password });
export const resetRequestSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(200), password });
/** A one-time code needs an email or a phone number (this site only sends email). */
export const codeRequestSchema = z.object({
  email: z.string().trim().min(1, "auth.errors.emailOrPhoneRequired").pipe(email),
});
export const codeSignInSchema = z.object({
  email,
  code: code.pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "auth.errors.codeInvalid")),
});
export const twoFactorSchema = z.object({
  code,
  method: z.enum(["totp", "backup"]),
  // A checkbox: "on" when ticked, absent (read as "") when not.
  trustDevice: z.string().transform((value) => value === "on"),
});
export const profileSchema = z.object({
  firstName,
  lastName,
  email,
  // The language of the account's emails (every email goes out in its recipient's language).
  preferredLanguage: z.enum(["fr", "en"], "profile.errors.generic"),
});
export const passwordConfirmSchema = z.object({
  password: z.string().min(1, "auth.errors.passwordTooShort").max(PASSWORD_MAX, "auth.errors.passwordTooLong"),
});
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, "profile.errors.currentPasswordRequired")
    .max(PASSWORD_MAX, "auth.errors.passwordTooLong"),
  newPassword: password,
});
/** Signing out one other session: an id that is not one of the account's sessions ends nothing. */
export const endSessionSchema = z.object({ sessionId: z.string() });
/** A form that is only its button (signing out the other sessions). */
export const buttonOnlySchema = z.object({});
export const totpCodeSchema = z.object({
  code: code.pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "profile.errors.codeInvalid")),
});
