import { ADMIN_TWO_FACTOR_SETTING } from "~/lib/settings/schema";
import { getSettingValues } from "../site/settings.server";
import type { SessionUser } from "./session.server";

/** The set-up screen: the profile's two-factor card. */
export const TWO_FACTOR_SETUP_PATH = "/profile#two-factor";

/**
 * Whether the user must set up two-factor before any private area's page (docs/decisions/0023): an admin without
 * it, while "Require two-factor for admins" is `required`. Every installation has the setting (the seed writes it,
 * migration 0012 added it to those set up before); a database without settings at all (a test's) requires nothing.
 */
export async function mustSetUpTwoFactor(user: Pick<SessionUser, "role" | "twoFactorEnabled">): Promise<boolean> {
  if (user.role !== "admin" || user.twoFactorEnabled) return false;
  return (await getSettingValues())[ADMIN_TWO_FACTOR_SETTING] === "required";
}
