import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** A row action as an icon: a link whose name (for screen readers and the tooltip) is `label`. */
export function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} preventScrollReset title={label} className={buttonVariants({ variant: "ghost", size: "icon" })}>
      {children}
      <span className="sr-only">{label}</span>
    </Link>
  );
}
