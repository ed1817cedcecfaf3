import { useTranslation } from "~/locales/runtime/react";
import { cn } from "~/lib/utils";
import type { WorkshopStatus } from "~/lib/workshops/registrations";

export interface AdminWorkshopRow {
  id: string;
  title: string;
  status: WorkshopStatus;
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
