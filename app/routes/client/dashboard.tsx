import type { ReactNode } from "react";
import { CalendarDays, CheckCircle2, FileText, FolderKanban, Mail, Phone } from "lucide-react";
import { useTranslation } from "~/locales/runtime/react";
import { Link } from "react-router";
import { FigureCard } from "~/components/admin/figure-card";
import { StatusBadge } from "~/components/admin/status-badge";
import { DashboardPage } from "~/components/dashboard-page";
import { FallbackNote } from "~/components/i18n/localized-text";
import { buttonVariants } from "~/components/ui/button";
import { contractStatusTones, projectStatusTones } from "~/lib/clients/admin";
import { formatCount, formatLongDate, formatShortDate, formatTimeRange } from "~/lib/format";
import { localizePath, type Language } from "~/lib/i18n";
import { localizedText } from "~/lib/localized-text";
import { metaTags } from "~/lib/meta";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { placeLine } from "~/lib/workshops/places";
import { i18nHandle } from "~/locales/areas";
import { requireRole } from "~/server/accounts/guards.server";
import { clientDashboard } from "~/server/clients/client-dashboard.server";
import { privatePageMeta, serverT } from "~/server/i18n.server";
import type { Route } from "./+types/dashboard";
import { pageLanguage } from "~/server/front/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireRole({ request, context }, "client");
  const lang = context.get(pageLanguage);
  const meta = privatePageMeta(lang, "pages.clientDashboard.title");
  const dashboard = await clientDashboard(viewer, todayIn(AGENCY_TIME_ZONE));
  if (dashboard.kind === "noOrganization") {
    const { email, phone } = dashboard.contact;
    return { meta, dashboard: { kind: "noOrganization" as const, email, phone } };
  }
  return {
    meta,
    dashboard: {
      ...dashboard,
      registrations: dashboard.registrations.map(({ title, cancelToken, ...registration }) => {
        const shown = localizedText(title, lang);
        return {
          id: registration.id,
          status: registration.status,
          name: registration.name,
          title: shown?.text ?? "",
          titleLang: shown?.fallback ? shown.lang : undefined,
          href: localizePath(`/calendar/${registration.workshopId}`, lang),
          when: [
            registration.date ? formatLongDate(registration.date, lang) : null,
            formatTimeRange(registration.startTime, registration.endTime, lang),
            placeLine(registration, lang, serverT(lang)("workshop.facts.online")),
          ]
            .filter(Boolean)
            .join(" · "),
          cancelHref: cancelToken
            ? `${localizePath(`/registrations/${registration.id}/cancel`, lang)}?token=${cancelToken}`
            : null,
        };
      }),
      contracts: dashboard.contracts.map((contract) => ({
        ...contract,
        startDate: contract.startDate ? formatShortDate(contract.startDate, lang) : null,
        endDate: contract.endDate ? formatShortDate(contract.endDate, lang) : null,
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => metaTags(loaderData?.meta, matches);

export const handle = i18nHandle("clientDashboard");

type Data = Route.ComponentProps["loaderData"]["dashboard"];
type OrganizationData = Extract<Data, { kind: "organization" }>;

export default function ClientDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dashboard } = loaderData;
  return (
    <DashboardPage title={t("pages.clientDashboard.title")}>
      {dashboard.kind === "noOrganization" ? (
        <NoOrganization email={dashboard.email} phone={dashboard.phone} />
      ) : (
        <OrganizationDashboard dashboard={dashboard} />
      )}
    </DashboardPage>
  );
}

function NoOrganization({ email, phone }: { email: string; phone: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  return (
    <section aria-labelledby="no-organization" className="max-w-2xl rounded-xl border bg-card p-6">
      <h2 id="no-organization" className="font-display text-xl font-semibold">
        {t("clientDashboard.empty.title")}
      </h2>
      <p className="mt-3 text-muted-foreground">{t("clientDashboard.empty.body")}</p>
      <p className="mt-3">{t("clientDashboard.empty.reach")}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <dt className="flex items-center gap-2 text-muted-foreground">
          <Mail aria-hidden="true" className="size-4" />
          {t("clientDashboard.empty.email")}
        </dt>
        <dd className="min-w-0 break-words">
          <a href={`mailto:${email}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {email}
          </a>
        </dd>
        <dt className="flex items-center gap-2 text-muted-foreground">
          <Phone aria-hidden="true" className="size-4" />
          {t("clientDashboard.empty.phone")}
        </dt>
        <dd>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </dd>
      </dl>
      <Link to={localizePath("/contact", lang)} className={buttonVariants({ className: "mt-5" })}>
        {t("clientDashboard.empty.contact")}
      </Link>
    </section>
  );
}

function OrganizationDashboard({ dashboard }: { dashboard: OrganizationData }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === "en" ? "en" : "fr") as Language;
  const { figures } = dashboard;
  return (
    <>
      <p className="-mt-3 text-muted-foreground">
        {t("clientDashboard.organization", { name: dashboard.organization.name })}
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label={t("clientDashboard.cards.activeProjects")}
          value={formatCount(figures.activeProjects, lang)}
          definition={t("clientDashboard.cards.activeProjectsHint")}
          icon={FolderKanban}
        />
        <FigureCard
          label={t("clientDashboard.cards.completedProjects")}
          value={formatCount(figures.completedProjects, lang)}
          definition={t("clientDashboard.cards.completedProjectsHint")}
          icon={CheckCircle2}
        />
        <FigureCard
          label={t("clientDashboard.cards.upcomingWorkshops")}
          value={formatCount(figures.upcomingWorkshops, lang)}
          definition={t("clientDashboard.cards.upcomingWorkshopsHint")}
          icon={CalendarDays}
        />
        <FigureCard
          label={t("clientDashboard.cards.openContracts")}
          value={formatCount(figures.openContracts, lang)}
          definition={t("clientDashboard.cards.openContractsHint")}
          icon={FileText}
        />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <ListSection
          id="client-projects"
          title={t("clientDashboard.projects.title")}
          empty={dashboard.projects.length === 0}
          none={t("clientDashboard.projects.none")}
        >
          {dashboard.projects.map((project) => (
            <li key={project.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-medium break-words">{project.title}</h3>
                <StatusBadge tone={projectStatusTones[project.status]}>
                  {t(`clientDashboard.projectStatus.${project.status}`)}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {project.team.length === 0
                  ? t("clientDashboard.projects.noTeam")
                  : t("clientDashboard.projects.team", {
                      names: project.team
                        .map((member) => (member.role ? `${member.name} (${member.role})` : member.name))
                        .join(", "),
                    })}
              </p>
            </li>
          ))}
        </ListSection>

        <ListSection
          id="client-contracts"
          title={t("clientDashboard.contracts.title")}
          empty={dashboard.contracts.length === 0}
          none={t("clientDashboard.contracts.none")}
        >
          {dashboard.contracts.map((contract) => (
            <li key={contract.id} className="p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 font-medium break-words">{contract.title}</h3>
                <StatusBadge tone={contractStatusTones[contract.status]}>
                  {t(`clientDashboard.contractStatus.${contract.status}`)}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {contract.startDate || contract.endDate
                  ? [
                      contract.startDate && t("clientDashboard.contracts.from", { date: contract.startDate }),
                      contract.endDate && t("clientDashboard.contracts.until", { date: contract.endDate }),
                    ]
                      .filter(Boolean)
                      .join(" · ")
                  : t("clientDashboard.contracts.noDates")}
              </p>
            </li>
          ))}
        </ListSection>
      </div>

      <ListSection
        id="client-registrations"
        title={t("clientDashboard.registrations.title")}
        empty={dashboard.registrations.length === 0}
        none={t("clientDashboard.registrations.none")}
        className="mt-10"
        after={
          <Link
            to={localizePath("/calendar", lang)}
            className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("clientDashboard.registrations.browse")}
          </Link>
        }
      >
        {dashboard.registrations.map((registration) => (
          <li key={registration.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <Link to={registration.href} className="font-medium break-words hover:underline">
                <span lang={registration.titleLang}>
                  {registration.title}
                  {registration.titleLang && <FallbackNote lang={registration.titleLang} />}
                </span>
              </Link>
              <p className="text-sm text-muted-foreground">{registration.when}</p>
              <p className="mt-1 text-sm">
                {t("clientDashboard.registrations.by", { name: registration.name })}
                {" · "}
                <span className="font-medium">{t(`clientDashboard.registrationStatus.${registration.status}`)}</span>
              </p>
            </div>
            {registration.cancelHref && (
              <Link
                to={registration.cancelHref}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("clientDashboard.registrations.cancel")}
                <span className="sr-only">
                  {" – "}
                  {registration.title}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ListSection>
    </>
  );
}

function ListSection({
  id,
  title,
  empty,
  none,
  className,
  after,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  /** What the list says when it is empty. */
  none: string;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-muted-foreground">{none}</p>
      ) : (
        <ul className="mt-3 divide-y rounded-xl border bg-card">{children}</ul>
      )}
      {after}
    </section>
  );
}
