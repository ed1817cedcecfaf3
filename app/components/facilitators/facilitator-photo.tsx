import { UserRound } from "lucide-react";
import { cn } from "~/lib/utils";

/** A facilitator's photo, or a placeholder icon when there is none (the directory and the profile). */
export function FacilitatorPhoto({
  url,
  alt,
  size,
  className,
}: {
  url: string | null;
  alt: string;
  size: number;
  className?: string;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={cn("shrink-0 rounded-full object-cover", className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      className={cn("flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground", className)}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <UserRound style={{ width: size / 2, height: size / 2 }} />
    </span>
  );
}
