import { asc, eq, sql } from "drizzle-orm";
import type { Language } from "~/lib/i18n";
import type { Bilingual } from "~/lib/localized-text";
import { db } from "../db/client.server";
import { certificates, workshopRegistrations, workshops } from "../db/schema";
import { workshopTitle, workshopWhenAndWhere } from "./queries.server";
import { cancelToken, ticketPath, ticketUrl } from "./links.server";
import { ticketQrSvg } from "./ticket-qr.server";
import type { WorkshopPlaceFields } from "~/lib/workshops/places";

export interface OwnRegistration extends WorkshopPlaceFields {
  id: string;
  status: "confirmed" | "waitlisted" | "cancelled";
  workshopId: string;
  title: Bilingual;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  /** The signed token of the cancellation link, while the registration can still be cancelled. */
  cancelToken: string | null;
  /**
   * A confirmed seat of a workshop still to come: the ticket's path (not localized) and the QR code of its link
   * in the page's language, as an SVG document.
   */
  ticket: { path: string; qrSvg: string } | null;
  /** The code of the valid certificate of attendance this registration holds, if any. */
  certificateCode: string | null;
}

/**
 * The registrations made with a signed-in user's address (the public form needs no account, so the address is
 * what ties them to the user), split into upcoming and past by the agency's `today`. Scoped in the query.
 */
export async function listOwnRegistrations(
  email: string,
  today: string,
  lang: Language,
): Promise<{ upcoming: OwnRegistration[]; past: OwnRegistration[] }> {
  const rows = await db()
    .select({
      id: workshopRegistrations.id,
      status: workshopRegistrations.status,
      workshopId: workshops.id,
      workshopStatus: workshops.status,
      title: workshopTitle,
      ...workshopWhenAndWhere,
      certificateCode: sql<string | null>`case when ${certificates.revokedAt} is null then ${certificates.code} end`,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .leftJoin(certificates, eq(certificates.registrationId, workshopRegistrations.id))
    .where(eq(sql`lower(${workshopRegistrations.email})`, email.toLowerCase()))
    .orderBy(asc(workshops.date), asc(workshopRegistrations.createdAt));
  const upcoming: OwnRegistration[] = [];
  const past: OwnRegistration[] = [];
  for (const { workshopStatus, ...row } of rows) {
    const isUpcoming = row.date === null || row.date >= today;
    const cancellable = isUpcoming && row.status !== "cancelled" && workshopStatus !== "cancelled";
    const seated = cancellable && row.status === "confirmed";
    (isUpcoming ? upcoming : past).push({
      ...row,
      cancelToken: cancellable ? cancelToken(row.id) : null,
      ticket: seated ? { path: ticketPath(row.id), qrSvg: await ticketQrSvg(ticketUrl(row.id, lang)) } : null,
    });
  }
  past.reverse();
  return { upcoming, past };
}
