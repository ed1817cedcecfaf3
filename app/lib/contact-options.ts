// Kept apart from contact-schema.ts so the form component can list the options without pulling
// zod into the public pages' JavaScript.

/** The service select of the /contact form. */
export const contactServiceTypes = [
  "design-thinking",
  "digital-product",
  "innovation-strategy",
  "startup-acceleration",
  "system-thinking",
  "future-thinking",
  "other",
] as const;
export type ContactServiceType = (typeof contactServiceTypes)[number];

/** Where a message was written: the home page's short form or the /contact page's extended one. */
export const contactSources = ["home", "contact"] as const;
export type ContactSource = (typeof contactSources)[number];

export const contactFieldNames = ["name", "email", "company", "subject", "serviceType", "message"] as const;
export type ContactField = (typeof contactFieldNames)[number];

/** The hidden field bots fill in (components/ui/field.tsx HoneypotField's default name). */
export const honeypotFieldName = "website_url";

/** The admin list's filter (/admin/messages?status=). */
export const contactMessageFilters = ["new", "handled", "all"] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

export const CONTACT_LIMITS = { name: 200, email: 254, company: 200, subject: 200, message: 5000 } as const;

/**
 * What a contact form's action answers (see server/contact-messages.server.ts). `form` marks it as
 * the contact form's, so a page with other forms can tell the answers apart. Texts are locale keys.
 */
export type ContactFormResult =
  | { form: "contact"; ok: true }
  | {
      form: "contact";
      ok: false;
      errors: Partial<Record<ContactField, string>>;
      formError?: { key: string; values?: Record<string, string> };
      /** What was typed, to fill the form again when the page was posted without JavaScript. */
      values: Partial<Record<ContactField, string>>;
    };

export function isContactFormResult(value: unknown): value is ContactFormResult {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "contact";
}
