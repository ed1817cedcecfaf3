/**
 * Where each alert of the admin overview leads: the list that shows what the alert counts, filtered to it
 * through the list's own URL state (app/lib/tables.ts), so one click lands on the rows to act on.
 */
export const overviewAlertLinks = {
  expiringContracts: "/admin/clients?contracts=expiring",
  pendingApplications: "/admin/facilitators?view=pending",
  newMessages: "/admin/messages?status=new",
  staleDrafts: "/admin/cms?show=drafts",
} as const;
