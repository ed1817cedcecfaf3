import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { useFetcher } from "react-router";
import { cn } from "~/lib/utils";

export interface OrganizationChoice {
  id: string;
  name: string;
}

/** How long typing pauses before the server is asked (one request per pause, not per key). */
const TYPING_PAUSE_MS = 200;

const controlClass =
  "w-full rounded-md border bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive";

/**
 * The project editor's organization: a combobox (ARIA 1.2 pattern: a text box with a list of options) that
 * asks the server for the organizations whose name holds what is typed (/admin/organizations/search), so it
 * scales to any number of organizations. Arrow keys move through the options, Enter chooses, Escape closes;
 * the chosen organization's id is posted as `name`, empty for 'No organization'.
 */
export function OrganizationCombobox({
  name,
  label,
  initial,
  error,
  required = false,
}: {
  name: string;
  label: string;
  initial: OrganizationChoice | null;
  error?: string;
  /** An organization must be chosen (an invoice's client): no 'No organization' option. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-options`;
  const search = useFetcher<{ organizations: OrganizationChoice[] }>();
  const [chosen, setChosen] = useState<OrganizationChoice | null>(initial);
  const [text, setText] = useState(initial?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { load } = search;

  const ask = (query: string) => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      void load(`/admin/organizations/search?${new URLSearchParams({ q: query })}`);
    }, TYPING_PAUSE_MS);
  };
  useEffect(() => () => clearTimeout(pause.current), []);

  const options = search.data?.organizations ?? [];
  const loading = search.state === "loading";
  const choose = (organization: OrganizationChoice | null) => {
    setChosen(organization);
    setText(organization?.name ?? "");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        ask(text === chosen?.name ? "" : text);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && open) {
      // Enter chooses the highlighted option instead of sending the form.
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === "Escape" && open) {
      // The dialog closes on Escape too: the first Escape only closes the list.
      event.preventDefault();
      event.stopPropagation();
      choose(chosen);
    }
  };

  const errorId = `${id}-error`;
  const statusText = loading
    ? t("clients.projectEditor.organizationSearching")
    : open && search.data
      ? t("clients.projectEditor.organizationMatches", { count: options.length })
      : "";

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input type="hidden" name={name} value={chosen?.id ?? ""} />
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          placeholder={t(
            required ? "clients.projectEditor.organizationSearch" : "clients.projectEditor.noOrganization",
          )}
          className={controlClass}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            ask(event.target.value);
          }}
          onFocus={() => {
            if (!search.data) ask("");
          }}
          onClick={() => {
            setOpen(true);
            if (!search.data) ask("");
          }}
          onBlur={() => {
            // Leaving the box keeps the chosen organization; an emptied box means 'No organization'.
            if (text.trim() === "") choose(null);
            else choose(chosen);
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={cn(
            "absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-lg",
            !open && "hidden",
          )}
        >
          {!required && (
            <li
              id={`${listId}-none`}
              role="option"
              aria-selected={chosen === null}
              className="cursor-pointer rounded px-3 py-2 text-sm text-muted-foreground hover:bg-muted"
              // Chosen on mouse down, before the box's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(null);
              }}
            >
              {t("clients.projectEditor.noOrganization")}
            </li>
          )}
          {options.map((organization, index) => (
            <li
              key={organization.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={chosen?.id === organization.id}
              className={cn(
                "cursor-pointer rounded px-3 py-2 text-sm hover:bg-muted",
                index === active && "bg-muted",
                chosen?.id === organization.id && "font-semibold",
              )}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(organization);
              }}
            >
              {organization.name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {statusText}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
