import { describe, expect, it } from "vitest";
import { invoicesTable } from "../billing/invoices";
import { organizationsTable } from "../clients/admin";
import { contentListViewOf } from "../content/admin";
import { contactMessagesTable } from "../contact/admin";
import { adminFacilitatorTable } from "../facilitators/admin";
import { adminInvoiceLink, newInvoiceLink, overviewAlertLinks } from "./admin";

const query = (link: string) => new URL(link, "http://localhost").searchParams;

describe("the overview's alert links", () => {
  it("each open their list filtered to what the alert counts", () => {
    expect(organizationsTable.parse(query(overviewAlertLinks.expiringContracts)).contracts).toBe("expiring");
    expect(adminFacilitatorTable.parse(query(overviewAlertLinks.pendingApplications)).view).toBe("pending");
    expect(contactMessagesTable.parse(query(overviewAlertLinks.newMessages)).status).toBe("new");
    expect(contentListViewOf(query(overviewAlertLinks.staleDrafts))).toBe("drafts");
    expect(invoicesTable.parse(query(overviewAlertLinks.overdueInvoices)).status).toBe("overdue");
  });

  it("open an invoice's page and a new invoice's editor under /admin/billing", () => {
    expect(adminInvoiceLink("0b7c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f")).toBe(
      "/admin/billing/0b7c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f",
    );
    expect(newInvoiceLink).toBe("/admin/billing/new");
  });
});
