/**
 * The contact form's action, shared by the home page's short form (source "home") and the /contact page's
 * extended one: the form kit reads and checks the post, the contact module stores and emails the message.
 */
import { data } from "react-router";
import { contactFieldNames, homeContactFieldNames, type ContactFormResult, type ContactSource } from "~/lib/contact/rules";
import { contactPageSchema, homeContactSchema } from "~/lib/contact/schema";
import type { Language } from "~/lib/i18n";
import { CONTACT_RATE_LIMITS, sendContactMessage } from "~/server/contact/messages.server";
import { publicFormLimits, receiveForm } from "~/server/forms/forms.server";

const limits = publicFormLimits("contact", CONTACT_RATE_LIMITS);

function receiveContactForm(request: Request, source: ContactSource) {
  const form = { id: "contact", honeypot: true, limits, rateLimitedKey: "contact.form.errors.rateLimited" } as const;
  return source === "contact"
    ? receiveForm(request, { ...form, schema: contactPageSchema, fields: contactFieldNames })
    : receiveForm(request, { ...form, schema: homeContactSchema, fields: homeContactFieldNames });
}

/** A bot that fills the honeypot is told its message was sent; nothing is stored or emailed. */
export async function contactAction(request: Request, { lang, source }: { lang: Language; source: ContactSource }) {
  const received = await receiveContactForm(request, source);
  if (received.kind === "refused") return data<ContactFormResult>(received.failure, received.init);
  if (received.kind === "valid") {
    const outcome = await sendContactMessage(received.data, { lang, source });
    if (outcome.kind === "failed") {
      return data<ContactFormResult>(
        { form: "contact", ok: false, errors: {}, formError: { key: "contact.form.errors.failed" }, values: received.values },
        { status: 503 },
      );
    }
  }
  return data<ContactFormResult>({ form: "contact", ok: true });
}
