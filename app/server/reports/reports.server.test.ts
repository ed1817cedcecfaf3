/** The reports' aggregates against a real database: each figure by its definition (docs/reports.md). */
import { describe, expect, it } from "vitest";
import { addMonths } from "~/lib/reports/reports";
import { AGENCY_TIME_ZONE, todayIn, zonedToUtc } from "~/lib/time-zone";
import { addDays } from "~/lib/weeks";
import { deals, invoicePayments, workshopFeedback, type NewDeal } from "../db/schema";
import {
  createFacilitator,
  createOrganization,
  createRegistration,
  createWorkshop,
  insertIssuedDocument,
  setSiteSettings,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { journalTotals, receiptsJournal, salesJournal } from "./journals.server";
import { pipelineReport } from "./pipeline.server";
import { receivableInvoices, receivablesAgeing } from "./receivables.server";
import { reportContext } from "./reports.server";
import { revenueReport } from "./revenue.server";
import { workshopReport } from "./workshops.server";

const database = setUpTestDatabase({ freshForEachTest: true });
const today = todayIn(AGENCY_TIME_ZONE);
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const inMonth = (month: string, day = 10) => `${month}-${String(day).padStart(2, "0")}`;

describe("revenue", () => {
  it("sums each month's invoices before VAT less its credit notes, in the site's currency, every month present", async () => {
    const acme = await createOrganization({ name: "Acme" });
    const invoice = await insertIssuedDocument({
      organizationId: acme.id,
      clientName: "Acme (old name)",
      issueDate: inMonth(lastMonth),
      totalHt: "100000",
    });
    await insertIssuedDocument({ issueDate: inMonth(thisMonth, 1), clientName: "Awa", totalHt: "25000.50" });
    await insertIssuedDocument({
      kind: "credit_note",
      correctsId: invoice.id,
      organizationId: acme.id,
      issueDate: inMonth(thisMonth, 1),
      totalHt: "40000",
    });
    // Left out: a draft, a document in another currency, one issued before the period.
    await insertIssuedDocument({ status: "draft", number: null, issueDate: null, totalHt: "999" });
    await insertIssuedDocument({ currency: "EUR", issueDate: inMonth(thisMonth, 1), totalHt: "500" });
    await insertIssuedDocument({ issueDate: inMonth(addMonths(thisMonth, -3)), totalHt: "777" });

    const { months } = await revenueReport(addMonths(thisMonth, -2), thisMonth, 3, "XOF");
    expect(months).toEqual([
      { month: addMonths(thisMonth, -2), amount: "0.00", invoices: 0, creditNotes: 0 },
      { month: lastMonth, amount: "100000.00", invoices: 1, creditNotes: 0 },
      { month: thisMonth, amount: "-14999.50", invoices: 1, creditNotes: 1 },
    ]);

    // By client: the organization under its current name, credit notes netted, the largest first.
    expect((await revenueReport(lastMonth, thisMonth, 2, "XOF")).clients).toEqual([
      { organizationId: acme.id, name: "Acme", amount: "60000.00", documents: 2 },
      { organizationId: null, name: "Awa", amount: "25000.50", documents: 1 },
    ]);
    expect((await revenueReport(lastMonth, thisMonth, 2, "XOF", 1)).clients).toEqual([
      { organizationId: acme.id, name: "Acme", amount: "60000.00", documents: 2 },
    ]);
  });

  it("sums the period by the service each document sells and by the facilitator of the workshop it bills", async () => {
    const fatou = await createFacilitator({ firstName: "Fatou", lastName: "Diallo" });
    const kwame = await createFacilitator({ firstName: "Kwame", lastName: "Mensah" });
    const foresight = await createWorkshop({ title: "Prospective", facilitatorId: fatou.id });
    const mapping = await createWorkshop({ title: "Systèmes", facilitatorId: kwame.id });
    const unled = await createWorkshop({ title: "Sans facilitateur", facilitatorId: null });
    const seats = await insertIssuedDocument({
      issueDate: inMonth(thisMonth, 1),
      totalHt: "300000",
      service: "workshops",
      workshopId: foresight.id,
    });
    // Its credit note follows it: it takes revenue back out of the same service and facilitator.
    await insertIssuedDocument({
      kind: "credit_note",
      correctsId: seats.id,
      issueDate: inMonth(thisMonth, 2),
      totalHt: "100000",
      service: "workshops",
      workshopId: foresight.id,
    });
    await insertIssuedDocument({
      issueDate: inMonth(lastMonth),
      totalHt: "150000",
      service: "system-thinking",
      workshopId: mapping.id,
    });
    await insertIssuedDocument({ issueDate: inMonth(lastMonth), totalHt: "80000", service: "system-thinking" });
    await insertIssuedDocument({ issueDate: inMonth(thisMonth, 3), totalHt: "50000", workshopId: unled.id });
    await insertIssuedDocument({ issueDate: inMonth(thisMonth, 3), totalHt: "20000" });
    // Left out as everywhere: a draft, another currency, before the period.
    await insertIssuedDocument({ status: "draft", number: null, issueDate: null, totalHt: "9", service: "other" });
    await insertIssuedDocument({ currency: "EUR", issueDate: inMonth(thisMonth), totalHt: "9", service: "other" });
    await insertIssuedDocument({ issueDate: inMonth(addMonths(thisMonth, -3)), totalHt: "9", service: "other" });

    const report = await revenueReport(lastMonth, thisMonth, 2, "XOF");
    // The documents that say no service come last, whatever their sum.
    expect(report.services).toEqual([
      { service: "system-thinking", amount: "230000.00", documents: 2 },
      { service: "workshops", amount: "200000.00", documents: 2 },
      { service: null, amount: "70000.00", documents: 2 },
    ]);
    // A facilitator under their name now; the rest (no workshop, or a workshop nobody leads) not attributed, last.
    expect(report.facilitators).toEqual([
      { facilitatorId: fatou.id, name: "Fatou Diallo", amount: "200000.00", documents: 2 },
      { facilitatorId: kwame.id, name: "Kwame Mensah", amount: "150000.00", documents: 1 },
      { facilitatorId: null, name: null, amount: "150000.00", documents: 3 },
    ]);
    // The four views add up to the same total.
    const total = (rows: { amount: string }[]) => rows.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(total(report.months)).toBe(500000);
    expect(total(report.clients)).toBe(500000);
    expect(total(report.services)).toBe(500000);
    expect(total(report.facilitators)).toBe(500000);
  });
});

describe("receivables ageing", () => {
  it("puts each unpaid invoice in the bucket of its days past due, with what is still owed", async () => {
    const due = (days: number) => addDays(today, -days);
    const owed = async (daysOverdue: number, values: { totalTtc?: string; amountPaid?: string } = {}) =>
      insertIssuedDocument({ issueDate: due(daysOverdue + 30), dueDate: due(daysOverdue), totalHt: "1000", ...values });
    await owed(-5); // not yet due
    await owed(0); // due today: not yet late
    await owed(1);
    await owed(30, { totalTtc: "2000", amountPaid: "500" }); // partly paid: 1,500 still owed
    await owed(31);
    await owed(90);
    await owed(91);
    await owed(400);
    // Not owed: paid, cancelled, a credit note, a draft, another currency.
    await insertIssuedDocument({ status: "paid", issueDate: due(100), dueDate: due(70), totalHt: "1000" });
    await insertIssuedDocument({ status: "cancelled", issueDate: due(100), dueDate: due(70), totalHt: "1000" });
    await insertIssuedDocument({ currency: "USD", issueDate: due(100), dueDate: due(70), totalHt: "1000" });

    const ageing = await receivablesAgeing(today, "XOF");
    expect(ageing).toEqual([
      { bucket: "current", invoices: 2, amount: "2360.00" },
      { bucket: "1-30", invoices: 2, amount: "2680.00" },
      { bucket: "31-60", invoices: 1, amount: "1180.00" },
      { bucket: "61-90", invoices: 1, amount: "1180.00" },
      { bucket: "over-90", invoices: 2, amount: "2360.00" },
    ]);

    const late = await receivableInvoices(today, "XOF", "over-90", 1, 25);
    expect(late.total).toBe(2);
    expect(late.rows.map((row) => row.daysOverdue)).toEqual([400, 91]);
    const latest = await receivableInvoices(today, "XOF", "over-90", 1, 25, "desc");
    expect(latest.rows.map((row) => row.daysOverdue)).toEqual([91, 400]);
    const bucket = await receivableInvoices(today, "XOF", "1-30", 1, 25);
    expect(bucket.rows.map((row) => [row.daysOverdue, row.balance])).toEqual([
      [30, "1500.00"],
      [1, "1180.00"],
    ]);
    // Every owed invoice, a page at a time; a page past the last shows the last.
    const all = await receivableInvoices(today, "XOF", "all", 99, 5);
    expect(all).toMatchObject({ total: 8, page: 2, pageCount: 2 });
    expect(all.rows).toHaveLength(3);
    expect((await receivableInvoices(today, "XOF", "all", 1)).rows).toHaveLength(8);
  });
});

describe("the workshops report", () => {
  it("gives each workshop of the period its fill rate, waitlist, no-shows, rating and NPS, and the totals", async () => {
    const past = await createWorkshop({ title: "Prospective", daysFromNow: -3, maxParticipants: 4 });
    const ahead = await createWorkshop({ title: "Systèmes", daysFromNow: 0, maxParticipants: 10 });
    await createWorkshop({ title: "Brouillon", daysFromNow: -2, status: "draft" });
    await createWorkshop({ title: "Annulé", daysFromNow: -2, status: "cancelled" });
    const present = await createRegistration({ workshopId: past.id, checkedInAt: new Date() });
    const second = await createRegistration({ workshopId: past.id, checkedInAt: new Date() });
    const third = await createRegistration({ workshopId: past.id });
    await createRegistration({ workshopId: past.id, status: "waitlisted" });
    await createRegistration({ workshopId: past.id, status: "cancelled" });
    await createRegistration({ workshopId: ahead.id });
    await database.db.insert(workshopFeedback).values([
      { registrationId: present.id, rating: 5, recommendation: 10 },
      { registrationId: second.id, rating: 4, recommendation: 8 },
      { registrationId: third.id, rating: 2, recommendation: 3 },
    ]);

    const first = addMonths(thisMonth, -1);
    const report = await workshopReport(first, thisMonth, today, "en");
    const byTitle = new Map(report.rows.map((row) => [row.title, row]));
    expect([...byTitle.keys()].sort()).toEqual(["Prospective", "Systèmes"]);
    expect(byTitle.get("Prospective")).toMatchObject({
      capacity: 4,
      confirmed: 3,
      fillRate: 75,
      waitlist: 1,
      noShows: 1,
      answers: 3,
      averageRating: 3.7,
      nps: 0,
    });
    // Today's workshop: attendance not taken yet, no feedback.
    expect(byTitle.get("Systèmes")).toMatchObject({ fillRate: 10, noShows: null, averageRating: null, nps: null });
    expect(report.totals).toEqual({
      workshops: 2,
      capacity: 14,
      confirmed: 4,
      fillRate: 29,
      waitlist: 1,
      noShows: 1,
      answers: 3,
      averageRating: 3.7,
      nps: 0,
    });
  });
});

describe("the pipeline", () => {
  /** Deals of one organization, straight into the table: a closed one needs its instant (and a lost one its reason). */
  async function insertDeals(rows: Omit<NewDeal, "organizationId" | "title">[]) {
    const organization = await createOrganization();
    await database.db.insert(deals).values(
      rows.map((row, index) => ({
        title: `Affaire ${index}`,
        organizationId: organization.id,
        lostReason: row.stage === "lost" ? "Budget" : null,
        ...row,
      })),
    );
  }
  const closedAt = (iso: string) => new Date(iso);

  it("sums the open deals by stage in the site's currency, every open stage present, and their total", async () => {
    await setSiteSettings({ currency: "XOF" });
    const { currency } = await reportContext("fr");
    expect(currency).toBe("XOF");
    await insertDeals([
      { stage: "new", value: "1000000.50", currency: "XOF" },
      { stage: "new", value: "2000000", currency: "XOF" },
      { stage: "qualified", value: "500000", currency: "XOF" },
      // Left out: another currency, and the closed deals (they are the period's, below).
      { stage: "new", value: "999", currency: "USD" },
      { stage: "proposal_sent", value: "999", currency: "USD" },
      { stage: "won", value: "7000000", currency: "XOF", closedAt: new Date() },
      { stage: "lost", value: "3000000", currency: "XOF", closedAt: new Date() },
    ]);

    const report = await pipelineReport(thisMonth, thisMonth, 1, currency);
    expect(report.stages).toEqual([
      { stage: "new", deals: 2, value: "3000000.50" },
      { stage: "qualified", deals: 1, value: "500000.00" },
      { stage: "proposal_sent", deals: 0, value: "0.00" },
    ]);
    expect(report.open).toEqual({ deals: 3, value: "3500000.50" });
    expect(report.closed).toEqual({ won: 1, wonValue: "7000000.00", lost: 1, lostValue: "3000000.00", winRate: 50 });
  });

  it("gives each month of the period its won and lost deals and win rate, by closing instant on the agency's clocks", async () => {
    // Africa/Ouagadougou is UTC+00:00 all year: a month starts at midnight UTC.
    expect(zonedToUtc("2026-01-01", "00:00", AGENCY_TIME_ZONE).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    await insertDeals([
      { stage: "won", value: "100", currency: "XOF", closedAt: closedAt("2026-01-01T00:00:00Z") }, // January's first instant
      { stage: "won", value: "200.25", currency: "XOF", closedAt: closedAt("2026-01-31T23:59:59Z") }, // its last second
      { stage: "lost", value: "50", currency: "XOF", closedAt: closedAt("2026-01-15T12:00:00Z") },
      { stage: "won", value: "400", currency: "XOF", closedAt: closedAt("2026-03-31T23:59:59.999Z") },
      // Left out: before and after the period, and in another currency (February stays empty).
      { stage: "won", value: "1", currency: "XOF", closedAt: closedAt("2025-12-31T23:59:59.999Z") },
      { stage: "lost", value: "2", currency: "XOF", closedAt: closedAt("2026-04-01T00:00:00Z") },
      { stage: "won", value: "3", currency: "USD", closedAt: closedAt("2026-02-10T10:00:00Z") },
      // Open: not a closed deal whatever its dates.
      { stage: "proposal_sent", value: "4", currency: "XOF", expectedClose: "2026-02-10" },
    ]);

    const report = await pipelineReport("2026-01", "2026-03", 3, "XOF");
    expect(report.months).toEqual([
      { month: "2026-01", won: 2, wonValue: "300.25", lost: 1, lostValue: "50.00", winRate: 67 },
      { month: "2026-02", won: 0, wonValue: "0.00", lost: 0, lostValue: "0.00", winRate: null },
      { month: "2026-03", won: 1, wonValue: "400.00", lost: 0, lostValue: "0.00", winRate: 100 },
    ]);
    expect(report.closed).toEqual({ won: 3, wonValue: "700.25", lost: 1, lostValue: "50.00", winRate: 75 });

    // The months are the zone's, not the database session's (UTC): in Paris (UTC+1 in winter) the last hour of
    // January UTC is already February, and the last hour of December already January.
    await insertDeals([
      { stage: "lost", value: "8", currency: "XOF", closedAt: closedAt("2026-01-31T23:30:00Z") },
      { stage: "lost", value: "16", currency: "XOF", closedAt: closedAt("2025-12-31T23:30:00Z") },
    ]);
    const agency = await pipelineReport("2026-01", "2026-02", 2, "XOF");
    expect(agency.months.map((row) => [row.month, row.won, row.lost, row.lostValue])).toEqual([
      ["2026-01", 2, 2, "58.00"],
      ["2026-02", 0, 0, "0.00"],
    ]);
    const paris = await pipelineReport("2026-01", "2026-02", 2, "XOF", "Europe/Paris");
    expect(paris.months.map((row) => [row.month, row.won, row.lost, row.lostValue])).toEqual([
      ["2026-01", 2, 2, "66.00"],
      ["2026-02", 1, 1, "8.00"],
    ]);
  });

  it("lists every month at 0, the win rate unknown, when nothing was closed", async () => {
    const report = await pipelineReport(addMonths(thisMonth, -2), thisMonth, 3, "XOF");
    expect(report.months.map((row) => [row.month, row.won, row.lost, row.winRate])).toEqual([
      [addMonths(thisMonth, -2), 0, 0, null],
      [lastMonth, 0, 0, null],
      [thisMonth, 0, 0, null],
    ]);
    expect(report.closed).toEqual({ won: 0, wonValue: "0.00", lost: 0, lostValue: "0.00", winRate: null });
    expect(report.open).toEqual({ deals: 0, value: "0.00" });
  });
});

describe("the accountant's journals", () => {
  it("list the month's documents and payments with the client's IFU and sum what each account receives", async () => {
    const invoice = await insertIssuedDocument({
      issueDate: inMonth(thisMonth, 2),
      clientName: "=HYPERLINK(1)",
      ifu: "00012345X",
      totalHt: "100000",
      totalTtc: "118000",
    });
    await insertIssuedDocument({
      kind: "credit_note",
      correctsId: invoice.id,
      issueDate: inMonth(thisMonth, 3),
      totalHt: "10000",
      totalTtc: "11800",
    });
    await insertIssuedDocument({ issueDate: inMonth(lastMonth), totalHt: "5" });
    await database.db.insert(invoicePayments).values([
      {
        invoiceId: invoice.id,
        rank: 1,
        paidOn: inMonth(thisMonth, 4),
        amount: "50000",
        method: "orange_money",
        reference: "OM-1",
      },
      { invoiceId: invoice.id, rank: 2, paidOn: inMonth(thisMonth, 5), amount: "20000", method: "cash" },
      { invoiceId: invoice.id, rank: 3, paidOn: inMonth(lastMonth, 5), amount: "1", method: "cash" },
    ]);

    const sales = await salesJournal(thisMonth);
    expect(sales.map((row) => [row.kind, row.ifu, row.ht, row.vat, row.ttc])).toEqual([
      ["invoice", "00012345X", "100000.00", "18000.00", "118000.00"],
      ["credit_note", null, "-10000.00", "-1800.00", "-11800.00"],
    ]);
    const receipts = await receiptsJournal(thisMonth);
    expect(receipts.map((row) => [row.receipt, row.method, row.reference, row.amount])).toEqual([
      [`${invoice.number}/1`, "orange_money", "OM-1", "50000.00"],
      [`${invoice.number}/2`, "cash", null, "20000.00"],
    ]);
    expect(await journalTotals(thisMonth)).toEqual({
      sales: [{ currency: "XOF", invoices: 1, creditNotes: 1, ht: "90000.00", vat: "16200.00", ttc: "106200.00" }],
      receipts: [
        { method: "cash", currency: "XOF", payments: 1, amount: "20000.00", withheldVat: "0.00" },
        { method: "orange_money", currency: "XOF", payments: 1, amount: "50000.00", withheldVat: "0.00" },
      ],
    });
  });
});
