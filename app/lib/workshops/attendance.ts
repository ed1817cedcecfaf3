/**
 * The attendance list's forms (a tap that marks one person present or not, a person added at the door) and the
 * ticket page's check-in, shared by the pages and their actions.
 */
import { z } from "zod";
import { registrationSchema } from "./registration-schema";

export const presenceFields = ["registrationId", "present"] as const;

/** One tap on the attendance list (or 'Check in' on a ticket): `present` is "1" to mark present, "0" to undo. */
export const presenceSchema = z.object({
  registrationId: z.uuid("attendance.errors.notFound"),
  present: z.enum(["0", "1"], "attendance.errors.invalid").transform((value) => value === "1"),
});

export const walkInFields = ["name", "email", "language"] as const;

/** A person added at the door: a name and an email, as the registration form asks them, and their language. */
export const walkInSchema = registrationSchema.pick({ name: true, email: true, language: true });

export type WalkInInput = z.output<typeof walkInSchema>;

/** The attendance list's two forms, told apart by their `intent`. */
export const attendanceIntents = ["presence", "walk-in"] as const;
export type AttendanceIntent = (typeof attendanceIntents)[number];
