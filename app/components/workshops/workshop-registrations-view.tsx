import { ArrowLeft, ClipboardCheck, Download, ExternalLink } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { FormErrorMessage } from "~/components/forms/form-message";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import {
  AddRegistrantForm,
  BookForOrganizationForm,
  CancelRegistration,
  MessageRegistrantsForm,
  MoveRegistration,
  type RegistrantFailure,
} from "~/components/workshops/registrant-actions";
import type { MoveTarget } from "~/lib/workshops/registrant-forms";
import type { WorkshopBookingSummary } from "~/lib/workshops/bookings";
import { WorkshopStatusBadge } from "~/components/workshops/admin-workshop-list";
import { WorkshopOutcome } from "~/components/workshops/workshop-outcome";
import type { OutcomeComment, OutcomeRow } from "~/lib/workshops/feedback";
import type { RegistrationsView, RegistrationsViewRow as Row, WorkshopStatus } from "~/lib/workshops/registrations";

/** What staff are offered on the page (see RosterTools), and the last refusal of one of its forms. */
export interface RosterManagement {
  open: boolean;
  moveTargets: MoveTarget[];
  failure?: RegistrantFailure;
}

function RegistrationTable({
  rows,
  caption,
  empty,
  showPosition,
  showPromoted,
  showCancelled,
  manage,
}: {
  rows: Row[];
  caption: string;
  empty: string;
  showPosition?: boolean;
  showPromoted?: boolean;
  showCancelled?: boolean;
  /** Staff may move and cancel each registration (posts to the page's action). */
  manage?: RosterManagement;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const th = "px-3 py-2.5 font-semibold";
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {showPosition && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.position")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("workshop.admin.columns.name")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.email")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.organization")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.phone")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.language")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.registeredAt")}
            </th>
            {showPromoted && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.promotedAt")}
              </th>
            )}
            {showCancelled && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.cancelledAt")}
              </th>
            )}
            {manage && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.actions")}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id}>
              {showPosition && <td className="px-3 py-2.5 font-semibold tabular-nums">{row.position}</td>}
              <td className="px-3 py-2.5 font-medium">{row.name}</td>
              <td className="px-3 py-2.5">
                {row.email ? (
                  <a href={`mailto:${row.email}`} className="text-primary underline-offset-4 hover:underline">
                    {row.email}
                  </a>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-3 py-2.5">{row.organization ?? "—"}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{row.phone ?? "—"}</td>
              <td className="px-3 py-2.5 uppercase">{row.language}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{row.registeredAt}</td>
              {showPromoted && <td className="px-3 py-2.5 whitespace-nowrap">{row.promotedAt ?? "—"}</td>}
              {showCancelled && <td className="px-3 py-2.5 whitespace-nowrap">{row.cancelledAt ?? "—"}</td>}
              {manage && (
                <td className="px-3 py-2.5">
                  <div className={cn("flex flex-wrap items-center gap-2", manage.moveTargets.length > 0 && "w-44")}>
                    {manage.moveTargets.length > 0 && <MoveRegistration row={row} targets={manage.moveTargets} />}
                    <CancelRegistration id={row.id} name={row.name} />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The seats organizations booked, one line per booking: named, still to name, waiting. */
function BookingsByOrganization({ bookings }: { bookings: WorkshopBookingSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bookings-heading" className="space-y-3">
      <h2 id="bookings-heading" className="text-lg font-semibold">
        {t("workshop.admin.bookings.heading")} ({bookings.length})
      </h2>
      <ul className="divide-y rounded-lg border bg-card text-sm">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2.5">
            <Link
              to={`/admin/clients/${booking.organization.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {booking.organization.name}
            </Link>
            <span className="text-muted-foreground">
              {[
                t("workshop.admin.bookings.named", { count: booking.named }),
                t("workshop.admin.bookings.unnamed", { count: booking.unnamed }),
                booking.waitlisted > 0 ? t("workshop.admin.bookings.waitlisted", { count: booking.waitlisted }) : null,
                booking.included > 0 ? t("workshop.admin.bookings.included", { count: booking.included }) : null,
                booking.reference ? t("workshop.admin.bookings.reference", { reference: booking.reference }) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The top of a page about one workshop: the way back, then its status, when and where it takes place. */
export function WorkshopFacts({
  workshop,
  backTo,
  backLabel,
}: {
  workshop: { status: WorkshopStatus; when: string | null; location: string | null };
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <WorkshopStatusBadge status={workshop.status} />
        <span>{workshop.when ?? t("workshop.admin.tbd")}</span>
        {workshop.location && <span className="text-muted-foreground">· {workshop.location}</span>}
      </div>
    </>
  );
}

/**
 * A workshop's registrations: confirmed, the waitlist in order, cancelled. Staff get the CSV export
 * (`csvHref`); its facilitator reads the same lists.
 */
export function WorkshopRegistrationsView({
  view,
  backTo,
  backLabel,
  csvHref,
  attendanceHref,
  outcome,
  manage,
  bookings = [],
}: {
  view: RegistrationsView;
  /** How it went (attendance, ratings, comments), once the workshop's day has come. */
  outcome?: { row: OutcomeRow; comments: OutcomeComment[] } | null;
  /** Staff run the lists: add, move, cancel, write to everyone (admins only; the facilitator reads). */
  manage?: RosterManagement;
  /** The organizations' bookings of seats, for staff. */
  bookings?: WorkshopBookingSummary[];
  backTo: string;
  backLabel: string;
  csvHref?: string;
  /** The workshop's attendance list (check-in), once it is published. */
  attendanceHref?: string;
}) {
  const { t } = useTranslation();
  const { workshop, counts, rows } = view;
  // A refused move or cancellation is said above the lists; the panels show their own.
  const rowError =
    manage?.failure && (manage.failure.form === "move" || manage.failure.form === "cancel")
      ? manage.failure.formError
      : undefined;
  const rowTools = manage?.open ? manage : undefined;
  const confirmed = rows.filter((row) => row.status === "confirmed");
  const waitlist = rows.filter((row) => row.status === "waitlisted");
  const cancelled = rows.filter((row) => row.status === "cancelled");
  return (
    <DashboardPage title={t("workshop.admin.viewRegistrationsOf", { title: workshop.title })}>
      <div className="space-y-8">
        <div className="space-y-4">
          <WorkshopFacts workshop={workshop} backTo={backTo} backLabel={backLabel} />
          <p className="font-medium">
            {[
              `${t("workshop.admin.summaryConfirmed", { count: counts.confirmed })} ${t("workshop.admin.summarySeats", { count: counts.max })}`,
              t("workshop.admin.summaryWaitlisted", { count: counts.waitlisted }),
              t("workshop.admin.summaryCancelled", { count: counts.cancelled }),
            ].join(" · ")}
          </p>
          <div className="flex flex-wrap gap-2">
            {csvHref && (
              <Link to={csvHref} reloadDocument download className={buttonVariants({ variant: "default" })}>
                <Download aria-hidden="true" />
                {t("workshop.admin.exportCsv")}
              </Link>
            )}
            {attendanceHref && (workshop.status === "published" || workshop.status === "completed") && (
              <Link to={attendanceHref} className={buttonVariants({ variant: "outline" })}>
                <ClipboardCheck aria-hidden="true" />
                {t("workshop.admin.attendance")}
              </Link>
            )}
            {workshop.status !== "draft" && (
              <Link to={`/calendar/${workshop.id}`} className={buttonVariants({ variant: "outline" })}>
                <ExternalLink aria-hidden="true" />
                {t("workshop.admin.publicPage")}
              </Link>
            )}
          </div>
        </div>

        {manage && (
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {manage.open && (
              <AddRegistrantForm
                failure={manage.failure?.form === "add" ? manage.failure : undefined}
                full={counts.confirmed >= counts.max}
              />
            )}
            {manage.open && (
              <BookForOrganizationForm failure={manage.failure?.form === "book" ? manage.failure : undefined} />
            )}
            <MessageRegistrantsForm
              failure={manage.failure?.form === "message" ? manage.failure : undefined}
              rows={rows}
            />
          </div>
        )}
        {rowError && <FormErrorMessage error={rowError} />}
        {bookings.length > 0 && <BookingsByOrganization bookings={bookings} />}
        {outcome && <WorkshopOutcome outcome={outcome.row} comments={outcome.comments} />}
        <section aria-labelledby="confirmed-heading" className="space-y-3">
          <h2 id="confirmed-heading" className="text-lg font-semibold">
            {t("workshop.admin.confirmedHeading")} ({confirmed.length}/{counts.max})
          </h2>
          <RegistrationTable
            rows={confirmed}
            caption={t("workshop.admin.confirmedHeading")}
            empty={t("workshop.admin.noConfirmed")}
            showPromoted={confirmed.some((row) => row.promotedAt)}
            manage={rowTools}
          />
        </section>
        <section aria-labelledby="waitlist-heading" className="space-y-3">
          <h2 id="waitlist-heading" className="text-lg font-semibold">
            {t("workshop.admin.waitlistHeading")} ({waitlist.length})
          </h2>
          <RegistrationTable
            rows={waitlist}
            caption={t("workshop.admin.waitlistHeading")}
            empty={t("workshop.admin.noWaitlist")}
            showPosition
            manage={rowTools}
          />
        </section>
        <section aria-labelledby="cancelled-heading" className="space-y-3">
          <h2 id="cancelled-heading" className="text-lg font-semibold">
            {t("workshop.admin.cancelledHeading")} ({cancelled.length})
          </h2>
          <RegistrationTable
            rows={cancelled}
            caption={t("workshop.admin.cancelledHeading")}
            empty={t("workshop.admin.noCancelled")}
            showCancelled
          />
        </section>
      </div>
    </DashboardPage>
  );
}
