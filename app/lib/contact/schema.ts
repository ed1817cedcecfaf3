import { z } from "zod";
import { CONTACT_LIMITS, contactServiceTypes } from "./rules";

/**
 * The contact form's rules: name, email and message are required and the email must be
 * valid; on /contact the subject is required too, company and service type are optional.
 * Messages are locale keys (contact.form.errors.*): the form shows them in the page's language.
 */
const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  text(max, tooLong)
    .optional()
    .transform((value) => value || null);

const base = {
  name: text(CONTACT_LIMITS.name, "contact.form.errors.nameTooLong").min(1, "contact.form.errors.nameRequired"),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, "contact.form.errors.emailInvalid")
    .pipe(z.email("contact.form.errors.emailInvalid")),
  message: text(CONTACT_LIMITS.message, "contact.form.errors.messageTooLong").min(
    1,
    "contact.form.errors.messageRequired",
  ),
};

/** The home page's short form: name, email and message (the other columns stay empty). */
export const homeContactSchema = z.object({
  ...base,
  company: z.null().default(null),
  subject: z.null().default(null),
  serviceType: z.null().default(null),
});

export const contactPageSchema = z.object({
  ...base,
  company: optionalText(CONTACT_LIMITS.company, "contact.form.errors.companyTooLong"),
  subject: text(CONTACT_LIMITS.subject, "contact.form.errors.subjectTooLong").min(
    1,
    "contact.form.errors.subjectRequired",
  ),
  serviceType: z
    .union(
      [z.literal(""), z.enum(contactServiceTypes, "contact.form.errors.serviceInvalid")],
      "contact.form.errors.serviceInvalid",
    )
    .optional()
    .transform((value) => value || null),
});

export type ContactInput = z.output<typeof contactPageSchema> | z.output<typeof homeContactSchema>;

/** The admin's 'Mark as handled' / 'Mark as new' form (/admin/messages). */
export const contactMessageStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(["new", "handled"]),
});
