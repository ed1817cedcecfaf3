import { useCallback, useState, useSyncExternalStore } from "react";
import { checkFormInBrowser } from "~/lib/accounts/rules";

/**
 * Checks a form in the browser before it is sent (the server checks again): the refused fields get
 * their messages next to them and the first one takes the focus. `serverErrors` are shown until
 * the next attempt.
 */
export function useFieldErrors(serverErrors: Record<string, string> | undefined, messages?: Record<string, string>) {
  // The browser's findings stand until the server answers again (a new serverErrors object).
  const [client, setClient] = useState<{ after: unknown; errors: Record<string, string> } | null>(null);
  const clientErrors = client && client.after === serverErrors ? client.errors : null;
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const errors = checkFormInBrowser(event.currentTarget, messages);
      if (Object.keys(errors).length === 0) {
        setClient(null);
        return;
      }
      event.preventDefault();
      setClient({ after: serverErrors, errors });
      const first = Object.keys(errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
    [messages, serverErrors],
  );
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
