import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays, monthBounds, weekStart } from "~/lib/weeks";
import { contracts, projects, sectionContent } from "../db/schema";
import {
  createContactMessage,
  createFacilitator,
  createOrganization,
  createRegistration,
  createWorkshop,
  setSiteSettings,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { dashboardFigures } from "./dashboard.server";
import { overviewFigures } from "./overview.server";

const database = setUpTestDatabase({ freshForEachTest: true });
const today = todayIn(AGENCY_TIME_ZONE);
const daysFrom = (day: string) => Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);

describe("the overview's figures", () => {
  it("counts each card by its definition", async () => {
    const active = await createOrganization();
    const ended = await createOrganization();
    await createOrganization();
    await database.db.insert(contracts).values([
      { organizationId: active.id, title: "A", status: "active", endDate: addDays(today, 100) },
      { organizationId: active.id, title: "B", status: "active", endDate: addDays(today, 10) },
      { organizationId: ended.id, title: "C", status: "active", endDate: addDays(today, -1) },
      { organizationId: ended.id, title: "D", status: "draft", endDate: addDays(today, 5) },
    ]);
    await createFacilitator();
    await createFacilitator({ availability: "busy" });
    await createFacilitator({ status: "pending" });
    await createWorkshop({ daysFromNow: 3 });
    await createWorkshop({ daysFromNow: 0 });
    await createWorkshop({ daysFromNow: 20, status: "draft" });
    await createWorkshop({ daysFromNow: -2 });
    await database.db.insert(sectionContent).values([
      { section: "hero", isPublished: true },
      { section: "about", isPublished: true },
      { section: "team", isPublished: false },
    ]);
    await setSiteSettings({ currency: "XOF" });

    const figures = await overviewFigures();
    expect(figures.activeClients).toBe(1);
    expect(figures.activeFacilitators).toBe(1);
    expect(figures.upcomingWorkshops).toBe(2);
    expect(figures.content).toEqual({ published: 2, draft: 1 });
    expect(figures.revenue.currency).toBe("XOF");
    expect(figures.alerts.expiringContracts).toBe(1);
    expect(figures.alerts.pendingApplications).toBe(1);
  });

  it("adds up confirmed registrations for workshops dated this month, and nothing else", async () => {
    const month = monthBounds(today);
    const inMonth = await createWorkshop({ daysFromNow: daysFrom(month.start), price: "100" });
    const nextMonth = await createWorkshop({ daysFromNow: daysFrom(month.end), price: "1000" });
    await createRegistration({ workshopId: inMonth.id });
    await createRegistration({ workshopId: inMonth.id });
    await createRegistration({ workshopId: inMonth.id, status: "waitlisted" });
    await createRegistration({ workshopId: inMonth.id, status: "cancelled" });
    await createRegistration({ workshopId: nextMonth.id });
    const figures = await overviewFigures();
    expect(figures.revenue).toEqual({ amount: 200, currency: "USD" });
  });

  it("raises the moderation alerts and the workshops within 7 days below half full", async () => {
    const soon = await createWorkshop({ daysFromNow: 2, maxParticipants: 10, title: "Bientôt" });
    for (let index = 0; index < 4; index++) await createRegistration({ workshopId: soon.id });
    const half = await createWorkshop({ daysFromNow: 5, maxParticipants: 4 });
    await createRegistration({ workshopId: half.id });
    await createRegistration({ workshopId: half.id });
    await createWorkshop({ daysFromNow: 9, maxParticipants: 10 });
    await createContactMessage();
    await createContactMessage({ status: "handled" });
    await database.db.insert(sectionContent).values([
      { section: "hero", isPublished: false, updatedAt: sql`now() - interval '15 days'` as never },
      { section: "hero", isPublished: false },
    ]);
    const { alerts } = await overviewFigures();
    expect(alerts.underfilledWorkshops).toEqual([
      { id: soon.id, title: "Bientôt", date: soon.date, confirmed: 4, capacity: 10 },
    ]);
    expect(alerts.newMessages).toBe(1);
    expect(alerts.staleDrafts).toBe(1);
  });

  it("counts confirmed registrations per week of their workshop, 12 weeks back and 8 ahead", async () => {
    const past = await createWorkshop({ daysFromNow: -30 });
    const ahead = await createWorkshop({ daysFromNow: 21 });
    const tooOld = await createWorkshop({ daysFromNow: -120 });
    await createRegistration({ workshopId: past.id });
    await createRegistration({ workshopId: past.id });
    await createRegistration({ workshopId: ahead.id });
    await createRegistration({ workshopId: tooOld.id });
    const { weeks } = await overviewFigures();
    expect(weeks).toHaveLength(20);
    expect(weeks[12]?.week).toBe(weekStart(today));
    expect(weeks.find((week) => week.week === weekStart(past.date!))?.registrations).toBe(2);
    expect(weeks.find((week) => week.week === weekStart(ahead.date!))?.registrations).toBe(1);
    expect(weeks.reduce((sum, week) => sum + week.registrations, 0)).toBe(3);
  });
});

describe("the dashboard's figures", () => {
  it("counts users, active projects and pending tasks, and reports the system", async () => {
    await createFacilitator({ status: "pending" });
    await createContactMessage();
    await database.db.insert(projects).values([
      { title: "P1", status: "active" },
      { title: "P2", status: "draft" },
    ]);
    const figures = await dashboardFigures();
    expect(figures).toMatchObject({ totalUsers: 0, activeProjects: 1, pendingApplications: 1, newMessages: 1 });
    expect(figures.system).toMatchObject({ database: "up", mail: "folder", version: "1.0.0" });
    expect(figures.system.diskFreeBytes).toBeGreaterThan(0);
  });
});
