import { Briefcase, Mail } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Form, Link, useFetcher } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { formatAgencyDateTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { Pager } from "~/components/admin/pager";
import { TableFilter, TableSearch } from "~/components/admin/table-search";
import { contactMessageOrders, contactMessagesTable, type ContactMessagesTableState } from "~/lib/contact/admin";
import { contactMessageFilters, type ContactMessageFilter } from "~/lib/contact/rules";
import { countContactMessages, listContactMessages, type AdminContactMessage } from "~/server/contact/messages.server";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/messages";
import { messagesAction } from "./messages.route.server";
import { dealsOfMessages } from "~/server/sales/deals.server";
import { i18nHandle } from "~/locales/areas";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const state = contactMessagesTable.parse(new URL(request.url).searchParams);
  const [page, counts] = await Promise.all([
    listContactMessages(state, contactMessagesTable.pageSize),
    countContactMessages(state.q),
  ]);
  const deals = Object.fromEntries(await dealsOfMessages(page.rows.map((row) => row.id)));
  return { meta: privatePageMeta(context.get(pageLanguage), "adminMessages.title"), state, page, counts, deals };
}

export function action({ request, context }: Route.ActionArgs) {
  return messagesAction({ request, context });
}

/** Locale areas the page shows (decision 0005): the table kit's, and the service names of the contact form. */
export const handle = i18nHandle("backOffice", "adminMessages", "contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state, page, counts, deals } = loaderData;
  const totals: Record<ContactMessageFilter, number> = {
    new: counts.new,
    handled: counts.handled,
    all: counts.new + counts.handled,
  };
  return (
    <DashboardPage title={t("adminMessages.title")}>
      <p className="max-w-2xl text-muted-foreground">{t("adminMessages.lead")}</p>
      <div className="mt-6 space-y-4">
        <TableSearch
          definition={contactMessagesTable}
          state={state}
          label={t("adminMessages.search")}
          placeholder={t("adminMessages.searchPlaceholder")}
        />
        <TableFilter
          definition={contactMessagesTable}
          state={state}
          name="status"
          label={t("adminMessages.filters.label")}
          options={contactMessageFilters.map((value) => ({
            value,
            label: t(`adminMessages.filters.${value}`, { count: totals[value] }),
          }))}
        />
        <MessageOrder state={state} />
      </div>
      {page.rows.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
          {state.q
            ? t("adminMessages.noMatch")
            : state.status === "new"
              ? t("adminMessages.emptyNew")
              : t("adminMessages.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {page.rows.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} deal={deals[message.id] ?? null} />
            </li>
          ))}
        </ul>
      )}
      <Pager definition={contactMessagesTable} state={state} page={page} />
    </DashboardPage>
  );
}

/** The inbox's order as links (its cards have no column headers to click). */
function MessageOrder({ state }: { state: ContactMessagesTableState }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("adminMessages.order.label")} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-muted-foreground" aria-hidden="true">
        {t("adminMessages.order.label")}
      </span>
      {contactMessageOrders.map((order) => {
        const current = state.sort === order.sort && state.dir === order.dir;
        return (
          <Link
            key={order.key}
            to={contactMessagesTable.search(state, { sort: order.sort, dir: order.dir }) || "?"}
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={cn("rounded px-1.5 py-0.5", current ? "font-semibold underline" : "hover:underline")}
          >
            {t(`adminMessages.order.${order.key}`)}
          </Link>
        );
      })}
    </nav>
  );
}

function MessageCard({
  message,
  deal,
}: {
  message: AdminContactMessage;
  /** The deal made from the message, if any. */
  deal: { id: string; title: string } | null;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  // Show the change at once; the list reloads after the action.
  const pendingStatus = fetcher.formData?.get("status");
  const status = pendingStatus === "new" || pendingStatus === "handled" ? pendingStatus : message.status;
  const next = status === "new" ? "handled" : "new";
  const service = message.serviceType ? t(`contact.form.services.${message.serviceType}` as never) : null;

  return (
    <article
      aria-labelledby={`message-${message.id}`}
      className={cn("rounded-xl border bg-card p-5", status === "new" && "border-l-4 border-l-accent")}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`message-${message.id}`} className="font-semibold">
            {message.subject || message.name}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {message.name} ·{" "}
            <a href={`mailto:${message.email}`} className="break-all text-primary hover:underline">
              {message.email}
            </a>
          </p>
        </div>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            status === "new" ? "bg-accent/10 text-accent" : "bg-savanna/10 text-green-800 dark:text-green-300",
          )}
        >
          {t(`adminMessages.status.${status}`)}
        </span>
      </header>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li>{t("adminMessages.received", { date: formatAgencyDateTime(message.createdAt, lang) })}</li>
        <li>{t(`adminMessages.source.${message.source}`)}</li>
        <li>
          {t("adminMessages.labelled", {
            label: t("adminMessages.language"),
            value: t(`adminMessages.languages.${message.language}`),
          })}
        </li>
        {message.company && (
          <li>{t("adminMessages.labelled", { label: t("adminMessages.company"), value: message.company })}</li>
        )}
        {service && <li>{t("adminMessages.labelled", { label: t("adminMessages.service"), value: service })}</li>}
      </ul>
      <p className="mt-4 whitespace-pre-wrap break-words">{message.message}</p>
      {status === "handled" && message.handledAt && (
        <p className="mt-3 text-xs text-muted-foreground">
          {message.handlerName
            ? t("adminMessages.handledBy", {
                name: message.handlerName,
                date: formatAgencyDateTime(message.handledAt, lang),
              })
            : t("adminMessages.handledAt", { date: formatAgencyDateTime(message.handledAt, lang) })}
        </p>
      )}
      {fetcher.data?.ok === false && fetcher.data.formError && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t(fetcher.data.formError.key as never, fetcher.data.formError.values)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {deal ? (
          <Link to={`/admin/sales/${deal.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Briefcase aria-hidden="true" />
            {t("adminMessages.openDeal", { title: deal.title })}
          </Link>
        ) : (
          <Form method="post" action="?intent=deal">
            <input type="hidden" name="id" value={message.id} />
            <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Briefcase aria-hidden="true" />
              {t("adminMessages.makeDeal")}
            </button>
          </Form>
        )}
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject ?? ""}`.trim())}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Mail aria-hidden="true" />
          {t("adminMessages.reply")}
        </a>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="status" value={next} />
          <button
            type="submit"
            className={buttonVariants({ variant: next === "handled" ? "default" : "ghost", size: "sm" })}
          >
            {next === "handled" ? t("adminMessages.markHandled") : t("adminMessages.markNew")}
          </button>
        </fetcher.Form>
      </div>
    </article>
  );
}
