import { useId, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { HONEYPOT_FIELD } from "~/lib/forms";
import { cn } from "~/lib/utils";

const controlClass =
  "w-full rounded-md border bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive";

interface FieldProps {
  /** Text, or text with a marker (e.g. a required asterisk hidden from screen readers). */
  label: ReactNode;
  /** The message shown under the control when its value was refused. */
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input whose error is announced with the control (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ...input }: FieldProps & ComponentProps<"input">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, className, ...textarea }: FieldProps & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(controlClass, "min-h-32")}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<"select">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** The asterisk after a required field's label (hidden from screen readers: the control says it is required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-accent">
      {" *"}
    </span>
  );
}

/** A field that people never see and bots fill in; the kit drops a submission with it set (receiveForm's honeypot). */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        {t("common.honeypot")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
