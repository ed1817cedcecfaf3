import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, messageValues, parseForm } from "./forms";

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const schema = z.object({
  name: z.string().trim().min(1, "test.errors.nameRequired"),
  email: z.email("test.errors.emailInvalid"),
  password: z.string().min(6, "test.errors.passwordTooShort"),
  note: z
    .string()
    .optional()
    .transform((value) => value || null),
});
const fields = ["name", "email", "password", "note"] as const;

describe("parseForm", () => {
  it("gives the schema's output and echoes what was typed, without the secret fields", () => {
    const parsed = parseForm(
      schema,
      formOf({ name: " Awa ", email: "awa@example.org", password: "secret-pass", note: "" }),
      fields,
      { secret: ["password"] },
    );
    expect(parsed).toEqual({
      ok: true,
      data: { name: "Awa", email: "awa@example.org", password: "secret-pass", note: null },
      values: { name: " Awa ", email: "awa@example.org", note: "" },
    });
  });

  it("reads a missing field or a file as an empty text", () => {
    const parsed = parseForm(
      schema,
      formOf({ name: new Blob(["x"]), email: "awa@example.org", password: "secret-pass" }),
      fields,
    );
    expect(parsed).toMatchObject({
      ok: false,
      errors: { name: "test.errors.nameRequired" },
      values: { email: "awa@example.org", password: "secret-pass" },
    });
  });

  it("keeps the first message of each refused field, as a locale key", () => {
    const parsed = parseForm(schema, formOf({ name: "", email: "nope", password: "123" }), fields, {
      secret: ["password"],
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: "test.errors.nameRequired",
        email: "test.errors.emailInvalid",
        password: "test.errors.passwordTooShort",
      },
      values: { name: "", email: "nope" },
    });
  });

  it("replaces a message that is not a locale key, and gives an issue about no listed field to the whole form", () => {
    const strict = z
      .object({ token: z.string().min(10), password: z.string(), confirm: z.string() })
      .refine((value) => value.password === value.confirm, { message: "test.errors.mismatch" });
    const short = parseForm(strict, formOf({ token: "abc", password: "a", confirm: "a" }), [
      "token",
      "password",
      "confirm",
    ]);
    expect(short).toMatchObject({ ok: false, errors: { token: "common.forms.invalid" } });
    const mismatch = parseForm(
      strict,
      formOf({ token: "0123456789", password: "a", confirm: "b" }),
      ["token", "password", "confirm"],
      {
        fallbackError: "test.errors.generic",
      },
    );
    expect(mismatch).toMatchObject({ ok: false, errors: {}, formError: { key: "test.errors.mismatch" } });
  });
});

describe("parseForm with repeated fields", () => {
  const tagged = z.object({
    name: z.string().min(1, "test.errors.nameRequired"),
    tags: z.array(z.string().max(3, "test.errors.tagTooLong")),
  });

  function repeated(entries: [string, string][]): FormData {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  }

  it("reads every input of a list field, in order", () => {
    const parsed = parseForm(
      tagged,
      repeated([
        ["name", "Awa"],
        ["tags", "a"],
        ["tags", "b"],
      ]),
      ["name"],
      { lists: ["tags"] },
    );
    expect(parsed).toEqual({ ok: true, data: { name: "Awa", tags: ["a", "b"] }, values: { name: "Awa" } });
  });

  it("reports a refused item under the list's name and echoes the list", () => {
    const parsed = parseForm(
      tagged,
      repeated([
        ["name", ""],
        ["tags", "ok"],
        ["tags", "too long"],
      ]),
      ["name"],
      {
        lists: ["tags"],
      },
    );
    expect(parsed).toEqual({
      ok: false,
      errors: { name: "test.errors.nameRequired", tags: "test.errors.tagTooLong", "tags.1": "test.errors.tagTooLong" },
      values: { name: "" },
      lists: { tags: ["ok", "too long"] },
    });
  });
});

describe("formValues", () => {
  it("keeps only the named text fields", () => {
    expect(formValues(formOf({ a: "1", b: "2", file: new Blob(["x"]) }), ["a", "file", "missing"])).toEqual({ a: "1" });
  });
});

describe("a message's values", () => {
  it("give i18next a numeric count, so it picks the plural form, and leave the rest as they are", () => {
    expect(messageValues({ count: "3", name: "Awa" })).toEqual({ count: 3, name: "Awa" });
    expect(messageValues({ count: "a few" })).toEqual({ count: "a few" });
    expect(messageValues({ minutes: "5" })).toEqual({ minutes: "5" });
    expect(messageValues(undefined)).toBeUndefined();
  });
});
