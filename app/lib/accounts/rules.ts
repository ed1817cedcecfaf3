/**
 * The account rules both sides need, without zod: the browser bundle of the
 * public /auth page imports this file, and zod would cost it more than its JS budget allows.
 * The server's zod schemas (schema.ts) are built from the same numbers.
 */
export const PASSWORD_MIN = 6;
/** Better Auth's default upper bound; a longer password only costs hashing time. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const CODE_LENGTH = 6;
/** Avatar maximum: 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The message (a locale key) for each field when the browser's own constraint check refuses it. */
export const fieldMessages: Record<string, string> = {
  email: "auth.errors.emailInvalid",
  password: "auth.errors.passwordTooShort",
  firstName: "auth.errors.firstNameRequired",
  lastName: "auth.errors.lastNameRequired",
  code: "auth.errors.codeRequired",
};

/**
 * Checks a form in the browser with the constraints its inputs declare (required, type=email,
 * minlength) and returns our message for each refused field, so the visitor sees the same
 * words before and after the server checks again.
 */
export function checkFormInBrowser(
  form: HTMLFormElement,
  messages: Record<string, string> = fieldMessages,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name || element.type === "hidden") continue;
    const value = element.value.trim();
    const tooShort = element.minLength > 0 && value.length > 0 && value.length < element.minLength;
    if (!element.validity.valid || tooShort || (element.required && value === "")) {
      const message = messages[element.name];
      if (message) errors[element.name] = message;
    }
  }
  return errors;
}
