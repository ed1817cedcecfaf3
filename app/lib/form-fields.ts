import { z } from "zod";

/** An optional text field: trimmed, at most `max` characters (else `tooLong`, a locale key), and null when blank. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

/** A phone number as people write it: digits with the usual separators, at least 6 digits ("+226 70 24 58 31", "(514) 555-0199"). */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[0-9 ().-]+$/.test(value) && value.replace(/\D/g, "").length >= 6;
}
