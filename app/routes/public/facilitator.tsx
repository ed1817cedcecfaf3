import { ArrowLeft, CalendarDays, Clock, Mail, MapPin, UserX } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { data, Link } from "react-router";
import { FacilitatorPhoto } from "~/components/facilitators/facilitator-photo";
import { LocalizedList, LocalizedText } from "~/components/i18n/localized-text";
import { RatingSummary, ReviewList } from "~/components/facilitators/review-list";
import { Stars } from "~/components/facilitators/stars";
import { buttonVariants } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/link-tabs";
import { formatLongDate, formatRating, formatTimeRange } from "~/lib/format";
import { localizedString } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { useLocalizedHref, usePageLanguage } from "~/lib/use-page-language";
import type { FacilitatorWorkshop, PublicFacilitator, ReviewSummary } from "~/lib/facilitators/public";
import { getPublicFacilitator, listFacilitatorWorkshops } from "~/server/facilitators/directory.server";
import { publicPageMeta, serverT } from "~/server/i18n.server";
import { getFacilitatorReviews } from "~/server/facilitators/reviews.server";
import type { Route } from "./+types/facilitator";
import { i18nHandle } from "~/locales/areas";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

const tabIds = ["overview", "workshops", "reviews"] as const;
type TabId = (typeof tabIds)[number];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // A failing read is not shown as 'Facilitator not found': it answers 503 (a storage failure) or 500.
  const facilitator = await getPublicFacilitator(params.id);
  if (!facilitator) {
    const title = serverT(context.get(pageLanguage))("facilitators.profile.notFoundTitle");
    return data(
      { found: false as const, meta: { ...publicPageMeta(request, context.get(pageLanguage), "facilitator", { title }), noindex: true } },
      { status: 404 },
    );
  }
  const [workshops, reviews] = await Promise.all([listFacilitatorWorkshops(facilitator.id), getFacilitatorReviews(facilitator.id, context.get(pageLanguage))]);
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const bio = localizedString(facilitator.bio, context.get(pageLanguage));
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: TabId = tabIds.find((id) => id === requested) ?? "overview";
  return {
    found: true as const,
    meta: publicPageMeta(request, context.get(pageLanguage), "facilitator", {
      title: name,
      description: bio ? truncate(bio, 160) : undefined,
    }),
    facilitator,
    workshops,
    reviews,
    tab,
    // A published workshop whose date has passed is history too.
    today: todayIn(AGENCY_TIME_ZONE),
  };
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Locale areas the page shows (decision 0005). */
export const handle = { ...i18nHandle("facilitators"), ...hydrationOnIntent };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function FacilitatorProfile({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <FacilitatorNotFound />;
  return <Profile {...loaderData} />;
}

function FacilitatorNotFound() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <UserX className="size-14 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-6 font-display text-3xl font-semibold">{t("facilitators.profile.notFoundTitle")}</h1>
      <p className="mt-3 text-muted-foreground">{t("facilitators.profile.notFoundBody")}</p>
      <Link to={href("/facilitators")} className={buttonVariants({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        {t("facilitators.profile.back")}
      </Link>
    </section>
  );
}

function Profile({
  facilitator,
  workshops,
  reviews,
  tab,
  today,
}: {
  facilitator: PublicFacilitator;
  workshops: FacilitatorWorkshop[];
  reviews: ReviewSummary;
  tab: TabId;
  today: string;
}) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const lang = usePageLanguage();
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  const contactHref = (booking: boolean) =>
    `${href("/contact")}?${new URLSearchParams(booking ? { facilitator: name, intent: "booking" } : { facilitator: name }).toString()}`;

  return (
    <>
      <section className="border-b bg-muted/60">
        <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          <Link to={href("/facilitators")} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("facilitators.profile.back")}
          </Link>
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            <FacilitatorPhoto url={facilitator.profileImageUrl} alt={t("facilitators.profile.photoAlt", { name })} size={112} className="border-4 border-card shadow" />
            <div className="min-w-0 flex-1">
              <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{name}</h1>
              <p className="mt-1 font-medium text-accent">{t("facilitators.profile.professional", { context: facilitator.addressForm ?? undefined })}</p>
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                {facilitator.location && (
                  <li className="flex items-center gap-1.5">
                    <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    {facilitator.location}
                  </li>
                )}
                {facilitator.yearsExperience !== null && (
                  <li className="flex items-center gap-1.5">
                    <Clock className="size-4 shrink-0" aria-hidden="true" />
                    {t("facilitators.profile.yearsExperience", { years: facilitator.yearsExperience })}
                  </li>
                )}
                <li className="flex items-center gap-2">
                  <Stars rating={reviews.average} />
                  <span>
                    {reviews.average !== null && <span className="font-semibold text-foreground">{formatRating(reviews.average, lang)} </span>}(
                    {t("facilitators.profile.reviewCount", { count: reviews.count })})
                  </span>
                </li>
              </ul>
            </div>
            <div className="flex flex-col gap-2 sm:w-auto sm:shrink-0">
              <Link to={contactHref(true)} className={buttonVariants({ variant: "accent" })}>
                <CalendarDays aria-hidden="true" />
                {t("facilitators.profile.bookSession")}
              </Link>
              <Link to={contactHref(false)} className={buttonVariants({ variant: "outline" })}>
                <Mail aria-hidden="true" />
                {t("facilitators.profile.contact")}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <LinkTabs
          idPrefix="facilitator"
          label={t("facilitators.profile.tabsLabel", { name })}
          initial={tab}
          tabs={[
            { id: "overview", label: t("facilitators.profile.tabs.overview"), panel: <Overview facilitator={facilitator} name={name} /> },
            { id: "workshops", label: t("facilitators.profile.tabs.workshops"), panel: <WorkshopHistory workshops={workshops} today={today} /> },
            { id: "reviews", label: t("facilitators.profile.tabs.reviews"), panel: <Reviews reviews={reviews} /> },
          ]}
        />
      </div>
    </>
  );
}

