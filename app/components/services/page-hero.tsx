import type { ReactNode } from "react";
import { WovenStrip } from "~/components/home/section-heading";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * The opening band of the services and workshops pages: eyebrow, title, lead and calls to action on
 * a faint bogolan ground, with optional artwork beside the text on wide screens.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden border-b bg-muted/60">
      <div aria-hidden="true" className="absolute inset-0 bg-bogolan bg-[length:80px] opacity-60 dark:opacity-20" />
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:py-20",
          aside && "lg:grid-cols-2 lg:items-center",
        )}
      >
        <div className="max-w-2xl">
          <p className="flex items-center gap-3 text-sm font-semibold uppercase tracking-[0.14em] text-accent">
            <WovenStrip />
            {eyebrow}
          </p>
          <h1
            id="page-title"
            className="mt-4 font-display text-4xl leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-foreground/80">{lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        </div>
        {aside}
      </div>
      <div aria-hidden="true" className="relative h-2 bg-faso-dan-fani bg-[length:auto_100%] bg-repeat-x" />
    </section>
  );
}

/** The second call to action on a light background: an indigo outline that stays visible on sand. */
export const secondaryButton = buttonVariants({
  variant: null,
  size: "lg",
  className:
    "border-2 border-primary bg-background font-semibold text-primary hover:bg-primary hover:text-primary-foreground",
});
