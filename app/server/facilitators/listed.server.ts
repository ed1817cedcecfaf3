import { and, eq, type SQL } from "drizzle-orm";
import { facilitators } from "../db/schema";

/**
 * Which facilitators the public sees (the directory, their profiles, the home page's team, the sitemap, a link
 * from a workshop to its facilitator) and the overview counts as active: approved and available. A condition
 * on the `facilitators` table, for a `where` or, in a select, as a boolean.
 */
export const publiclyListed: SQL = and(
  eq(facilitators.status, "approved"),
  eq(facilitators.availability, "available"),
)!;
