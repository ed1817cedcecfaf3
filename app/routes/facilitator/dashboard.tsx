import { CalendarClock, CalendarDays, Clock, Plus, Users } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, Outlet } from "react-router";
import { FigureCard } from "~/components/admin/figure-card";
import { DashboardPage } from "~/components/dashboard-page";
import { LocalizedText } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { WorkshopStatusBadge } from "~/components/workshops/admin-workshop-list";
import { formatCount, formatWorkshopWhen } from "~/lib/format";
import { localizedString } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { usePageLanguage } from "~/lib/use-page-language";
import { placeLine } from "~/lib/workshops/places";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { getOwnFacilitator } from "~/server/facilitators/own-profile.server";
import { privatePageMeta } from "~/server/i18n.server";
import {
  facilitatorFigures,
  listOwnWorkshops,
  PAST_WORKSHOPS_SHOWN,
  type OwnWorkshopRow,
} from "~/server/workshops/facilitator.server";
import { outcomeRows, workshopOutcomeFigures } from "~/server/workshops/feedback.server";
import { OutcomeTable } from "~/components/workshops/workshop-outcome";
import type { Route } from "./+types/dashboard";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole({ request, context }, "facilitator");
  const meta = privatePageMeta(context.get(pageLanguage), "pages.facilitatorDashboard.title");
  const facilitator = await getOwnFacilitator(user.id);
  if (!facilitator) return { meta, own: null };
  const [figures, workshops, outcomes] = await Promise.all([
    facilitatorFigures(facilitator.id),
    listOwnWorkshops(facilitator.id),
    workshopOutcomeFigures({ facilitatorId: facilitator.id }, PAST_WORKSHOPS_SHOWN),
  ]);
  const outcome = outcomeRows(outcomes, context.get(pageLanguage));
  return { meta, own: { figures, ...workshops, outcome, pastShown: PAST_WORKSHOPS_SHOWN } };
}

export const handle = i18nHandle("workshop", "backOffice", "feedback");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

function WorkshopList({
  id,
  rows,
  heading,
  empty,
  note,
}: {
  id: string;
  rows: OwnWorkshopRow[];
  heading: string;
  empty: string;
  /** Said under the heading (e.g. that the list is cut). */
  note?: string;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-display text-xl font-semibold">
        {heading}
      </h2>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y rounded-xl border bg-card">
          {rows.map((row) => {
            const title = localizedString(row.title, lang);
            const place = placeLine(row, lang, t("workshop.facts.online"));
            return (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 p-4">
                <div className="min-w-0 space-y-1">
                  <LocalizedText value={row.title} className="block font-medium" />
                  <p className="text-sm text-muted-foreground">
                    {formatWorkshopWhen(row, lang, "short") ?? t("workshop.admin.tbd")}
                    {place && ` · ${place}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                  <WorkshopStatusBadge status={row.status} />
                  <span className="tabular-nums">
                    {t("workshop.own.registrations", {
                      confirmed: row.confirmed,
                      max: row.maxParticipants,
                      waitlisted: row.waitlisted,
                    })}
                  </span>
                  <Link
                    to={`/facilitator/workshops/${row.id}/attendees`}
                    aria-label={t("workshop.own.attendeesOf", { title })}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {t("workshop.own.attendees")}
                  </Link>
                  {(row.status === "published" || row.status === "completed") && (
                    <Link
                      to={`/facilitator/workshops/${row.id}/attendance`}
                      aria-label={t("workshop.own.attendanceOf", { title })}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      {t("workshop.own.attendance")}
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The facilitator's own figures and workshops; 'Create workshop' opens the editor over it for a draft. */
export default function FacilitatorDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { own } = loaderData;
  if (!own)
    return (
      <DashboardPage title={t("pages.facilitatorDashboard.title")}>
        <p className="max-w-prose text-muted-foreground">{t("workshop.own.notLinked")}</p>
      </DashboardPage>
    );
  const { figures } = own;
  return (
    <DashboardPage title={t("pages.facilitatorDashboard.title")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{t("workshop.own.intro")}</p>
        <Link to="/facilitator/workshops/new" preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("workshop.own.create")}
        </Link>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label={t("workshop.own.figures.upcoming")}
          value={formatCount(figures.upcoming, lang)}
          definition={t("workshop.own.figures.upcomingHint")}
          icon={CalendarClock}
        />
        <FigureCard
          label={t("workshop.own.figures.thisMonth")}
          value={formatCount(figures.thisMonth, lang)}
          definition={t("workshop.own.figures.thisMonthHint")}
          icon={CalendarDays}
        />
        <FigureCard
          label={t("workshop.own.figures.participants")}
          value={formatCount(figures.participants, lang)}
          definition={t("workshop.own.figures.participantsHint")}
          icon={Users}
        />
        <FigureCard
          label={t("workshop.own.figures.hours")}
          value={formatCount(figures.hoursThisYear, lang)}
          definition={t("workshop.own.figures.hoursHint")}
          icon={Clock}
        />
      </div>
      <WorkshopList
        id="own-upcoming"
        rows={own.upcoming}
        heading={t("workshop.own.upcomingHeading")}
        empty={t("workshop.own.noUpcoming")}
      />
      <WorkshopList
        id="own-past"
        rows={own.past}
        heading={t("workshop.own.pastHeading")}
        note={own.past.length === own.pastShown ? t("workshop.own.pastCut", { limit: own.pastShown }) : undefined}
        empty={t("workshop.own.noPast")}
      />
      <section aria-labelledby="own-outcome" className="mt-10 space-y-4">
        <h2 id="own-outcome" className="font-display text-xl font-semibold">
          {t("feedback.outcome.pastHeading")}
        </h2>
        {own.outcome.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("feedback.outcome.pastEmpty")}</p>
        ) : (
          <OutcomeTable
            rows={own.outcome}
            caption={t("feedback.outcome.pastHeading")}
            hrefOf={(id) => `/facilitator/workshops/${id}/attendees`}
          />
        )}
      </section>
      <Outlet />
    </DashboardPage>
  );
}
