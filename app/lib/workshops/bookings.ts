/**
 * Seats an organization books for its people: the booking form (how many seats, a purchase-order reference) and
 * the form that names one seat (or renames it: a swap). Messages are locale keys (bookings.errors.*).
 */
import { z } from "zod";
import type { Language } from "../i18n";
import { safeTimeZone, zonedToUtc } from "../time-zone";
import type { RegistrationStatus } from "./registrations";
import { optionalText } from "../form-fields";
import { registrationSchema } from "./registration-schema";

/** The most seats one booking takes: a delegation, not the whole room of a large workshop at once. */
export const MAX_BOOKED_SEATS = 30;

export const bookingSchema = z.object({
  workshopId: z.uuid("bookings.errors.workshop"),
  seats: z.coerce
    .number("bookings.errors.seats")
    .int("bookings.errors.seats")
    .min(1, "bookings.errors.seats")
    .max(MAX_BOOKED_SEATS, "bookings.errors.seats"),
  reference: optionalText(60, "bookings.errors.referenceTooLong"),
  /** When fewer seats are free than asked: take those, and put the rest on the waitlist ("1") or not. */
  waitlistRest: z
    .string()
    .optional()
    .transform((value) => value === "1"),
});
export const bookingFields = ["workshopId", "seats", "reference", "waitlistRest"] as const;
export type BookingInput = z.output<typeof bookingSchema>;

/** Staff booking on an organization's behalf, from the workshop's registrations page (the workshop is the page's). */
export const staffBookingSchema = bookingSchema
  .omit({ workshopId: true })
  .extend({ organizationId: z.uuid("bookings.errors.organization") });
export const staffBookingFields = ["organizationId", "seats", "reference", "waitlistRest"] as const;

/** Naming a seat: the person's first and last name, email and the language of their emails. */
export const seatNameSchema = z.object({
  seatId: z.uuid("bookings.errors.seat"),
  firstName: z.string().trim().min(1, "bookings.errors.firstNameRequired").max(60, "bookings.errors.firstNameTooLong"),
  lastName: z.string().trim().min(1, "bookings.errors.lastNameRequired").max(60, "bookings.errors.lastNameTooLong"),
  email: registrationSchema.shape.email,
  language: registrationSchema.shape.language,
});
export const seatNameFields = ["seatId", "firstName", "lastName", "email", "language"] as const;
export type SeatNameInput = z.output<typeof seatNameSchema>;

/** Releasing a seat: which one. */
export const seatReleaseSchema = z.object({ seatId: z.uuid("bookings.errors.seat") });
export const seatReleaseFields = ["seatId"] as const;

/** The `booking_release_hours` setting: how long before a workshop's start its booked seats can still be released. */
export const BOOKING_RELEASE_SETTING = "booking_release_hours";
export const DEFAULT_RELEASE_HOURS = 72;

/** The setting's hours (the settings screen allows 0 to 720), or the default when it is missing or malformed. */
export function releaseHoursFrom(values: Record<string, string>): number {
  const text = values[BOOKING_RELEASE_SETTING]?.trim() ?? "";
  return /^\d{1,3}$/.test(text) && Number(text) <= 720 ? Number(text) : DEFAULT_RELEASE_HOURS;
}

/**
 * The last instant an organization can release a seat of a workshop: `hours` before its start (its day's midnight
 * when it has no start time), in the workshop's time zone. An undated workshop has no deadline yet.
 */
export function releaseDeadline(
  workshop: { date: string | null; startTime: string | null; timeZone: string },
  hours: number,
): Date | null {
  if (!workshop.date) return null;
  const start = zonedToUtc(workshop.date, workshop.startTime ?? "00:00", safeTimeZone(workshop.timeZone));
  return new Date(start.getTime() - hours * 3_600_000);
}

/** One organization's booking of a workshop, as staff see it: its seats named, still to name, and waiting. */
export interface WorkshopBookingSummary {
  id: string;
  organization: { id: string; name: string };
  reference: string | null;
  named: number;
  unnamed: number;
  waitlisted: number;
  /** Confirmed seats its organization's contract covers; the others are billed. */
  included: number;
}

/** One seat of a booking as the client's page shows it (a seat not named yet has no name and no email). */
export interface BookingSeat {
  id: string;
  status: RegistrationStatus;
  name: string | null;
  email: string | null;
  language: Language;
  checkedIn: boolean;
}
