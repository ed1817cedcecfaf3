/**
 * Tag lists (an organization's tags, a project's method tags): trimmed, never empty, never twice (the same
 * letters in another case count as the same tag), in the order they were added.
 */
import { z } from "zod";

export const MAX_TAG_LENGTH = 50;
export const MAX_TAGS = 20;

function sameTag(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
}

/** The list with `draft` added at the end, or the same list when the trimmed draft is empty or already there. */
export function addTag(tags: readonly string[], draft: string): string[] {
  const tag = draft.trim().replace(/\s+/g, " ");
  if (!tag || tags.some((existing) => sameTag(existing, tag))) return [...tags];
  return [...tags, tag];
}

/** A list as typed (several inputs of one name), cleaned: trimmed, the empty and repeated ones dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  return tags.reduce<string[]>((list, tag) => addTag(list, tag), []);
}

/** Each entry split on its commas ("Audit, Test , " → "Audit", "Test ", " "), for lists typed comma-separated. */
export function splitOnCommas(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => tag.split(","));
}

/** The zod schema of a tag list field; `messages` are locale keys. */
export function tagsSchema(
  messages: { tooLong: string; tooMany: string },
  { commaSeparated = false }: { commaSeparated?: boolean } = {},
) {
  return z
    .array(z.string())
    .default([])
    .transform((tags) => normalizeTags(commaSeparated ? splitOnCommas(tags) : tags))
    .pipe(z.array(z.string().max(MAX_TAG_LENGTH, messages.tooLong)).max(MAX_TAGS, messages.tooMany));
}
