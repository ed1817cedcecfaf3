/**
 * The server half of the form kit (app/lib/forms.ts is the other): reads a form post safely, then drops
 * bots, applies the rate limits and validates, in that order, for every action that takes a form.
 * A refusal is always a FormFailure with a translated message and a 4xx, and nothing is written.
 */
import type { HeadersFunction } from "react-router";
import type { z } from "zod";
import { hasUntypableCharacter } from "~/lib/text";
import { formValues, HONEYPOT_FIELD, parseForm, type FormError, type FormFailure, type FormValues } from "~/lib/forms";
import { logger } from "../logger.server";
import { clientIp, hitRateLimit, pairKey, type RateLimit } from "../rate-limit.server";

/** Enough for any of the site's text forms (the longest field is 5,000 characters), small enough to refuse floods at once. */
export const FORM_MAX_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type BodyRefusal = { ok: false; status: 400 | 413 | 415; error: FormError };

/**
 * Reads a request body without holding more than `max` bytes: an oversized body is refused as soon as
 * it passes the limit, whatever its Content-Length header says (it may be missing or lie), and one
 * that declares more is refused before a byte is read. Null when too big.
 */
export async function readBodyUpTo(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > max) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function hasUntypableText(form: FormData): boolean {
  for (const [name, value] of form) {
    if (hasUntypableCharacter(name) || (typeof value === "string" && hasUntypableCharacter(value))) return true;
  }
  return false;
}

/**
 * A form post's fields, or why it is refused: 415 when the body is not a form (JSON, text, XML, no
 * Content-Type), 413 past `maxBytes`, 400 when it cannot be read as one (a broken multipart body) or a
 * field holds a character nobody types: NUL (no text column can store one), another control character
 * or DEL (terminal escapes, backspaces); tabs and line breaks are typed text.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number = FORM_MAX_BYTES,
): Promise<{ ok: true; form: FormData } | BodyRefusal> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const refuse = (status: BodyRefusal["status"], key: string): BodyRefusal => {
    logger.info(
      { path: new URL(request.url).pathname, status, contentType: contentType.slice(0, 100) },
      "form body refused",
    );
    return { ok: false, status, error: { key } };
  };
  if (!FORM_TYPES.includes(contentType.split(";")[0]!.trim().toLowerCase()))
    return refuse(415, "common.forms.notAForm");
  // undefined: the body broke off or is not the form it claims to be.
  const body = await readBodyUpTo(request, maxBytes).catch(() => undefined);
  if (body === null) return refuse(413, "common.forms.tooLarge");
  const form =
    body && (await new Response(body, { headers: { "Content-Type": contentType } }).formData().catch(() => undefined));
  if (!form) return refuse(400, "common.forms.unreadable");
  if (hasUntypableText(form)) return refuse(400, "common.forms.invalidCharacter");
  return { ok: true, form };
}

/** The one place a rate limit's answer is built: the form's "try again in N minutes" message and Retry-After. */
export function tooManyRequests(key: string, retryAfter: number): { error: FormError; init: ResponseInit } {
  const minutes = String(Math.max(1, Math.ceil(retryAfter / 60)));
  return { error: { key, values: { minutes } }, init: { status: 429, headers: { "Retry-After": String(retryAfter) } } };
}

/**
 * A limit on a form. Without `by` it counts every post from the client's address, before the form is
 * validated; with `by` it counts valid forms per value (e.g. the email), across addresses, or with
 * `atAddress` per value at this address: one visitor, even on a network many people share.
 */
export interface FormRateLimit<T> {
  /** The start of the limiter's keys, e.g. "contact:address" or "contact:sender". */
  name: string;
  limit: RateLimit;
  by?: (data: T) => string;
  atAddress?: boolean;
  /** The message of this limit's 429, when it is not the form's own (`rateLimitedKey`). */
  messageKey?: string;
}

/** The three limits of a public form that takes an email: see `publicFormLimits`. */
export interface PublicFormLimits {
  /** Every post from one address: a ceiling generous enough for a network many people share. */
  address: RateLimit;
  /** Valid posts from one email at one address: one visitor. */
  sender: RateLimit;
  /** Valid posts for one email from any address: one inbox is not flooded with our emails. */
  email: RateLimit;
}

/**
 * A public form's limits (docs/architecture.md, "Rate limits"): people who share one address are not
 * stopped by each other (each is counted with their email), a single sender is, and a script that
 * changes emails meets the address's ceiling, whose message says the connection is busy.
 */
export function publicFormLimits<T extends { email: string }>(
  name: string,
  limits: PublicFormLimits,
): FormRateLimit<T>[] {
  const email = (input: T) => input.email;
  return [
    { name: `${name}:address`, limit: limits.address, messageKey: "common.forms.networkBusy" },
    { name: `${name}:sender`, limit: limits.sender, by: email, atAddress: true },
    { name: `${name}:email`, limit: limits.email, by: email },
  ];
}

