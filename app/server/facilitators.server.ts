import { and, asc, eq } from "drizzle-orm";
import { db } from "./db/client.server";
import { facilitators } from "./db/schema";

/** Facilitators the public may see on the home page and in the sitemap: approved and available. */
const publiclyListed = and(eq(facilitators.status, "approved"), eq(facilitators.availability, "available"));

export interface TeamFacilitator {
  id: string;
  firstName: string;
  lastName: string;
  specialties: string[];
  bio: string | null;
  linkedin: string | null;
  website: string | null;
  profileImageUrl: string | null;
}

/** The home page's team section: up to `limit` approved, available facilitators, longest-standing first. */
export async function listTeamFacilitators(limit = 8): Promise<TeamFacilitator[]> {
  return db()
    .select({
      id: facilitators.id,
      firstName: facilitators.firstName,
      lastName: facilitators.lastName,
      specialties: facilitators.specialties,
      bio: facilitators.bio,
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
