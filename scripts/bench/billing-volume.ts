/**
 * What the billing and reports benchmarks share: a database of their own (PGlite in memory, or a throw-away
 * database on the PostgreSQL server `BENCH_DATABASE_URL` names), filled with an agency's billing at scale, and the
 * timing of repeated calls against a target median.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
process.env.LOG_LEVEL = "warn";
delete process.env.SMTP_URL;

const { openDatabase, setDatabase } = await import("../../app/server/db/client.server");
const { resetAuth } = await import("../../app/server/accounts/auth.server");
const { createManyClients } = await import("../../tests/support/many-clients");
const { seedInstallation } = await import("../../app/server/db/seed/seed.server");
const { siteSettings } = await import("../../app/server/db/schema");
const { demoBillingSettings } = await import("../../app/server/db/seed/demo-invoices");
const { withAdminClient } = await import("../../tests/support/test-database");

export type BenchDb = Awaited<ReturnType<typeof openDatabase>>["db"];

/** Opens the bench's database, the site's installation seeded in it; `close` drops what it created. */
export async function openBenchDatabase(name: string): Promise<{ db: BenchDb; close: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const benchDatabase = `bench_${name}_${process.pid}`;
  if (serverUrl) await withAdminClient(serverUrl, (client) => client.query(`create database ${benchDatabase}`));
  const benchUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDatabase}` }).toString() : null;
  const database = await openDatabase(benchUrl ? { kind: "postgres", url: benchUrl } : { kind: "pglite" });
  console.log(`on ${benchUrl ? "PostgreSQL" : "PGlite (embedded)"}`);
  setDatabase(database);
  resetAuth();
  await seedInstallation(database.db);
  // The agency's legal identity (issuing needs it) in XOF; the bench's admin signs in without two-factor.
  for (const [key, value] of Object.entries({ ...demoBillingSettings, admin_two_factor: "optional" }))
    await database.db
      .update(siteSettings)
      .set({ settingValue: value })
      .where(sql`${siteSettings.settingKey} = ${key}`);
  return {
    db: database.db,
    async close() {
      await database.close();
      if (serverUrl) await withAdminClient(serverUrl, (client) => client.query(`drop database ${benchDatabase}`));
      fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
    },
  };
}

/**
 * 10,000 organizations and 100,000 issued invoices over the three years to `lastYear` (every month of each as
 * full as the others), in every state, for the organizations in turn, with their series as issuing would have
 * left them.
 */
export async function seedInvoices(db: BenchDb, lastYear = 2026): Promise<void> {
  await createManyClients(db, { organizations: 10_000, projects: 0 });
  const firstYear = lastYear - 2;
  await db.execute(sql`
    with orgs as (select id, name, row_number() over (order by id) as rn from organizations)
    insert into invoices (kind, status, number, series_year, series_number, organization_id, client_name, language, currency, subject,
      issue_date, due_date, seller, client, totals, total_ht, total_ttc, amount_paid, amount_credited, verify_code, created_at)
    select 'invoice',
      (array['issued','partially_paid','paid','paid','paid','cancelled'])[1 + n % 6],
      'F-' || (${firstYear}::int + n % 3) || '-' || lpad((n / 3 + 1)::text, 5, '0'), ${firstYear}::int + n % 3, n / 3 + 1,
      orgs.id, orgs.name, 'fr', 'XOF', 'Atelier ' || n,
      make_date(${firstYear}::int + n % 3, 1 + (n / 3) % 12, 1 + n % 28), make_date(${firstYear}::int + n % 3, 1 + (n / 3) % 12, 1 + n % 28) + 30,
      '{}'::jsonb, jsonb_build_object('name', orgs.name, 'ifu', '000' || orgs.rn),
      '{"byRate":[],"totalHt":"100000","totalVat":"18000","totalTtc":"118000"}'::jsonb, 100000 + n, 118000 + n,
      case when n % 6 in (2, 3, 4) then 118000 + n when n % 6 = 1 then 50000 else 0 end,
      case when n % 6 = 5 then 118000 + n else 0 end,
      md5(n::text), now() - (n || ' minutes')::interval
    from generate_series(1, 100000) as n join orgs on orgs.rn = 1 + n % 10000`);
  await db.execute(sql`
    insert into document_series (kind, year, last_number)
    select kind, series_year, max(series_number) from invoices group by kind, series_year`);
}

/** Prints `explain analyze` of each of the `;;`-separated queries in EXPLAIN and exits, when it is set. */
export async function explainAndExit(db: BenchDb): Promise<void> {
  if (!process.env.EXPLAIN) return;
  for (const query of process.env.EXPLAIN.split(";;")) {
    if (process.env.EXPLAIN_SET) await db.execute(sql.raw(process.env.EXPLAIN_SET));
    const plan = await db.execute(sql.raw(`explain analyze ${query}`));
    console.log(
      (plan as { rows: Record<string, unknown>[] }).rows.map((row) => Object.values(row).join("")).join("\n"),
    );
  }
  process.exit(0);
}

/** `rounds` timed calls, sorted; a first call warms the caches and the query plans and is not counted. */
export async function time(run: () => Promise<unknown>, rounds = 30): Promise<number[]> {
  const timings: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const start = performance.now();
    await run();
    if (round > 0) timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}

export const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** Prints each case against its target median, and counts those over it. */
export class Verdicts {
  slow = 0;

  report(name: string, timings: number[], target: number): void {
    const median = at(timings, 0.5);
    if (median > target) this.slow++;
    console.log(
      `${median <= target ? "ok  " : "SLOW"} ${name.padEnd(56)} median ${median.toFixed(1).padStart(6)} ms   p90 ${at(timings, 0.9).toFixed(1).padStart(6)} ms`,
    );
  }

  /** The load the timings were taken under. */
  static printLoad(): void {
    const [load1] = os.loadavg();
    console.log(`\nload average ${load1!.toFixed(1)} on ${os.cpus().length} CPUs (timings grow with it)`);
  }

  exit(): void {
    if (this.slow > 0) {
      console.log(`\n${this.slow} case(s) over the target`);
      process.exitCode = 1;
    }
  }
}

/**
 * What the receipts journal and the workshops report read: 150,000 payments (one to three for each paid or partly
 * paid invoice, by every method), a credit note for each cancelled invoice, and 2,000 workshops over the two
 * years to `today`'s, each with 40 registrations (confirmed, waitlisted, cancelled; most confirmed people checked
 * in once the workshop is past) and feedback from a third of its confirmed people.
 */
export async function seedReportActivity(db: BenchDb): Promise<void> {
  await db.execute(sql`
    insert into invoice_payments (invoice_id, rank, paid_on, amount, method, reference)
    select i.id, r, i.issue_date + 10 * r, 40000,
      (array['bank_transfer','cheque','cash','orange_money','moov_money','wave','card','other'])[1 + (i.series_number + r) % 8],
      'REF-' || i.series_number || '-' || r
    from invoices i cross join generate_series(1, 3) as r
    where i.status in ('paid', 'partially_paid') and (r <= 2 or i.series_number % 4 = 0)
    limit 150000`);
  await db.execute(sql`
    insert into invoices (kind, status, number, series_year, series_number, organization_id, client_name, language, currency, subject,
      issue_date, due_date, seller, client, totals, total_ht, total_ttc, corrects_id, created_at)
    select 'credit_note', 'issued', 'AV-' || i.series_year || '-' || lpad(i.series_number::text, 5, '0'),
      i.series_year, i.series_number, i.organization_id, i.client_name, 'fr', 'XOF', 'Avoir',
      i.issue_date + 5, i.issue_date + 5, '{}'::jsonb, i.client, i.totals, i.total_ht, i.total_ttc, i.id, now()
    from invoices i where i.status = 'cancelled'`);
  await db.execute(sql`
    insert into workshops (title_fr, status, date, start_time, end_time, max_participants, price)
    select 'Atelier ' || n, (array['published','published','completed','draft','cancelled'])[1 + n % 5]::workshop_status,
      current_date + (n % 730 - 700), '09:00', '13:00', 40, 25000
    from generate_series(1, 2000) as n`);
  // 50 facilitators lead the workshops; every document says a service and a third bill a workshop (revenue by
  // service and by facilitator).
  await db.execute(sql`
    insert into facilitators (first_name, last_name, email)
    select 'Facilitateur', n::text, 'f' || n || '@example.org' from generate_series(1, 50) as n`);
  await db.execute(sql`
    update workshops w set facilitator_id = f.id
    from (select id, row_number() over (order by id) as n from facilitators) as f
    where f.n = 1 + abs(hashtext(w.id::text)) % 50`);
  await db.execute(sql`
    update invoices set service = (array['workshops','design-thinking','digital-product','innovation-strategy',
      'startup-acceleration','system-thinking','future-thinking','other'])[1 + series_number % 8]`);
  await db.execute(sql`
    update invoices i set workshop_id = w.id
    from (select id, row_number() over (order by id) - 1 as n from workshops) as w
    where w.n = i.series_number % 6000`);
  await db.execute(sql`
    insert into workshop_registrations (workshop_id, name, email, status, checked_in_at)
    select w.id, 'P', 'p' || g.n || '.' || w.rn || '@example.org',
      (array['confirmed','confirmed','confirmed','waitlisted','cancelled'])[1 + g.n % 5]::registration_status,
      case when w.date < current_date and g.n % 7 <> 0 then now() end
    from (select id, date, row_number() over () as rn from workshops) as w, generate_series(1, 40) as g(n)`);
  await db.execute(sql`
    insert into workshop_feedback (registration_id, rating, recommendation)
    select id, 1 + abs(hashtext(id::text)) % 5, abs(hashtext(email)) % 11
    from workshop_registrations where status = 'confirmed' and abs(hashtext(id::text)) % 3 = 0`);
}

/**
 * What the pipeline report reads: 20,000 deals of the organizations in turn, a fifth at each stage (so 12,000 open
 * and 8,000 closed), one in twenty in USD rather than the site's XOF, the won and lost ones closed at instants spread
 * over the 24 months to now.
 */
export async function seedDeals(db: BenchDb): Promise<void> {
  await db.execute(sql`
    with orgs as (select id, row_number() over (order by id) as rn from organizations)
    insert into deals (title, organization_id, value, currency, expected_close, stage, lost_reason, closed_at,
      created_at, updated_at)
    select 'Affaire ' || n, orgs.id, 100000 + (n % 97) * 50000, case when n % 20 = 0 then 'USD' else 'XOF' end,
      current_date + (n % 180 - 30), (array['new','qualified','proposal_sent','won','lost'])[1 + n % 5]::deal_stage,
      case when n % 5 = 4 then 'Budget' end,
      case when n % 5 in (3, 4) then now() - ((n::bigint * 7919) % (730 * 24 * 60)) * interval '1 minute' end,
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, 20000) as n join orgs on orgs.rn = 1 + n % 10000`);
}
