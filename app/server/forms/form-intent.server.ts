/**
 * The pages of accounts post several forms to one action, told apart by the `intent` of their submit
 * button, and each form has its own schema. The body is read once, within `maxBytes`; the intent is read
 * from a copy of it, and `replay()` gives the form kit another copy to read with that form's schema.
 * (A `request.clone()` would not do: refusing one copy as too big waits for the other to be read.)
 */
import { readBodyUpTo, readFormBody, type BodyRefusal } from "~/server/forms/forms.server";

export interface PostedForm {
  ok: true;
  intent: FormDataEntryValue | null;
  form: FormData;
  /** The same post again, for `receiveForm`. */
  replay: () => Request;
}

export async function readIntent(request: Request, maxBytes: number): Promise<PostedForm | BodyRefusal> {
  // undefined: the body broke off; null: past the limit.
  const bytes = await readBodyUpTo(request, maxBytes).catch(() => undefined);
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  // Past the limit, the copy says so, and the form kit answers as it would have (415 when it is not a form, else 413).
  if (bytes === null) headers.set("Content-Length", String(maxBytes + 1));
  const replay = () => new Request(request.url, { method: request.method, headers, body: bytes ?? null });
  const read = await readFormBody(replay(), maxBytes);
  return read.ok ? { ok: true, intent: read.form.get("intent"), form: read.form, replay } : read;
}
