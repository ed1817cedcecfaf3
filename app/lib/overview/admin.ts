/**
 * Where each alert of the admin overview leads: the list that shows what the alert counts, filtered to it
 * through the list's own URL state (app/lib/tables.ts), so one click lands on the rows to act on.
 */
export const overviewAlertLinks = {
  expiringContracts: "/admin/clients?contracts=expiring",
  pendingApplications: "/admin/facilitators?view=pending",
  newMessages: "/admin/messages?status=new",
  staleDrafts: "/admin/cms?show=drafts",
  /** The billing table's "overdue" view: every unpaid invoice past its due date. */
  overdueInvoices: "/admin/billing?status=overdue",
} as const;

/** One invoice's page in the back office, where a long-overdue invoice's alert leads. */
export function adminInvoiceLink(id: string): string {
  return `/admin/billing/${id}`;
}

/** The invoice editor of a new draft: the overview's "Create Invoice" quick action. */
export const newInvoiceLink = "/admin/billing/new";

/** The report behind a figure of the overview: this month's revenue is the revenue report's last month. */
export const overviewReportLinks = {
  revenue: "/admin/reports",
  /** The ageing's buckets past due add up to the overdue figure. */
  overdueInvoices: "/admin/reports/receivables",
} as const;
