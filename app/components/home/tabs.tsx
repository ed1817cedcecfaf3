import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexForKey } from "~/lib/tab-keys";
import { cn } from "~/lib/utils";

export interface TabItem {
  id: string;
  /** Styled by `aria-selected` (`group-aria-selected:`), which the enhancement script sets before React runs. */
  tab: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  items: TabItem[];
  defaultId: string;
  orientation?: "horizontal" | "vertical";
  className?: string;
  listClassName?: string;
  /** Styled by `aria-selected:` variants, for the same reason. */
  tabClassName: string;
  panelClassName?: string;
}

/**
 * Tabs following the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move and select,
 * the panel follows. Every panel is in the server HTML (search engines read them all); without
 * JavaScript the default one is shown.
 */
export function Tabs({
  label,
  items,
  defaultId,
  orientation = "horizontal",
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  // Before React, the enhancement script may have switched tabs (decision 0012): hydration keeps its choice.
  const [selected, setSelected] = useState(() => selectedInServerHtml(items, tabId) ?? defaultId);

  const select = (index: number) => {
    const item = items[index];
    setSelected(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = tabIndexForKey(event.key, index, items.length, orientation === "vertical");
    if (to === null) return;
    event.preventDefault();
    select(to);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={listClassName}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              data-tab={item.id}
              className={cn("group", tabClassName)}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.tab}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={item.id !== selected}
          data-panel={item.id}
          className={cn("focus-visible:outline-offset-4", panelClassName)}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

/**
 * The tab the server's HTML shows as React hydrates it. In a client render the ids are not in the page yet
 * (React gives client-rendered trees ids of their own), so the default applies.
 */
function selectedInServerHtml(items: TabItem[], tabId: (id: string) => string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return items.find((item) => document.getElementById(tabId(item.id))?.getAttribute("aria-selected") === "true")?.id;
}
