import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "../form-fields";
import { contactEditSchema, contactSchema } from "./contacts";

const errorsOf = (input: Record<string, string>) => {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe("an organization's contact person", () => {
  it("needs only a name; what is left blank is stored as nothing", () => {
    expect(contactSchema.parse({ name: "  Awa Sawadogo " })).toEqual({
      name: "Awa Sawadogo",
      role: null,
      email: null,
      phone: null,
    });
    expect(contactSchema.parse({ name: "Awa", role: " ", email: "", phone: "  " })).toMatchObject({
      role: null,
      email: null,
      phone: null,
    });
    expect(errorsOf({ name: "   " })).toEqual({ name: "clients.errors.contactName" });
    expect(errorsOf({})).toEqual({ name: "clients.errors.contactName" });
  });

  it("keeps the email trimmed and in lower case, and refuses one that is not an address", () => {
    expect(contactSchema.parse({ name: "Awa", email: " Awa.Sawadogo@RFEF.example " }).email).toBe(
      "awa.sawadogo@rfef.example",
    );
    expect(errorsOf({ name: "Awa", email: "awa@" })).toEqual({ email: "clients.errors.email" });
    expect(errorsOf({ name: "Awa", email: "awa sawadogo@rfef.example" })).toEqual({ email: "clients.errors.email" });
  });

  it("takes a phone number as people write it, with at least six digits", () => {
    expect(contactSchema.parse({ name: "Awa", phone: " +226 70 24 58 31 " }).phone).toBe("+226 70 24 58 31");
    expect(isPhoneNumber("(514) 555-0199")).toBe(true);
    expect(isPhoneNumber("70.24.58.31")).toBe(true);
    for (const phone of ["12 34", "+226 70 24 58 31 ext", "<b>70245831</b>", "++22670245831", "70 24 58 31\n"])
      expect(isPhoneNumber(phone), phone).toBe(false);
    expect(errorsOf({ name: "Awa", phone: "call me" })).toEqual({ phone: "clients.errors.phone" });
  });

  it("refuses what is too long on its own field", () => {
    expect(
      errorsOf({
        name: "N".repeat(201),
        role: "R".repeat(101),
        email: `${"e".repeat(250)}@x.example`,
        phone: "1".repeat(41),
      }),
    ).toEqual({
      name: "clients.errors.contactNameTooLong",
      role: "clients.errors.contactRoleTooLong",
      email: "clients.errors.email",
      phone: "clients.errors.phone",
    });
    expect(contactSchema.parse({ name: "N".repeat(200), role: "R".repeat(100), phone: "1".repeat(40) })).toBeTruthy();
  });

  it("is edited at the version it was opened on", () => {
    const version = "2026-11-27T10:00:00.000Z";
    expect(contactEditSchema.parse({ name: "Awa", version }).version).toEqual(new Date(version));
    expect(contactEditSchema.safeParse({ name: "Awa" }).success).toBe(false);
  });
});
