/**
 * Invoice numbers on PostgreSQL with two servers: each number is taken inside its issuing transaction, so 20
 * invoices issued at once, split between two servers, get 20 consecutive numbers with no gap and no duplicate (and
 * credit notes likewise in their own series). Needs TEST_DATABASE_URL (a role that may create databases).
 *
 * The two servers are two database clients in this test process: two node-postgres pools on one database, each
 * opened by `openDatabase` as server.ts opens its own, told apart by their application_name. The two-servers harness
 * (tests/integration/two-servers.test.ts) drives the production build over HTTP, which this module's tests need not.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceInput } from "~/lib/billing/invoices";
import { withPostgresClient } from "../../../tests/support/postgres-client";
import type { AuditSource } from "../audit/audit.server";
import { openDatabase, setDatabase, type Database } from "../db/client.server";
import { auditLog, documentSeries, invoices, siteSettings } from "../db/schema";
import { billingToday, createCreditNote, createDraft, getInvoice, issueInvoice } from "./invoices.server";

const baseUrl = process.env.TEST_DATABASE_URL?.trim();
const COUNT = 20;

describe.skipIf(!baseUrl)("invoice numbers on PostgreSQL, issued through two servers at once", () => {
  const name = `invoice_numbers_${process.pid}`;
  const servers: Database[] = [];
  const labels = ["server-a", "server-b"] as const;
  const source = (server: number): AuditSource => ({ actor: null, address: labels[server]! });
  let databaseUrl = "";

  /**
   * Runs `work` as one server: `db()` is that server's database while the call starts. Each call opens its
   * transaction right away, and every query of an issue runs in it; `db()` is unset again before anything awaits,
   * so a query outside the transaction would fail instead of going through the other server.
   */
  function on<T>(server: number, work: () => Promise<T>): Promise<T> {
    setDatabase(servers[server]);
    try {
      return work();
    } finally {
      setDatabase(undefined);
    }
  }

  /** Setting up and reading back, through the first server. */
  async function read<T>(work: () => Promise<T>): Promise<T> {
    setDatabase(servers[0]);
    try {
      return await work();
    } finally {
      setDatabase(undefined);
    }
  }

  const year = () => Number(billingToday().slice(0, 4));
  const series = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}-${year()}-${String(i + 1).padStart(4, "0")}`);

  beforeAll(async () => {
    await withPostgresClient(baseUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    await withPostgresClient(baseUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // One after the other, as two servers started in turn: the first applies the migrations.
    for (const label of labels) {
      url.searchParams.set("application_name", label);
      servers.push(await openDatabase({ kind: "postgres", url: url.toString() }));
    }
    await read(() =>
      servers[0]!.db.insert(siteSettings).values(
        Object.entries({
          legal_name: "Faso Futures SARL",
          rccm: "BF-OUA-2024-B-1234",
          ifu: "00012345A",
          tax_regime: "RNI",
          tax_office: "DGE Ouagadougou",
          reminder_days: "7,21",
        }).map(([settingKey, settingValue]) => ({ category: "billing" as const, settingKey, settingValue })),
      ),
    );
  }, 60_000);

  afterAll(async () => {
    setDatabase(undefined);
    for (const server of servers) await server.close();
    if (baseUrl)
      await withPostgresClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 60_000);

  function draftInput(i: number): InvoiceInput {
    return {
      organizationId: null,
      personName: `Client ${i + 1}`,
      personEmail: `client.${i + 1}@example.org`,
      personAddress: null,
      language: "fr",
      currency: "XOF",
      subject: `Atelier ${i + 1}`,
      purchaseOrder: null,
      notes: null,
      service: null,
      workshopId: null,
      lines: [{ description: "Atelier", quantity: "1", unitPrice: String(100_000 + i), vatRate: "18" }],
    };
  }

  /** Drafts written by both servers, with the version each issue is asked at. */
  async function drafts(count: number): Promise<{ id: string; version: Date }[]> {
    const created = await Promise.all(
      Array.from({ length: count }, (_, i) => on(i % 2, () => createDraft(draftInput(i), source(i % 2)))),
    );
    return read(() =>
      Promise.all(
        created.map(async (outcome) => {
          if (outcome.kind !== "created") throw new Error(outcome.kind);
          return { id: outcome.id, version: (await getInvoice(outcome.id))!.updatedAt };
        }),
      ),
    );
  }

  /** The connections each server holds on the database, by its application_name. */
  function connectionsBy(): Promise<Record<string, number>> {
    return withPostgresClient(databaseUrl, async (client) => {
      const { rows } = await client.query<{ application_name: string; n: string }>(
        "select application_name, count(*) as n from pg_stat_activity where datname = $1 group by application_name",
        [name],
      );
      return Object.fromEntries(rows.map((row) => [row.application_name, Number(row.n)]));
    });
  }

  it("gives 20 invoices issued concurrently through two servers 20 consecutive numbers, no gap, no duplicate", async () => {
    const ready = await drafts(COUNT);
    // All at once: even drafts through server A, odd ones through server B.
    const outcomes = await Promise.all(
      ready.map(({ id, version }, i) => on(i % 2, () => issueInvoice(id, version, source(i % 2)))),
    );
    const numbers = outcomes.map((outcome) => {
      if (outcome.kind !== "issued") throw new Error(`not issued: ${outcome.kind}`);
      return outcome.number;
    });
    const byServer = labels.map((label, server) => `${label}: ${numbers.filter((_, i) => i % 2 === server).join(" ")}`);
    console.log(`Invoice numbers issued at once through two PostgreSQL clients\n${byServer.join("\n")}`);

    expect(new Set(numbers).size).toBe(COUNT);
    expect([...numbers].sort()).toEqual(series("F", COUNT));
    const stored = await read(() =>
      servers[0]!.db
        .select({ number: invoices.number, seriesNumber: invoices.seriesNumber, status: invoices.status })
        .from(invoices)
        .orderBy(asc(invoices.seriesNumber)),
    );
    expect(stored.map((row) => row.seriesNumber)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    expect(stored.every((row) => row.status === "issued")).toBe(true);
    expect(await read(() => servers[0]!.db.select().from(documentSeries))).toEqual([
      { kind: "invoice", year: year(), lastNumber: COUNT },
    ]);
    // Each server issued its half, each over connections of its own, several at a time.
    const issuedBy = await read(() =>
      servers[0]!.db
        .select({ address: auditLog.address })
        .from(auditLog)
        .where(eq(auditLog.action, "issue"))
        .then((rows) => rows.map((row) => row.address)),
    );
    for (const label of labels) expect(issuedBy.filter((address) => address === label)).toHaveLength(COUNT / 2);
    const connections = await connectionsBy();
    for (const label of labels) expect(connections[label], label).toBeGreaterThan(1);
  }, 120_000);

  it("issues a draft once when both servers are asked at the same moment, and burns no number", async () => {
    const [only] = await drafts(1);
    const outcomes = await Promise.all(
      [0, 1].map((server) => on(server, () => issueInvoice(only!.id, only!.version, source(server)))),
    );
    const next = `F-${year()}-${String(COUNT + 1).padStart(4, "0")}`;
    expect(outcomes).toContainEqual({ kind: "issued", number: next });
    expect(outcomes).toContainEqual({ kind: "issued-already", number: next });
    expect(
      await read(() => servers[0]!.db.select().from(documentSeries).where(eq(documentSeries.kind, "invoice"))),
    ).toEqual([{ kind: "invoice", year: year(), lastNumber: COUNT + 1 }]);
  }, 120_000);

  it("gives credit notes issued concurrently through both servers consecutive AV- numbers", async () => {
    const invoicesToCredit = await read(() =>
      servers[0]!.db.select({ id: invoices.id }).from(invoices).orderBy(asc(invoices.seriesNumber)).limit(10),
    );
    const outcomes = await Promise.all(
      invoicesToCredit.map(({ id }, i) =>
        on(i % 2, () => createCreditNote(id, { scope: "full", lineIds: [], reason: "Annulé" }, source(i % 2))),
      ),
    );
    const numbers = outcomes.map((outcome) => {
      if (outcome.kind !== "credited") throw new Error(`not credited: ${outcome.kind}`);
      expect(outcome.status).toBe("cancelled");
      return outcome.number;
    });
    expect([...numbers].sort()).toEqual(series("AV", 10));
    expect(
      await read(() => servers[0]!.db.select().from(documentSeries).where(eq(documentSeries.kind, "credit_note"))),
    ).toEqual([{ kind: "credit_note", year: year(), lastNumber: 10 }]);
  }, 120_000);
});
