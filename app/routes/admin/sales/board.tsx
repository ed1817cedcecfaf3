import { Link, Outlet } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { DealMoveForm, SalesControls } from "~/components/sales/deal-parts";
import { currencyFrom, formatShortDate, formatMoney, type Currency } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { dealBoard, dealsTable, type DealBoardState } from "~/lib/sales/deals";
import { usePageLanguage } from "~/lib/use-page-language";
import { i18nHandle } from "~/locales/areas";
import { useTranslation } from "~/locales/runtime/react";
import { requireRole } from "~/server/accounts/guards.server";
import { pageLanguage } from "~/server/front/request-context.server";
import { privatePageMeta } from "~/server/i18n.server";
import { siteCurrency } from "~/server/site/settings.server";
import { dealBoard as readBoard, type BoardColumn, type DealRow } from "~/server/sales/deals.server";
import type { Route } from "./+types/board";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "admin");
  const lang = context.get(pageLanguage);
  const state = dealBoard.parse(new URL(request.url).searchParams);
  const currency = await siteCurrency();
  return {
    meta: privatePageMeta(lang, "pages.admin.sales"),
    state,
    currency,
    columns: await readBoard(state, viewer.id, currency),
  };
}

export const handle = i18nHandle("backOffice", "sales", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function SalesBoard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, columns, currency } = loaderData;
  return (
    <DashboardPage title={t("pages.admin.sales")}>
      <SalesControls definition={dealBoard} state={state} />
      <section aria-label={t("sales.board.label")} className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-5">
        {columns.map((column) => (
          <BoardStage key={column.stage} column={column} state={state} currency={currency} />
        ))}
      </section>
      <Outlet />
    </DashboardPage>
  );
}

function BoardStage({ column, state, currency }: { column: BoardColumn; state: DealBoardState; currency: Currency }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = `stage-${column.stage}`;
  const rest = column.total - column.deals.length;
  const table = dealsTable.search({ ...dealsTable.defaults, q: state.q, owner: state.owner, stage: column.stage });
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded-xl border bg-muted/40 p-3">
      <h2 id={headingId} className="font-semibold">
        {t(`sales.stages.${column.stage}`)}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t("sales.board.deals", { count: column.total })} · {formatMoney(column.value, currency)}
      </p>
      {column.deals.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("sales.board.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {column.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} state={state} lang={lang} />
            </li>
          ))}
        </ul>
      )}
      {rest > 0 && (
        <Link to={`/admin/sales/table${table}`} className="mt-3 text-sm text-primary hover:underline">
          {t("sales.board.more", { count: rest })}
        </Link>
      )}
    </section>
  );
}

function DealCard({ deal, state, lang }: { deal: DealRow; state: DealBoardState; lang: "fr" | "en" }) {
  const { t } = useTranslation();
  const back = new URLSearchParams(dealBoard.search(state));
  back.set("intent", "move");
  back.set("back", "board");
  return (
    <article className="rounded-lg border bg-card p-3 shadow-xs">
      <h3 id={`deal-${deal.id}`} className="font-medium break-words">
        <Link to={`/admin/sales/${deal.id}`} className="text-primary hover:underline">
          {deal.title}
        </Link>
      </h3>
      <p className="text-sm break-words text-muted-foreground">{deal.organizationName}</p>
      <p className="mt-1 text-sm font-semibold">{formatMoney(deal.value, currencyFrom(deal.currency))}</p>
      <p className="text-xs text-muted-foreground">
        {deal.expectedClose
          ? t("sales.board.closes", { date: formatShortDate(deal.expectedClose, lang) })
          : t("sales.board.noClose")}
      </p>
      <p className="text-xs text-muted-foreground">{deal.ownerName ?? t("sales.board.unassigned")}</p>
      <DealMoveForm
        title={deal.title}
        stage={deal.stage}
        action={`/admin/sales/${deal.id}?${back}`}
        describedBy={`deal-${deal.id}`}
      />
    </article>
  );
}
