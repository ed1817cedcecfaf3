/**
 * Workshop and registration statuses, declared here for the screens and the schema alike (the schema builds its
 * enums from them), and a workshop's registrations as the staff's and the facilitator's pages show them.
 */
import type { Language } from "../i18n";

export const workshopStatuses = ["draft", "published", "cancelled", "completed"] as const;
export type WorkshopStatus = (typeof workshopStatuses)[number];

export const registrationStatuses = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** One registration, its dates already formatted in the page's language. */
export interface RegistrationsViewRow {
  id: string;
  status: RegistrationStatus;
  /** On the waitlist, from 1; null otherwise. */
  position: number | null;
  name: string;
  /** Null for a booked seat not named yet. */
  email: string | null;
  organization: string | null;
  phone: string | null;
  language: Language;
  registeredAt: string;
  promotedAt: string | null;
  cancelledAt: string | null;
  /** Marked present at the workshop (a registration then stays where it is). */
  checkedIn: boolean;
  /** A seat of an organization's booking: the organization names and swaps it, it does not move. */
  booked: boolean;
}

export interface RegistrationsView {
  workshop: { id: string; title: string; status: WorkshopStatus; when: string | null; location: string | null };
  counts: { confirmed: number; waitlisted: number; cancelled: number; max: number };
  rows: RegistrationsViewRow[];
}
