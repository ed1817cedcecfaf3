import { describe, expect, it } from "vitest";
import { contactFieldNames, homeContactFieldNames, type ContactSource } from "./rules";
import { contactPageSchema, homeContactSchema } from "./schema";
import { parseForm } from "../forms";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The contact forms' fields through the kit's parser, as the action reads them. */
function parseContactForm(data: FormData, source: ContactSource) {
  const parsed =
    source === "contact"
      ? parseForm(contactPageSchema, data, contactFieldNames)
      : parseForm(homeContactSchema, data, homeContactFieldNames);
  return parsed.ok ? { success: true, data: parsed.data } : { success: false, errors: parsed.errors };
}

describe("the contact forms' schemas", () => {
  it("accepts the home form's three fields and ignores the extended ones", () => {
    const result = parseContactForm(
      form({ name: "  Awa  ", email: "awa@example.org", message: "Bonjour", subject: "x", company: "y" }),
      "home",
    );
    expect(result).toEqual({
      success: true,
      data: {
        name: "Awa",
        email: "awa@example.org",
        message: "Bonjour",
        company: null,
        subject: null,
        serviceType: null,
      },
    });
  });

  it("requires name, a valid email and a message, with translated message keys", () => {
    const result = parseContactForm(form({ name: " ", email: "not-an-email", message: "" }), "home");
    expect(result).toEqual({
      success: false,
      errors: {
        name: "contact.form.errors.nameRequired",
        email: "contact.form.errors.emailInvalid",
        message: "contact.form.errors.messageRequired",
      },
    });
  });

  it("treats missing fields as empty", () => {
    const result = parseContactForm(new FormData(), "contact");
    expect(result.success).toBe(false);
    expect(Object.keys(result.errors ?? {}).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it("requires the subject on /contact; company and service are optional", () => {
    const base = { name: "Awa", email: "awa@example.org", message: "Bonjour" };
    const missing = parseContactForm(form(base), "contact");
    expect(missing).toEqual({ success: false, errors: { subject: "contact.form.errors.subjectRequired" } });
    const ok = parseContactForm(form({ ...base, subject: "Atelier", company: "", serviceType: "" }), "contact");
    expect(ok).toEqual({
      success: true,
      data: { ...base, subject: "Atelier", company: null, serviceType: null },
    });
  });

  it("accepts only the spec's services", () => {
    const base = { name: "Awa", email: "awa@example.org", message: "Bonjour", subject: "S" };
    const good = parseContactForm(form({ ...base, serviceType: "future-thinking", company: "SahelAgri" }), "contact");
    expect(good.success && good.data).toMatchObject({ serviceType: "future-thinking", company: "SahelAgri" });
    const bad = parseContactForm(form({ ...base, serviceType: "hacking" }), "contact");
    expect(bad).toEqual({ success: false, errors: { serviceType: "contact.form.errors.serviceInvalid" } });
  });

  it("bounds the lengths", () => {
    const result = parseContactForm(
      form({ name: "a".repeat(201), email: "awa@example.org", message: "m".repeat(5001) }),
      "home",
    );
    expect(result).toEqual({
      success: false,
      errors: { name: "contact.form.errors.nameTooLong", message: "contact.form.errors.messageTooLong" },
    });
  });
});
