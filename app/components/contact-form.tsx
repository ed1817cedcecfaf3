import { CheckCircle2, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { useActionData, useFetcher, useFormAction, useLocation } from "react-router";
import { HoneypotField, RequiredMark, SelectField, TextAreaField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import {
  CONTACT_LIMITS,
  contactServiceTypes,
  isContactFormResult,
  type ContactField,
  type ContactFormResult,
  type ContactSource,
} from "~/lib/contact/rules";
import { cn } from "~/lib/utils";

export const CONTACT_FORM_ID = "contact-form";

interface ContactFormProps {
  /** "home": name, email and message; "contact": adds company, subject (required) and a service select. */
  source: ContactSource;
  /** A subject to start with (e.g. from /contact?facilitator=… or ?subject=…). */
  defaultSubject?: string;
  /** https://wa.me/… when the whatsapp_number setting is set; offered under the form. */
  whatsappUrl?: string | null;
  className?: string;
}

/**
 * The contact form of the home page and /contact. It posts to the page's own action, which calls
 * contactAction (routes/public/contact.server.ts). With JavaScript it submits through a
 * fetcher (no page reload); without, it is a plain POST and the page renders the result.
 */
export function ContactForm({ source, defaultSubject, whatsappUrl, className }: ContactFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactFormResult>({ key: `contact-form-${source}` });
  const actionData = useActionData();
  const location = useLocation();
  const formAction = useFormAction();
  const [dismissed, setDismissed] = useState<ContactFormResult | undefined>();
  const [formKey, setFormKey] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  const latest = fetcher.data ?? (isContactFormResult(actionData) ? actionData : undefined);
  const result = latest !== dismissed ? latest : undefined;
  const busy = fetcher.state !== "idle";
  const sent = result?.ok === true;
  const failure = result && !result.ok ? result : undefined;
  const errors: Partial<Record<ContactField, string>> = failure?.errors ?? {};
  const values = failure?.values ?? {};
  const error = (field: ContactField) => (errors[field] ? t(errors[field] as never) : undefined);

  // Move focus where the visitor needs it: the confirmation, or the first refused field.
  useEffect(() => {
    if (!result || !rootRef.current) return;
    const target = result.ok
      ? rootRef.current.querySelector<HTMLElement>("[data-contact-sent]")
      : (rootRef.current.querySelector<HTMLElement>("[aria-invalid='true']") ??
        rootRef.current.querySelector<HTMLElement>("[data-form-error]"));
    target?.focus();
  }, [result]);

  function sendAnother(event: React.MouseEvent<HTMLAnchorElement>) {
    // Without JavaScript the link simply reloads the page with an empty form.
    event.preventDefault();
    setDismissed(latest);
    setFormKey((key) => key + 1);
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLInputElement>("input[name='name']")?.focus());
  }

  const label = (key: "name" | "email" | "subject" | "message") => (
    <>
      {t(`contact.form.${key}`)}
      <RequiredMark />
    </>
  );

  return (
    <div ref={rootRef} id={CONTACT_FORM_ID} className={cn("scroll-mt-24", className)}>
      <div aria-live="polite">
        {sent && (
          <div className="flex flex-col items-center rounded-lg border bg-card px-6 py-10 text-center">
            <CheckCircle2 className="size-12 text-savanna" aria-hidden="true" />
            <h3 data-contact-sent tabIndex={-1} className="mt-4 font-display text-2xl font-semibold focus:outline-none">
              {t("contact.form.sentTitle")}
            </h3>
            <p className="mt-2 max-w-md text-muted-foreground">{t("contact.form.sentBody")}</p>
            <a
              href={`${location.pathname}${location.search}#${CONTACT_FORM_ID}`}
              onClick={sendAnother}
              className={buttonVariants({ variant: "outline", className: "mt-6" })}
            >
              {t("contact.form.sendAnother")}
            </a>
          </div>
        )}
        {failure?.formError && <FormErrorMessage error={failure.formError} className="mb-4" />}
      </div>

      {!sent && (
        <fetcher.Form
          key={formKey}
          method="post"
          action={`${formAction}#${CONTACT_FORM_ID}`}
          noValidate
          className="relative space-y-4"
        >
          <HoneypotField />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={label("name")}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.name}
              error={error("name")}
            />
            <TextField
              label={label("email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={values.email}
              error={error("email")}
            />
          </div>
          {source === "contact" && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t("contact.form.company")}
                  name="company"
                  autoComplete="organization"
                  maxLength={CONTACT_LIMITS.company}
                  defaultValue={values.company}
                  error={error("company")}
                />
                <SelectField
                  label={t("contact.form.service")}
                  name="serviceType"
                  defaultValue={values.serviceType ?? ""}
                  error={error("serviceType")}
                >
                  <option value="">{t("contact.form.servicePlaceholder")}</option>
                  {contactServiceTypes.map((service) => (
                    <option key={service} value={service}>
                      {t(`contact.form.services.${service}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <TextField
                label={label("subject")}
                name="subject"
                required
                maxLength={CONTACT_LIMITS.subject}
                defaultValue={values.subject ?? defaultSubject}
                error={error("subject")}
              />
            </>
          )}
          <TextAreaField
            label={label("message")}
            name="message"
            required
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            placeholder={t("contact.form.messagePlaceholder")}
            defaultValue={values.message}
            error={error("message")}
          />
          <p className="text-xs text-muted-foreground">{t("contact.form.lead")}</p>
          <SubmitButton busy={busy} busyLabel={t("contact.form.sending")} size="lg" className="w-full sm:w-auto">
            {t("contact.form.send")}
          </SubmitButton>
        </fetcher.Form>
      )}

      {whatsappUrl && (
        <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <MessageCircle className="size-4 text-savanna" aria-hidden="true" />
          <span>{t("contact.form.whatsappPrompt")}</span>
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("contact.form.whatsappLink")}
          </a>
        </p>
      )}
    </div>
  );
}
