// Kept apart from schema.ts so the form component can list the options without pulling
// zod into the public pages' JavaScript.
import type { FormFailure } from "../forms";

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

/** The agency's contact details as the pages show them (the settings, or the office's as fallback). */
export interface ContactDetails {
  email: string;
  phone: string;
  address: string;
  /** The WhatsApp number as set, or null when the whatsapp_number setting is empty. */
  whatsapp: string | null;
  /** https://wa.me/<digits>, or null. */
  whatsappUrl: string | null;
  /** The business_hours setting as staff wrote it (one text for both languages), or null for the usual hours. */
  hours: string | null;
}

/** Where a message was written: the home page's short form or the /contact page's extended one. */
export const contactSources = ["home", "contact"] as const;
export type ContactSource = (typeof contactSources)[number];

export const contactFieldNames = ["name", "email", "company", "subject", "serviceType", "message"] as const;
export type ContactField = (typeof contactFieldNames)[number];
/** The home page's short form has only these. */
export const homeContactFieldNames = ["name", "email", "message"] as const satisfies readonly ContactField[];

/** The admin list's filter (/admin/messages?status=). */
export const contactMessageFilters = ["new", "handled", "all"] as const;
export type ContactMessageFilter = (typeof contactMessageFilters)[number];

export const CONTACT_LIMITS = { name: 200, email: 254, company: 200, subject: 200, message: 5000 } as const;

/**
 * What a contact form's action answers (routes/public/contact.server.ts): sent, or the kit's refusal.
 * `form` tells it apart from other forms' answers on the same page.
 */
export type ContactFormResult = { form: "contact"; ok: true } | FormFailure<ContactField, "contact">;

export function isContactFormResult(value: unknown): value is ContactFormResult {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "contact";
}
