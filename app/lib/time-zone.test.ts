import { describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, safeTimeZone } from "./time-zone";

describe("safeTimeZone", () => {
  it("keeps a zone Intl knows and falls back to the agency's for anything else", () => {
    expect(safeTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(safeTimeZone("Mars/Olympus_Mons")).toBe(AGENCY_TIME_ZONE);
    expect(safeTimeZone("")).toBe(AGENCY_TIME_ZONE);
  });
});