function Overview({ facilitator, name }: { facilitator: PublicFacilitator; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="about-title">
        <h2 id="about-title" className="font-display text-xl font-semibold">
          {t("facilitators.profile.about")}
        </h2>
        <LocalizedText
          value={facilitator.bio}
          as="p"
          className="mt-3 whitespace-pre-line leading-relaxed"
          empty={<p className="mt-3 leading-relaxed">{t("facilitators.profile.noBio", { name })}</p>}
        />
        <h2 className="mt-8 font-display text-xl font-semibold">{t("facilitators.profile.specialties")}</h2>
        <LocalizedList
          value={facilitator.specialties}
          empty={<p className="mt-3 text-muted-foreground">{t("facilitators.profile.none")}</p>}
          render={({ items, lang, note }) => (
            <div className="mt-3 text-sm">
              <ul className="flex flex-wrap gap-2" lang={lang}>
                {items.map((specialty) => (
                  <li key={specialty} className="rounded-full border bg-card px-3 py-1 font-medium">
                    {specialty}
                  </li>
                ))}
              </ul>
              {note}
            </div>
          )}
        />
      </section>
      <div className="space-y-8">
        <section>
          <h2 className="font-display text-xl font-semibold">{t("facilitators.profile.languages")}</h2>
          <p className="mt-3">{facilitator.languages.length > 0 ? facilitator.languages.join(", ") : t("facilitators.profile.none")}</p>
        </section>
        <section>
          <h2 className="font-display text-xl font-semibold">{t("facilitators.profile.certifications")}</h2>
          <LocalizedList
            value={facilitator.certifications}
            empty={<p className="mt-3 text-muted-foreground">{t("facilitators.profile.none")}</p>}
            render={({ items, lang, note }) => (
              <div className="mt-3">
                <ul className="list-disc space-y-1 pl-5" lang={lang}>
                  {items.map((certification) => (
                    <li key={certification}>{certification}</li>
                  ))}
                </ul>
                {note}
              </div>
            )}
          />
        </section>
      </div>
    </div>
  );
}

function WorkshopHistory({ workshops, today }: { workshops: FacilitatorWorkshop[]; today: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const lang = usePageLanguage();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="font-display text-xl font-semibold">
        {t("facilitators.profile.workshopHistory")}
      </h2>
      {workshops.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground">{t("facilitators.profile.noWorkshops")}</p>
      ) : (
        <ul className="mt-4 divide-y rounded-xl border bg-card">
          {workshops.map((workshop) => {
            const upcoming = workshop.status === "published" && !!workshop.date && workshop.date >= today;
            return (
              <li key={workshop.id} className="flex flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link to={href(`/calendar/${workshop.id}`)} className="font-medium hover:underline">
                    <LocalizedText value={workshop.title} />
                  </Link>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {workshop.date ? formatLongDate(workshop.date, lang) : t("facilitators.profile.dateTbd")}
                    {workshop.startTime && ` · ${formatTimeRange(workshop.startTime, workshop.endTime, lang)}`}
                    {workshop.location && ` · ${workshop.location}`}
                  </p>
                </div>
                <span
                  className={
                    upcoming
                      ? "w-fit rounded-full bg-savanna/10 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:text-green-300"
                      : "w-fit rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground"
                  }
                >
                  {upcoming ? t("facilitators.profile.upcoming") : t("facilitators.profile.completed")}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Reviews({ reviews }: { reviews: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="font-display text-xl font-semibold">
        {t("facilitators.profile.reviewsTitle")}
      </h2>
      {reviews.reviews.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed px-4 py-8 text-center text-muted-foreground">{t("facilitators.profile.noReviews")}</p>
      ) : (
        <>
          {reviews.average !== null && <RatingSummary average={reviews.average} count={reviews.count} />}
          <ReviewList reviews={reviews.reviews} className="mt-6 space-y-4" />
        </>
      )}
    </section>
  );
}
