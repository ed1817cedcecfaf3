/**
 * An organization's contact people, as staff record them on its page: the people they deal with there, beyond its
 * client accounts. Messages are locale keys of the `clients` area.
 */
import { z } from "zod";
import { isPhoneNumber, optionalText } from "../form-fields";
import { versionSchema } from "../versions";

export const CONTACT_LIMITS = { name: 200, role: 100, email: 254, phone: 40 } as const;

/**
 * A contact person: a name, and what staff know of them (their role there, an email, a phone). The email is kept in
 * lower case: the organization's timeline finds their messages and the emails sent to them by it.
 */
export const contactSchema = z.object({
  name: z
    .string("clients.errors.contactName")
    .trim()
    .max(CONTACT_LIMITS.name, "clients.errors.contactNameTooLong")
    .min(1, "clients.errors.contactName"),
  role: optionalText(CONTACT_LIMITS.role, "clients.errors.contactRoleTooLong"),
  email: optionalText(CONTACT_LIMITS.email, "clients.errors.email")
    .transform((value) => value?.toLowerCase() ?? null)
    .refine((value) => value === null || z.email().safeParse(value).success, "clients.errors.email"),
  phone: optionalText(CONTACT_LIMITS.phone, "clients.errors.phone").refine(
    (value) => value === null || isPhoneNumber(value),
    "clients.errors.phone",
  ),
});
export const contactFields = ["name", "role", "email", "phone"] as const;
export type ContactInput = z.output<typeof contactSchema>;

export const contactEditSchema = contactSchema.extend({ version: versionSchema });
