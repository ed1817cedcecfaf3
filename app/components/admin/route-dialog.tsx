import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { FormErrorMessage } from "~/components/forms/form-message";
import type { FormError } from "~/lib/forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const overlayClass = "fixed inset-0 z-40 bg-black/50";
const contentClass =
  "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border bg-background p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6";

/** The page each history entry was reached from (its location key to the previous page's path and query). */
const cameFrom = new Map<string, string>();
let shown: { key: string; href: string } | undefined;

/**
 * Remembers where each page was reached from, so that closing a dialog opened from its list goes back to that
 * list's entry instead of adding one: the browser's Back button then never reopens a closed dialog, and leads
 * from an open dialog to the list with its filters. Called by the areas' frame (PrivateArea), around every list.
 */
export function useDialogHistory() {
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    const href = pathname + search;
    if (shown && shown.key !== key) {
      // A refused save reloads the dialog at its own URL: it keeps the page it was opened from.
      const previous = shown.href === href ? cameFrom.get(shown.key) : shown.href;
      if (previous) cameFrom.set(key, previous);
    }
    shown = { key, href };
  }, [key, pathname, search]);
}

/** Closes a route dialog: back to the list's own history entry when it was opened from it, else to `closeTo`. */
function useCloseDialog(closeTo: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (cameFrom.get(key) === closeTo) void navigate(-1);
    else void navigate(closeTo, { replace: true, preventScrollReset: true });
  };
}

/** A link that closes its dialog as Escape does; a plain link to `closeTo` before the page runs. */
function CloseLink({ closeTo, ...props }: { closeTo: string } & Omit<ComponentProps<typeof Link>, "to">) {
  const close = useCloseDialog(closeTo);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
  };
  return <Link {...props} to={closeTo} preventScrollReset onClick={onClick} />;
}

/** Focuses the first field of a dialog on open (rather than its close link), when it has one. */
function focusFirstField(event: Event, content: HTMLElement | null) {
  const field = content?.querySelector<HTMLElement>(
    "input:not([type=hidden]):not([tabindex='-1']), select, textarea, [data-autofocus]",
  );
  if (field) {
    event.preventDefault();
    field.focus();
  }
}

/**
 * A dialog that is a route (decision 8): always open over its list, closed by navigating back to `closeTo`
 * (the list with its params) with Escape, a click on the overlay or the close link. Rendered in place, not in
 * a portal, so the server's HTML already holds it: without JavaScript the URL is the list with the dialog.
 */
export function RouteDialog({
  title,
  description,
  closeTo,
  children,
  size = "md",
}: {
  title: string;
  description?: string;
  closeTo: string;
  children: ReactNode;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation();
  const close = useCloseDialog(closeTo);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Overlay className={overlayClass} />
      <Dialog.Content
        ref={content}
        // Radix asks for a description or an explicit "none".
        {...(description ? {} : { "aria-describedby": undefined })}
        onOpenAutoFocus={(event) => focusFirstField(event, content.current)}
        className={cn(contentClass, size === "lg" ? "sm:max-w-2xl" : "sm:max-w-lg")}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="font-display text-xl font-semibold">{title}</Dialog.Title>
          <CloseLink
            closeTo={closeTo}
            className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted"
            title={t("backOffice.dialog.close")}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("backOffice.dialog.close")}</span>
          </CloseLink>
        </div>
        {description && (
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>
        )}
        <div className="mt-5">{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * A confirmation (Radix AlertDialog) that is a route, like RouteDialog: `children` is the form whose submit
 * confirms (and shows a refusal's message); Cancel is a link back to `closeTo`, focused first, so Enter
 * never confirms by accident.
 */
export function ConfirmDialog({
  title,
  description,
  closeTo,
  children,
}: {
  title: string;
  description: ReactNode;
  closeTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = useCloseDialog(closeTo);
  const cancel = useRef<HTMLAnchorElement>(null);
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <AlertDialog.Overlay className={overlayClass} />
      <AlertDialog.Content
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        className={cn(contentClass, "sm:max-w-md")}
      >
        <AlertDialog.Title className="font-display text-xl font-semibold">{title}</AlertDialog.Title>
        <AlertDialog.Description asChild>
          <div className="mt-2 text-sm text-muted-foreground">{description}</div>
        </AlertDialog.Description>
        <div className="mt-6 flex flex-wrap-reverse justify-end gap-2">
          <CloseLink ref={cancel} closeTo={closeTo} className={buttonVariants({ variant: "outline" })}>
            {t("backOffice.dialog.cancel")}
          </CloseLink>
          {children}
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** The buttons at the foot of a dialog's form: Cancel (a link back to the list) and the busy-aware submit. */
export function DialogActions({
  closeTo,
  submitLabel,
  busyLabel,
  intent,
  variant,
}: {
  closeTo: string;
  submitLabel: string;
  busyLabel: string;
  intent?: string;
  variant?: "default" | "destructive";
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap-reverse justify-end gap-2 pt-2">
      <CloseLink closeTo={closeTo} className={buttonVariants({ variant: "outline" })}>
        {t("backOffice.dialog.cancel")}
      </CloseLink>
      <SubmitButton intent={intent} busyLabel={busyLabel} variant={variant}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

/**
 * A confirmation route whose form posts to its own action (delete, end…): the question, the refusal's
 * message when the action refused (e.g. a record still in use), and the destructive button.
 */
export function ConfirmRoute({
  title,
  body,
  closeTo,
  error,
  confirmLabel,
  busyLabel,
  variant = "destructive",
}: {
  title: string;
  body: string;
  closeTo: string;
  error?: FormError;
  confirmLabel: string;
  busyLabel: string;
  /** Destructive (delete, end…) unless the confirmed action gives something (approve, send a link). */
  variant?: "default" | "destructive";
}) {
  return (
    <ConfirmDialog
      title={title}
      closeTo={closeTo}
      description={
        <>
          <p>{body}</p>
          {error && <FormErrorMessage error={error} className="mt-4" />}
        </>
      }
    >
      <Form method="post" preventScrollReset>
        <SubmitButton variant={variant} busyLabel={busyLabel}>
          {confirmLabel}
        </SubmitButton>
      </Form>
    </ConfirmDialog>
  );
}
