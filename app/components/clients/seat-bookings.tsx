import { Ticket } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { StatusBadge } from "~/components/admin/status-badge";
import { DashboardPage } from "~/components/dashboard-page";
import { SelectField, TextField } from "~/components/forms/field";
import { FormErrorMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { EmailLanguageOptions } from "~/components/workshops/registration-form";
import type { FormFailure } from "~/lib/forms";
import { usePageLanguage } from "~/lib/use-page-language";
import { MAX_BOOKED_SEATS, type BookingSeat } from "~/lib/workshops/bookings";
import type { RegistrationStatus } from "~/lib/workshops/registrations";
import { useTranslation } from "~/locales/runtime/react";

// The client dashboard's seat bookings: book seats for the organization, then name (or swap) each seat.

type Seat = BookingSeat;

interface Booking {
  id: string;
  reference: string | null;
  title: string;
  href: string;
  when: string | null;
  open: boolean;
  /** Whether its seats can still be released, and until when ("12 December 2026, 09:00"). */
  releasable: boolean;
  releaseUntil: string | null;
  includedSeats: number;
  billedSeats: number;
  seats: Seat[];
}

export interface SeatBookingsPage {
  meta: { title: string };
  organization: { id: string; name: string } | null;
  preselected: string | null;
  workshops: { id: string; label: string; freeSeats: number }[];
  bookings: Booking[];
}

type Failure = FormFailure<string, "book" | "name" | "release">;

/** Whether this intent's form is being sent (for `seatId`'s form only, when given). */
function useSending(intent: "book" | "name" | "release", seatId?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    !!navigation.formAction?.endsWith(`intent=${intent}`) &&
    (seatId === undefined || navigation.formData?.get("seatId") === seatId)
  );
}

export function SeatBookings({ page, failure }: { page: SeatBookingsPage; failure?: Failure }) {
  const { t } = useTranslation();
  if (!page.organization)
    return (
      <DashboardPage title={page.meta.title}>
        <p className="max-w-2xl rounded-xl border bg-card p-6">{t("bookings.noOrganization")}</p>
      </DashboardPage>
    );
  return (
    <DashboardPage title={page.meta.title}>
      <p className="-mt-3 max-w-3xl text-muted-foreground">{t("bookings.intro")}</p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[22rem_1fr]">
        <BookForm page={page} failure={failure?.form === "book" ? failure : undefined} />
        <section aria-labelledby="bookings-heading" className="min-w-0 space-y-4">
          <h2 id="bookings-heading" className="font-display text-xl font-semibold">
            {t("bookings.list.heading")}
          </h2>
          {(failure?.form === "name" || failure?.form === "release") && failure.formError && (
            <FormErrorMessage error={failure.formError} />
          )}
          {page.bookings.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("bookings.list.empty")}</p>
          ) : (
            page.bookings.map((booking) => (
              <BookingCard
                key={booking.id}
                booking={booking}
                failure={failure?.form === "name" ? failure : undefined}
              />
            ))
          )}
        </section>
      </div>
    </DashboardPage>
  );
}

