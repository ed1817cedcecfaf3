/**
 * The stale-save rule of the back office's editors: an edit form carries the version (the `updated_at`) of
 * the record it was opened on, and the save is refused with 409 when the record changed since, instead of
 * silently overwriting someone else's changes. The editor then shows the saved record with the message.
 */
import { z } from "zod";

/** The hidden field of an edit form that holds the record's version. */
export const VERSION_FIELD = "version";

/** A record's version as the form carries it (an ISO instant, to the millisecond). */
export function versionOf(updatedAt: Date | string): string {
  return new Date(updatedAt).toISOString();
}

/** The version field of an edit schema; a missing or broken one is a refused form (the page was not ours). */
export const versionSchema = z.iso
  .datetime({ message: "backOffice.errors.version" })
  .transform((value) => new Date(value));
