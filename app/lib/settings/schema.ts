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

/** Settings whose value is one of a list: the page shows a select, the server accepts nothing else. */
export const settingChoices: Record<string, readonly string[]> = {
  currency: currencies,
  default_language: languages,
};

const phone = /^\+?[0-9 ()./-]{6,30}$/;

/** The rule for one setting's value, from its key and its type. */
export function settingValueSchema(key: string, type: string) {
  const value = z.string().trim().max(SETTING_MAX_LENGTH, "cms.settings.errors.tooLong");
  const choices = settingChoices[key];
  if (choices) {
    const message = key === "currency" ? "cms.settings.errors.currency" : "cms.settings.errors.language";
    return value.refine((text) => choices.includes(text), message);
  }
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
