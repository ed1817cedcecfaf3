import { describe, expect, it } from "vitest";
import {
  activitySchema,
  dealBoard,
  dealConversionSchema,
  dealMoveSchema,
  dealSchema,
  dealsTable,
  dealValueSchema,
  sharedDealSearch,
} from "./deals";

const organizationId = "5b0f1d4e-2c57-4c1b-9a54-0d5a3c1f8e21";
const errorsOf = (input: Record<string, string>) => {
  const parsed = dealSchema.safeParse({ title: "Atelier", organizationId, ...input });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0] ?? "", issue.message]));
};

describe("a deal as the editor posts it", () => {
  it("needs a title and an organization, the rest empty is stored as nothing and a value of zero", () => {
    expect(dealSchema.parse({ title: " Atelier ", organizationId })).toEqual({
      title: "Atelier",
      organizationId,
      newOrganization: null,
      contactName: null,
      contactEmail: null,
      contactPhone: null,
      value: "0.00",
      expectedClose: null,
      ownerId: null,
      service: null,
      notes: null,
    });
    expect(errorsOf({ title: "  " })).toEqual({ title: "sales.errors.title" });
  });

  it("takes an existing organization or a new one named on the spot, exactly one of the two", () => {
    expect(dealSchema.parse({ title: "A", newOrganization: " Kora Fintech " })).toMatchObject({
      organizationId: null,
      newOrganization: "Kora Fintech",
    });
    expect(errorsOf({ organizationId: "" })).toEqual({ organizationId: "sales.errors.organization" });
    expect(errorsOf({ newOrganization: "Kora" })).toEqual({ newOrganization: "sales.errors.organizationBoth" });
    expect(errorsOf({ organizationId: "1; drop table deals" })).toEqual({
      organizationId: "sales.errors.organization",
    });
  });

  it("reads amounts as people type them and refuses anything else", () => {
    expect(dealValueSchema.parse("1 500 000")).toBe("1500000.00");
    expect(dealValueSchema.parse("1\u202f500\u00a0000,5")).toBe("1500000.50");
    expect(dealValueSchema.parse("")).toBe("0.00");
    for (const value of ["-5", "1e9", "abc", "12,5,0", "1000000000000", "Infinity"])
      expect(dealValueSchema.safeParse(value).success, value).toBe(false);
  });

  it("checks the contact's email and phone, the close date and the service", () => {
    expect(errorsOf({ contactEmail: "moussa@" })).toEqual({ contactEmail: "sales.errors.contactEmail" });
    expect(errorsOf({ contactPhone: "call me" })).toEqual({ contactPhone: "sales.errors.contactPhone" });
    expect(dealSchema.parse({ title: "A", organizationId, contactPhone: "+226 70 12 34 56" }).contactPhone).toBe(
      "+226 70 12 34 56",
    );
    expect(errorsOf({ expectedClose: "2026-02-30" })).toEqual({ expectedClose: "sales.errors.date" });
    expect(errorsOf({ service: "astrology" })).toEqual({ service: "sales.errors.service" });
    expect(dealSchema.parse({ title: "A", organizationId, service: "system-thinking" }).service).toBe(
      "system-thinking",
    );
  });

  it("bounds every text", () => {
    expect(errorsOf({ title: "x".repeat(201) })).toEqual({ title: "sales.errors.titleTooLong" });
    expect(errorsOf({ notes: "x".repeat(5001) })).toEqual({ notes: "sales.errors.notesTooLong" });
    expect(errorsOf({ ownerId: "x".repeat(101) })).toEqual({ ownerId: "sales.errors.owner" });
  });
});

describe("a move between stages", () => {
  it("keeps the reason only for Lost", () => {
    expect(dealMoveSchema.parse({ stage: "lost", lostReason: " Budget " })).toEqual({
      stage: "lost",
      lostReason: "Budget",
    });
    expect(dealMoveSchema.parse({ stage: "won", lostReason: "Budget" })).toEqual({ stage: "won", lostReason: null });
    expect(dealMoveSchema.safeParse({ stage: "archived" }).success).toBe(false);
  });

  it("leaves the missing reason of a move to Lost to the server, which asks for it", () => {
    expect(dealMoveSchema.parse({ stage: "lost" })).toEqual({ stage: "lost", lostReason: null });
  });
});

describe("a won deal's contract and project", () => {
  it("asks for at least one of the two", () => {
    expect(dealConversionSchema.parse({ contract: "on" })).toEqual({ contract: true, project: false });
    expect(dealConversionSchema.safeParse({}).success).toBe(false);
  });
});

describe("the board's and the table's URL state", () => {
  it("falls back to the defaults on anything unknown and shares the search and owner view", () => {
    const table = dealsTable.parse(new URLSearchParams("stage=archived&owner=everyone&sort=rank&q=kora"));
    expect(table).toMatchObject({ stage: "all", owner: "all", sort: "updated", dir: "desc", q: "kora" });
    const board = dealBoard.parse(new URLSearchParams("owner=mine&q=kora&page=4"));
    expect(sharedDealSearch(board)).toBe("?q=kora&owner=mine");
    expect(sharedDealSearch(dealBoard.defaults)).toBe("");
  });
});

describe("an activity logged on a deal", () => {
  it("needs its kind, day and what happened; the next step and the follow-up are optional", () => {
    expect(activitySchema.parse({ kind: "call", occurredOn: "2026-11-20", summary: " Appel avec Awa " })).toEqual({
      kind: "call",
      occurredOn: "2026-11-20",
      summary: "Appel avec Awa",
      nextStep: null,
      followUpOn: null,
    });
    const refused = activitySchema.safeParse({ kind: "email", occurredOn: "2026-13-01", summary: "", followUpOn: "x" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["kind", "sales.errors.activityKind"],
      ["occurredOn", "sales.errors.date"],
      ["summary", "sales.errors.summary"],
      ["followUpOn", "sales.errors.date"],
    ]);
  });
});
