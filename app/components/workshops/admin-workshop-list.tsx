import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export interface AdminWorkshopRow {
  id: string;
  title: string;
  status: "draft" | "published" | "cancelled" | "completed";
  /** Already formatted on the server ('Mar 10, 2026 · 9:00 AM – 1:00 PM'), or null for 'TBD'. */
  when: string | null;
  location: string | null;
  maxParticipants: number;
  confirmed: number;
  waitlisted: number;
}

// Status colours: published green, draft yellow, cancelled red, other grey.
export const workshopStatusClass: Record<AdminWorkshopRow["status"], string> = {
  published: "bg-savanna/15 text-savanna dark:text-green-300",
  draft: "bg-sun/20 text-yellow-900 dark:text-sun",
  cancelled: "bg-destructive/15 text-destructive",
  completed: "bg-muted text-muted-foreground",
};

export function WorkshopStatusBadge({ status }: { status: AdminWorkshopRow["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", workshopStatusClass[status])}>
      {t(`workshop.admin.statuses.${status}`)}
    </span>
  );
}

/** Every workshop with its seats (counted from confirmed registrations) and waitlist, linking to its registrations. */
export function AdminWorkshopList({ workshops }: { workshops: AdminWorkshopRow[] }) {
  const { t } = useTranslation();
  if (workshops.length === 0) return <p className="text-muted-foreground">{t("workshop.admin.empty")}</p>;
  return (
    // `relative` keeps the sr-only (absolutely positioned) texts inside the scroller on phones.
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t("workshop.admin.listHeading")}</caption>
        <thead className="border-b bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="min-w-56 px-4 py-3">
              {t("workshop.admin.columns.title")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("workshop.admin.columns.date")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("workshop.admin.columns.status")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("workshop.admin.columns.participants")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("workshop.admin.columns.waitlist")}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t("workshop.admin.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {workshops.map((workshop) => {
            const percent = Math.min(100, Math.round((workshop.confirmed / workshop.maxParticipants) * 100));
            return (
              <tr key={workshop.id}>
                <td className="px-4 py-3 font-medium">
                  {workshop.title}
                  {workshop.location && (
                    <span className="block text-xs font-normal text-muted-foreground">{workshop.location}</span>
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{workshop.when ?? t("workshop.admin.tbd")}</td>
                <td className="px-4 py-3">
                  <WorkshopStatusBadge status={workshop.status} />
                </td>
                <td className="px-4 py-3">
                  <span className="tabular-nums">
                    {workshop.confirmed}/{workshop.maxParticipants}
                  </span>
                  <div aria-hidden="true" className="mt-1 h-1.5 w-24 overflow-hidden rounded-full bg-muted">
                    <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
                  </div>
                </td>
                <td className="px-4 py-3 tabular-nums">{workshop.waitlisted}</td>
                <td className="px-4 py-3 text-right">
                  <Link
                    to={`/admin/workshops/${workshop.id}/registrations`}
                    aria-label={t("workshop.admin.viewRegistrationsOf", { title: workshop.title })}
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {t("workshop.admin.viewRegistrations")}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
