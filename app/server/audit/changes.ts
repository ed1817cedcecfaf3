/**
 * What an audit entry says changed: the fields whose value differs between `before` and `after`, each with
 * both values. Pure, so the rule is tested on its own (changes.test.ts).
 */

export type AuditRecord = Record<string, unknown>;
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** Fields whose values never enter the log: it shows that they changed, not what they are. */
const SECRET = /password|secret|token|backupcodes/i;
export const REDACTED = "[redacted]";

/** A value as JSON stores it: dates as ISO strings, undefined as null, the rest as is. */
function normalize(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalize);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normalize(inner)]));
  }
  return value;
}

/**
 * The changed fields of a record. A creation (`before` null) lists every field set; a deletion (`after`
 * null) every field it had; an update only the fields that differ. The timestamps a write sets by itself
 * (updatedAt) are left out: the entry's own time says when.
 */
export function auditChanges(before: AuditRecord | null, after: AuditRecord | null): AuditChanges {
  const changes: AuditChanges = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of names) {
    if (name === "updatedAt") continue;
    const old = before ? normalize(before[name]) : null;
    const now = after ? normalize(after[name]) : null;
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes[name] = SECRET.test(name)
      ? { before: old === null ? null : REDACTED, after: now === null ? null : REDACTED }
      : { before: old, after: now };
  }
  return changes;
}
