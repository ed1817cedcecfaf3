/** One demo account per role, all with the same password (DEMO_PASSWORD, or one generated at the first start). */
import type { UserRole } from "../schema";

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}

export const DEMO_ACCOUNTS = [
  { email: "admin@example.org", firstName: "Mariam", lastName: "Sawadogo", role: "admin" },
  { email: "facilitator@example.org", firstName: "Aminata", lastName: "Ouédraogo", role: "facilitator" },
  { email: "client@example.org", firstName: "Boris", lastName: "Kaboré", role: "client" },
  { email: "creator@example.org", firstName: "Fatimata", lastName: "Zongo", role: "content_creator" },
  // The legacy role: routed and guarded as a facilitator, shown with a green badge, linked to Ibrahim's record.
  { email: "employee@example.org", firstName: "Ibrahim", lastName: "Sawadogo", role: "employee" },
] as const satisfies readonly DemoAccount[];
