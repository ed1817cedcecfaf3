import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { StatusBadge } from "~/components/admin/status-badge";
import { TabNav } from "~/components/admin/tab-nav";
import { buttonVariants } from "~/components/ui/button";
import {
  dealOwnerViews,
  dealStages,
  dealStageTones,
  sharedDealSearch,
  type DealOwnerView,
  type DealStage,
} from "~/lib/sales/deals";
import type { TableDefinition, TableState } from "~/lib/tables";
import { useTranslation } from "~/locales/runtime/react";

export function DealStageBadge({ stage }: { stage: DealStage }) {
  const { t } = useTranslation();
  return <StatusBadge tone={dealStageTones[stage]}>{t(`sales.stages.${stage}`)}</StatusBadge>;
}

/** The sales area's views: the board and the table (which share the search and owner view), and the quotes. */
export function SalesTabs({ shared = "" }: { shared?: string }) {
  const { t } = useTranslation();
  return (
    <TabNav
      className="mt-6"
      label={t("sales.views.label")}
      tabs={[
        { to: `/admin/sales${shared}`, label: t("sales.views.board"), end: true },
        { to: `/admin/sales/table${shared}`, label: t("sales.views.table") },
        { to: "/admin/sales/quotes", label: t("sales.views.quotes") },
      ]}
    />
  );
}

type OwnerFiltered = { owner: typeof dealOwnerViews } & Record<string, readonly [string, ...string[]]>;

/**
 * The top of the board and of the table: the lead, New deal, the two views as tabs (each keeps the search and the
 * owner view of the other), the view's own filters (`filters`), the owner filter and the search.
 */
export function SalesControls<S extends string, F extends OwnerFiltered>({
  definition,
  state,
  filters,
}: {
  definition: TableDefinition<S, F>;
  state: TableState<S, F> & { q: string; owner: DealOwnerView };
  filters?: ReactNode;
}) {
  const { t } = useTranslation();
  const shared = sharedDealSearch(state);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-muted-foreground">{t("sales.lead")}</p>
        <Link to={`/admin/sales/new${shared}`} preventScrollReset className={buttonVariants()}>
          <Plus aria-hidden="true" />
          {t("sales.create")}
        </Link>
      </div>
      <SalesTabs shared={shared} />
      <div className="mt-4 space-y-4">
        {filters}
        <TableFilter
          definition={definition}
          state={state}
          name="owner"
          label={t("sales.owner.label")}
          options={dealOwnerViews.map((value) => ({ value, label: t(`sales.owner.${value}`) }))}
        />
        <TableSearch
          definition={definition}
          state={state}
          label={t("sales.searchLabel")}
          placeholder={t("sales.searchPlaceholder")}
        />
      </div>
    </>
  );
}

/**
 * A card's move: the stage to go to and a button, posted as a form (keyboard and no JavaScript alike). `action`
 * is the deal's page with `?intent=move` and what the board returns to.
 */
export function DealMoveForm({
  title,
  stage,
  action,
  describedBy,
}: {
  title: string;
  stage: DealStage;
  action: string;
  /** The id of the card's title, which the button names as what it moves. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const label = t("sales.board.moveLabel", { title });
  return (
    <Form method="post" action={action} preventScrollReset className="mt-3 grid gap-2">
      <select
        name="stage"
        aria-label={label}
        defaultValue={
          dealStages.find((next) => next !== stage && dealStages.indexOf(next) > dealStages.indexOf(stage)) ?? stage
        }
        className="w-full min-w-0 rounded-md border bg-card px-2 py-1.5 text-sm"
      >
        {dealStages
          .filter((next) => next !== stage)
          .map((next) => (
            <option key={next} value={next}>
              {t(`sales.stages.${next}`)}
            </option>
          ))}
      </select>
      <button
        type="submit"
        aria-describedby={describedBy}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {t("sales.board.move")}
      </button>
    </Form>
  );
}
