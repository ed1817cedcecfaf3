import { describe, expect, it } from "vitest";
import { isUuid } from "./ids";

describe("isUuid", () => {
  it("accepts row ids in either case", () => {
    expect(isUuid("0b7e4c2a-9f1d-4e8b-a6c3-5d2f1e0a9b87")).toBe(true);
    expect(isUuid("0B7E4C2A-9F1D-4E8B-A6C3-5D2F1E0A9B87")).toBe(true);
  });

  it("refuses anything that would make the database fail rather than find nothing", () => {
    const tooShort = "0b7e4c2a-9f1d-4e8b-a6c3-5d2f1e0a9b8";
    const trailing = "0b7e4c2a-9f1d-4e8b-a6c3-5d2f1e0a9b87x";
    const noDashes = "0b7e4c2a9f1d4e8ba6c35d2f1e0a9b87";
    const notIds = [undefined, "", "42", "not-a-uuid", tooShort, trailing, noDashes];
    for (const value of notIds) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
