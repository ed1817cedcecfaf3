import { useTranslation } from "~/locales/runtime/react";
import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
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

const statusTones: Record<AdminWorkshopRow["status"], BadgeTone> = {
  published: "green",
  draft: "yellow",
  cancelled: "red",
  completed: "grey",
};

export function WorkshopStatusBadge({ status }: { status: AdminWorkshopRow["status"] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={statusTones[status]}>{t(`workshop.admin.statuses.${status}`)}</StatusBadge>;
}
