import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

export interface Tab {
  to: string;
  label: string;
  /** Current only on this exact address (an index among its children). */
  end?: boolean;
}

/** Views of one screen as tabs: links, the current one marked (aria-current) and underlined. */
export function TabNav({ label, tabs, className }: { label: string; tabs: readonly Tab[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-1 border-b">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  "-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  isActive
                    ? "border-primary text-foreground"
                    : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
