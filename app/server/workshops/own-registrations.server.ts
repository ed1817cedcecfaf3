import { asc, eq, sql } from "drizzle-orm";
import type { Bilingual } from "~/lib/localized-text";
import { db } from "../db/client.server";
import { workshopRegistrations, workshops } from "../db/schema";
import { workshopTitle, workshopWhenAndWhere } from "./queries.server";
import { cancelToken } from "./links.server";
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
}

/**
 * The registrations made with a signed-in user's address (the public form needs no account, so the address is
 * what ties them to the user), split into upcoming and past by the agency's `today`. Scoped in the query.
 */
export async function listOwnRegistrations(
  email: string,
  today: string,
): Promise<{ upcoming: OwnRegistration[]; past: OwnRegistration[] }> {
  const rows = await db()
    .select({
      id: workshopRegistrations.id,
      status: workshopRegistrations.status,
      workshopId: workshops.id,
      workshopStatus: workshops.status,
      title: workshopTitle,
      ...workshopWhenAndWhere,
    })
    .from(workshopRegistrations)
    .innerJoin(workshops, eq(workshops.id, workshopRegistrations.workshopId))
    .where(eq(sql`lower(${workshopRegistrations.email})`, email.toLowerCase()))
    .orderBy(asc(workshops.date), asc(workshopRegistrations.createdAt));
  const upcoming: OwnRegistration[] = [];
  const past: OwnRegistration[] = [];
  for (const { workshopStatus, ...row } of rows) {
    const isUpcoming = row.date === null || row.date >= today;
    const cancellable = isUpcoming && row.status !== "cancelled" && workshopStatus !== "cancelled";
    (isUpcoming ? upcoming : past).push({ ...row, cancelToken: cancellable ? cancelToken(row.id) : null });
  }
  past.reverse();
  return { upcoming, past };
}
