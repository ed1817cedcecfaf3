import { describe, expect, it } from "vitest";
import { auditChanges, REDACTED } from "./changes";

describe("auditChanges", () => {
  it("lists only the fields an update changed, with both values", () => {
    const before = { title: "Atelier", price: "10.00", tags: ["a"], updatedAt: new Date(1) };
    const after = { title: "Atelier", price: "12.00", tags: ["a", "b"], updatedAt: new Date(2) };
    expect(auditChanges(before, after)).toEqual({
      price: { before: "10.00", after: "12.00" },
      tags: { before: ["a"], after: ["a", "b"] },
    });
  });

  it("lists every field set on a creation and every field held on a deletion", () => {
    expect(auditChanges(null, { name: "Org", country: null })).toEqual({ name: { before: null, after: "Org" } });
    expect(auditChanges({ name: "Org" }, null)).toEqual({ name: { before: "Org", after: null } });
  });

  it("writes dates as ISO strings and never writes a secret's value", () => {
    const when = new Date("2026-01-02T03:04:05.000Z");
    expect(auditChanges({ endsAt: null, password: "old" }, { endsAt: when, password: "new" })).toEqual({
      endsAt: { before: null, after: when.toISOString() },
      password: { before: REDACTED, after: REDACTED },
    });
  });

  it("is empty when nothing changed", () => {
    expect(auditChanges({ a: 1, b: [1, 2] }, { a: 1, b: [1, 2] })).toEqual({});
  });
});
