/**
 * Seats an organization books for its people: the booking form (how many seats, a purchase-order reference) and
 * the form that names one seat (or renames it: a swap). Messages are locale keys (bookings.errors.*).
 */
import { z } from "zod";
import type { Language } from "../i18n";
import type { RegistrationStatus } from "./registrations";
import { optionalText, registrationSchema } from "./registration-schema";

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

/** One organization's booking of a workshop, as staff see it: its seats named, still to name, and waiting. */
export interface WorkshopBookingSummary {
  id: string;
  organization: { id: string; name: string };
  reference: string | null;
  named: number;
  unnamed: number;
  waitlisted: number;
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
