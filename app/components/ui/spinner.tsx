import { useTranslation } from "~/locales/runtime/react";
import { cn } from "~/lib/utils";

/** The loading state: a spinner with 'Loading...' for screen readers. */
export function Spinner({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn("flex items-center justify-center p-8", className)}>
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden="true" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}
