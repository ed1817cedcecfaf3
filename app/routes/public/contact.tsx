import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { ContactForm } from "~/components/contact-form";
import { PageIntro } from "~/components/page-intro";
import { metaTags } from "~/lib/meta";
import { getContactDetails } from "~/server/contact/messages.server";
import { withActionHeaders } from "~/server/forms/forms.server";
import { publicPageMeta, serverT } from "~/server/i18n.server";
import type { Language } from "~/lib/i18n";
import type { Route } from "./+types/contact";
import { contactAction } from "./contact.route.server";
import { i18nHandle } from "~/locales/areas";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

/**
 * The subject a link asked for: ?facilitator=<name>[&intent=booking] from a facilitator's profile,
 * ?topic=notifications|custom-workshop from the calendar, or a literal ?subject=.
 */
function prefilledSubject(url: URL, lang: Language): string | undefined {
  const t = serverT(lang);
  const clean = (value: string | null, max: number) => value?.replace(/\s+/g, " ").trim().slice(0, max) || undefined;
  const facilitator = clean(url.searchParams.get("facilitator"), 120);
  if (facilitator) {
    return url.searchParams.get("intent") === "booking"
      ? t("contact.prefill.booking", { name: facilitator })
      : t("contact.prefill.facilitator", { name: facilitator });
  }
  const topic = url.searchParams.get("topic");
  if (topic === "notifications") return t("contact.prefill.notifications");
  if (topic === "custom-workshop") return t("contact.prefill.customWorkshop");
  return clean(url.searchParams.get("subject"), 200);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    meta: publicPageMeta(request, context.get(pageLanguage), "contact"),
    details: await getContactDetails(),
    defaultSubject: prefilledSubject(new URL(request.url), context.get(pageLanguage)),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, { lang: context.get(pageLanguage), source: "contact" });
}

/** Locale areas the page shows (decision 0005). */
export const handle = { ...i18nHandle("contact"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

const faqKeys = ["start", "region", "languages", "quote"] as const;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { details, defaultSubject } = loaderData;
  return (
    <>
      <PageIntro title={t("contact.page.title")} lead={t("contact.page.lead")} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:py-16">
        <section aria-labelledby="contact-form-title" className="min-w-0 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <h2 id="contact-form-title" className="mb-6 font-display text-2xl font-semibold">
            {t("contact.form.title")}
          </h2>
          {/* The key lets a new prefilled subject (another facilitator's link) reset the form. */}
          <ContactForm key={defaultSubject ?? ""} source="contact" defaultSubject={defaultSubject} whatsappUrl={details.whatsappUrl} />
        </section>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="contact-info-title" className="rounded-xl border bg-card p-5 sm:p-6">
            <h2 id="contact-info-title" className="font-display text-xl font-semibold">
              {t("contact.page.infoTitle")}
            </h2>
            <ul className="mt-4 space-y-4">
              <InfoRow icon={<MapPin />} label={t("contact.page.office")}>
                <address className="not-italic">{details.address}</address>
              </InfoRow>
              <InfoRow icon={<Phone />} label={t("contact.page.phone")}>
                <a href={`tel:${details.phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                  {details.phone}
                </a>
              </InfoRow>
              <InfoRow icon={<Mail />} label={t("contact.page.email")}>
                <a href={`mailto:${details.email}`} className="break-all hover:underline">
                  {details.email}
                </a>
              </InfoRow>
              {details.whatsappUrl && (
                <InfoRow icon={<MessageCircle />} label={t("contact.page.whatsapp")}>
                  <a href={details.whatsappUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
                    {details.whatsapp}
                  </a>
                </InfoRow>
              )}
            </ul>
          </section>

          <section aria-labelledby="contact-hours-title" className="rounded-xl border bg-card p-5 sm:p-6">
            <h2 id="contact-hours-title" className="flex items-center gap-2 font-display text-xl font-semibold">
              <Clock className="size-5 text-accent" aria-hidden="true" />
              {t("contact.page.hoursTitle")}
            </h2>
            {details.hours ? (
              <p className="mt-4 text-sm font-medium whitespace-pre-line">{details.hours}</p>
            ) : (
              <dl className="mt-4 space-y-2 text-sm">
                <HoursRow day={t("contact.page.weekdays")} hours={t("contact.page.weekdaysHours")} />
                <HoursRow day={t("contact.page.saturday")} hours={t("contact.page.saturdayHours")} />
                <HoursRow day={t("contact.page.sunday")} hours={t("contact.page.closed")} />
              </dl>
            )}
            <p className="mt-3 text-xs text-muted-foreground">{t("contact.page.timeZone")}</p>
            <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm">{t("contact.page.startNote")}</p>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="border-t bg-muted/40">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
          <h2 id="faq-title" className="font-display text-2xl font-semibold sm:text-3xl">
            {t("contact.page.faqTitle")}
          </h2>
          <div className="mt-6 divide-y rounded-xl border bg-card">
            {faqKeys.map((key) => (
              <details key={key} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium marker:hidden focus-visible:outline-2 focus-visible:outline-ring">
                  {t(`contact.page.faq.${key}Question`)}
                  <span aria-hidden="true" className="text-xl leading-none text-accent transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-3 text-muted-foreground">{t(`contact.page.faq.${key}Answer`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-accent [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}

function HoursRow({ day, hours }: { day: string; hours: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{day}</dt>
      <dd className="text-right font-medium">{hours}</dd>
    </div>
  );
}
