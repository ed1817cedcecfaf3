// Kept apart from registration-schema.ts so the workshop page's form can use the names, limits and
// result type without pulling zod into the public pages' JavaScript.
import type { FormFailure } from "../forms";

export const registrationFieldNames = ["name", "email", "organization", "phone", "language"] as const;
export type RegistrationField = (typeof registrationFieldNames)[number];

export const REGISTRATION_LIMITS = { name: 120, email: 254, organization: 160, phone: 30 } as const;

/** Why a workshop takes no registration: cancelled, already held (or completed), or not open (no date). */
export type RegistrationClosedReason = "cancelled" | "past" | "closed";

/**
 * What the workshop page's action answers: registered (confirmed, or waitlisted at a position), or the
 * form kit's refusal. `form` tells it apart from other forms' answers. Texts are locale keys (workshop.register.*).
 */
export type RegistrationFormResult =
  | { form: "register"; ok: true; status: "confirmed"; name: string; email: string }
  | { form: "register"; ok: true; status: "waitlisted"; name: string; email: string; position: number }
  | FormFailure<RegistrationField, "register">;

export function isRegistrationFormResult(value: unknown): value is RegistrationFormResult {
  return typeof value === "object" && value !== null && (value as { form?: unknown }).form === "register";
}
