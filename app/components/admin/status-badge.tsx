import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export type BadgeTone = "green" | "yellow" | "red" | "blue" | "grey";

const tones: Record<BadgeTone, string> = {
  green: "bg-savanna/15 text-green-900 dark:text-green-200",
  yellow: "bg-sun/25 text-yellow-900 dark:text-yellow-100",
  red: "bg-destructive/15 text-red-900 dark:text-red-200",
  blue: "bg-indigo-cloth/10 text-indigo-cloth dark:bg-indigo-cloth/40 dark:text-indigo-100",
  grey: "bg-muted text-muted-foreground",
};

/** A status as a small coloured pill; the colour repeats the text, it never replaces it. */
export function StatusBadge({
  tone,
  children,
  className,
}: {
  tone: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A list of short labels (tags), the first `max` shown and '+N' for the rest. */
export function TagList({
  tags,
  max,
  more,
}: {
  tags: readonly string[];
  max?: number;
  more: (count: number) => string;
}) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  const rest = tags.length - shown.length;
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md border bg-card px-1.5 py-0.5 text-xs">
          {tag}
        </li>
      ))}
      {rest > 0 && (
        <li
          className="rounded-md px-1.5 py-0.5 text-xs text-muted-foreground"
          title={tags.slice(shown.length).join(", ")}
        >
          {more(rest)}
        </li>
      )}
    </ul>
  );
}
