/**
 * Site Settings (/creator/settings): each value is checked by its type (email, url, tel) and, for the
 * settings the site reads as a choice, against its list (currency, default language). Messages are locale
 * keys of `cms.settings.errors`.
 */
import { z } from "zod";
import { currencies } from "../format";
import { languages } from "../i18n";
import { versionSchema } from "../versions";

export const SETTING_MAX_LENGTH = 1000;

/**
 * "Require two-factor for admins" (docs/decisions/0023): `required` sends an admin without two-factor to set it up
 * before any private page; `optional` leaves it to each admin (the demo).
 */
export const ADMIN_TWO_FACTOR_SETTING = "admin_two_factor";
export const adminTwoFactorChoices = ["required", "optional"] as const;

/** Settings only admins see and change: a content creator may not relax how admins sign in. */
export const adminOnlySettings: readonly string[] = [ADMIN_TWO_FACTOR_SETTING];

/** Settings whose value is one of a list: the page shows a select, the server accepts nothing else. */
export const settingChoices: Record<string, readonly string[]> = {
  currency: currencies,
  default_language: languages,
  [ADMIN_TWO_FACTOR_SETTING]: adminTwoFactorChoices,
};

const choiceMessages: Record<string, string> = {
  currency: "cms.settings.errors.currency",
  default_language: "cms.settings.errors.language",
};

const phone = /^\+?[0-9 ()./-]{6,30}$/;

/** The billing settings the site computes with: each has its own rule (app/lib/billing/settings.ts reads them). */
const ruledSettings: Record<string, { test: (text: string) => boolean; message: string }> = {
  vat_rate: {
    test: (text) => /^\d{1,3}([.,]\d{1,2})?$/.test(text) && Number(text.replace(",", ".")) <= 100,
    message: "cms.settings.errors.vatRate",
  },
  payment_terms_days: {
    test: (text) => /^\d{1,3}$/.test(text) && Number(text) <= 365,
    message: "cms.settings.errors.days",
  },
  reminder_days: {
    test: (text) => {
      if (text === "") return true;
      const days = text.split(",").map((day) => day.trim());
      return days.length <= 5 && days.every((day) => /^\d{1,3}$/.test(day) && Number(day) >= 1 && Number(day) <= 365);
    },
    message: "cms.settings.errors.reminderDays",
  },
  booking_release_hours: {
    test: (text) => /^\d{1,3}$/.test(text) && Number(text) <= 720,
    message: "cms.settings.errors.hours",
  },
  ifu: { test: (text) => text === "" || /^[A-Za-z0-9]{1,20}$/.test(text), message: "cms.settings.errors.ifu" },
};

/** The rule for one setting's value, from its key and its type. */
export function settingValueSchema(key: string, type: string) {
  const value = z.string().trim().max(SETTING_MAX_LENGTH, "cms.settings.errors.tooLong");
  const choices = settingChoices[key];
  if (choices) {
    return value.refine((text) => choices.includes(text), choiceMessages[key] ?? "cms.settings.errors.choice");
  }
  const rule = ruledSettings[key];
  if (rule) return value.refine(rule.test, rule.message);
  switch (type) {
    case "email":
      return value.refine((text) => text === "" || z.email().safeParse(text).success, "cms.settings.errors.email");
    case "url":
      return value.refine(
        (text) => text === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text),
        "cms.settings.errors.url",
      );
    case "tel":
      return value.refine((text) => text === "" || phone.test(text), "cms.settings.errors.tel");
    default:
      return value;
  }
}

export const settingFields = ["id", "value", "version"] as const;
export const settingFormSchema = z.object({
  id: z.uuid("cms.settings.errors.unknown"),
  value: z.string().max(SETTING_MAX_LENGTH, "cms.settings.errors.tooLong"),
  version: versionSchema,
});

/** The label of a setting without a translated one: its key with spaces, capitalised ('office_address' → 'Office address'). */
export function settingLabelFromKey(key: string): string {
  const words = key.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
