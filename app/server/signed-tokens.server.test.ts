import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { signToken, verifyToken, type TokenPurpose } from "./signed-tokens.server";

const id = "3f0c2a56-8a55-4c53-9b5e-0a4c5f0e7d12";

/** The signature as links already emailed carry it, computed here apart from the module. */
const emailedSignature = (bytes: string) =>
  crypto.createHmac("sha256", process.env.AUTH_SECRET!).update(bytes).digest("base64url");

describe("signed tokens", () => {
  it.each<[TokenPurpose, string]>([
    ["cancel-registration", `cancel-registration:${id}`],
    ["workshop-alert-unsubscribe", `workshop-alert-unsubscribe:${id}`],
    ["workshop-alert-confirm", "workshop-alert-confirm:eyJlbWFpbCI6ImF3YUBleGFtcGxlLm9yZyJ9"],
  ])("signs the same bytes as the links already sent (%s)", (purpose, bytes) => {
    const value = bytes.slice(purpose.length + 1);
    expect(signToken(purpose, value)).toBe(emailedSignature(bytes));
    expect(verifyToken(purpose, value, emailedSignature(bytes))).toBe(true);
  });

  it("refuses a token of another purpose, another value, or altered", () => {
    const token = signToken("cancel-registration", id);
    expect(verifyToken("workshop-alert-unsubscribe", id, token)).toBe(false);
    expect(verifyToken("cancel-registration", id.replace("3f", "4f"), token)).toBe(false);
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(verifyToken("cancel-registration", id, altered)).toBe(false);
    expect(verifyToken("cancel-registration", id, token.slice(0, -1))).toBe(false);
    expect(verifyToken("cancel-registration", id, `${token}A`)).toBe(false);
  });

  it("refuses a missing, empty, over-long or non-ASCII token without throwing", () => {
    for (const given of [null, undefined, "", "x".repeat(500), "é".repeat(43), "\u0000".repeat(43)])
      expect(verifyToken("cancel-registration", id, given)).toBe(false);
  });
});
