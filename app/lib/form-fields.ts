import { z } from "zod";

/** An optional text field: trimmed, at most `max` characters (else `tooLong`, a locale key), and null when blank. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);
