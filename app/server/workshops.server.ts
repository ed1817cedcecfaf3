import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "./db/client.server";
import { facilitators, workshopRegistrations, workshops, type RegistrationStatus, type Workshop } from "./db/schema";

/** Whether a route parameter can be a row id (anything else is a 404, not a database error). */
export function isUuid(value: string | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * The number of a workshop's registrations in a status, as a column of a query on `workshops`.
 * Participants are always counted like this (PRODUCT.md): there is no counter to drift.
 */
export function registrationCount(status: RegistrationStatus) {
  return sql<number>`(select count(*)::int from ${workshopRegistrations} where ${workshopRegistrations.workshopId} = ${workshops.id} and ${workshopRegistrations.status} = ${status})`.mapWith(
    Number,
  );
}

export interface WorkshopFacilitator {
  id: string;
  firstName: string;
  lastName: string;
  /** Approved and available: the public may open their profile (SPEC.md 4). */
  isPublic: boolean;
}

export type PublicWorkshop = Pick<
  Workshop,
  | "id"
  | "title"
  | "description"
  | "status"
  | "date"
  | "startTime"
  | "endTime"
  | "timeZone"
  | "location"
  | "maxParticipants"
  | "price"
  | "tags"
  | "theme"
  | "level"
  | "imageUrl"
  | "createdAt"
  | "updatedAt"
> & {
  facilitator: WorkshopFacilitator | null;
  confirmed: number;
  waitlisted: number;
};

/**
 * One workshop as its public page shows it, with the seats counted from registrations.
 * Drafts are not public: they answer null like an unknown id. Cancelled and completed workshops
 * stay visible (their page says so), since people may hold links to them.
 */
export async function getPublicWorkshop(id: string): Promise<PublicWorkshop | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select({
      id: workshops.id,
      title: workshops.title,
      description: workshops.description,
      status: workshops.status,
      date: workshops.date,
      startTime: workshops.startTime,
      endTime: workshops.endTime,
      timeZone: workshops.timeZone,
      location: workshops.location,
      maxParticipants: workshops.maxParticipants,
      price: workshops.price,
      tags: workshops.tags,
      theme: workshops.theme,
      level: workshops.level,
      imageUrl: workshops.imageUrl,
      createdAt: workshops.createdAt,
      updatedAt: workshops.updatedAt,
      facilitatorId: facilitators.id,
      facilitatorFirstName: facilitators.firstName,
      facilitatorLastName: facilitators.lastName,
      facilitatorIsPublic: sql<boolean>`(${facilitators.status} = 'approved' and ${facilitators.availability} = 'available')`,
      confirmed: registrationCount("confirmed"),
      waitlisted: registrationCount("waitlisted"),
    })
    .from(workshops)
    .leftJoin(facilitators, eq(facilitators.id, workshops.facilitatorId))
    .where(and(eq(workshops.id, id), ne(workshops.status, "draft")));
  if (!row) return null;
  const { facilitatorId, facilitatorFirstName, facilitatorLastName, facilitatorIsPublic, ...workshop } = row;
  return {
    ...workshop,
    facilitator: facilitatorId
      ? { id: facilitatorId, firstName: facilitatorFirstName ?? "", lastName: facilitatorLastName ?? "", isPublic: facilitatorIsPublic === true }
      : null,
  };
}
