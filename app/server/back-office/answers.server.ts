/** How the back office's actions answer (decision 8): a redirect to the list with a toast, or a refusal with its message. */
import { data, redirect } from "react-router";
import type { FormError, FormFailure, FormLists, FormValues } from "~/lib/forms";
import { listSearch } from "~/lib/tables";
import { setFlashCookie, type Flash } from "../forms/flash.server";

/** After a successful create, update or delete: back to `to` (the list with its params), with the toast. */
export function redirectWithToast(
  to: string,
  { variant = "success", ...flash }: Omit<Flash, "variant"> & { variant?: Flash["variant"] },
): Response {
  return redirect(to, { headers: { "Set-Cookie": setFlashCookie({ variant, ...flash }) } });
}

/**
 * A refusal that is not about a field: the record is gone (404), changed since the form was opened (409),
 * or may not be deleted (409). Nothing was written; the form shows `error` and what was typed.
 */
export function refuseForm<Id extends string, F extends string>(
  form: Id,
  status: 400 | 404 | 409,
  error: FormError,
  values: FormValues<F> = {},
  lists?: FormLists,
) {
  const failure: FormFailure<F, Id> = {
    form,
    ok: false,
    errors: {},
    formError: error,
    values,
    ...(lists ? { lists } : {}),
  };
  return data(failure, { status });
}

/** The address of the list a dialog's request came from: `base` with the params the dialog's URL carries. */
export function listUrl(base: string, request: Request): string {
  return base + listSearch(request.url);
}
