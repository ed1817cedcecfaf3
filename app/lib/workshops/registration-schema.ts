import { z } from "zod";
import { isPhoneNumber, optionalText } from "../form-fields";
import { REGISTRATION_LIMITS } from "./registration-rules";

/**
 * The workshop registration form: a name and a valid email are required; organization and phone are
 * optional; the language of the emails is fr or en. Messages are locale keys (workshop.register.errors.*).
 */

export const registrationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "workshop.register.errors.nameRequired")
    .max(REGISTRATION_LIMITS.name, "workshop.register.errors.nameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, "workshop.register.errors.emailRequired")
    .max(REGISTRATION_LIMITS.email, "workshop.register.errors.emailInvalid")
    .pipe(z.email("workshop.register.errors.emailInvalid")),
  organization: optionalText(REGISTRATION_LIMITS.organization, "workshop.register.errors.organizationTooLong"),
  phone: optionalText(REGISTRATION_LIMITS.phone, "workshop.register.errors.phoneInvalid").refine(
    (value) => value === null || isPhoneNumber(value),
    "workshop.register.errors.phoneInvalid",
  ),
  language: z.enum(["fr", "en"], "workshop.register.errors.languageInvalid"),
});

export type RegistrationInput = z.output<typeof registrationSchema>;
