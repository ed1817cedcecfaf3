import { localizedString } from "~/lib/localized-text";
import { ArrowLeft, Download, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { DashboardPage } from "~/components/dashboard-page";
import { buttonVariants } from "~/components/ui/button";
import { WorkshopStatusBadge } from "~/components/workshops/admin-workshop-list";
import { formatAgencyDateTime, formatWorkshopWhen } from "~/lib/format";
import { metaTags } from "~/lib/meta";
import { requireRole } from "~/server/accounts/guards.server";
import { privatePageMeta } from "~/server/i18n.server";
import { getWorkshopRegistrations } from "~/server/workshops/staff-lists.server";
import { i18nHandle } from "~/locales/areas";
import type { Route } from "./+types/workshop-registrations";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const result = await getWorkshopRegistrations(params.id);
  if (!result) throw data(null, { status: 404 });
  const { workshop, registrations } = result;
  const rows = registrations.map((row) => ({
    id: row.id,
    status: row.status,
    position: row.position,
    name: row.name,
    email: row.email,
    organization: row.organization,
    phone: row.phone,
    language: row.language,
    registeredAt: formatAgencyDateTime(row.createdAt, context.lang),
    promotedAt: row.promotedAt ? formatAgencyDateTime(row.promotedAt, context.lang) : null,
    cancelledAt: row.cancelledAt ? formatAgencyDateTime(row.cancelledAt, context.lang) : null,
  }));
  const meta = privatePageMeta(context.lang, "workshop.admin.registrationsTitle");
  return {
    meta: { ...meta, title: `${localizedString(workshop.title, context.lang)} · ${meta.title}` },
    workshop: {
      id: workshop.id,
      title: localizedString(workshop.title, context.lang),
      status: workshop.status,
      when: formatWorkshopWhen(workshop, context.lang, "short"),
      location: workshop.location,
    },
    counts: {
      confirmed: workshop.confirmed,
      waitlisted: workshop.waitlisted,
      cancelled: workshop.cancelled,
      max: workshop.maxParticipants,
    },
    rows,
  };
}

/** The browser loads only these locale areas for this page (docs/decisions/0005). */
export const handle = i18nHandle("workshop");

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

function RegistrationTable({
  rows,
  caption,
  empty,
  showPosition,
  showPromoted,
  showCancelled,
}: {
  rows: Row[];
  caption: string;
  empty: string;
  showPosition?: boolean;
  showPromoted?: boolean;
  showCancelled?: boolean;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const th = "px-3 py-2.5 font-semibold";
  return (
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {showPosition && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.position")}
              </th>
            )}
            <th scope="col" className={th}>
              {t("workshop.admin.columns.name")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.email")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.organization")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.phone")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.language")}
            </th>
            <th scope="col" className={th}>
              {t("workshop.admin.columns.registeredAt")}
            </th>
            {showPromoted && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.promotedAt")}
              </th>
            )}
            {showCancelled && (
              <th scope="col" className={th}>
                {t("workshop.admin.columns.cancelledAt")}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id}>
              {showPosition && <td className="px-3 py-2.5 font-semibold tabular-nums">{row.position}</td>}
              <td className="px-3 py-2.5 font-medium">{row.name}</td>
              <td className="px-3 py-2.5">
                <a href={`mailto:${row.email}`} className="text-primary underline-offset-4 hover:underline">
                  {row.email}
                </a>
              </td>
              <td className="px-3 py-2.5">{row.organization ?? "—"}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{row.phone ?? "—"}</td>
              <td className="px-3 py-2.5 uppercase">{row.language}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">{row.registeredAt}</td>
              {showPromoted && <td className="px-3 py-2.5 whitespace-nowrap">{row.promotedAt ?? "—"}</td>}
              {showCancelled && <td className="px-3 py-2.5 whitespace-nowrap">{row.cancelledAt ?? "—"}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function WorkshopRegistrationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { workshop, counts, rows } = loaderData;
  const confirmed = rows.filter((row) => row.status === "confirmed");
  const waitlist = rows.filter((row) => row.status === "waitlisted");
  const cancelled = rows.filter((row) => row.status === "cancelled");
  return (
    <DashboardPage title={t("workshop.admin.viewRegistrationsOf", { title: workshop.title })}>
      <div className="space-y-8">
        <div className="space-y-4">
          <Link
            to="/admin/workshops"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("workshop.admin.backToWorkshops")}
          </Link>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <WorkshopStatusBadge status={workshop.status} />
            <span>{workshop.when ?? t("workshop.admin.tbd")}</span>
            {workshop.location && <span className="text-muted-foreground">· {workshop.location}</span>}
          </div>
          <p className="font-medium">
            {[
              `${t("workshop.admin.summaryConfirmed", { count: counts.confirmed })} ${t("workshop.admin.summarySeats", { count: counts.max })}`,
              t("workshop.admin.summaryWaitlisted", { count: counts.waitlisted }),
              t("workshop.admin.summaryCancelled", { count: counts.cancelled }),
            ].join(" · ")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              to={`/admin/workshops/${workshop.id}/registrations.csv`}
              reloadDocument
              download
              className={buttonVariants({ variant: "default" })}
            >
              <Download aria-hidden="true" />
              {t("workshop.admin.exportCsv")}
            </Link>
            {workshop.status !== "draft" && (
              <Link to={`/calendar/${workshop.id}`} className={buttonVariants({ variant: "outline" })}>
                <ExternalLink aria-hidden="true" />
                {t("workshop.admin.publicPage")}
              </Link>
            )}
          </div>
        </div>

        <section aria-labelledby="confirmed-heading" className="space-y-3">
          <h2 id="confirmed-heading" className="text-lg font-semibold">
            {t("workshop.admin.confirmedHeading")} ({confirmed.length}/{counts.max})
          </h2>
          <RegistrationTable
            rows={confirmed}
            caption={t("workshop.admin.confirmedHeading")}
            empty={t("workshop.admin.noConfirmed")}
            showPromoted={confirmed.some((row) => row.promotedAt)}
          />
        </section>
        <section aria-labelledby="waitlist-heading" className="space-y-3">
          <h2 id="waitlist-heading" className="text-lg font-semibold">
            {t("workshop.admin.waitlistHeading")} ({waitlist.length})
          </h2>
          <RegistrationTable
            rows={waitlist}
            caption={t("workshop.admin.waitlistHeading")}
            empty={t("workshop.admin.noWaitlist")}
            showPosition
          />
        </section>
        <section aria-labelledby="cancelled-heading" className="space-y-3">
          <h2 id="cancelled-heading" className="text-lg font-semibold">
            {t("workshop.admin.cancelledHeading")} ({cancelled.length})
          </h2>
          <RegistrationTable
            rows={cancelled}
            caption={t("workshop.admin.cancelledHeading")}
            empty={t("workshop.admin.noCancelled")}
            showCancelled
          />
        </section>
      </div>
    </DashboardPage>
  );
}
