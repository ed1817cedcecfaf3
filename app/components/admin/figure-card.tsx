import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A live figure of the overview or a dashboard: its label, its value and, under it, what it counts. */
export function FigureCard({
  label,
  value,
  definition,
  icon: Icon,
  children,
  link,
  className,
}: {
  label: string;
  value?: ReactNode;
  /** One line saying exactly what is counted. */
  definition: ReactNode;
  icon: LucideIcon;
  children?: ReactNode;
  /** The report or list behind the figure. */
  link?: { to: string; label: string };
  className?: string;
}) {
  return (
    <section aria-label={label} className={cn("flex flex-col rounded-xl border bg-card p-5", className)}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      </div>
      {value !== undefined && <p className="mt-2 font-display text-3xl font-semibold tabular-nums">{value}</p>}
      {children}
      <p className="mt-2 text-xs text-muted-foreground">{definition}</p>
      {link && (
        // Underlined: its colour alone is too close to the text around it to mark a link.
        <Link to={link.to} className="mt-2 text-sm text-primary underline underline-offset-4">
          {link.label}
        </Link>
      )}
    </section>
  );
}
