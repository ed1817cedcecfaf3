import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button, type buttonVariants } from "~/components/ui/button";
import type { VariantProps } from "class-variance-authority";

/** Whether a form with this intent is being submitted (its button then shows its busy label). */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** Whether the page is posting a form or loading what its action answered. */
function usePosting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
}

/**
 * The submit button of every form: disabled with a spinner and its busy label while the form is sent.
 * With `intent`, it names the action's branch (several forms post to one action) and is busy only for
 * its own form; `busy` overrides (e.g. a fetcher's state).
 */
export function SubmitButton({
  intent,
  busy,
  busyLabel,
  children,
  className,
  variant,
  size,
  disabled = false,
}: {
  intent?: string;
  busy?: boolean;
  /** Disabled for another reason than being sent (e.g. nothing changed yet). */
  disabled?: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  const submitting = useSubmitting(intent ?? "");
  const posting = usePosting();
  const pending = busy ?? (intent ? submitting : posting);
  return (
    <Button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={pending || disabled}
      aria-disabled={pending || disabled}
      className={className}
      variant={variant}
      size={size}
    >
      {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
      {pending ? busyLabel : children}
    </Button>
  );
}
