import { AlertCircle, CheckCircle2, LoaderCircle } from "lucide-react";
import { useCallback, useState, useSyncExternalStore, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { checkFormInBrowser } from "~/lib/auth-rules";
import { cn } from "~/lib/utils";
import { Button } from "./ui/button";

/** A message about a whole form: an error (announced at once) or a confirmation. */
export function FormMessage({ tone, title, children }: { tone: "error" | "success"; title?: string; children: ReactNode }) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm",
        tone === "error" ? "border-destructive/40 bg-destructive/5 text-destructive" : "border-savanna/40 bg-savanna/10 text-foreground",
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", tone === "success" && "text-savanna")} />
      <div>
        {title && <p className="font-medium">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}

/** Whether a form with this intent is being submitted (its button then shows its busy label). */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** A submit button that names its intent and shows a spinner and its busy label while the form is sent. */
export function SubmitButton({
  intent,
  busy,
  busyLabel,
  children,
  className,
  variant,
}: {
  intent: string;
  busy?: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  variant?: "default" | "outline" | "destructive" | "accent";
}) {
  const submitting = useSubmitting(intent);
  const pending = busy ?? submitting;
  return (
    <Button type="submit" name="intent" value={intent} disabled={pending} aria-disabled={pending} className={className} variant={variant}>
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {pending ? busyLabel : children}
    </Button>
  );
}

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