export interface FormSpec<S extends z.ZodType, F extends string, Id extends string> {
  /** The `form` of the answers, which tells this form's answers from other forms' on the same page. */
  id: Id;
  schema: S;
  /** The text fields the schema validates, also the ones echoed back on a refusal. */
  fields: readonly F[];
  /** Fields never echoed back (passwords, codes). */
  secret?: readonly F[];
  /** Repeated fields (several inputs of one name, e.g. tags), validated as lists and echoed back on a refusal. */
  lists?: readonly F[];
  maxBytes?: number;
  /** Whether the form has the hidden HoneypotField: a post that fills it is a bot's. */
  honeypot?: boolean;
  limits?: readonly FormRateLimit<z.output<S>>[];
  /** The form's "too many attempts, try again in {{minutes}}" message. */
  rateLimitedKey?: string;
  /** A message for the whole form when fields are refused (the fields have their own anyway). */
  invalidKey?: string;
}

export type ReceivedForm<T, F extends string, Id extends string> =
  | { kind: "valid"; data: T; values: FormValues<F>; form: FormData }
  /** The honeypot was filled: nothing was validated or counted, and nothing should be stored. */
  | { kind: "bot" }
  /** Answer with `data(failure, init)`. */
  | { kind: "refused"; failure: FormFailure<F, Id>; init: ResponseInit };

/**
 * Everything between a form post and the domain: read the body (size, type, control characters) → honeypot →
 * limits per address → validation → limits per value. Each refusal comes with its answer; a form
 * without the honeypot is never answered "bot".
 */
export async function receiveForm<S extends z.ZodType, F extends string, Id extends string>(
  request: Request,
  spec: FormSpec<S, F, Id> & { honeypot: true },
): Promise<ReceivedForm<z.output<S>, F, Id>>;
export async function receiveForm<S extends z.ZodType, F extends string, Id extends string>(
  request: Request,
  spec: FormSpec<S, F, Id> & { honeypot?: false },
): Promise<Exclude<ReceivedForm<z.output<S>, F, Id>, { kind: "bot" }>>;
export async function receiveForm<S extends z.ZodType, F extends string, Id extends string>(
  request: Request,
  spec: FormSpec<S, F, Id>,
): Promise<ReceivedForm<z.output<S>, F, Id>> {
  const refused = (
    values: FormValues<F>,
    init: ResponseInit,
    formError?: FormError,
    errors: FormFailure<F>["errors"] = {},
  ): { kind: "refused"; failure: FormFailure<F, Id>; init: ResponseInit } => ({
    kind: "refused" as const,
    failure: { form: spec.id, ok: false as const, values, errors, ...(formError ? { formError } : {}) },
    init,
  });

  const read = await readFormBody(request, spec.maxBytes);
  if (!read.ok) return refused({}, { status: read.status }, read.error);
  const { form } = read;

  const honeypot = form.get(HONEYPOT_FIELD);
  if (spec.honeypot && typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ form: spec.id }, "honeypot filled: dropped");
    return { kind: "bot" };
  }

  const values = formValues(form, spec.fields, spec.secret);
  const ip = clientIp(request);
  const limited = async (limit: FormRateLimit<z.output<S>>, subject: string) => {
    const result = await hitRateLimit(`${limit.name}:${subject}`, limit.limit);
    if (result.ok) return null;
    const key = limit.messageKey ?? spec.rateLimitedKey ?? "common.forms.rateLimited";
    const answer = tooManyRequests(key, result.retryAfter);
    return refused(values, answer.init, answer.error);
  };
  const limits = spec.limits ?? [];
  for (const limit of limits.filter((limit) => !limit.by)) {
    const refusal = await limited(limit, ip);
    if (refusal) return refusal;
  }

  const parsed = parseForm(spec.schema, form, spec.fields, { secret: spec.secret, lists: spec.lists });
  if (!parsed.ok) {
    const formError = parsed.formError ?? (spec.invalidKey ? { key: spec.invalidKey } : undefined);
    const refusal = refused(values, { status: 400 }, formError, parsed.errors);
    if (parsed.lists) refusal.failure = { ...refusal.failure, lists: parsed.lists };
    return refusal;
  }

  for (const limit of limits) {
    if (!limit.by) continue;
    const value = limit.by(parsed.data).trim().toLowerCase();
    const refusal = await limited(limit, limit.atAddress ? pairKey(ip, value) : value);
    if (refusal) return refusal;
  }
  return { kind: "valid", data: parsed.data, values, form };
}

/**
 * The `headers` export of a route whose action sets headers (Retry-After on a 429): without one, React
 * Router keeps only the Set-Cookie of `data(..., { headers })`, on a page POST and on a `.data` request alike.
 */
export const withActionHeaders: HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => {
    // React Router adds the action's cookies itself.
    if (name !== "set-cookie") headers.set(name, value);
  });
  return headers;
};
