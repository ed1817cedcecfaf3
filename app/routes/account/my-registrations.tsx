import { Award, ChevronDown, QrCode } from "lucide-react";
import { FallbackNote } from "~/components/i18n/localized-text";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { formatLongDate, formatTimeRange } from "~/lib/format";
import { localizePath, type Language } from "~/lib/i18n";
import { localizedText, type Bilingual } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { placeLine } from "~/lib/workshops/places";
import { i18nHandle } from "~/locales/areas";
import { requireUser } from "~/server/accounts/guards.server";
import { privatePageMeta, serverT } from "~/server/i18n.server";
import { listOwnRegistrations } from "~/server/workshops/own-registrations.server";
import type { Route } from "./+types/my-registrations";
import { pageLanguage } from "~/server/front/request-context.server";

/** "My registrations": open to every signed-in user, whatever the role (anyone can register for a workshop). */
/** The workshop's title in the page's language, or the other one marked with its language. */
function shownTitle(title: Bilingual, lang: Language): { title: string; titleLang?: Language } {
  const shown = localizedText(title, lang);
  return { title: shown?.text ?? "", ...(shown?.fallback ? { titleLang: shown.lang } : {}) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, context });
  const lang = context.get(pageLanguage);
  const { upcoming, past } = await listOwnRegistrations(user.email, todayIn(AGENCY_TIME_ZONE), lang);
  const view = (list: typeof upcoming) =>
    list.map((registration) => ({
      id: registration.id,
      status: registration.status,
      ...shownTitle(registration.title, lang),
      href: localizePath(`/calendar/${registration.workshopId}`, lang),
      date: registration.date ? formatLongDate(registration.date, lang) : null,
      time: formatTimeRange(registration.startTime, registration.endTime, lang),
      location: placeLine(registration, lang, serverT(lang)("workshop.facts.online")),
      cancelHref: registration.cancelToken
        ? `${localizePath(`/registrations/${registration.id}/cancel`, lang)}?token=${registration.cancelToken}`
        : null,
      ticket: registration.ticket
        ? { href: localizePath(registration.ticket.path, lang), qrSvg: registration.ticket.qrSvg }
        : null,
      certificate: registration.certificateCode
        ? {
            pdfHref: `/certificates/${registration.certificateCode}/pdf`,
            verifyHref: localizePath(`/certificates/${registration.certificateCode}`, lang),
          }
        : null,
    }));
  return {
    meta: privatePageMeta(lang, "profile.registrations.title"),
    upcoming: view(upcoming),
    past: view(past),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export const handle = i18nHandle("profile");

type Item = Route.ComponentProps["loaderData"]["upcoming"][number];

export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t("profile.registrations.title")}>
      <div className="space-y-8">
        <RegistrationList id="upcoming" title={t("profile.registrations.upcoming")} items={loaderData.upcoming} />
        <RegistrationList id="past" title={t("profile.registrations.past")} items={loaderData.past} />
      </div>
    </DashboardPage>
  );
}

function RegistrationList({ id, title, items }: { id: string; title: string; items: Item[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("profile.registrations.none")}</p>
      ) : (
        <ul className="mt-3 divide-y rounded-xl border bg-card">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={item.href} className="font-medium hover:underline">
                  <span lang={item.titleLang}>
                    {item.title}
                    {item.titleLang && <FallbackNote lang={item.titleLang} />}
                  </span>
                </Link>
                <p className="text-sm text-muted-foreground">
                  {[item.date, item.time, item.location].filter(Boolean).join(" · ")}
                </p>
                <p className="mt-1 text-sm font-medium">{t(`profile.registrations.statuses.${item.status}`)}</p>
              </div>
              {item.cancelHref && (
                <Link
                  to={item.cancelHref}
                  className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t("profile.registrations.cancel")}
                  <span className="sr-only">
                    {" – "}
                    {item.title}
                  </span>
                </Link>
              )}
              {item.ticket && <Ticket title={item.title} ticket={item.ticket} />}
              {item.certificate && (
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a
                    href={item.certificate.pdfHref}
                    className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <Award aria-hidden="true" className="size-4" />
                    {t("profile.registrations.certificate")}
                    <span className="sr-only">
                      {" – "}
                      {item.title}
                    </span>
                  </a>
                  <Link
                    to={item.certificate.verifyHref}
                    className="text-muted-foreground underline-offset-4 hover:underline"
                  >
                    {t("profile.registrations.certificateVerify")}
                  </Link>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A confirmed seat's ticket behind a native disclosure (no script needed): the QR code drawn on the server, black
 * on white in both themes so a phone at the door can read it, and the link to the ticket's page.
 */
function Ticket({ title, ticket }: { title: string; ticket: NonNullable<Item["ticket"]> }) {
  const { t } = useTranslation();
  return (
    <details className="group w-full">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 marker:hidden hover:underline [&::-webkit-details-marker]:hidden">
        <QrCode aria-hidden="true" className="size-4" />
        {t("profile.registrations.showTicket")}
        <span className="sr-only">
          {" – "}
          {title}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div
          role="img"
          aria-label={t("profile.registrations.ticketQr", { title })}
          className="size-56 shrink-0 overflow-hidden rounded-lg border bg-white [&>svg]:block [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
        />
        <div className="space-y-2 text-sm">
          <p className="text-muted-foreground">{t("profile.registrations.ticketHint")}</p>
          <Link to={ticket.href} className="font-medium text-primary underline-offset-4 hover:underline">
            {t("profile.registrations.openTicket")}
            <span className="sr-only">
              {" – "}
              {title}
            </span>
          </Link>
        </div>
      </div>
    </details>
  );
}
