import {
  AlertTriangle,
  Banknote,
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  FileText,
  FolderPlus,
  Receipt,
  UserCheck,
  UserPlus,
  CalendarPlus,
  FilePlus2,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { FigureCard } from "~/components/admin/figure-card";
import { WeeklyChart } from "~/components/admin/weekly-chart";
import { DashboardPage } from "~/components/dashboard-page";
import { formatCount, formatMoney, formatShortDate } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { metaTags } from "~/lib/meta";
import { weekStart } from "~/lib/weeks";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { overviewFigures } from "~/server/overview/overview.server";
import { followUpsOf, type FollowUp } from "~/server/sales/activities.server";
import { adminInvoiceLink, newInvoiceLink, overviewAlertLinks, overviewReportLinks } from "~/lib/overview/admin";
import type { Route } from "./+types/overview";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "admin");
  const [figures, followUps] = await Promise.all([overviewFigures(), followUpsOf(viewer.id)]);
  return { meta: privatePageMeta(context.get(pageLanguage), "adminOverview.title"), figures, followUps };
}

export const handle = i18nHandle("adminOverview");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

/** Where each quick action leads: the create dialog of its list, or the list while it has none. */
const quickActions = [
  { to: "/admin/clients/new", label: "adminOverview.actions.createClient", icon: UserPlus },
  { to: "/admin/projects/new", label: "adminOverview.actions.newProject", icon: FolderPlus },
  { to: "/admin/workshops/new", label: "adminOverview.actions.scheduleWorkshop", icon: CalendarPlus },
  { to: newInvoiceLink, label: "adminOverview.actions.createInvoice", icon: FilePlus2 },
] as const;

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { figures } = loaderData;
  const { alerts } = figures;
  const moderation = alerts.pendingApplications + alerts.newMessages + alerts.staleDrafts;
  const alertItems: { key: string; text: string; to: string }[] = [];
  if (alerts.expiringContracts > 0)
    alertItems.push({
      key: "contracts",
      text: t("adminOverview.alerts.expiringContracts", { count: alerts.expiringContracts }),
      to: overviewAlertLinks.expiringContracts,
    });
  if (alerts.pendingApplications > 0)
    alertItems.push({
      key: "applications",
      text: t("adminOverview.alerts.pendingApplications", { count: alerts.pendingApplications }),
      to: overviewAlertLinks.pendingApplications,
    });
  if (alerts.newMessages > 0)
    alertItems.push({
      key: "messages",
      text: t("adminOverview.alerts.newMessages", { count: alerts.newMessages }),
      to: overviewAlertLinks.newMessages,
    });
  if (alerts.staleDrafts > 0)
    alertItems.push({
      key: "drafts",
      text: t("adminOverview.alerts.staleDrafts", { count: alerts.staleDrafts }),
      to: overviewAlertLinks.staleDrafts,
    });
  for (const workshop of alerts.underfilledWorkshops)
    alertItems.push({
      key: workshop.id,
      text: t("adminOverview.alerts.underfilled", {
        title: workshop.title,
        date: formatShortDate(workshop.date, lang),
        confirmed: String(workshop.confirmed),
        capacity: String(workshop.capacity),
      }),
      to: `/admin/workshops/${workshop.id}/registrations`,
    });
  const longOverdue = alerts.longOverdueInvoices;
  for (const invoice of longOverdue.rows)
    alertItems.push({
      key: invoice.id,
      text: t("adminOverview.alerts.longOverdue", {
        number: invoice.number,
        client: invoice.clientName,
        count: invoice.daysOverdue,
        balance: formatMoney(invoice.balance, invoice.currency),
      }),
      to: adminInvoiceLink(invoice.id),
    });
  if (longOverdue.total > longOverdue.rows.length)
    alertItems.push({
      key: "overdue-more",
      text: t("adminOverview.alerts.moreOverdue", { count: longOverdue.total - longOverdue.rows.length }),
      to: overviewAlertLinks.overdueInvoices,
    });
  const overdue = figures.overdueInvoices;
  // Nothing overdue reads "0" in the site's currency; otherwise one sum per currency, never added together.
  const overdueAmounts =
    overdue.amounts.length === 0
      ? formatMoney(0, figures.revenue.currency)
      : overdue.amounts.map((row) => formatMoney(row.amount, row.currency)).join(" · ");

  return (
    <DashboardPage title={t("adminOverview.title")}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          label={t("adminOverview.cards.activeClients")}
          value={formatCount(figures.activeClients, lang)}
          definition={t("adminOverview.cards.activeClientsHint")}
          icon={BriefcaseBusiness}
        />
        <FigureCard
          label={t("adminOverview.cards.activeFacilitators")}
          value={formatCount(figures.activeFacilitators, lang)}
          definition={t("adminOverview.cards.activeFacilitatorsHint")}
          icon={UserCheck}
        />
        <FigureCard
          label={t("adminOverview.cards.upcomingWorkshops")}
          value={formatCount(figures.upcomingWorkshops, lang)}
          definition={t("adminOverview.cards.upcomingWorkshopsHint")}
          icon={CalendarDays}
        >
          <p className="mt-1 text-sm">
            {t("adminOverview.cards.alertSubscribers", { count: figures.alertSubscribers })}
          </p>
        </FigureCard>
        <FigureCard
          label={t("adminOverview.cards.contentStatus")}
          value={t("adminOverview.cards.contentValue", {
            published: formatCount(figures.content.published, lang),
            draft: formatCount(figures.content.draft, lang),
          })}
          definition={t("adminOverview.cards.contentStatusHint")}
          icon={FileText}
        />
        <FigureCard
          label={t("adminOverview.cards.revenue")}
          value={formatMoney(figures.revenue.amount, figures.revenue.currency)}
          definition={t("adminOverview.cards.revenueHint", { currency: figures.revenue.currency })}
          icon={Banknote}
          link={{ to: overviewReportLinks.revenue, label: t("adminOverview.cards.revenueReport") }}
        />
        <FigureCard
          label={t("adminOverview.cards.overdueInvoices")}
          value={formatCount(overdue.count, lang)}
          definition={
            <>
              {t("adminOverview.cards.overdueInvoicesHint")}{" "}
              {/* Underlined: its colour alone is too close to the text around it to mark a link. */}
              <Link to={overviewAlertLinks.overdueInvoices} className="text-primary underline underline-offset-4">
                {t("adminOverview.cards.billingLink")}
              </Link>
            </>
          }
          icon={Receipt}
          link={{ to: overviewReportLinks.overdueInvoices, label: t("adminOverview.cards.ageingReport") }}
        >
          <p className="mt-1 text-sm break-words">
            {t("adminOverview.cards.overdueAmount", { amounts: overdueAmounts })}
          </p>
        </FigureCard>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <WeeklyChart weeks={figures.weeks} currentWeek={weekStart(figures.today)} />
        <div className="space-y-6">
          <Panel
            title={t("adminOverview.alerts.title")}
            icon={<AlertTriangle aria-hidden="true" className="size-5 text-accent" />}
          >
            {moderation > 0 && (
              <p className="mb-2 text-sm font-medium">{t("adminOverview.alerts.moderation", { count: moderation })}</p>
            )}
            {alertItems.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("adminOverview.alerts.none")}</p>
            ) : (
              <ul className="space-y-2">
                {alertItems.map((alert) => (
                  <li key={alert.key} className="flex items-start justify-between gap-3 text-sm">
                    <span className="min-w-0 break-words">{alert.text}</span>
                    <Link to={alert.to} className="shrink-0 text-primary underline-offset-4 hover:underline">
                      {t("adminOverview.alerts.open")}
                      <span className="sr-only">: {alert.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-3 border-t pt-3 text-xs text-muted-foreground">
              {t("adminOverview.alerts.failedPayments")}
            </p>
          </Panel>
          <FollowUps
            items={loaderData.followUps.items}
            total={loaderData.followUps.total}
            today={figures.today}
            lang={lang}
          />
          <Panel title={t("adminOverview.actions.title")}>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {quickActions.map((action) => (
                <li key={action.label}>
                  <Link
                    to={action.to}
                    className="inline-flex h-10 w-full items-center gap-2 rounded-md border px-4 text-sm font-medium hover:bg-muted [&_svg]:size-4 [&_svg]:shrink-0"
                  >
                    <action.icon aria-hidden="true" />
                    {t(action.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </DashboardPage>
  );
}

/**
 * The signed-in admin's follow-ups still to do (deals they own, or logged on a deal nobody owns or on an
 * organization without a deal), soonest first; each links to its deal, or to its organization.
 */
function FollowUps({ items, total, today, lang }: { items: FollowUp[]; total: number; today: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("adminOverview.followUps.title")} icon={<CalendarClock aria-hidden="true" className="size-5" />}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("adminOverview.followUps.none")}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => {
            const late = item.followUpOn < today;
            return (
              <li key={item.id} className="text-sm">
                <Link
                  to={item.dealId ? `/admin/sales/${item.dealId}` : `/admin/clients/${item.organizationId}`}
                  className="font-medium break-words text-primary hover:underline"
                >
                  {item.dealTitle ?? item.organizationName}
                </Link>
                <p className={late ? "font-semibold text-destructive" : "text-muted-foreground"}>
                  {t(late ? "adminOverview.followUps.late" : "adminOverview.followUps.due", {
                    date: formatShortDate(item.followUpOn, lang),
                  })}
                  {item.nextStep && ` · ${item.nextStep}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {total > items.length && (
        <p className="mt-3 text-xs text-muted-foreground">
          {t("adminOverview.followUps.more", { count: total - items.length })}
        </p>
      )}
    </Panel>
  );
}

function Panel({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border bg-card p-5">
      <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
