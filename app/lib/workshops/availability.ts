/**
 * Seats of a public workshop: the badge follows the share of seats still free —
 * above 0.5 'Available', above 0.2 up to 0.5 'Limited', otherwise 'Almost Full'. A workshop with no
 * seat left is 'Full' (people then join the waitlist). The number of participants is
 * always counted from confirmed registrations, never stored.
 */
export type AvailabilityLevel = "available" | "limited" | "almostFull" | "full";

export interface WorkshopAvailability {
  /** Confirmed registrations. */
  taken: number;
  max: number;
  spotsLeft: number;
  level: AvailabilityLevel;
}

export function availabilityLevel(spotsLeft: number, max: number): AvailabilityLevel {
  if (spotsLeft <= 0 || max <= 0) return "full";
  const ratio = spotsLeft / max;
  if (ratio > 0.5) return "available";
  if (ratio > 0.2) return "limited";
  return "almostFull";
}

export function workshopAvailability(max: number, confirmed: number): WorkshopAvailability {
  const spotsLeft = Math.max(0, max - confirmed);
  return { taken: confirmed, max, spotsLeft, level: availabilityLevel(spotsLeft, max) };
}
