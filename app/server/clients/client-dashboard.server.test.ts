/** /client: the figures and lists of the signed-in client's own organization, and nothing of any other. */
import { describe, expect, it } from "vitest";
import type { ClientDetails, SellerDetails } from "~/lib/billing/document";
import { formatMoney, formatShortDate } from "~/lib/format";
import { AGENCY_TIME_ZONE, todayIn } from "~/lib/time-zone";
import { addDays } from "~/lib/weeks";
import { loader } from "~/routes/client/dashboard";
import { RouteClient } from "../../../tests/support/route-client";
import {
  createContract,
  createFacilitator,
  createOrganization,
  createProject,
  createRegistration,
  createWorkshop,
  signedInAs,
} from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import { invoicePayments, invoices } from "../db/schema";
import { linkClient } from "./client-accounts.server";
import { CONTACT_FALLBACKS } from "../contact/messages.server";
import { verifyCancelToken } from "../workshops/links.server";

const database = setUpTestDatabase();

interface OrganizationPage {
  dashboard: {
    kind: "organization";
    organization: { id: string; name: string };
    figures: Record<string, number>;
    projects: { id: string; title: string; status: string; team: { name: string; role: string | null }[] }[];
    registrations: { id: string; title: string; name: string; status: string; cancelHref: string | null }[];
    contracts: { id: string; title: string; status: string; startDate: string | null; endDate: string | null }[];
    invoices: {
      more: number;
      rows: {
        id: string;
        kind: string;
        number: string;
        view: string;
        issueDate: string | null;
        dueDate: string | null;
        total: string;
        balance: string | null;
        pdfHref: string;
      }[];
    };
    payments: {
      more: number;
      rows: {
        id: string;
        paidOn: string;
        invoiceNumber: string;
        amount: string;
        withheldVat: string | null;
        method: string;
        receiptHref: string;
      }[];
    };
  };
}

const seller = { name: "Agence", legalName: "Agence SARL" } as SellerDetails;

/** An issued invoice (or, with `correctsId`, a credit note) written straight into the table, in francs CFA. */
async function insertInvoice(values: Partial<typeof invoices.$inferInsert> & { totalTtc: string }) {
  const [row] = await database.db
    .insert(invoices)
    .values({
      kind: values.correctsId ? "credit_note" : "invoice",
      status: "issued",
      currency: "XOF",
      subject: "Atelier",
      seller,
      client: { name: "Client", vatExempt: false } as ClientDetails,
      clientName: "Client",
      totals: { byRate: [], totalHt: values.totalTtc, totalVat: "0", totalTtc: values.totalTtc },
      totalHt: values.totalTtc,
      ...values,
    })
    .returning();
  return row!;
}

async function insertPayment(values: Omit<typeof invoicePayments.$inferInsert, "method"> & { method?: "cash" }) {
  const [row] = await database.db
    .insert(invoicePayments)
    .values({ method: "cash", ...values })
    .returning();
  return row!;
}

async function clientOf(organizationId: string, firstName: string) {
  const account = await signedInAs("client", { firstName });
  const staff = { actor: { id: "staff", email: "staff@example.org" }, address: null };
  expect(await linkClient(organizationId, account.email, staff)).toMatchObject({ kind: "linked" });
  return account;
}

