import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import type { FacilitatorWorkshop, PublicFacilitator, TeamFacilitator } from "~/lib/facilitators/public";
import { db } from "../db/client.server";
import { facilitators, workshops } from "../db/schema";
import { workshopTitle, workshopWhenAndWhere } from "../workshops/queries.server";
import { publiclyListed } from "./listed.server";

/** The home page's team section: up to `limit` approved, available facilitators, longest-standing first. */
export async function listTeamFacilitators(limit = 8): Promise<TeamFacilitator[]> {
  return db()
    .select({
      id: facilitators.id,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      specialties: { fr: facilitators.specialtiesFr, en: facilitators.specialtiesEn },
      bio: { fr: facilitators.bioFr, en: facilitators.bioEn },
      linkedin: facilitators.linkedin,
      website: facilitators.website,
      profileImageUrl: facilitators.profileImageUrl,
    })
    .from(facilitators)
    .where(publiclyListed)
    .orderBy(asc(facilitators.createdAt), asc(facilitators.id))
    .limit(limit);
}

/** Every public facilitator profile for /sitemap.xml, with when it last changed. */
export async function listSitemapFacilitators(): Promise<{ id: string; updatedAt: Date }[]> {
  return db()
    .select({ id: facilitators.id, updatedAt: facilitators.updatedAt })
    .from(facilitators)
    .where(publiclyListed)
    .orderBy(asc(facilitators.createdAt), asc(facilitators.id));
}

// ---------------------------------------------------------------------------------------------
// The public facilitator view: only these columns ever leave the server for the
// directory and the profiles — never email, phone, hourly rate, website or LinkedIn.
// ---------------------------------------------------------------------------------------------

const publicFacilitatorColumns = {
  id: facilitators.id,
  firstName: facilitators.firstName,
  lastName: facilitators.lastName,
  addressForm: facilitators.addressForm,
  profileImageUrl: facilitators.profileImageUrl,
  location: facilitators.location,
  bio: { fr: facilitators.bioFr, en: facilitators.bioEn },
  specialties: { fr: facilitators.specialtiesFr, en: facilitators.specialtiesEn },
  yearsExperience: facilitators.yearsExperience,
  languages: facilitators.languages,
  certifications: { fr: facilitators.certificationsFr, en: facilitators.certificationsEn },
};

/** /facilitators: approved and available facilitators, by first name. */
export async function listPublicFacilitators(): Promise<PublicFacilitator[]> {
  return db()
    .select(publicFacilitatorColumns)
    .from(facilitators)
    .where(publiclyListed)
    .orderBy(asc(facilitators.firstName), asc(facilitators.lastName), asc(facilitators.id));
}

/** /facilitators/{id}: the profile, or null for an unknown, malformed or non-public id. */
export async function getPublicFacilitator(id: string | undefined): Promise<PublicFacilitator | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select(publicFacilitatorColumns)
    .from(facilitators)
    .where(and(eq(facilitators.id, id), publiclyListed));
  return row ?? null;
}

/**
 * The profile's 'Workshop History': the facilitator's workshops, newest date first. Only published
 * and completed workshops are public (drafts and cancelled ones stay with the team).
 */
export async function listFacilitatorWorkshops(facilitatorId: string): Promise<FacilitatorWorkshop[]> {
  if (!isUuid(facilitatorId)) return [];
  const rows = await db()
    .select({ id: workshops.id, title: workshopTitle, status: workshops.status, ...workshopWhenAndWhere })
    .from(workshops)
    .where(and(eq(workshops.facilitatorId, facilitatorId), inArray(workshops.status, ["published", "completed"])))
    .orderBy(desc(workshops.date), asc(workshops.titleFr));
  return rows as FacilitatorWorkshop[];
}
