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
  insertIssuedDocument as insertInvoice,
  setSiteSettings,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { dashboardFigures } from "./dashboard.server";
import { overviewFigures } from "./overview.server";

const database = setUpTestDatabase({ freshForEachTest: true });
const today = todayIn(AGENCY_TIME_ZONE);

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

  it("counts this month's invoices before VAT, less this month's credit notes, in the site's currency only", async () => {
    await setSiteSettings({ currency: "XOF" });
    const month = monthBounds(today);
    const lastMonth = addDays(month.start, -1);
    await insertInvoice({ issueDate: today, dueDate: addDays(today, 30), totalHt: "100000" });
    const paid = await insertInvoice({
      issueDate: month.start,
      dueDate: addDays(month.start, 30),
      totalHt: "50000",
      status: "paid",
      amountPaid: "35400",
      amountCredited: "23600",
    });
    // A credit note this month comes off; one issued last month against last month's invoice does not.
    await insertInvoice({ kind: "credit_note", correctsId: paid.id, issueDate: today, totalHt: "20000" });
    const old = await insertInvoice({ issueDate: lastMonth, dueDate: addDays(today, 5), totalHt: "70000" });
    await insertInvoice({ kind: "credit_note", correctsId: old.id, issueDate: lastMonth, totalHt: "5000" });
    // A cancelled invoice was issued all the same (its credit note, this month, takes it back).
    const cancelled = await insertInvoice({
      issueDate: today,
      dueDate: addDays(today, 30),
      totalHt: "8000",
      status: "cancelled",
      amountCredited: "9440",
    });
    await insertInvoice({ kind: "credit_note", correctsId: cancelled.id, issueDate: today, totalHt: "8000" });
    // A draft counts for nothing, whatever date it carries.
    await insertInvoice({ status: "draft", number: null, issueDate: today, totalHt: "999999" });
    // Another currency is left out of the sum, its credit notes too.
    const dollars = await insertInvoice({
      currency: "USD",
      issueDate: today,
      dueDate: addDays(today, 30),
      totalHt: "300.50",
    });
    await insertInvoice({
      kind: "credit_note",
      correctsId: dollars.id,
      currency: "USD",
      issueDate: today,
      totalHt: "10",
    });

    const figures = await overviewFigures();
    // 100 000 + 50 000 + 8 000 − 20 000 − 8 000
    expect(figures.revenue).toEqual({ amount: "130000", currency: "XOF" });
    expect(figures.overdueInvoices).toEqual({ count: 0, amounts: [] });
    expect(figures.alerts.longOverdueInvoices).toEqual({ rows: [], total: 0 });
  });

  it("says the revenue in dollars, to the cent, when the site's currency is the dollar", async () => {
    await insertInvoice({ currency: "USD", issueDate: today, totalHt: "300.55" });
    await insertInvoice({ currency: "USD", issueDate: today, totalHt: "0.20" });
    const note = await insertInvoice({
      currency: "USD",
      issueDate: addDays(monthBounds(today).start, -1),
      totalHt: "9",
    });
    await insertInvoice({
      kind: "credit_note",
      correctsId: note.id,
      currency: "USD",
      issueDate: today,
      totalHt: "400",
    });
    await insertInvoice({ issueDate: today, totalHt: "125000" });
    // Credit notes this month can outweigh the month's invoices: the figure goes below zero, exactly.
    expect((await overviewFigures()).revenue).toEqual({ amount: "-99.25", currency: "USD" });
  });

  it("counts overdue invoices with their balance per currency, and lists those overdue by more than 30 days", async () => {
    await setSiteSettings({ currency: "XOF" });
    const overdue = (days: number) => ({ dueDate: addDays(today, -days), issueDate: addDays(today, -days - 30) });
    // Overdue by 10 days, partly paid: 118 000 − 18 000 still due.
    await insertInvoice({ ...overdue(10), totalHt: "100000", status: "partially_paid", amountPaid: "18000" });
    // Overdue by 40 days, nothing paid but 9 000 credited.
    const late = await insertInvoice({
      ...overdue(40),
      totalHt: "50000",
      amountCredited: "9000",
      organizationId: (await createOrganization({ name: "Late Org" })).id,
      clientName: "Late Payer SARL",
    });
    // Due exactly 30 days ago: overdue, but not by more than 30 days.
    await insertInvoice({ ...overdue(30), totalHt: "10000", totalTtc: "10000" });
    // Overdue by 45 days, in dollars.
    const dollars = await insertInvoice({
      ...overdue(45),
      currency: "USD",
      totalHt: "250.50",
      totalTtc: "250.50",
      amountPaid: "0.25",
      status: "partially_paid",
      clientName: "Dollar Client",
    });
    // Not overdue: paid, cancelled, a draft, due today, due later.
    await insertInvoice({ ...overdue(40), totalHt: "1000", status: "paid", amountPaid: "1180" });
    await insertInvoice({ ...overdue(40), totalHt: "1000", status: "cancelled", amountCredited: "1180" });
    await insertInvoice({ ...overdue(40), totalHt: "1000", status: "draft", number: null });
    await insertInvoice({ dueDate: today, issueDate: addDays(today, -30), totalHt: "1000" });
    await insertInvoice({ dueDate: addDays(today, 1), issueDate: addDays(today, -29), totalHt: "1000" });

    const figures = await overviewFigures();
    expect(figures.overdueInvoices).toEqual({
      count: 4,
      amounts: [
        // 100 000 + (59 000 − 9 000) + 10 000, then the dollars
        { currency: "XOF", amount: "160000" },
        { currency: "USD", amount: "250.25" },
      ],
    });
    expect(figures.alerts.longOverdueInvoices).toEqual({
      total: 2,
      rows: [
        {
          id: dollars.id,
          number: dollars.number,
          clientName: "Dollar Client",
          daysOverdue: 45,
          balance: "250.25",
          currency: "USD",
        },
        {
          id: late.id,
          number: late.number,
          clientName: "Late Payer SARL",
          daysOverdue: 40,
          balance: "50000",
          currency: "XOF",
        },
      ],
    });
  });

  it("lists at most 10 long-overdue invoices, the most overdue first, and counts them all", async () => {
    for (let days = 31; days <= 42; days++)
      await insertInvoice({ dueDate: addDays(today, -days), issueDate: addDays(today, -days - 30), totalHt: "1000" });
    const { alerts } = await overviewFigures();
    expect(alerts.longOverdueInvoices.total).toBe(12);
    expect(alerts.longOverdueInvoices.rows.map((row) => row.daysOverdue)).toEqual([
      42, 41, 40, 39, 38, 37, 36, 35, 34, 33,
    ]);
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
