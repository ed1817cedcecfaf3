import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { toCsv } from "~/lib/csv";
import { formatAgencyDateTime, formatWorkshopWhen } from "~/lib/format";
import type { Language } from "~/lib/i18n";
import { isUuid } from "~/lib/ids";
import { localizedString } from "~/lib/localized-text";
import { placeLine } from "~/lib/workshops/places";
import type { RegistrationsView } from "~/lib/workshops/registrations";
import { db } from "../db/client.server";
import { seatBookings, workshopRegistrations, workshops, type WorkshopRegistration } from "../db/schema";
import { serverT } from "../i18n.server";
import { registrationCount, workshopSummaryColumns, type WorkshopSummary } from "./queries.server";

// The staff's lists of workshops and registrations, and their CSV export.

export interface WorkshopWithCounts extends WorkshopSummary {
  cancelled: number;
}

const countColumns = { ...workshopSummaryColumns, cancelled: registrationCount("cancelled") };

/** Every workshop (drafts included) with its registration counts, by date (undated last). */
export async function listWorkshopsWithCounts(): Promise<WorkshopWithCounts[]> {
  return db()
    .select(countColumns)
    .from(workshops)
    .orderBy(sql`${workshops.date} asc nulls last`, asc(workshops.startTime), asc(workshops.titleFr));
}

export type StaffRegistration = WorkshopRegistration & {
  position: number | null;
  /** The purchase-order reference of the organization's booking the seat belongs to. */
  bookingReference: string | null;
};

/**
 * A workshop's registrations for staff: confirmed, then the waitlist in order (with positions), then cancelled.
 * With `facilitatorId`, only a workshop of that facilitator is found (the facilitator's read-only list).
 */
export async function getWorkshopRegistrations(
  workshopId: string,
  scope: { facilitatorId?: string } = {},
): Promise<{ workshop: WorkshopWithCounts; registrations: StaffRegistration[] } | null> {
  if (!isUuid(workshopId)) return null;
  const [workshop] = await db()
    .select(countColumns)
    .from(workshops)
    .where(
      and(
        eq(workshops.id, workshopId),
        scope.facilitatorId === undefined ? undefined : eq(workshops.facilitatorId, scope.facilitatorId),
      ),
    );
  if (!workshop) return null;
  const rows = await db()
    .select({ ...getTableColumns(workshopRegistrations), bookingReference: seatBookings.reference })
    .from(workshopRegistrations)
    .leftJoin(seatBookings, eq(seatBookings.id, workshopRegistrations.bookingId))
    .where(eq(workshopRegistrations.workshopId, workshopId))
    .orderBy(
      sql`case ${workshopRegistrations.status} when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end`,
      asc(workshopRegistrations.createdAt),
      asc(workshopRegistrations.id),
    );
  let position = 0;
  const registrations = rows.map((row) => ({ ...row, position: row.status === "waitlisted" ? ++position : null }));
  return { workshop, registrations };
}

/** A workshop's registrations as its page shows them (staff's or its facilitator's), in the page's language. */
export function registrationsView(
  { workshop, registrations }: { workshop: WorkshopWithCounts; registrations: StaffRegistration[] },
  lang: Language,
): RegistrationsView {
  return {
    workshop: {
      id: workshop.id,
      title: localizedString(workshop.title, lang),
      status: workshop.status,
      when: formatWorkshopWhen(workshop, lang, "short"),
      location: placeLine(workshop, lang, serverT(lang)("workshop.facts.online")),
    },
    counts: {
      confirmed: workshop.confirmed,
      waitlisted: workshop.waitlisted,
      cancelled: workshop.cancelled,
      max: workshop.maxParticipants,
    },
    rows: registrations.map((row) => ({
      id: row.id,
      status: row.status,
      position: row.position,
      // A seat an organization booked and has not named yet (its organization is in its own column).
      name: row.name ?? serverT(lang)("workshop.admin.unnamedSeat"),
      email: row.email,
      organization: row.organization,
      phone: row.phone,
      language: row.language,
      registeredAt: formatAgencyDateTime(row.createdAt, lang),
      promotedAt: row.promotedAt ? formatAgencyDateTime(row.promotedAt, lang) : null,
      cancelledAt: row.cancelledAt ? formatAgencyDateTime(row.cancelledAt, lang) : null,
      checkedIn: row.checkedInAt !== null,
      booked: row.bookingId !== null,
    })),
  };
}

/** The registrations as CSV (headers in the staff member's language; cells guarded against formulas). */
export function registrationsCsv(registrations: StaffRegistration[], lang: Language): string {
  const t = serverT(lang);
  const header = [
    t("workshop.admin.columns.status"),
    t("workshop.admin.columns.position"),
    t("workshop.admin.columns.name"),
    t("workshop.admin.columns.email"),
    t("workshop.admin.columns.organization"),
    t("workshop.admin.columns.phone"),
    t("workshop.admin.columns.language"),
    t("workshop.admin.columns.registeredAt"),
    t("workshop.admin.columns.promotedAt"),
    t("workshop.admin.columns.cancelledAt"),
    t("workshop.admin.columns.bookingReference"),
  ];
  const rows = registrations.map((row) => [
    t(`workshop.admin.registrationStatuses.${row.status}`),
    row.position,
    row.name,
    row.email,
    row.organization,
    row.phone,
    row.language,
    row.createdAt,
    row.promotedAt,
    row.cancelledAt,
    row.bookingReference,
  ]);
  return toCsv(header, rows);
}
