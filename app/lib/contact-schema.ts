import { z } from "zod";
import { CONTACT_LIMITS, contactServiceTypes, type ContactField, type ContactSource } from "./contact-options";

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
  message: text(CONTACT_LIMITS.message, "contact.form.errors.messageTooLong").min(1, "contact.form.errors.messageRequired"),
};

const homeSchema = z.object({
  ...base,
  company: z.null().default(null),
  subject: z.null().default(null),
  serviceType: z.null().default(null),
});

const contactPageSchema = z.object({
  ...base,
  company: optionalText(CONTACT_LIMITS.company, "contact.form.errors.companyTooLong"),
  subject: text(CONTACT_LIMITS.subject, "contact.form.errors.subjectTooLong").min(1, "contact.form.errors.subjectRequired"),
  serviceType: z
    .union([z.literal(""), z.enum(contactServiceTypes, "contact.form.errors.serviceInvalid")], "contact.form.errors.serviceInvalid")
    .optional()
    .transform((value) => value || null),
});

export type ContactInput = z.output<typeof contactPageSchema> | z.output<typeof homeSchema>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Reads the form's fields (only those the source's form has) and validates them. */
export function parseContactForm(
  form: FormData,
  source: ContactSource,
): { success: true; data: ContactInput } | { success: false; errors: ContactErrors } {
  const field = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const raw =
    source === "contact"
      ? { name: field("name") ?? "", email: field("email") ?? "", message: field("message") ?? "", company: field("company"), subject: field("subject") ?? "", serviceType: field("serviceType") }
      : { name: field("name") ?? "", email: field("email") ?? "", message: field("message") ?? "" };
  const result = source === "contact" ? contactPageSchema.safeParse(raw) : homeSchema.safeParse(raw);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField;
    errors[key] ??= issue.message;
  }
  return { success: false, errors };
}

/** The admin's 'Mark as handled' / 'Mark as new' form (/admin/messages). */
export const contactMessageStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(["new", "handled"]),
});
