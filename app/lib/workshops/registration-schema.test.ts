import { describe, expect, it } from "vitest";
import { parseForm } from "../forms";
import { registrationFieldNames } from "./registration-rules";
import { registrationSchema } from "./registration-schema";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** The registration's fields through the kit's parser, as the action reads them. */
function parseRegistrationForm(data: FormData) {
  const parsed = parseForm(registrationSchema, data, registrationFieldNames);
  return parsed.ok
    ? ({ success: true, data: parsed.data } as const)
    : ({ success: false, errors: parsed.errors } as const);
}

describe("the registration form's schema", () => {
  it("accepts a complete registration, trimming and nulling empty optional fields", () => {
    const result = parseRegistrationForm(
      form({ name: "  Awa Diop ", email: " Awa@Example.org ", organization: "", phone: "", language: "en" }),
    );
    expect(result).toEqual({
      success: true,
      data: { name: "Awa Diop", email: "Awa@Example.org", organization: null, phone: null, language: "en" },
    });
  });

  it("keeps organization and a plausible phone", () => {
    const result = parseRegistrationForm(
      form({ name: "A", email: "a@b.co", organization: "Kora Fintech", phone: "+226 70 24-58 (31)", language: "fr" }),
    );
    expect(result.success && result.data).toMatchObject({ organization: "Kora Fintech", phone: "+226 70 24-58 (31)" });
  });

  it("answers one message key per refused field", () => {
    const result = parseRegistrationForm(form({ name: " ", email: "not-an-email", phone: "call me", language: "de" }));
    expect(result).toEqual({
      success: false,
      errors: {
        name: "workshop.register.errors.nameRequired",
        email: "workshop.register.errors.emailInvalid",
        phone: "workshop.register.errors.phoneInvalid",
        language: "workshop.register.errors.languageInvalid",
      },
    });
  });

  it("refuses a missing email, missing fields, too long values and too short phones", () => {
    const result = parseRegistrationForm(
      form({ name: "x".repeat(121), organization: "o".repeat(161), phone: "12 34" }),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      name: "workshop.register.errors.nameTooLong",
      email: "workshop.register.errors.emailRequired",
      organization: "workshop.register.errors.organizationTooLong",
      phone: "workshop.register.errors.phoneInvalid",
      language: "workshop.register.errors.languageInvalid",
    });
  });

  it("refuses an email over 254 characters", () => {
    const result = parseRegistrationForm(form({ name: "A", email: `${"a".repeat(250)}@b.co`, language: "fr" }));
    expect(result.success || result.errors.email).toBe("workshop.register.errors.emailInvalid");
  });
});
