import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface LinkTab<T extends string> {
  id: T;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * ARIA tabs without a UI library (public pages have a tight JavaScript budget). Each tab is a link
 * to `?<param>=<id>`, so without JavaScript the server renders the chosen tab and a tab can be shared;
 * with JavaScript, tabs switch in place (the URL follows) and the arrow keys, Home and End move
 * between them, as the WAI-ARIA tabs pattern describes (automatic activation).
 */
export function LinkTabs<T extends string>({
  tabs,
  initial,
  label,
  param = "tab",
  idPrefix,
}: {
  tabs: LinkTab<T>[];
  initial: T;
  label: string;
  param?: string;
  idPrefix: string;
}) {
  const [selected, setSelected] = useState<T>(initial);
  const tabRefs = useRef<Map<T, HTMLAnchorElement>>(new Map());

  function hrefFor(id: T) {
    return `?${new URLSearchParams({ [param]: id }).toString()}`;
  }

  function select(id: T, focus: boolean) {
    setSelected(id);
    if (focus) tabRefs.current.get(id)?.focus();
    // Keep React Router's history state so its scroll restoration and back button keep working.
    const url = new URL(window.location.href);
    url.searchParams.set(param, id);
    window.history.replaceState(window.history.state, "", url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next].id, true);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              href={hrefFor(tab.id)}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(tab.id, false);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                active
                  ? "border-accent text-foreground"
                  : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
