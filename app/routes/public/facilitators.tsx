import { Award, Clock, Languages, MapPin, Users } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { FacilitatorPhoto } from "~/components/facilitators/facilitator-photo";
import { LocalizedList, LocalizedText } from "~/components/i18n/localized-text";
import { PageIntro } from "~/components/page-intro";
import { buttonVariants } from "~/components/ui/button";
import { metaTags } from "~/lib/meta";
import { useLocalizedHref } from "~/lib/use-page-language";
import type { PublicFacilitator } from "~/lib/facilitators/public";
import { listPublicFacilitators } from "~/server/facilitators/directory.server";
import { publicPageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/facilitators";
import { i18nHandle } from "~/locales/areas";
import { hydrationOnIntent } from "~/enhance/protocol";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A failing read is not shown as an empty directory: it answers 503 (a storage failure) or 500.
  const facilitators = await listPublicFacilitators();
  return { meta: publicPageMeta(request, context.get(pageLanguage), "facilitators"), facilitators };
}

/** Locale areas the page shows (decision 0005). */
export const handle = { ...i18nHandle("facilitators"), ...hydrationOnIntent };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function FacilitatorsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { facilitators } = loaderData;
  return (
    <>
      <PageIntro title={t("facilitators.list.title")} lead={t("facilitators.list.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        {facilitators.length === 0 ? (
          <div className="mx-auto max-w-lg rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <Users className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
            <p className="mt-4 text-lg font-semibold">{t("facilitators.list.emptyTitle")}</p>
            <p className="mt-2 text-muted-foreground">{t("facilitators.list.emptyBody")}</p>
            <Link to={href("/contact")} className={buttonVariants({ variant: "outline", className: "mt-6" })}>
              {t("facilitators.list.contactUs")}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {facilitators.map((facilitator) => (
              <li key={facilitator.id}>
                <FacilitatorCard facilitator={facilitator} to={href(`/facilitators/${facilitator.id}`)} />
              </li>
            ))}
          </ul>
        )}

        <section aria-labelledby="join-title" className="mt-16 overflow-hidden rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <div className="max-w-2xl">
            <h2 id="join-title" className="font-display text-2xl font-semibold sm:text-3xl">
              {t("facilitators.list.joinTitle")}
            </h2>
            <p className="mt-3 opacity-90">{t("facilitators.list.joinBody")}</p>
            <Link to={href("/join-facilitator")} className={buttonVariants({ variant: "accent", size: "lg", className: "mt-6 whitespace-normal text-center" })}>
              {t("facilitators.list.joinButton")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function FacilitatorCard({ facilitator, to }: { facilitator: PublicFacilitator; to: string }) {
  const { t } = useTranslation();
  const name = `${facilitator.firstName} ${facilitator.lastName}`.trim();
  return (
    // The name's link covers the whole card (after:inset-0), so the card is one tab stop with a clear name.
    <article className="relative flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-center gap-4">
        <FacilitatorPhoto url={facilitator.profileImageUrl} alt="" size={64} />
        <div className="min-w-0">
          <h2 className="font-display text-lg font-semibold leading-tight">
            <Link to={to} className="after:absolute after:inset-0 after:rounded-xl focus:outline-none" aria-label={t("facilitators.list.viewProfile", { name })}>
              {name}
            </Link>
          </h2>
          <p className="text-sm text-accent">{t("facilitators.list.professional", { context: facilitator.addressForm ?? undefined })}</p>
          {facilitator.location && (
            <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{facilitator.location}</span>
            </p>
          )}
        </div>
      </div>

      <LocalizedText value={facilitator.bio} as="p" className="mt-4 line-clamp-3 text-sm text-muted-foreground" />

      <LocalizedList
        value={facilitator.specialties}
        render={({ items, lang, note }) => (
          <div className="mt-4 text-xs">
            <ul className="flex flex-wrap gap-1.5" aria-label={t("facilitators.list.specialties")} lang={lang}>
              {items.map((specialty) => (
                <li key={specialty} className="rounded-full bg-muted px-2.5 py-0.5 font-medium">
                  {specialty}
                </li>
              ))}
            </ul>
            {note}
          </div>
        )}
      />

      <dl className="mt-auto space-y-1.5 pt-4 text-sm">
        {facilitator.yearsExperience !== null && (
          <div className="flex items-center gap-2">
            <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{t("facilitators.list.yearsLabel")}</dt>
            <dd>{t("facilitators.list.years", { years: facilitator.yearsExperience })}</dd>
          </div>
        )}
        {facilitator.languages.length > 0 && (
          <div className="flex items-start gap-2">
            <Languages className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{t("facilitators.list.languages")}</dt>
            <dd>{facilitator.languages.join(", ")}</dd>
          </div>
        )}
        <LocalizedList
          value={facilitator.certifications}
          render={({ items, lang, note }) => (
            <div className="flex items-start gap-2">
              <Award className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="sr-only">{t("facilitators.list.certifications")}</dt>
              <dd>
                <span lang={lang}>{items.join(" · ")}</span>
                {note}
              </dd>
            </div>
          )}
        />
      </dl>
    </article>
  );
}
