import { describe, expect, it } from "vitest";
import { billingSchema } from "./admin";

const version = "2026-11-27T10:00:00.000Z";
const errorsOf = (input: Record<string, string>) => {
  const parsed = billingSchema.safeParse({ version, ...input });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("an organization's billing details", () => {
  it("may all stay empty, and are then stored as nothing", () => {
    expect(billingSchema.parse({ version })).toMatchObject({
      legalName: null,
      billingAddress: null,
      ifu: null,
      rccm: null,
      billingEmail: null,
      vatExempt: false,
      vatExemptionRef: null,
    });
  });

  it("writes the IFU without spaces, in capitals, and refuses anything but letters and digits", () => {
    expect(billingSchema.parse({ version, ifu: " 0001 2345 x " }).ifu).toBe("00012345X");
    expect(errorsOf({ ifu: "0001-2345" })).toEqual({ ifu: "clients.errors.ifu" });
    expect(errorsOf({ ifu: "1".repeat(21) })).toEqual({ ifu: "clients.errors.ifu" });
  });

  it("takes an RCCM as the registry writes it, and refuses other characters", () => {
    expect(billingSchema.parse({ version, rccm: "BF OUA 01-2016-B12/1234" }).rccm).toBe("BF OUA 01-2016-B12/1234");
    expect(errorsOf({ rccm: "BF<OUA>" })).toEqual({ rccm: "clients.errors.rccm" });
    expect(errorsOf({ rccm: "B".repeat(41) })).toEqual({ rccm: "clients.errors.rccm" });
  });

  it("checks the billing email", () => {
    expect(errorsOf({ billingEmail: "compta@" })).toEqual({ billingEmail: "clients.errors.billingEmail" });
    expect(billingSchema.parse({ version, billingEmail: " compta@org.example " }).billingEmail).toBe(
      "compta@org.example",
    );
  });

  it("asks for the exemption's reference when exempt, and drops a reference without the exemption", () => {
    expect(errorsOf({ vatExempt: "on" })).toEqual({ vatExemptionRef: "clients.errors.exemptionRefRequired" });
    expect(billingSchema.parse({ version, vatExempt: "on", vatExemptionRef: "Arrêté 12" })).toMatchObject({
      vatExempt: true,
      vatExemptionRef: "Arrêté 12",
    });
    expect(billingSchema.parse({ version, vatExemptionRef: "Arrêté 12" })).toMatchObject({
      vatExempt: false,
      vatExemptionRef: null,
    });
  });
});