function BookForm({ page, failure }: { page: SeatBookingsPage; failure?: Failure }) {
  const { t } = useTranslation();
  const busy = useSending("book");
  const location = useLocation();
  const error = (field: string) => (failure?.errors[field] ? t(failure.errors[field] as never) : undefined);
  return (
    <section aria-labelledby="book-heading" className="rounded-xl border bg-card p-4 sm:p-5">
      <h2 id="book-heading" className="flex items-center gap-2 font-display text-xl font-semibold">
        <Ticket aria-hidden="true" className="size-5 text-primary" />
        {t("bookings.book.heading")}
      </h2>
      {page.workshops.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("bookings.book.noWorkshop")}</p>
      ) : (
        // Drawn afresh after a booking (a new location): empty again, where a refusal keeps what was typed.
        <Form key={location.key} method="post" action="?intent=book" className="mt-4 space-y-4" noValidate>
          {failure?.formError && <FormErrorMessage error={failure.formError} />}
          <SelectField
            label={t("bookings.book.workshop")}
            name="workshopId"
            required
            defaultValue={failure?.values.workshopId ?? page.preselected ?? ""}
            error={error("workshopId")}
          >
            <option value="" disabled>
              {t("bookings.book.chooseWorkshop")}
            </option>
            {page.workshops.map((workshop) => (
              <option key={workshop.id} value={workshop.id}>
                {`${workshop.label} · ${
                  workshop.freeSeats === 0
                    ? t("bookings.book.full")
                    : t("bookings.book.free", { count: workshop.freeSeats })
                }`}
              </option>
            ))}
          </SelectField>
          <BookingFields values={failure?.values ?? {}} error={error} />
          <SubmitButton busy={busy} busyLabel={t("bookings.book.submitting")} className="w-full">
            {t("bookings.book.submit")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

function BookingCard({ booking, failure }: { booking: Booking; failure?: Failure }) {
  const { t } = useTranslation();
  const count = (status: RegistrationStatus) => booking.seats.filter((seat) => seat.status === status).length;
  const unnamed = booking.seats.filter((seat) => seat.email === null).length;
  return (
    <article aria-labelledby={`booking-${booking.id}`} className="rounded-xl border bg-card">
      <header className="space-y-1 border-b p-4">
        <h3 id={`booking-${booking.id}`} className="font-semibold">
          <Link to={booking.href} className="underline-offset-4 hover:underline">
            {booking.title}
          </Link>
        </h3>
        {booking.when && <p className="text-sm text-muted-foreground">{booking.when}</p>}
        <p className="text-sm">
          {[
            t("bookings.list.confirmed", { count: count("confirmed") }),
            count("waitlisted") > 0 ? t("bookings.list.waitlisted", { count: count("waitlisted") }) : null,
            unnamed > 0 ? t("bookings.list.unnamed", { count: unnamed }) : null,
            booking.includedSeats > 0 ? t("bookings.list.included", { count: booking.includedSeats }) : null,
            booking.billedSeats > 0 ? t("bookings.list.billed", { count: booking.billedSeats }) : null,
            booking.reference ? t("bookings.list.reference", { reference: booking.reference }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {!booking.open && <p className="text-sm text-muted-foreground">{t("bookings.list.closedNote")}</p>}
        {booking.releasable && booking.releaseUntil && (
          <p className="text-sm text-muted-foreground">
            {t("bookings.list.releaseUntil", { deadline: booking.releaseUntil })}
          </p>
        )}
        {booking.open && !booking.releasable && (
          <p className="text-sm text-muted-foreground">{t("bookings.list.releaseClosed")}</p>
        )}
      </header>
      <ol className="divide-y">
        {booking.seats.map((seat, index) => (
          <SeatRow
            key={seat.id}
            seat={seat}
            number={index + 1}
            open={booking.open}
            releasable={booking.releasable}
            failure={failure?.values.seatId === seat.id ? failure : undefined}
          />
        ))}
      </ol>
    </article>
  );
}

function SeatRow({
  seat,
  number,
  open,
  releasable,
  failure,
}: {
  seat: Seat;
  number: number;
  open: boolean;
  releasable: boolean;
  failure?: Failure;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const location = useLocation();
  const busy = useSending("name", seat.id);
  const error = (field: string) => (failure?.errors[field] ? t(failure.errors[field] as never) : undefined);
  const [firstName, ...rest] = (seat.name ?? "").split(" ");
  const summary = seat.name
    ? t("bookings.list.renameSeat", { name: seat.name })
    : t("bookings.list.nameSeat", { number });
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-muted-foreground">{t("bookings.list.seat", { number })}</p>
          <p className="font-medium break-words">{seat.name ?? t("bookings.list.unnamedSeat")}</p>
          {seat.email && <p className="text-sm break-all text-muted-foreground">{seat.email}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge tone={seat.status === "confirmed" ? "green" : "yellow"}>
            {t(`bookings.list.statuses.${seat.status === "confirmed" ? "confirmed" : "waitlisted"}`)}
          </StatusBadge>
          {seat.checkedIn && <StatusBadge tone="blue">{t("bookings.list.attended")}</StatusBadge>}
          {releasable && <ReleaseSeat seatId={seat.id} number={number} />}
        </div>
      </div>
      {open && (
        // Drawn afresh after each answer: closed and empty after a success, open with what was typed after a refusal.
        <details key={location.key} open={!!failure} className="rounded-lg border">
          <summary
            aria-label={summary}
            className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            {seat.name ? t("bookings.list.rename") : t("bookings.list.name")}
          </summary>
          <Form method="post" action="?intent=name" className="grid gap-3 border-t p-3 sm:grid-cols-2" noValidate>
            {failure?.formError && <FormErrorMessage error={failure.formError} className="sm:col-span-2" />}
            <input type="hidden" name="seatId" value={seat.id} />
            <TextField
              label={t("bookings.list.firstName")}
              name="firstName"
              required
              maxLength={60}
              autoComplete="off"
              defaultValue={failure?.values.firstName ?? (seat.name ? firstName : undefined)}
              error={error("firstName")}
            />
            <TextField
              label={t("bookings.list.lastName")}
              name="lastName"
              required
              maxLength={60}
              autoComplete="off"
              defaultValue={failure?.values.lastName ?? (seat.name ? rest.join(" ") : undefined)}
              error={error("lastName")}
            />
            <TextField
              label={t("bookings.list.email")}
              name="email"
              type="email"
              inputMode="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={failure?.values.email ?? seat.email ?? undefined}
              error={error("email")}
            />
            <SelectField
              label={t("bookings.list.language")}
              name="language"
              defaultValue={failure?.values.language ?? (seat.email ? seat.language : lang)}
              error={error("language")}
            >
              <EmailLanguageOptions />
            </SelectField>
            {seat.name && <p className="text-xs text-muted-foreground sm:col-span-2">{t("bookings.list.swapHint")}</p>}
            <div className="sm:col-span-2">
              <SubmitButton busy={busy} busyLabel={t("bookings.list.saving")}>
                {t("bookings.list.save")}
              </SubmitButton>
            </div>
          </Form>
        </details>
      )}
    </li>
  );
}

/** Gives the seat up, once the client confirms (a named person is told; the waitlist moves up). */
function ReleaseSeat({ seatId, number }: { seatId: string; number: number }) {
  const { t } = useTranslation();
  const busy = useSending("release", seatId);
  return (
    <Form
      method="post"
      action="?intent=release"
      onSubmit={(event) => {
        if (!window.confirm(t("bookings.list.releaseConfirm"))) event.preventDefault();
      }}
    >
      <input type="hidden" name="seatId" value={seatId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={t("bookings.list.releaseSeat", { number })}
        className="min-h-11 text-destructive sm:min-h-9"
      >
        {t("bookings.list.release")}
      </Button>
    </Form>
  );
}

/**
 * How many seats, the purchase-order reference and the waitlist box: the fields of a booking, whether the client
 * books or staff book on the organization's behalf. `wide` lays them out on the staff panel's two columns.
 */
export function BookingFields({
  values,
  error,
  wide = false,
}: {
  values: Partial<Record<string, string>>;
  error: (field: string) => string | undefined;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("bookings.book.seats")}
        name="seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_BOOKED_SEATS}
        required
        defaultValue={values.seats ?? "1"}
        error={error("seats")}
      />
      <TextField
        label={t("bookings.book.reference")}
        name="reference"
        maxLength={60}
        autoComplete="off"
        defaultValue={values.reference}
        error={error("reference")}
      />
      <label className={`flex items-start gap-3 text-sm${wide ? " sm:col-span-2" : ""}`}>
        <input
          type="checkbox"
          name="waitlistRest"
          value="1"
          defaultChecked={values.waitlistRest === "1"}
          className="mt-0.5 size-5 accent-primary"
        />
        <span>{t("bookings.book.waitlistRest")}</span>
      </label>
    </>
  );
}
