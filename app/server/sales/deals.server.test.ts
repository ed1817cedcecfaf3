/** The sales pipeline's reads and writes against a real database: the board, the table, moves, a message made a deal. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOARD_COLUMN_SIZE, dealBoard, dealSchema, dealsTable } from "~/lib/sales/deals";
import { auditLog, contactMessages, contracts, deals, organizations, projects } from "../db/schema";
import { createContactMessage, createDeal, createOrganization, createUser } from "../../../tests/support/factories";
import { setUpTestDatabase } from "../../../tests/support/test-database";
import {
  convertWonDeal,
  createDeal as writeDeal,
  dealBoard as readBoard,
  dealFromMessage,
  getDeal,
  listDeals,
  moveDeal,
} from "./deals.server";

const database = setUpTestDatabase();
const source = { actor: null, address: "127.0.0.1" };

const boardOf = (query: string, viewerId: string) =>
  readBoard(dealBoard.parse(new URLSearchParams(query)), viewerId, "XOF");
const tableOf = (query: string, viewerId: string) =>
  listDeals(dealsTable.parse(new URLSearchParams(query)), dealsTable.pageSize, viewerId);

describe("the board", () => {
  it("has a column per stage with every deal counted and valued, and shows the soonest closes first", async () => {
    const organization = await createOrganization({ name: "Lagune Hub" });
    await createDeal({ organizationId: organization.id, title: "Later", value: "100", expectedClose: "2027-03-01" });
    await createDeal({
      organizationId: organization.id,
      title: "Sooner",
      value: "250.50",
      expectedClose: "2027-01-01",
    });
    await createDeal({ organizationId: organization.id, title: "Undated", value: "1" });
    // Another currency is counted but not summed into the column's value.
    await createDeal({ organizationId: organization.id, title: "Dollars", value: "999", currency: "USD" });
    await createDeal({ organizationId: organization.id, title: "Won", stage: "won", value: "5000" });

    const columns = await boardOf("q=lagune", "nobody");
    expect(columns.map((column) => [column.stage, column.total, column.value])).toEqual([
      ["new", 4, "351.50"],
      ["qualified", 0, "0"],
      ["proposal_sent", 0, "0"],
      ["won", 1, "5000.00"],
      ["lost", 0, "0"],
    ]);
    expect(columns[0]!.deals.map((deal) => deal.title)).toEqual([
      "Sooner",
      "Later",
      expect.any(String),
      expect.any(String),
    ]);
    expect(columns[0]!.deals[0]).toMatchObject({ organizationName: "Lagune Hub", ownerName: null });
    const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000);
    await createDeal({ organizationId: organization.id, title: "Won earlier", stage: "won", closedAt: lastWeek });
    const won = (await boardOf("q=lagune", "nobody"))[3]!;
    expect(won.deals.map((deal) => deal.title)).toEqual(["Won", "Won earlier"]);
  });

  it(`shows at most ${BOARD_COLUMN_SIZE} cards a column, and finds by search and owner`, async () => {
    const organization = await createOrganization({ name: "Kora Fintech" });
    const kora = "q=kora";
    const owner = await createUser({ role: "admin", firstName: "Awa", lastName: "Traoré" });
    for (let i = 0; i < BOARD_COLUMN_SIZE + 3; i++)
      await createDeal({ organizationId: organization.id, stage: "qualified", ownerId: i === 0 ? owner.id : null });
    const [, qualified] = await boardOf(kora, owner.id);
    expect(qualified).toMatchObject({ total: BOARD_COLUMN_SIZE + 3 });
    expect(qualified!.deals).toHaveLength(BOARD_COLUMN_SIZE);

    const [, mine] = await boardOf("owner=mine", owner.id);
    // Nobody else owns a deal of this admin.
    expect(mine!.deals.map((deal) => deal.ownerName)).toEqual(["Awa Traoré"]);
    expect((await boardOf(`${kora}&owner=unassigned`, owner.id))[1]!.total).toBe(BOARD_COLUMN_SIZE + 2);
    expect((await boardOf("q=nowhere-at-all", owner.id))[1]!.total).toBe(0);
  });
});

describe("the deals table", () => {
  it("filters by stage, sorts stages in the pipeline's order and by value", async () => {
    const organization = await createOrganization({ name: "Volta Energy" });
    await createDeal({ organizationId: organization.id, title: "A lost", stage: "lost", value: "3" });
    await createDeal({ organizationId: organization.id, title: "B new", stage: "new", value: "20" });
    await createDeal({ organizationId: organization.id, title: "C proposal", stage: "proposal_sent", value: "100" });
    const byStage = await tableOf("q=volta&sort=stage&dir=asc", "x");
    expect(byStage.rows.map((row) => row.stage)).toEqual(["new", "proposal_sent", "lost"]);
    expect((await tableOf("q=volta&sort=value&dir=desc", "x")).rows.map((row) => row.title)).toEqual([
      "C proposal",
      "B new",
      "A lost",
    ]);
    expect((await tableOf("q=volta&stage=lost", "x")).rows.map((row) => row.title)).toEqual(["A lost"]);
    expect((await tableOf("q=%25", "x")).total).toBe(0);
  });
});

describe("creating a deal", () => {
  it("creates the new organization named on the spot with it, and audits both", async () => {
    const outcome = await writeDeal(
      dealSchema.parse({ title: "Stratégie 2030", newOrganization: "Mutuelle Wend-Panga", service: "system-thinking" }),
      "XOF",
      source,
    );
    expect(outcome.kind).toBe("saved");
    const deal = await getDeal(outcome.kind === "saved" ? outcome.id : "");
    expect(deal).toMatchObject({ organizationName: "Mutuelle Wend-Panga", currency: "XOF", stage: "new" });
    const audited = async (id: string) =>
      (await database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((entry) => entry.entity);
    expect(await audited(deal!.id)).toEqual(["deal"]);
    expect(await audited(deal!.organizationId)).toEqual(["organization"]);
  });

  it("refuses an owner who is not staff without leaving the new organization behind", async () => {
    const client = await createUser({ role: "client" });
    const outcome = await writeDeal(
      dealSchema.parse({ title: "X", newOrganization: "Never made", ownerId: client.id }),
      "XOF",
      source,
    );
    expect(outcome).toEqual({ kind: "ownerGone" });
    expect(await database.db.select().from(organizations).where(eq(organizations.name, "Never made"))).toEqual([]);
    expect(await database.db.select().from(deals).where(eq(deals.title, "X"))).toEqual([]);
  });
});

describe("moving a deal", () => {
  it("stamps when it closed, asks why it was lost, and clears both when it is reopened", async () => {
    const organization = await createOrganization();
    const deal = await createDeal({ organizationId: organization.id });
    expect(await moveDeal(deal.id, { stage: "lost", lostReason: null }, source)).toEqual({
      kind: "reasonRequired",
      title: deal.title,
    });
    expect((await getDeal(deal.id))!.stage).toBe("new");

    await moveDeal(deal.id, { stage: "lost", lostReason: "Budget reporté" }, source);
    const lost = (await getDeal(deal.id))!;
    expect(lost).toMatchObject({ stage: "lost", lostReason: "Budget reporté" });
    expect(lost.closedAt).toBeInstanceOf(Date);

    await moveDeal(deal.id, { stage: "qualified", lostReason: null }, source);
    expect(await getDeal(deal.id)).toMatchObject({ stage: "qualified", lostReason: null, closedAt: null });
    expect(await moveDeal("00000000-0000-4000-8000-000000000000", { stage: "won", lostReason: null }, source)).toEqual({
      kind: "notFound",
    });
  });
});

describe("a contact message made a deal", () => {
  it("finds the organization by the company's name, marks the message handled, and is made once", async () => {
    const admin = await createUser({ role: "admin" });
    const known = await createOrganization({ name: "Coopérative Wend-Kuni" });
    const message = await createContactMessage({
      name: "Sidiki Ouattara",
      email: "sidiki@example.org",
      company: "coopérative WEND-KUNI",
      subject: "Atelier de planification",
      serviceType: "system-thinking",
      message: "Deux jours pour notre conseil.",
    });
    const by = { actor: { id: admin.id, email: admin.email }, address: null };
    const outcome = await dealFromMessage(message.id, "XOF", by);
    expect(outcome.kind).toBe("created");
    const deal = await getDeal(outcome.kind === "created" ? outcome.id : "");
    expect(deal).toMatchObject({
      title: "Atelier de planification",
      organizationId: known.id,
      contactName: "Sidiki Ouattara",
      contactEmail: "sidiki@example.org",
      service: "system-thinking",
      notes: "Deux jours pour notre conseil.",
      ownerId: admin.id,
      message: { id: message.id, name: "Sidiki Ouattara" },
    });
    const [handled] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(handled).toMatchObject({ status: "handled", handledBy: admin.id });
    expect(await dealFromMessage(message.id, "XOF", by)).toEqual({ kind: "exists", id: deal!.id });
    expect(await database.db.select().from(deals).where(eq(deals.contactMessageId, message.id))).toHaveLength(1);
  });

  it("names a new organization after the sender when the message gives no company", async () => {
    const admin = await createUser({ role: "admin" });
    const message = await createContactMessage({ name: "Esi Owusu", company: null, subject: null });
    const outcome = await dealFromMessage(message.id, "XOF", {
      actor: { id: admin.id, email: admin.email },
      address: null,
    });
    const deal = await getDeal(outcome.kind === "created" ? outcome.id : "");
    expect(deal).toMatchObject({ title: "Esi Owusu", organizationName: "Esi Owusu" });
  });
});

describe("a won deal's contract and project", () => {
  it("creates them once, as drafts with the deal's name, value and notes, only for a won deal", async () => {
    const organization = await createOrganization();
    const open = await createDeal({ organizationId: organization.id });
    expect(await convertWonDeal(open.id, { contract: true, project: true }, source)).toEqual({ kind: "notWon" });

    const won = await createDeal({
      organizationId: organization.id,
      title: "Programme 2027",
      stage: "won",
      value: "12000000",
      notes: "Trois cohortes.",
    });
    expect(await convertWonDeal(won.id, { contract: true, project: false }, source)).toEqual({
      kind: "created",
      contract: true,
      project: false,
    });
    expect(await convertWonDeal(won.id, { contract: true, project: true }, source)).toEqual({
      kind: "created",
      contract: false,
      project: true,
    });
    expect(await convertWonDeal(won.id, { contract: true, project: true }, source)).toEqual({
      kind: "nothingToCreate",
    });
    const [contract] = await database.db.select().from(contracts).where(eq(contracts.organizationId, organization.id));
    const [project] = await database.db.select().from(projects).where(eq(projects.organizationId, organization.id));
    expect(contract).toMatchObject({ title: "Programme 2027", status: "draft", value: "12000000.00" });
    expect(project).toMatchObject({ title: "Programme 2027", status: "draft", objective: "Trois cohortes." });
    expect(await getDeal(won.id)).toMatchObject({
      contract: { id: contract!.id, title: "Programme 2027" },
      project: { id: project!.id, title: "Programme 2027" },
    });
  });
});
