import type { FormFailure } from "../forms";

/** The forms of /profile, without zod (the page imports this file): each form's intent and fields, and the action's answers. */
export const profileIntents = [
  "update-profile",
  "change-password",
  "avatar",
  "end-other-sessions",
  "end-session",
  "two-factor-start",
  "two-factor-confirm",
  "two-factor-disable",
] as const;
export type ProfileIntent = (typeof profileIntents)[number];

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return (profileIntents as readonly unknown[]).includes(value);
}

export const profileFields = {
  "update-profile": ["firstName", "lastName", "email", "preferredLanguage"],
  "change-password": ["currentPassword", "newPassword"],
  avatar: ["avatar"],
  "end-other-sessions": [],
  "end-session": ["sessionId"],
  "two-factor-start": ["password"],
  "two-factor-confirm": ["code", "totpURI"],
  "two-factor-disable": ["password"],
} as const satisfies Record<ProfileIntent, readonly string[]>;
/** The backup codes of a two-factor setup, posted back with its first code as repeated fields. */
export const BACKUP_CODES_FIELD = "backupCodes";
export type ProfileField = (typeof profileFields)[ProfileIntent][number] | typeof BACKUP_CODES_FIELD;

/** What the page shows while two-factor is being turned on: the QR code, the key, the backup codes. */
export interface TwoFactorSetup {
  /** The otpauth:// URI the QR code encodes; posted back with the first code so a typo does not lose the setup. */
  totpURI: string;
  qrDataUrl: string;
  secret: string;
  backupCodes: string[];
}

/** A success toast's locale keys. */
export interface ProfileToast {
  title: string;
  description?: string;
  values?: Record<string, string>;
}

/**
 * What the /profile action answers without leaving the page: a refused form (with the two-factor setup in
 * progress, so a mistyped code does not lose it), a success toast, or the setup to finish.
 * `form` is "profile" when the post could not be read as any of the page's forms.
 */
export type ProfileFailure = FormFailure<ProfileField, ProfileIntent | "profile"> & { twoFactorSetup?: TwoFactorSetup };
export interface ProfileDone {
  form: ProfileIntent;
  ok: true;
  toast?: ProfileToast;
  twoFactorSetup?: TwoFactorSetup;
}
export type ProfileResult = ProfileFailure | ProfileDone;

/** The answer of one of the page's forms. */
export function profileResultFor(
  result: ProfileResult | undefined,
  match: (form: ProfileResult["form"]) => boolean,
): ProfileResult | undefined {
  return result && match(result.form) ? result : undefined;
}
