/**
 * Posts sent on a connection that may drop (a facilitator's phone at the door). A post whose request never got an
 * answer is turned into the form kit's refusal, with `offline: true`, instead of the error page; and since it
 * changed nothing on the server, no route reads its data again after it (which, offline, would fail too).
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { FormFailure } from "./forms";

/** What a form shows for a post that never got an answer. */
export type OfflineAnswer<Id extends string = string> = FormFailure<string, Id> & { offline: true };

/**
 * A route's `clientAction`: the server's answer, or an `OfflineAnswer` for the form `formId(request)` when
 * `fetch` itself failed (a TypeError: no answer at all). Every other error goes on to the error boundary.
 */
export async function offlineSafeAction<T, Id extends string>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  formId: (request: Request) => Id,
): Promise<T | OfflineAnswer<Id>> {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const values = Object.fromEntries(
      [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return {
      form: formId(request),
      ok: false,
      offline: true,
      values,
      errors: {},
      formError: { key: "common.forms.offline" },
    };
  }
}

/** A route's `shouldRevalidate` part: nothing to read again after a post that never reached the server. */
export function skipRevalidationWhenOffline({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as { offline?: boolean } | undefined)?.offline) return false;
  return defaultShouldRevalidate;
}
