import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/utils";

export interface TabItem {
  id: string;
  tab: (selected: boolean) => ReactNode;
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
  tabClassName: (selected: boolean) => string;
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
  const [selected, setSelected] = useState(defaultId);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    setSelected(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const previous = orientation === "vertical" ? ["ArrowUp", "ArrowLeft"] : ["ArrowLeft"];
    const next = orientation === "vertical" ? ["ArrowDown", "ArrowRight"] : ["ArrowRight"];
    if (previous.includes(event.key)) select(index - 1);
    else if (next.includes(event.key)) select(index + 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(items.length - 1);
    else return;
    event.preventDefault();
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
              className={tabClassName(isSelected)}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.tab(isSelected)}
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
