import { describe, expect, it } from "vitest";
import { organizationsTable } from "../clients/admin";
import { contentListViewOf } from "../content/admin";
import { contactMessagesTable } from "../contact/admin";
import { adminFacilitatorTable } from "../facilitators/admin";
import { overviewAlertLinks } from "./admin";

const query = (link: string) => new URL(link, "http://localhost").searchParams;

describe("the overview's alert links", () => {
  it("each open their list filtered to what the alert counts", () => {
    expect(organizationsTable.parse(query(overviewAlertLinks.expiringContracts)).contracts).toBe("expiring");
    expect(adminFacilitatorTable.parse(query(overviewAlertLinks.pendingApplications)).view).toBe("pending");
    expect(contactMessagesTable.parse(query(overviewAlertLinks.newMessages)).status).toBe("new");
    expect(contentListViewOf(query(overviewAlertLinks.staleDrafts))).toBe("drafts");
  });
});
