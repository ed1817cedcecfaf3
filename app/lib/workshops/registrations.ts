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
  email: string;
  organization: string | null;
  phone: string | null;
  language: Language;
  registeredAt: string;
  promotedAt: string | null;
  cancelledAt: string | null;
  /** Marked present at the workshop (a registration then stays where it is). */
  checkedIn: boolean;
}

export interface RegistrationsView {
  workshop: { id: string; title: string; status: WorkshopStatus; when: string | null; location: string | null };
  counts: { confirmed: number; waitlisted: number; cancelled: number; max: number };
  rows: RegistrationsViewRow[];
}
