import { BellRing, CalendarDays, CalendarX, Clock, Languages, MapPin, Sparkles, UserRound } from "lucide-react";
import type { FormEvent } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link, useNavigate } from "react-router";
import { LocalizedText, RunInLanguages } from "~/components/i18n/localized-text";
import { PageIntro } from "~/components/page-intro";
import { buttonVariants } from "~/components/ui/button";
import { SelectField } from "~/components/forms/field";
import { AvailabilityBadge, SpotsLeft } from "~/components/workshops/spots-left";
import { WorkshopPlace } from "~/components/workshops/workshop-place";
import {
  calendarFilterKeys,
  hasFilters,
  isCalendarTheme,
  parseCalendarFilters,
  withinChoices,
  type CalendarFilters,
} from "~/lib/workshops/calendar-filters";
import { localizedPlace, localizedTags, placeChoiceLabel } from "~/lib/workshops/places";
import { currencyFrom, formatLongDate, formatMoney, formatMonth, formatTimeRange, type Currency } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { useLocalizedHref, usePageLanguage } from "~/lib/use-page-language";
import { workshopAvailability } from "~/lib/workshops/availability";
import { publicPageMeta } from "~/server/i18n.server";
import { getSettingValues } from "~/server/site/settings.server";
import {
  listCalendarFilterOptions,
  listCalendarWorkshops,
  type CalendarFilterOptions,
  type CalendarWorkshop,
} from "~/server/workshops/queries.server";
import type { Route } from "./+types/calendar";
import { i18nHandle } from "~/locales/areas";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // "Today" is the agency's: the calendar shows workshops from today on in Ouagadougou.
  const today = todayIn(AGENCY_TIME_ZONE);
  // A failing read is not shown as an empty calendar: it answers 503 (a storage failure) or 500.
  const [options, settings] = await Promise.all([listCalendarFilterOptions(today), getSettingValues()]);
  const filters = withinChoices(parseCalendarFilters(new URL(request.url).searchParams), {
    ...options,
    locations: options.locations.map((place) => place.value),
  });
  const workshops = await listCalendarWorkshops(today, filters);
  const currency = currencyFrom(settings.currency);
  return { meta: publicPageMeta(request, context.get(pageLanguage), "calendar"), workshops, options, filters, currency };
}

