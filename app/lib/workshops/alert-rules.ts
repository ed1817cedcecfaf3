/**
 * The new-workshop alerts: the form's names and limits, and which workshops match a subscription (no zod here,
 * so the public page that imports it downloads none; the form's schema is alert-schema.ts).
 */
import type { CalendarLevel } from "./calendar-filters";
import type { FormError, FormFailure } from "../forms";
import type { Language } from "../i18n";
import { ONLINE_PLACE } from "./places";

export const ALERT_LIMITS = { email: 254, choices: 20, choice: 120 } as const;

/** What a subscriber asked for; an empty list means "any". */
export interface AlertPreferences {
  themes: string[];
  levels: CalendarLevel[];
  locations: string[];
  /** The languages a workshop must be run in (one of them). */
  workshopLanguages: Language[];
}

export interface AlertWorkshop {
  theme: string | null;
  level: CalendarLevel | null;
  location: string | null;
  online: boolean;
  languages: readonly Language[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase("fr") === b.trim().toLocaleLowerCase("fr");

/**
 * Whether a newly published workshop matches a subscription: each list the subscriber filled must hold the
 * workshop's value (themes and places compared without case; `ONLINE_PLACE` for an online workshop), and a
 * workshop without that value (no theme yet, no place) matches only a subscriber who left the list empty.
 */
export function matchesAlert(preferences: AlertPreferences, workshop: AlertWorkshop): boolean {
  const { themes, levels, locations, workshopLanguages } = preferences;
  if (themes.length > 0 && !(workshop.theme && themes.some((theme) => same(theme, workshop.theme!)))) return false;
  if (levels.length > 0 && !(workshop.level && levels.includes(workshop.level))) return false;
  const atPlace = (place: string) =>
    (workshop.online && place === ONLINE_PLACE) || (!!workshop.location && same(place, workshop.location));
  if (locations.length > 0 && !locations.some(atPlace)) return false;
  if (workshopLanguages.length > 0 && !workshop.languages.some((language) => workshopLanguages.includes(language)))
    return false;
  return true;
}

export const alertFieldNames = ["email", "language"] as const;
export const alertListNames = ["themes", "levels", "locations", "workshopLanguages"] as const;
export type AlertField = (typeof alertFieldNames)[number] | (typeof alertListNames)[number];

/** What the subscription form's action answers: the address the confirmation went to, or the refusal. */
export type AlertFormResult =
  { form: "workshop-alerts"; ok: true; email: string } | FormFailure<AlertField, "workshop-alerts">;

/** What the page of an emailed alert link shows: the confirmation or unsubscription, before and after the click. */
export type AlertLinkState =
  | { state: "confirm"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "unsubscribe" }
  | { state: "unsubscribed" }
  | { state: "expired"; hours: number }
  | { state: "invalid" }
  /** The post itself was refused (not a form, too many clicks): the message says why. */
  | { state: "refused"; formError: FormError };
