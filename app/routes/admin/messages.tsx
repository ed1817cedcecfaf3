import { Mail } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link, useFetcher } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { formatAgencyDateTime } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { cn } from "~/lib/utils";
import { contactMessageFilters, type ContactMessageFilter } from "~/lib/contact/rules";
import { countContactMessages, listContactMessages, type AdminContactMessage } from "~/server/contact/messages.server";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import type { Route } from "./+types/messages";
import { markMessageAction } from "./messages.route.server";
import { i18nHandle } from "~/locales/areas";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole({ request, context }, "admin");
  const requested = new URL(request.url).searchParams.get("status");
  const filter: ContactMessageFilter = contactMessageFilters.find((value) => value === requested) ?? "new";
  const [messages, counts] = await Promise.all([listContactMessages(filter), countContactMessages()]);
  return { meta: privatePageMeta(context.get(pageLanguage), "adminMessages.title"), filter, messages, counts };
}

export function action({ request, context }: Route.ActionArgs) {
  return markMessageAction({ request, context });
}

/** Locale areas the page shows (decision 0005): the service names come from the contact form's. */
export const handle = i18nHandle("adminMessages", "contact");

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, messages, counts } = loaderData;
  const totals: Record<ContactMessageFilter, number> = {
    new: counts.new,
    handled: counts.handled,
    all: counts.new + counts.handled,
  };
  return (
    <DashboardPage title={t("adminMessages.title")}>
      <p className="max-w-2xl text-muted-foreground">{t("adminMessages.lead")}</p>
      <nav aria-label={t("adminMessages.filters.label")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {contactMessageFilters.map((value) => (
            <li key={value}>
              <Link
                to={`?status=${value}`}
                aria-current={value === filter ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                  value === filter ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {t(`adminMessages.filters.${value}`, { count: totals[value] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
          {filter === "new" ? t("adminMessages.emptyNew") : t("adminMessages.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
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
