import type { z } from "zod";

/**
 * The form kit's shapes and its one parser, shared by every form (public and signed-in). Client-safe:
 * zod is only a type here, so a page that imports these types or the honeypot's name downloads no zod.
 */

/** A message about a whole form: a locale key and its interpolation values. */
export interface FormError {
  key: string;
  values?: Record<string, string>;
}

/**
 * A message's values as i18next needs them: they travel as strings (in the flash cookie, in an action's answer),
 * but i18next picks a plural form ("1 person", "2 people") only for a numeric `count`.
 */
export function messageValues(values?: Record<string, string>): Record<string, string | number> | undefined {
  if (!values?.count || !/^\d+$/.test(values.count)) return values;
  return { ...values, count: Number(values.count) };
}

/** What was typed, by field (strings only; never the fields a form marks secret). */
export type FormValues<F extends string = string> = Partial<Record<F, string>>;
/** The refused fields' messages, as locale keys. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * What an action answers when it refuses a form, whatever the reason (a refused field, a body that is
 * not a form, a rate limit): the page fills the form again, shows each field's message and the form's.
 * `form` names the form, so a page with several forms can tell the answers apart.
 */
export interface FormFailure<F extends string = string, Id extends string = string> {
  form: Id;
  ok: false;
  values: FormValues<F>;
  errors: FieldErrors<F>;
  formError?: FormError;
  /** What was sent in the form's repeated fields (tags), to fill them again. */
  lists?: FormLists;
}

/** The values of a form's repeated fields (several inputs of one name, e.g. tags), by name. */
export type FormLists = Record<string, string[]>;

/** The hidden field people never see and bots fill in (the forms' HoneypotField). */
export const HONEYPOT_FIELD = "website_url";

export type ParsedForm<T, F extends string> =
  | { ok: true; data: T; values: FormValues<F> }
  | { ok: false; errors: FieldErrors<F>; formError?: FormError; values: FormValues<F>; lists?: FormLists };

export interface ParseOptions<F extends string> {
  /** Inputs that do not come from text fields (e.g. a checkbox read as a boolean). */
  extra?: Record<string, unknown>;
  /** Fields never echoed back (passwords, codes). */
  secret?: readonly F[];
  /** The message of a refusal whose schema gave no locale key. */
  fallbackError?: string;
  /** Repeated fields, read as lists of strings (a refused field of one is reported under its name). */
  lists?: readonly string[];
}

const localeKey = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/** The string values of each repeated field (files are skipped). */
export function formLists(form: FormData, lists: readonly string[]): FormLists {
  const result: FormLists = {};
  for (const name of lists) result[name] = form.getAll(name).filter((value) => typeof value === "string");
  return result;
}

/** The string values of the named fields (a missing field or a file counts as ""), except the secret ones. */
export function formValues<F extends string>(
  form: FormData,
  fields: readonly F[],
  secret: readonly F[] = [],
): FormValues<F> {
  const values: FormValues<F> = {};
  for (const name of fields) {
    const value = form.get(name);
    if (typeof value === "string" && !secret.includes(name)) values[name] = value;
  }
  return values;
}

/**
 * Validates the named text fields of a form with a zod schema whose messages are locale keys. A refused
 * field gets its schema's message; an issue about no listed field becomes the form's message.
 */
export function parseForm<S extends z.ZodType, F extends string>(
  schema: S,
  form: FormData,
  fields: readonly F[],
  { extra = {}, secret = [], fallbackError = "common.forms.invalid", lists = [] }: ParseOptions<F> = {},
): ParsedForm<z.output<S>, F> {
  const listValues = formLists(form, lists);
  const raw: Record<string, unknown> = { ...extra, ...listValues };
  for (const name of fields) {
    const value = form.get(name);
    raw[name] = typeof value === "string" ? value : "";
  }
  const values = formValues(form, fields, secret);
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors<F> = {};
  let formError: FormError | undefined;
  for (const issue of result.error.issues) {
    const key = localeKey.test(issue.message) ? issue.message : fallbackError;
    const [field, row] = issue.path;
    if (typeof field === "string" && [...fields, ...lists].includes(field)) {
      errors[field as F] ??= key;
      // A repeated field's refused input also answers under '<name>.<row>', so the form marks that very input.
      if (typeof row === "number" && lists.includes(field)) errors[`${field}.${row}` as F] ??= key;
    } else formError ??= { key };
  }
  const echoed = lists.length > 0 ? { lists: listValues } : {};
  return formError ? { ok: false, errors, formError, values, ...echoed } : { ok: false, errors, values, ...echoed };
}
