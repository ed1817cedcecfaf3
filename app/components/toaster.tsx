import { lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import type { Theme } from "~/lib/theme";

type Variant = "success" | "error" | "info";
interface PendingToast {
  variant: Variant;
  title: string;
  options?: ExternalToast;
}

// sonner is loaded on the first toast, not with every page: public pages stay light on slow links.
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));
const pending: PendingToast[] = [];
let wake: (() => void) | undefined;

/** Shows a toast (one at a time, about 4.5 s, following the theme). */
export function notify(variant: Variant, title: string, options?: ExternalToast): void {
  pending.push({ variant, title, options });
  wake?.();
}

async function flush() {
  const { toast } = await import("sonner");
  for (const item of pending.splice(0)) toast[item.variant](item.title, item.options);
}

function Flusher() {
  useEffect(() => {
    wake = () => void flush();
    void flush();
    return () => {
      wake = undefined;
    };
  }, []);
  return null;
}

export function Toaster({ theme }: { theme: Theme }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wake = () => setWanted(true);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} visibleToasts={1} duration={4500} closeButton richColors />
      <Flusher />
    </Suspense>
  );
}
