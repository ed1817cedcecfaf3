/**
 * The client's seat bookings: what the page shows (the organization's bookings and the workshops it can book) and
 * its forms, posted to `?intent=book`, `?intent=name` and `?intent=release`. Everything is scoped to the client's own organization:
 * a seat of another organization is not found, whatever the post names.
 */
import { data } from "react-router";
import { formatAgencyDateTime, formatWorkshopWhen } from "~/lib/format";
import type { FieldErrors, FormFailure } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { localizePath, type Language } from "~/lib/i18n";
import { localizedString } from "~/lib/localized-text";
import {
  bookingFields,
  bookingSchema,
  seatNameFields,
  seatNameSchema,
  seatReleaseFields,
  seatReleaseSchema,
} from "~/lib/workshops/bookings";
import { requireRole } from "~/server/accounts/guards.server";
import { auditSource } from "~/server/audit/audit.server";
import { redirectWithToast, refuseForm } from "~/server/back-office/answers.server";
import { receiveForm } from "~/server/forms/forms.server";
import { pageLanguage, type RequestArgs } from "~/server/front/request-context.server";
import {
  bookSeats,
  listBookableWorkshops,
  listOrganizationBookings,
  nameSeat,
  organizationOfClient,
  releaseSeat,
} from "~/server/workshops/bookings.server";

export type BookingsPageResult = FormFailure<string, "book" | "name" | "release">;

/** The page's data, in the page's language; `preselected` is the workshop a public page's link asked for. */
export async function bookingsPage(args: RequestArgs) {
  const viewer = await requireRole(args, "client");
  const lang: Language = args.context.get(pageLanguage);
  const organization = await organizationOfClient(viewer.id);
  if (!organization) return { organization: null, bookings: [], workshops: [], preselected: null };
  const now = new Date();
  const [bookings, bookable] = await Promise.all([listOrganizationBookings(organization.id), listBookableWorkshops()]);
  const asked = new URL(args.request.url).searchParams.get("workshop") ?? undefined;
  return {
    organization,
    preselected: isUuid(asked) && bookable.some((workshop) => workshop.id === asked) ? asked : null,
    workshops: bookable.map((workshop) => ({
      id: workshop.id,
      label: [localizedString(workshop.title, lang), formatWorkshopWhen(workshop, lang, "short")]
        .filter(Boolean)
        .join(" · "),
      freeSeats: workshop.freeSeats,
    })),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      reference: booking.reference,
      title: localizedString(booking.workshop.title, lang),
      href: localizePath(`/calendar/${booking.workshop.id}`, lang),
      when: formatWorkshopWhen(booking.workshop, lang, "long"),
      // Seats can be named and swapped while the workshop takes registrations.
      open: bookable.some((workshop) => workshop.id === booking.workshop.id),
      releasable:
        bookable.some((workshop) => workshop.id === booking.workshop.id) &&
        (booking.releaseUntil === null || now < booking.releaseUntil),
      releaseUntil: booking.releaseUntil && formatAgencyDateTime(booking.releaseUntil, lang),
      includedSeats: booking.includedSeats,
      billedSeats: booking.billedSeats,
      seats: booking.seats,
    })),
  };
}

const notFound = { key: "bookings.errors.notFound" };

export async function bookingsPageAction(args: RequestArgs) {
  const viewer = await requireRole(args, "client", { action: true });
  const { request } = args;
  const organization = await organizationOfClient(viewer.id);
  const source = auditSource(request, viewer);
  const intent = new URL(request.url).searchParams.get("intent");
  const page = "/client/bookings";

  if (intent === "book") {
    const received = await receiveForm(request, { id: "book", schema: bookingSchema, fields: bookingFields });
    if (received.kind === "refused") return data<BookingsPageResult>(received.failure, received.init);
    if (!organization) return refuseForm("book", 409, { key: "bookings.errors.noOrganization" }, received.values);
    const client = { id: viewer.id, email: viewer.email, language: args.context.get(pageLanguage) };
    const outcome = await bookSeats({ organization, client, source }, received.data);
    switch (outcome.kind) {
      case "booked":
        return redirectWithToast(page, {
          title: "bookings.toast.booked",
          values: { count: String(outcome.confirmed + outcome.waitlisted) },
          description: outcome.waitlisted > 0 ? "bookings.toast.bookedWaitlist" : undefined,
        });
      case "short": {
        const errors: FieldErrors<(typeof bookingFields)[number]> = {};
        return data<BookingsPageResult>(
          {
            form: "book",
            ok: false,
            values: received.values,
            errors,
            formError: { key: "bookings.errors.short", values: { count: String(outcome.free) } },
          },
          { status: 409 },
        );
      }
      case "closed":
        return refuseForm("book", 409, { key: "bookings.errors.closed" }, received.values);
      case "not_found":
      case "no_organization":
        return refuseForm("book", 404, notFound, received.values);
    }
  }

  if (intent === "name") {
    const received = await receiveForm(request, { id: "name", schema: seatNameSchema, fields: seatNameFields });
    if (received.kind === "refused") return data<BookingsPageResult>(received.failure, received.init);
    if (!organization) return refuseForm("name", 404, notFound, received.values);
    const outcome = await nameSeat(organization.id, received.data, source);
    const name = `${received.data.firstName} ${received.data.lastName}`;
    switch (outcome.kind) {
      case "named":
        return redirectWithToast(page, {
          title: outcome.swapped ? "bookings.toast.swapped" : "bookings.toast.named",
          values: { name },
        });
      case "duplicate":
        return data<BookingsPageResult>(
          { form: "name", ok: false, values: received.values, errors: { email: "bookings.errors.duplicate" } },
          { status: 409 },
        );
      case "unchanged":
        return refuseForm("name", 409, { key: "bookings.errors.unchanged" }, received.values);
      case "closed":
        return refuseForm("name", 409, { key: "bookings.errors.closed" }, received.values);
      case "not_found":
        return refuseForm("name", 404, notFound, received.values);
    }
  }
  if (intent === "release") {
    const received = await receiveForm(request, {
      id: "release",
      schema: seatReleaseSchema,
      fields: seatReleaseFields,
    });
    if (received.kind === "refused") return data<BookingsPageResult>(received.failure, received.init);
    if (!organization) return refuseForm("release", 404, notFound, received.values);
    const outcome = await releaseSeat(organization.id, received.data.seatId, source);
    switch (outcome.kind) {
      case "released":
        return redirectWithToast(page, { title: "bookings.toast.released" });
      case "deadline":
        return refuseForm("release", 409, { key: "bookings.errors.deadline" }, received.values);
      case "closed":
        return refuseForm("release", 409, { key: "bookings.errors.closed" }, received.values);
      case "not_found":
        return refuseForm("release", 404, notFound, received.values);
    }
  }
  return refuseForm("book", 400, { key: "backOffice.errors.version" });
}
