/**
 * The subscription form's rules, shared by the action and the confirmation link's token (messages are locale
 * keys of the `workshopAlerts` area).
 */
import { z } from "zod";
import { calendarLevels } from "./calendar-filters";
import { languages } from "../i18n";
import { hasControlCharacter } from "../text";
import { ALERT_LIMITS } from "./alert-rules";

/** A list of free choices (themes, places): trimmed, without duplicates, each one short and printable. */
const choices = z
  .array(z.string())
  .default([])
  .transform((list) => [...new Set(list.map((value) => value.trim()).filter(Boolean))])
  .pipe(
    z
      .array(
        z
          .string()
          .max(ALERT_LIMITS.choice, "workshopAlerts.errors.choice")
          .refine((value) => !hasControlCharacter(value), "workshopAlerts.errors.choice"),
      )
      .max(ALERT_LIMITS.choices, "workshopAlerts.errors.choice"),
  );

const enumList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values, "workshopAlerts.errors.choice"))
    .default([])
    .transform((list) => values.filter((value) => list.includes(value)));

export const alertSubscriptionSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "workshopAlerts.errors.emailRequired")
    .max(ALERT_LIMITS.email, "workshopAlerts.errors.emailInvalid")
    .pipe(z.email("workshopAlerts.errors.emailInvalid"))
    .transform((email) => email.toLowerCase()),
  /** The language of the emails. */
  language: z.enum(languages, "workshopAlerts.errors.languageInvalid"),
  themes: choices,
  levels: enumList(calendarLevels),
  locations: choices,
  workshopLanguages: enumList(languages),
});

export type AlertSubscriptionInput = z.output<typeof alertSubscriptionSchema>;
