import { ArrowLeft, CalendarDays, CalendarPlus, Clock, Gauge, Languages, MapPin, Tag, UserRound, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Link, useActionData } from "react-router";
import { FallbackNote, LocalizedText, RunInLanguages } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { RegistrationForm } from "~/components/workshops/registration-form";
import { AvailabilityBadge, SpotsLeft } from "~/components/workshops/spots-left";
import { WorkshopPlace } from "~/components/workshops/workshop-place";
import { BRAND_NAME } from "~/lib/brand";
import { currencyFrom, formatLongDate, formatMoney, formatTimeRange } from "~/lib/format";
import { localizePath } from "~/lib/i18n";
import { localizedText } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { isRegistrationFormResult } from "~/lib/workshops/registration-rules";
import { serializeJsonLd } from "~/lib/structured-data";
import { usePageLanguage, useLocalizedHref } from "~/lib/use-page-language";
import { cn } from "~/lib/utils";
import { workshopAvailability } from "~/lib/workshops/availability";
import { workshopArt, workshopEventJsonLd } from "~/lib/workshops/jsonld";
import { getSessionUser, hasSessionCookie } from "~/server/accounts/session.server";
import { localizedPlace, localizedTags } from "~/lib/workshops/places";
import { config } from "~/server/config.server";
import { withActionHeaders } from "~/server/forms/forms.server";
import { publicPageMeta } from "~/server/i18n.server";
import { workshopUrl } from "~/server/workshops/links.server";
import { timeZoneLabel } from "~/server/workshops/mail.server";
import { registrationClosedReason } from "~/server/workshops/registration.server";
import { getSettingValues } from "~/server/site/settings.server";
import { getPublicWorkshop } from "~/server/workshops/queries.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/workshop";
import { RatingSummary, ReviewList } from "~/components/facilitators/review-list";
import { getFormatReviews } from "~/server/facilitators/reviews.server";
import { registerAction } from "./workshop.route.server";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

/** The first sentence(s) of the description, for the meta description (about 160 characters). */
function summary(text: string | null): string | undefined {
  if (!text) return undefined;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = context.get(pageLanguage);
  const workshop = await getPublicWorkshop(params.id);
  // Unknown, malformed and draft ids are all the site's 404 page.
  if (!workshop) throw data(null, { status: 404 });
  const [settings, reviews] = await Promise.all([
    getSettingValues(),
    getFormatReviews({ titleFr: workshop.title.fr, titleEn: workshop.title.en }, lang),
  ]);
  const currency = currencyFrom(settings.currency);
  const availability = workshopAvailability(workshop.maxParticipants, workshop.confirmed);
  const { origin } = new URL(config().baseUrl);
  const facilitatorName = workshop.facilitator ? `${workshop.facilitator.firstName} ${workshop.facilitator.lastName}`.trim() : null;
  const facilitatorPath = workshop.facilitator?.isPublic ? localizePath(`/facilitators/${workshop.facilitator.id}`, lang) : null;
  const price = Number(workshop.price);
  const title = localizedText(workshop.title, lang);
  const description = localizedText(workshop.description, lang);
  // A signed-in visitor registers as themself by default (still editable). Anonymous visitors, whose pages are
  // kept in memory, never reach the session lookup.
  const user = hasSessionCookie(request) ? await getSessionUser({ request, context }) : null;

  const jsonLd = workshop.date
    ? serializeJsonLd(
        workshopEventJsonLd(
          { ...workshop, title: title?.text ?? "", description: description?.text ?? null, date: workshop.date },
          {
            url: workshopUrl(workshop.id, lang),
            origin,
            organizerName: BRAND_NAME,
            currency,
            availability: availability.level,
            performer: facilitatorName ? { name: facilitatorName, url: facilitatorPath ? origin + facilitatorPath : undefined } : null,
          },
        ),
      )
    : null;

  return {
    meta: publicPageMeta(request, lang, "workshop", { title: title?.text ?? "", description: summary(description?.text ?? null) }),
    workshop: {
      id: workshop.id,
      title: workshop.title,
      description: workshop.description,
      languages: workshop.languages,
      status: workshop.status,
      date: workshop.date,
      place: localizedPlace(workshop, lang),
      online: workshop.online,
      tags: localizedTags(workshop, lang),
      level: workshop.level,
      theme: workshop.theme,
    },
    facts: {
      date: workshop.date ? formatLongDate(workshop.date, lang) : null,
      time: formatTimeRange(workshop.startTime, workshop.endTime, lang),
      timeZone: workshop.date && workshop.startTime ? timeZoneLabel(workshop.timeZone, workshop.date, workshop.startTime, lang) : null,
      price: price > 0 ? formatMoney(price, currency) : null,
    },
    facilitator: facilitatorName ? { name: facilitatorName, href: facilitatorPath } : null,
    availability,
    waitlisted: workshop.waitlisted,
    closed: registrationClosedReason(workshop),
    icsHref: workshop.date ? localizePath(`/calendar/${workshop.id}/ics`, lang) : null,
    jsonLd,
    registrant: user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email } : null,
    reviews,
  };
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = { ...i18nHandle("workshop"), ...hydrationOnIntent };

