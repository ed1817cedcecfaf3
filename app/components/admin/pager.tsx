import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { TableDefinition, TablePage, TableState } from "~/lib/tables";
import { cn } from "~/lib/utils";

type Filters = Record<string, readonly [string, ...string[]]>;

/** The pager under a table: where we are ("11–20 of 134", page 2 of 14) and links to the other pages. */
export function Pager<T, S extends string, F extends Filters>({
  definition,
  state,
  page,
}: {
  definition: TableDefinition<S, F>;
  state: TableState<S, F>;
  page: TablePage<T>;
}) {
  const { t } = useTranslation();
  const from = (page.page - 1) * definition.pageSize + 1;
  const to = from + page.rows.length - 1;
  const href = (target: number) => definition.search(state, { page: target } as never) || "?";
  const first = page.page <= 1;
  const last = page.page >= page.pageCount;
  return (
    <nav
      aria-label={t("backOffice.pager.label")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {page.total === 0
          ? t("backOffice.pager.empty")
          : t("backOffice.pager.range", { from: String(from), to: String(to), total: String(page.total) })}
        <span className="mx-2" aria-hidden="true">
          ·
        </span>
        {t("backOffice.pager.status", { page: String(page.page), pages: String(page.pageCount) })}
      </p>
      <ul className="flex gap-1">
        <PagerLink to={first ? null : href(1)} label={t("backOffice.pager.first")} icon={<ChevronsLeft />} />
        <PagerLink
          to={first ? null : href(page.page - 1)}
          label={t("backOffice.pager.previous")}
          icon={<ChevronLeft />}
          rel="prev"
        />
        <PagerLink
          to={last ? null : href(page.page + 1)}
          label={t("backOffice.pager.next")}
          icon={<ChevronRight />}
          rel="next"
        />
        <PagerLink
          to={last ? null : href(page.pageCount)}
          label={t("backOffice.pager.last")}
          icon={<ChevronsRight />}
        />
      </ul>
    </nav>
  );
}

function PagerLink({ to, label, icon, rel }: { to: string | null; label: string; icon: ReactNode; rel?: string }) {
  const className = cn(buttonVariants({ variant: "outline", size: "icon" }), "size-9");
  return (
    <li>
      {to === null ? (
        <span aria-disabled="true" className={cn(className, "opacity-40")} title={label}>
          {icon}
          <span className="sr-only">{label}</span>
        </span>
      ) : (
        <Link to={to} rel={rel} preventScrollReset className={className} title={label}>
          {icon}
          <span className="sr-only">{label}</span>
        </Link>
      )}
    </li>
  );
}
