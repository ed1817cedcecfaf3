import { describe, expect, it } from "vitest";
import { parseForm } from "../forms";
import { presenceFields, presenceSchema, walkInFields, walkInSchema } from "./attendance";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const id = "3f6c1f8e-2b4a-4c1d-9e2f-8a7b6c5d4e3f";

describe("a tap on the attendance list", () => {
  it("reads present as 1 and not present as 0", () => {
    expect(parseForm(presenceSchema, form({ registrationId: id, present: "1" }), presenceFields)).toMatchObject({
      ok: true,
      data: { registrationId: id, present: true },
    });
    expect(parseForm(presenceSchema, form({ registrationId: id, present: "0" }), presenceFields)).toMatchObject({
      ok: true,
      data: { present: false },
    });
  });

  it("refuses anything else, with a message for each field", () => {
    const refused: Record<string, string>[] = [
      {},
      { registrationId: "1 OR 1=1", present: "yes" },
      { registrationId: id, present: "" },
    ];
    for (const values of refused) {
      const parsed = parseForm(presenceSchema, form(values), presenceFields);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.errors.present).toBe("attendance.errors.invalid");
    }
    const parsed = parseForm(presenceSchema, form({ registrationId: "nope", present: "1" }), presenceFields);
    expect(parsed.ok ? null : parsed.errors).toEqual({ registrationId: "attendance.errors.notFound" });
  });
});

describe("a walk-in", () => {
  it("asks what the registration form asks: a name, a valid email, a language", () => {
    expect(
      parseForm(walkInSchema, form({ name: " Fatou ", email: " fatou@example.org ", language: "en" }), walkInFields),
    ).toMatchObject({ ok: true, data: { name: "Fatou", email: "fatou@example.org", language: "en" } });
    const parsed = parseForm(walkInSchema, form({ name: "", email: "fatou", language: "de" }), walkInFields);
    expect(parsed.ok ? null : parsed.errors).toEqual({
      name: "workshop.register.errors.nameRequired",
      email: "workshop.register.errors.emailInvalid",
      language: "workshop.register.errors.languageInvalid",
    });
  });
});