/** Keeps Retry-After on the action's 429 answers (page and .data requests). */
export const headers = withActionHeaders;

export async function action({ request, params }: Route.ActionArgs) {
  return registerAction(request, params.id);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** A fact with its icon beside both lines; the icon sits inside the <dt>, as a <dl>'s groups allow only dt and dd. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <span aria-hidden="true" className="absolute top-0.5 left-0 text-muted-foreground [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export default function WorkshopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const href = useLocalizedHref();
  const actionData = useActionData<typeof action>();
  const result = isRegistrationFormResult(actionData) ? actionData : undefined;
  const { workshop, facts, facilitator, availability, waitlisted, closed, icsHref, jsonLd, registrant, reviews } = loaderData;
  const full = availability.spotsLeft === 0;
  const description = localizedText(workshop.description, lang);
  const paragraphs = (description?.text ?? "").split(/\n\s*\n/).filter((paragraph) => paragraph.trim());

  return (
    <article>
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <header className="border-b bg-muted/60 bg-bogolan bg-[length:80px] bg-blend-soft-light">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[minmax(0,1fr)_16rem] md:items-center lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <Link to={href("/calendar")} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t("workshop.backToCalendar")}
            </Link>
            {(workshop.status === "cancelled" || workshop.status === "completed") && (
              <p className="mt-5">
                <span
                  className={cn(
                    "inline-flex rounded-full px-3 py-1 text-sm font-semibold",
                    workshop.status === "cancelled" ? "bg-destructive text-destructive-foreground" : "bg-charcoal/10 text-foreground",
                  )}
                >
                  {t(`workshop.status.${workshop.status}`)}
                </span>
              </p>
            )}
            <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl">
              <LocalizedText value={workshop.title} />
            </h1>
            {facilitator && <p className="mt-3 text-lg text-muted-foreground">{t("workshop.facts.facilitatedBy", { name: facilitator.name })}</p>}
            {workshop.tags.items.length > 0 && (
              <ul
                aria-label={t("workshop.tags")}
                lang={workshop.tags.fallback ? workshop.tags.lang : undefined}
                className="mt-5 flex flex-wrap gap-2"
              >
                {workshop.tags.items.map((tag) => (
                  <li key={tag} className="inline-flex items-center gap-1 rounded-full border bg-card px-3 py-1 text-sm">
                    <Tag aria-hidden="true" className="size-3.5 text-muted-foreground" />
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <img
            src={workshopArt(workshop.theme)}
            alt=""
            width={600}
            height={400}
            className="hidden aspect-[3/2] w-full rounded-xl border object-cover md:block"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <aside className="lg:col-start-2 lg:row-start-1">
          <div className="space-y-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
            <h2 className="font-display text-xl font-semibold">{t("workshop.facts.heading")}</h2>
            <dl className="space-y-4">
              <Fact icon={<CalendarDays />} label={t("workshop.facts.date")}>
                {facts.date ?? t("workshop.facts.dateTbd")}
              </Fact>
              {facts.time && (
                <Fact icon={<Clock />} label={t("workshop.facts.time")}>
                  <span className="whitespace-nowrap">{facts.time}</span>
                  {facts.timeZone && <span className="block text-sm text-muted-foreground">{facts.timeZone}</span>}
                </Fact>
              )}
              {(workshop.place || workshop.online) && (
                <Fact icon={<MapPin />} label={t("workshop.facts.location")}>
                  <WorkshopPlace place={workshop.place} online={workshop.online} />
                </Fact>
              )}
              <Fact icon={<Languages />} label={t("workshop.facts.languages")}>
                <RunInLanguages languages={workshop.languages} />
              </Fact>
              {facilitator && (
                <Fact icon={<UserRound />} label={t("workshop.facts.facilitator")}>
                  {facilitator.href ? (
                    <Link to={facilitator.href} className="font-medium text-primary underline underline-offset-4">
                      {facilitator.name}
                    </Link>
                  ) : (
                    facilitator.name
                  )}
                </Fact>
              )}
              {workshop.level && (
                <Fact icon={<Gauge />} label={t("workshop.facts.level")}>
                  {t(`workshop.levels.${workshop.level}`)}
                </Fact>
              )}
              <Fact icon={<Wallet />} label={t("workshop.facts.price")}>
                <span className="text-lg font-semibold">{facts.price ?? t("workshop.facts.free")}</span>
              </Fact>
            </dl>
            {/* Seats and calendar buttons only mean something while the workshop takes registrations. */}
            {!closed && (
              <>
                <div className="space-y-3 border-t pt-5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-medium text-muted-foreground">{t("workshop.availability.label")}</span>
                    <AvailabilityBadge level={availability.level} />
                  </div>
                  <SpotsLeft availability={availability} />
                  {waitlisted > 0 && <p className="text-sm text-muted-foreground">{t("workshop.availability.waitlist", { people: waitlisted })}</p>}
                </div>
                <div className="flex flex-col gap-2 border-t pt-5">
                  <a href="#register" className={buttonVariants({ variant: full ? "default" : "accent", size: "lg" })}>
                    {full ? t("workshop.waitlistCta") : t("workshop.registerCta")}
                  </a>
                  {icsHref && (
                    <>
                      {/* A file download, not a page: reloadDocument keeps the browser's own handling. */}
                      <Link to={icsHref} reloadDocument download className={buttonVariants({ variant: "outline", size: "lg" })}>
                        <CalendarPlus aria-hidden="true" />
                        {t("workshop.addToCalendar")}
                      </Link>
                      <p className="text-center text-xs text-muted-foreground">{t("workshop.addToCalendarHint")}</p>
                    </>
                  )}
                </div>
              </>
            )}
          </div>
        </aside>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          {closed && (
            <p role="status" className="rounded-lg border border-destructive/30 bg-destructive/10 px-4 py-3 font-medium text-destructive">
              {t(`workshop.notices.${closed}`)}
            </p>
          )}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="font-display text-2xl font-semibold">
              {t("workshop.about")}
            </h2>
            <div className="mt-4 max-w-prose space-y-4 text-base leading-relaxed" lang={description?.fallback ? description.lang : undefined}>
              {paragraphs.length > 0 ? (
                <>
                  {paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
                  {description?.fallback && (
                    <p>
                      <FallbackNote lang={description.lang} />
                    </p>
                  )}
                </>
              ) : <p className="text-muted-foreground">{t("workshop.noDescription")}</p>}
            </div>
          </section>

          {facilitator && (
            <section aria-labelledby="facilitator-heading" className="rounded-xl border bg-card p-5 sm:p-6">
              <h2 id="facilitator-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {t("workshop.facilitatorHeading")}
              </h2>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                <p className="flex items-center gap-3 text-lg font-semibold">
                  <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-primary text-base text-primary-foreground">
                    {facilitator.name
                      .split(/\s+/)
                      .map((part) => part[0])
                      .slice(0, 2)
                      .join("")}
                  </span>
                  {facilitator.name}
                </p>
                {facilitator.href && (
                  <Link to={facilitator.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {t("workshop.viewProfile")}
                  </Link>
                )}
              </div>
            </section>
          )}

          {reviews.average !== null && (
            <section aria-labelledby="reviews-heading">
              <h2 id="reviews-heading" className="font-display text-2xl font-semibold">
                {t("workshop.reviewsHeading")}
              </h2>
              <RatingSummary average={reviews.average} count={reviews.count} />
              <ReviewList reviews={reviews.reviews} className="mt-4 grid gap-4 sm:grid-cols-2" />
            </section>
          )}

          <section id="register" aria-labelledby="register-heading" className="scroll-mt-24 rounded-xl border bg-card p-5 sm:p-8">
            <h2 id="register-heading" className="font-display text-2xl font-semibold">
              {t("workshop.register.heading")}
            </h2>
            {closed ? (
              <div className="mt-4 space-y-4">
                <p>{t(`workshop.notices.${closed}`)}</p>
                <Link to={href("/calendar")} className={buttonVariants({ variant: "outline" })}>
                  {t("workshop.backToCalendar")}
                </Link>
              </div>
            ) : (
              <>
                <p className="mt-2 max-w-prose text-muted-foreground">{full ? t("workshop.register.waitlistIntro") : t("workshop.register.intro")}</p>
                <div className="mt-6">
                  <RegistrationForm key={workshop.id} full={full} lang={lang} result={result} registrant={registrant} />
                </div>
                {/* The same for every visitor (the page is cached): the client area signs people in first. */}
                <p className="mt-6 border-t pt-4 text-sm">
                  {t("workshop.forOrganizations")}{" "}
                  <Link
                    to={`/client/bookings?workshop=${workshop.id}`}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {t("workshop.bookForOrganization")}
                  </Link>
                </p>
              </>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}
