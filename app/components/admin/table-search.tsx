import { Search, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { TableDefinition, TableState } from "~/lib/tables";

type Filters = Record<string, readonly [string, ...string[]]>;

/**
 * A table's search box: a GET form, so it works before JavaScript and its result is a link. It keeps the
 * table's filters and sort (hidden fields) and starts again at page 1.
 */
export function TableSearch<S extends string, F extends Filters>({
  definition,
  state,
  label,
  placeholder,
}: {
  definition: TableDefinition<S, F>;
  state: TableState<S, F>;
  label: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const kept = new URLSearchParams(definition.search(state, { q: "" } as never));
  return (
    <Form method="get" role="search" preventScrollReset className="flex w-full max-w-md items-center gap-2">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        {/* Keyed by the search, so going back to another search shows its words again. */}
        <input
          key={state.q}
          id={id}
          type="search"
          name="q"
          defaultValue={state.q}
          placeholder={placeholder}
          maxLength={100}
          className="h-10 w-full rounded-md border bg-card pr-3 pl-9 text-base focus-visible:outline-2 focus-visible:outline-ring"
        />
      </div>
      <Button type="submit" variant="outline">
        {t("backOffice.table.search")}
      </Button>
      {state.q && (
        <Link
          to={definition.search(state, { q: "" } as never) || "?"}
          preventScrollReset
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted"
          title={t("backOffice.table.clear")}
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("backOffice.table.clear")}</span>
        </Link>
      )}
    </Form>
  );
}

/** A filter of a table as links (e.g. All, Draft, Active…), the current one marked. */
export function TableFilter<S extends string, F extends Filters, K extends keyof F & string>({
  definition,
  state,
  name,
  label,
  options,
}: {
  definition: TableDefinition<S, F>;
  state: TableState<S, F>;
  name: K;
  label: string;
  options: { value: F[K][number]; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = state[name] === option.value;
          return (
            <li key={option.value}>
              <Link
                to={definition.search(state, { [name]: option.value } as never) || "?"}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "inline-block rounded-full border border-primary bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
                    : "inline-block rounded-full border px-3 py-1.5 text-sm font-medium hover:bg-muted"
                }
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