describe("the client dashboard", () => {
  it("counts and lists the organization's projects, contracts and upcoming registrations, never another's", async () => {
    const mine = await createOrganization({ name: "Mine" });
    const other = await createOrganization({ name: "Other" });
    const viewer = await clientOf(mine.id, "Awa");
    const colleague = await clientOf(mine.id, "Issa");
    const stranger = await clientOf(other.id, "Moussa");
    const facilitator = await createFacilitator({ firstName: "Fatou", lastName: "Sow" });

    await createProject({
      title: "Active one",
      status: "active",
      organizationId: mine.id,
      team: [{ facilitatorId: facilitator.id, role: "Lead" }, { userId: viewer.id }],
    });
    await createProject({ title: "Done", status: "completed", organizationId: mine.id });
    await createProject({ title: "Draft", status: "draft", organizationId: mine.id });
    await createProject({ title: "Theirs", status: "active", organizationId: other.id });
    await createProject({ title: "Internal", status: "active" });
    await createContract({ organizationId: mine.id, title: "Running", startDate: "2026-01-01", endDate: "2027-06-30" });
    await createContract({ organizationId: mine.id, title: "Old", status: "expired" });
    await createContract({ organizationId: other.id, title: "Their contract" });

    const soon = await createWorkshop({ title: "Soon", daysFromNow: 3 });
    const later = await createWorkshop({ title: "Later", daysFromNow: 30 });
    const gone = await createWorkshop({ title: "Gone", daysFromNow: -3 });
    const called = await createWorkshop({ title: "Called off", daysFromNow: 5, status: "cancelled" });
    const own = await createRegistration({ workshopId: soon.id, email: viewer.email.toUpperCase(), name: "Awa" });
    const theirs = await createRegistration({ workshopId: soon.id, email: colleague.email, name: "Issa" });
    await createRegistration({ workshopId: later.id, email: colleague.email, name: "Issa", status: "waitlisted" });
    await createRegistration({ workshopId: later.id, email: viewer.email, name: "Awa", status: "cancelled" });
    await createRegistration({ workshopId: gone.id, email: viewer.email, name: "Awa" });
    await createRegistration({ workshopId: called.id, email: viewer.email, name: "Awa" });
    await createRegistration({ workshopId: later.id, email: stranger.email, name: "Moussa" });

    const page = await RouteClient.withCookies(viewer.cookie).get<OrganizationPage>(loader, "/client");
    expect(page.status).toBe(200);
    const { dashboard } = page.data!;
    expect(dashboard.organization.name).toBe("Mine");
    expect(dashboard.figures).toEqual({
      activeProjects: 1,
      completedProjects: 1,
      upcomingWorkshops: 2,
      openContracts: 1,
    });
    expect(dashboard.projects.map((project) => project.title).sort()).toEqual(["Active one", "Done", "Draft"]);
    expect(dashboard.projects.find((project) => project.title === "Active one")!.team).toEqual([
      { name: "Fatou Sow", role: "Lead" },
      { name: "Awa Sawadogo", role: null },
    ]);
    expect(dashboard.contracts.map((contract) => [contract.title, contract.status])).toEqual([
      ["Running", "active"],
      ["Old", "expired"],
    ]);
    expect(dashboard.contracts[0]!.endDate).toBe("30 juin 2027");
    expect(dashboard.registrations.map((row) => [row.title, row.name, row.status])).toEqual([
      ["Soon", "Awa", "confirmed"],
      ["Soon", "Issa", "confirmed"],
      ["Later", "Issa", "waitlisted"],
    ]);
    // The cancellation link only on the viewer's own registration: a colleague cancels their own.
    const link = new URL(dashboard.registrations[0]!.cancelHref!, "http://localhost");
    expect(link.pathname).toBe(`/registrations/${own.id}/cancel`);
    expect(verifyCancelToken(own.id, link.searchParams.get("token"))).toBe(true);
    expect(dashboard.registrations.find((row) => row.id === theirs.id)!.cancelHref).toBeNull();

    const text = JSON.stringify(dashboard);
    for (const foreign of ["Other", "Theirs", "Their contract", "Moussa", "Internal"])
      expect(text).not.toContain(foreign);

    // The stranger's page holds their organization only, whatever the viewer's organization is.
    const theirsPage = await RouteClient.withCookies(stranger.cookie).get<OrganizationPage>(
      loader,
      `/client?organization=${mine.id}`,
    );
    expect(theirsPage.data!.dashboard.organization.name).toBe("Other");
    expect(theirsPage.data!.dashboard.figures).toEqual({
      activeProjects: 1,
      completedProjects: 0,
      upcomingWorkshops: 1,
      openContracts: 1,
    });
  });

  it("lists the organization's issued invoices and their payments, never a draft, never another's", async () => {
    const mine = await createOrganization({ name: "Billed Org" });
    const other = await createOrganization({ name: "Foreign Org" });
    const viewer = await clientOf(mine.id, "Aminata");
    const stranger = await clientOf(other.id, "Karim");
    const today = todayIn(AGENCY_TIME_ZONE);
    const day = (days: number) => addDays(today, days);
    const xof = (amount: string) => formatMoney(amount, "XOF");

    // Due 30 days ago, partly paid: overdue, 18 000 still due.
    const late = await insertInvoice({
      organizationId: mine.id,
      number: "F-T-0001",
      issueDate: day(-60),
      dueDate: day(-30),
      totalTtc: "118000",
      amountPaid: "100000",
      status: "partially_paid",
    });
    const paid = await insertInvoice({
      organizationId: mine.id,
      number: "F-T-0002",
      issueDate: day(-20),
      dueDate: day(10),
      totalTtc: "59000",
      amountPaid: "59000",
      status: "paid",
    });
    // Open, less a credit note of 11 800.
    const open = await insertInvoice({
      organizationId: mine.id,
      number: "F-T-0003",
      issueDate: day(-5),
      dueDate: day(25),
      totalTtc: "236000",
      amountCredited: "11800",
    });
    const note = await insertInvoice({
      organizationId: mine.id,
      number: "AV-T-0001",
      correctsId: open.id,
      issueDate: day(-1),
      totalTtc: "11800",
    });
    const draft = await insertInvoice({
      organizationId: mine.id,
      status: "draft",
      subject: "Secret draft",
      totalTtc: "5000",
    });
    const foreign = await insertInvoice({
      organizationId: other.id,
      number: "F-T-0099",
      issueDate: day(-2),
      dueDate: day(28),
      totalTtc: "777000",
      amountPaid: "7000",
      status: "partially_paid",
    });
    await insertInvoice({ personName: "Private Person", number: "F-T-0098", issueDate: day(-1), totalTtc: "1000" });
    const first = await insertPayment({ invoiceId: late.id, rank: 1, paidOn: day(-40), amount: "100000" });
    const second = await insertPayment({
      invoiceId: paid.id,
      rank: 1,
      paidOn: day(-15),
      amount: "50000",
      withheldVat: "9000",
      withholdingCertificate: "AT-12",
    });
    const theirs = await insertPayment({ invoiceId: foreign.id, rank: 1, paidOn: day(-1), amount: "7000" });

    const page = await RouteClient.withCookies(viewer.cookie).get<OrganizationPage>(loader, "/client");
    expect(page.status).toBe(200);
    const { invoices: listed, payments } = page.data!.dashboard;
    // Newest first by issue date; the credit note has no balance of its own.
    expect(listed).toEqual({
      more: 0,
      rows: [
        {
          id: note.id,
          kind: "credit_note",
          number: "AV-T-0001",
          view: "issued",
          issueDate: formatShortDate(day(-1), "fr"),
          dueDate: null,
          total: xof("11800"),
          balance: null,
          pdfHref: `/client/invoices/${note.id}/pdf`,
        },
        {
          id: open.id,
          kind: "invoice",
          number: "F-T-0003",
          view: "issued",
          issueDate: formatShortDate(day(-5), "fr"),
          dueDate: formatShortDate(day(25), "fr"),
          total: xof("236000"),
          balance: xof("224200"),
          pdfHref: `/client/invoices/${open.id}/pdf`,
        },
        {
          id: paid.id,
          kind: "invoice",
          number: "F-T-0002",
          view: "paid",
          issueDate: formatShortDate(day(-20), "fr"),
          dueDate: formatShortDate(day(10), "fr"),
          total: xof("59000"),
          balance: xof("0"),
          pdfHref: `/client/invoices/${paid.id}/pdf`,
        },
        {
          id: late.id,
          kind: "invoice",
          number: "F-T-0001",
          view: "overdue",
          issueDate: formatShortDate(day(-60), "fr"),
          dueDate: formatShortDate(day(-30), "fr"),
          total: xof("118000"),
          balance: xof("18000"),
          pdfHref: `/client/invoices/${late.id}/pdf`,
        },
      ],
    });
    expect(payments).toEqual({
      more: 0,
      rows: [
        {
          id: second.id,
          paidOn: formatShortDate(day(-15), "fr"),
          invoiceNumber: "F-T-0002",
          amount: xof("50000"),
          withheldVat: xof("9000"),
          method: "cash",
          receiptHref: `/client/invoices/${paid.id}/payments/${second.id}/receipt.pdf`,
        },
        {
          id: first.id,
          paidOn: formatShortDate(day(-40), "fr"),
          invoiceNumber: "F-T-0001",
          amount: xof("100000"),
          withheldVat: null,
          method: "cash",
          receiptHref: `/client/invoices/${late.id}/payments/${first.id}/receipt.pdf`,
        },
      ],
    });
    const text = JSON.stringify(page.data);
    for (const foreignText of [draft.id, "Secret draft", foreign.id, "F-T-0099", "F-T-0098", theirs.id, "Foreign Org"])
      expect(text).not.toContain(foreignText);

    // The stranger's page holds their organization's invoice and payment only, whatever the URL says.
    const theirsPage = await RouteClient.withCookies(stranger.cookie).get<OrganizationPage>(
      loader,
      `/client?organization=${mine.id}`,
    );
    const strangers = theirsPage.data!.dashboard;
    expect(strangers.invoices.rows.map((row) => [row.number, row.view, row.balance])).toEqual([
      ["F-T-0099", "partially_paid", xof("770000")],
    ]);
    expect(strangers.payments.rows.map((row) => row.id)).toEqual([theirs.id]);
    const theirText = JSON.stringify(theirsPage.data);
    for (const ours of [late.id, paid.id, open.id, note.id, draft.id, first.id, second.id, "F-T-0001", "AV-T-0001"])
      expect(theirText).not.toContain(ours);
  });

  it("lists the 20 newest invoices and payments, in English too, and counts the rest", async () => {
    const busy = await createOrganization({ name: "Busy Org" });
    const viewer = await clientOf(busy.id, "Salif");
    const today = todayIn(AGENCY_TIME_ZONE);
    const rows = await database.db
      .insert(invoices)
      .values(
        Array.from({ length: 23 }, (_, index) => ({
          organizationId: busy.id,
          status: "issued" as const,
          number: `F-B-${String(index + 1).padStart(4, "0")}`,
          currency: "USD",
          subject: "Atelier",
          clientName: "Busy Org",
          issueDate: addDays(today, -index),
          dueDate: addDays(today, 30 - index),
          seller,
          client: { name: "Busy Org", vatExempt: false } as ClientDetails,
          totals: { byRate: [], totalHt: "100.50", totalVat: "0", totalTtc: "100.50" },
          totalHt: "100.50",
          totalTtc: "100.50",
        })),
      )
      .returning();
    const invoice = rows[0]!;
    await database.db.insert(invoicePayments).values(
      Array.from({ length: 21 }, (_, index) => ({
        invoiceId: invoice.id,
        rank: index + 1,
        paidOn: today,
        amount: "1.25",
        method: "wave" as const,
      })),
    );

    const page = await RouteClient.withCookies(viewer.cookie).get<OrganizationPage>(loader, "/en/client");
    const { invoices: listed, payments } = page.data!.dashboard;
    expect(listed.rows).toHaveLength(20);
    expect(listed.more).toBe(3);
    expect(listed.rows[0]).toMatchObject({
      number: "F-B-0001",
      issueDate: formatShortDate(today, "en"),
      total: "$100.50",
      balance: "$100.50",
    });
    expect(listed.rows.at(-1)!.number).toBe("F-B-0020");
    expect(payments.rows).toHaveLength(20);
    expect(payments.more).toBe(1);
    expect(payments.rows[0]).toMatchObject({ amount: "$1.25", method: "wave", invoiceNumber: "F-B-0001" });
  });

  it("shows a client without an organization how to reach the team", async () => {
    const loner = await signedInAs("client");
    const page = await RouteClient.withCookies(loner.cookie).get<{ dashboard: unknown }>(loader, "/client");
    expect(page.status).toBe(200);
    expect(page.data!.dashboard).toEqual({
      kind: "noOrganization",
      email: CONTACT_FALLBACKS.email,
      phone: CONTACT_FALLBACKS.phone,
    });
  });

  it("sends a visitor to sign in and another role to its own home", async () => {
    const anonymous = await new RouteClient().get(loader, "/client");
    expect(anonymous.location).toBe("/auth?redirectTo=%2Fclient");
    const facilitator = await signedInAs("facilitator");
    const refused = await RouteClient.withCookies(facilitator.cookie).get(loader, "/client");
    expect(refused.location).toBe("/facilitator");
  });
});
