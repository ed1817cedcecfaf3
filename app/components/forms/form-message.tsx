import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { messageValues, type FormError } from "~/lib/forms";
import { cn } from "~/lib/utils";

/** A message about a whole form: an error (announced at once) or a confirmation, with an icon and a title. */
export function FormMessage({
  tone,
  title,
  children,
}: {
  tone: "error" | "success";
  title?: string;
  children: ReactNode;
}) {
  const Icon = tone === "error" ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-md border p-3 text-sm",
        tone === "error"
          ? "border-destructive/40 bg-destructive/5 text-destructive"
          : "border-savanna/40 bg-savanna/10 text-foreground",
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

/**
 * The form's own message above its fields (a refusal, a rate limit, a failure to save), in the page's
 * language. Focusable, so a form can move keyboard and screen reader users to it (`[data-form-error]`).
 */
export function FormErrorMessage({
  error,
  id,
  className,
  ref,
}: {
  error: FormError;
  id?: string;
  className?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const { t } = useTranslation();
  return (
    <p
      ref={ref}
      id={id}
      data-form-error
      tabIndex={-1}
      role="alert"
      className={cn(
        "rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive",
        className,
      )}
    >
      {t(error.key as never, messageValues(error.values))}
    </p>
  );
}
