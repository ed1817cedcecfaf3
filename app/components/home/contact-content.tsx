import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { ContactForm } from "~/components/contact-form";
import type { ContactDetails } from "~/lib/contact/rules";
import { SectionHeading } from "./section-heading";

const faqKeys = ["start", "region", "languages", "quote"] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Inside the contact section: the three info cards (settings, with the Ouagadougou office as fallback),
 * the contact form, the other channels (WhatsApp when the setting is set), business hours and four FAQs.
 * The hours and FAQs are the /contact page's strings (contact.page.*), so both pages say the same thing.
 */
export function ContactContent({ details }: { details: ContactDetails }) {
  const { t } = useTranslation();
  const cards = [
    { key: "email", icon: Mail, value: details.email, href: `mailto:${details.email}` },
    { key: "phone", icon: Phone, value: details.phone, href: telHref(details.phone) },
    { key: "office", icon: MapPin, value: details.address, href: undefined },
  ] as const;
  const channelClass =
    "flex items-center gap-3 rounded-xl border bg-background px-4 py-3 text-sm font-medium transition-colors hover:border-accent hover:text-accent";

  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <SectionHeading
        id="contact-title"
        eyebrow={t("homeContact.eyebrow")}
        title={t("homeContact.title")}
        lead={t("homeContact.lead")}
      />

      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {cards.map(({ key, icon: Icon, value, href }) => (
          <li key={key} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-xs">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-semibold text-muted-foreground">{t(`homeContact.cards.${key}`)}</h3>
              {href ? (
                <a href={href} className="mt-1 block font-medium break-words hover:text-accent hover:underline">
                  {value}
                </a>
              ) : (
                <address className="mt-1 font-medium not-italic">{value}</address>
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-8 lg:grid-cols-12">
        <div className="min-w-0 rounded-3xl border bg-card p-5 shadow-xs sm:p-8 lg:col-span-7">
          <h3 className="mb-6 font-display text-2xl font-semibold">{t("homeContact.formTitle")}</h3>
          <ContactForm source="home" />
        </div>

        <div className="min-w-0 space-y-6 lg:col-span-5">
          <div className="rounded-3xl border bg-card p-5 sm:p-6">
            <h3 className="font-display text-lg font-semibold">{t("homeContact.channelsTitle")}</h3>
            <ul className="mt-4 grid gap-3">
              <li>
                <a href={`mailto:${details.email}`} className={channelClass}>
                  <Mail className="size-5 shrink-0 text-accent" aria-hidden="true" />
                  {t("homeContact.emailChannel")}
                </a>
              </li>
              <li>
                <a href={telHref(details.phone)} className={channelClass}>
                  <Phone className="size-5 shrink-0 text-accent" aria-hidden="true" />
                  {t("homeContact.phoneChannel")}
                </a>
              </li>
              {details.whatsappUrl && (
                <li>
                  <a href={details.whatsappUrl} target="_blank" rel="noopener noreferrer" className={channelClass}>
                    <MessageCircle className="size-5 shrink-0 text-savanna" aria-hidden="true" />
                    {t("homeContact.whatsappChannel")}
                    <span className="ml-auto hidden text-muted-foreground sm:inline">{details.whatsapp}</span>
                  </a>
                </li>
              )}
            </ul>
          </div>

          <div className="rounded-3xl border bg-card p-5 sm:p-6">
            <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
              <Clock className="size-5 text-accent" aria-hidden="true" />
              {t("contact.page.hoursTitle")}
            </h3>
            <dl className="mt-4 divide-y text-sm">
              {(
                [
                  ["weekdays", "weekdaysHours"],
                  ["saturday", "saturdayHours"],
                  ["sunday", "closed"],
                ] as const
              ).map(([day, hours]) => (
                <div key={day} className="flex justify-between gap-4 py-2">
                  <dt>{t(`contact.page.${day}`)}</dt>
                  <dd className="text-right font-semibold">{t(`contact.page.${hours}`)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">{t("contact.page.timeZone")}</p>
          </div>
        </div>
      </div>

      <div className="mt-12">
        <h3 className="font-display text-2xl font-semibold">{t("contact.page.faqTitle")}</h3>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {faqKeys.map((key) => (
            <details key={key} className="group rounded-2xl border bg-card px-5 py-4">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                {t(`contact.page.faq.${key}Question`)}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-accent transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-muted-foreground">{t(`contact.page.faq.${key}Answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </div>
  );
}
