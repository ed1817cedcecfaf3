import { useEffect, type RefObject } from "react";

/**
 * After a refused submit, moves the focus to the first refused field of the form (or to its form message
 * when no field is refused), so keyboard and screen reader users land on what to fix.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, result: { ok: boolean } | undefined) {
  useEffect(() => {
    if (!result || result.ok) return;
    const target =
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']") ??
      form.current?.querySelector<HTMLElement>("[data-form-error]");
    target?.focus();
  }, [form, result]);
}