/** Locale areas the page shows (decision 0005): its own, and the shared workshop labels (levels, seats, prices). */
export const handle = { ...i18nHandle("calendar", "workshop"), ...hydrationOnIntent };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { workshops, options, filters, currency } = loaderData;
  const filtered = hasFilters(filters);

  return (
    <>
      <PageIntro title={t("calendar.heading")} lead={t("calendar.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
        <FilterForm options={options} filters={filters} />

        <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
          {t("calendar.filters.results", { count: workshops.length })}
        </p>

        {workshops.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
            <CalendarX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold">
              {t(filtered ? "calendar.noMatchTitle" : "calendar.emptyTitle")}
            </p>
            <p className="mt-2 text-muted-foreground">{t(filtered ? "calendar.noMatchBody" : "calendar.emptyBody")}</p>
            {filtered && (
              <Link to={href("/calendar")} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
                {t("calendar.filters.clear")}
              </Link>
            )}
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {workshops.map((workshop) => (
              <li key={workshop.id} className="min-w-0">
                <WorkshopCard workshop={workshop} currency={currency} />
              </li>
            ))}
          </ul>
        )}

        <section aria-labelledby="more-title" className="mt-14 rounded-2xl border bg-muted/60 px-6 py-8 sm:px-10">
          <h2 id="more-title" className="font-display text-2xl font-semibold">
            {t("calendar.moreTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("calendar.moreBody")}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={href("/workshop-alerts")} className={buttonVariants({ variant: "outline", className: "whitespace-normal" })}>
              <BellRing aria-hidden="true" />
              {t("calendar.notifications")}
            </Link>
            <Link to={`${href("/contact")}?topic=custom-workshop`} className={buttonVariants({ className: "whitespace-normal" })}>
              <Sparkles aria-hidden="true" />
              {t("calendar.customWorkshop")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

/** A known theme in the page's language; any other theme as written. */
function useThemeLabel(): (theme: string) => string {
  const { t } = useTranslation();
  return (theme) => (isCalendarTheme(theme) ? t(`workshop.themes.${theme}`) : theme);
}

/**
 * A plain GET form: the filters live in the URL, so a filtered view can be bookmarked and shared,
 * and it works without JavaScript. With JavaScript, empty choices are left out of the URL.
 */
function FilterForm({ options, filters }: { options: CalendarFilterOptions; filters: CalendarFilters }) {
  const { t } = useTranslation();
  const themeLabel = useThemeLabel();
  const href = useLocalizedHref();
  const lang = usePageLanguage();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    const data = new FormData(event.currentTarget);
    for (const key of calendarFilterKeys) {
      const value = data.get(key);
      if (typeof value === "string" && value) params.set(key, value);
    }
    const query = params.toString();
    navigate(query ? `?${query}` : href("/calendar"), { preventScrollReset: true });
  }

  return (
    <Form method="get" onSubmit={onSubmit} aria-labelledby="filters-title" className="rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="filters-title" className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
        {t("calendar.filters.title")}
      </h2>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
        <SelectField label={t("calendar.filters.theme")} name="theme" defaultValue={filters.theme ?? ""} key={`theme-${filters.theme ?? ""}`}>
          <option value="">{t("calendar.filters.allThemes")}</option>
          {options.themes.map((theme) => (
            <option key={theme} value={theme}>
              {themeLabel(theme)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("calendar.filters.level")} name="level" defaultValue={filters.level ?? ""} key={`level-${filters.level ?? ""}`}>
          <option value="">{t("calendar.filters.allLevels")}</option>
          {options.levels.map((level) => (
            <option key={level} value={level}>
              {t(`workshop.levels.${level as "beginner"}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("calendar.filters.location")} name="location" defaultValue={filters.location ?? ""} key={`location-${filters.location ?? ""}`}>
          <option value="">{t("calendar.filters.allLocations")}</option>
          {options.locations.map((place) => (
            <option key={place.value} value={place.value}>
              {placeChoiceLabel(place, lang, t("workshop.facts.online"))}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("calendar.filters.month")} name="month" defaultValue={filters.month ?? ""} key={`month-${filters.month ?? ""}`}>
          <option value="">{t("calendar.filters.allMonths")}</option>
          {options.months.map((month) => (
            <option key={month} value={month}>
              {formatMonth(month, lang)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t("calendar.filters.language")} name="language" defaultValue={filters.language ?? ""} key={`language-${filters.language ?? ""}`}>
          <option value="">{t("calendar.filters.allLanguages")}</option>
          {options.languages.map((language) => (
            <option key={language} value={language}>
              {t(`common.languageNames.${language as Language}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={buttonVariants({ className: "h-[42px] flex-1 lg:flex-none" })}>
            {t("calendar.filters.apply")}
          </button>
          {hasFilters(filters) && (
            <Link to={href("/calendar")} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t("calendar.filters.clear")}
            </Link>
          )}
        </div>
      </div>
    </Form>
  );
}

function WorkshopCard({ workshop, currency }: { workshop: CalendarWorkshop; currency: Currency }) {
  const { t } = useTranslation();
  const themeLabel = useThemeLabel();
  const href = useLocalizedHref();
  const lang = usePageLanguage();
  const availability = workshopAvailability(workshop.maxParticipants, workshop.confirmed);
  const price = Number(workshop.price);
  const detailsHref = href(`/calendar/${workshop.id}`);
  const time = formatTimeRange(workshop.startTime, workshop.endTime, lang);
  const full = availability.level === "full";
  const title = localizedString(workshop.title, lang);
  const facilitatorName = workshop.facilitator ? `${workshop.facilitator.firstName} ${workshop.facilitator.lastName}`.trim() : null;
  const place = localizedPlace(workshop, lang);
  const tags = localizedTags(workshop, lang);

  return (
    <article className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {workshop.theme && <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">{themeLabel(workshop.theme)}</span>}
        {workshop.level && <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">{t(`workshop.levels.${workshop.level}`)}</span>}
      </div>

      <h2 className="mt-3 font-display text-xl font-semibold leading-snug">
        <Link to={detailsHref} className="hover:underline">
          <LocalizedText value={workshop.title} />
        </Link>
      </h2>
      <LocalizedText value={workshop.description} as="p" className="mt-2 line-clamp-3 text-sm text-muted-foreground" />

      <ul className="mt-4 space-y-1.5 text-sm">
        <li className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <time dateTime={workshop.date} className="first-letter:uppercase">
            {formatLongDate(workshop.date, lang)}
          </time>
        </li>
        {time && (
          <li className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>{time}</span>
          </li>
        )}
        <li className="flex items-start gap-2">
          <Languages className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
          <RunInLanguages languages={workshop.languages} />
        </li>
        {(place || workshop.online) && (
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>
              <WorkshopPlace place={place} online={workshop.online} />
            </span>
          </li>
        )}
        {workshop.facilitator && facilitatorName && (
          <li className="flex items-start gap-2">
            <UserRound className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {workshop.facilitator.isPublic ? (
              <Link to={href(`/facilitators/${workshop.facilitator.id}`)} className="hover:underline">
                {t("workshop.facts.facilitatedBy", { name: facilitatorName })}
              </Link>
            ) : (
              <span>{t("workshop.facts.facilitatedBy", { name: facilitatorName })}</span>
            )}
          </li>
        )}
      </ul>

      {tags.items.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t("calendar.tags")} lang={tags.fallback ? tags.lang : undefined}>
          {tags.items.map((tag) => (
            <li key={tag} className="rounded-md border px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-semibold">
            <span className="sr-only">{t("calendar.price")}: </span>
            <span className="whitespace-nowrap">{price === 0 ? t("workshop.facts.free") : formatMoney(price, currency)}</span>
          </p>
          <AvailabilityBadge level={availability.level} />
        </div>
        <SpotsLeft availability={availability} className="mt-3" />
        <div className="mt-4 grid grid-cols-2 gap-2">
          {/* The hidden title tells screen-reader users which of the many 'Register' links this is. */}
          <Link to={`${detailsHref}#register`} className={buttonVariants({ variant: full ? "outline" : "default", className: "whitespace-normal text-center" })}>
            {full ? t("calendar.waitlist") : t("calendar.register")}
            <span className="sr-only"> – {title}</span>
          </Link>
          <Link to={detailsHref} className={buttonVariants({ variant: "outline" })}>
            {t("calendar.details")}
            <span className="sr-only"> – {title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
