import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, useNavigation } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import type { FormFailure } from "~/lib/forms";
import { VERSION_FIELD } from "~/lib/versions";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";

/** Whether a refusal is the stale-save one: the editor then starts again from the record as saved now. */
export function isStale(result: FormFailure | undefined): boolean {
  return result?.formError?.key === "backOffice.errors.stale";
}

/** A refused field's message, translated, or undefined. */
export function useFieldErrors(result: FormFailure | undefined): (name: string) => string | undefined {
  const { t } = useTranslation();
  return (name) => {
    const key = result?.errors[name];
    return key ? t(key as never) : undefined;
  };
}

/**
 * The form of a back-office editor: posts to its route's action, shows the form's message, carries the
 * record's version (edits; app/lib/versions.ts) and moves the focus to the first refused field. Keyed by
 * the version, so after a stale save the fields start again from the record as saved now; after a save that
 * was not refused they start again from their defaults (a form that stays on screen, such as the invitation
 * of a client, would otherwise offer what it has just sent).
 */
export function EditorForm({
  version,
  result,
  action,
  className = "space-y-4",
  children,
}: {
  version?: string;
  result: FormFailure | undefined;
  action?: string;
  className?: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, result);
  useResetAfterSuccess(form, result);
  return (
    <Form key={version} ref={form} method="post" action={action} noValidate preventScrollReset className={className}>
      {result?.formError && <FormErrorMessage error={result.formError} />}
      {version && <input type="hidden" name={VERSION_FIELD} value={version} />}
      {children}
    </Form>
  );
}

/** Resets the form once its own submission has ended without a refusal (the action redirected). */
function useResetAfterSuccess(form: RefObject<HTMLFormElement | null>, result: FormFailure | undefined) {
  const navigation = useNavigation();
  const sending = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      const own = form.current ? new URL(form.current.action) : undefined;
      sending.current = own !== undefined && `${own.pathname}${own.search}` === navigation.formAction;
    } else if (navigation.state === "idle" && sending.current) {
      sending.current = false;
      if (!result) form.current?.reset();
    }
  }, [form, navigation.state, navigation.formAction, result]);
}
