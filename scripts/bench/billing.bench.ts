/**
 * Billing at scale: 10,000 organizations and 100,000 invoices on an in-memory PGlite. Prints the median and the
 * 90th percentile of the billing table's loader (filter + search + sort + page, the admin's session included), of
 * issuing an invoice (the number taken in its transaction), and of rendering an invoice's PDF with the memory the
 * rendering adds. Targets: table ≤ 50 ms and issuing ≤ 50 ms at the median, a PDF ≤ 300 ms and ≤ 50 MB.
 * `BENCH_DATABASE_URL=postgres://… npm run bench -- billing` measures the same on a PostgreSQL server.
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
const { signedInAs } = await import("../../tests/support/factories");
const billingList = await import("../../app/routes/admin/billing/list");
const { requestContext } = await import("../../app/server/front/request-context.server");
const { seedInstallation } = await import("../../app/server/db/seed/seed.server");
const { organizations, siteSettings } = await import("../../app/server/db/schema");
const { demoBillingSettings } = await import("../../app/server/db/seed/demo-invoices");
const { createDraft, getInvoice, issueInvoice } = await import("../../app/server/billing/invoices.server");
const { invoicePdf } = await import("../../app/server/billing/invoice-mail.server");

const ROUNDS = 30;
const TABLE_MS = 50;
const ISSUE_MS = 50;
const PDF_MS = 300;
const PDF_MB = 50;

// On PostgreSQL when BENCH_DATABASE_URL names a server (a database of its own is created there and dropped after),
// else on the embedded PGlite.
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `bench_billing_${process.pid}`;
const { withAdminClient } = await import("../../tests/support/test-database");
if (serverUrl) await withAdminClient(serverUrl, (client) => client.query(`create database ${benchDatabase}`));
const benchUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDatabase}` }).toString() : null;
const database = await openDatabase(benchUrl ? { kind: "postgres", url: benchUrl } : { kind: "pglite" });
console.log(`on ${benchUrl ? "PostgreSQL" : "PGlite (embedded)"}`);
setDatabase(database);
resetAuth();
const db = database.db;
let started = performance.now();
await seedInstallation(db);
// The agency's legal identity (issuing needs it); the bench's admin signs in without two-factor.
for (const [key, value] of Object.entries({ ...demoBillingSettings, admin_two_factor: "optional" }))
  await db
    .update(siteSettings)
    .set({ settingValue: value })
    .where(sql`${siteSettings.settingKey} = ${key}`);
await createManyClients(db, { organizations: 10_000, projects: 0 });
// 100,000 issued invoices over the last three years, in every state, for the organizations in turn.
await db.execute(sql`
  with orgs as (select id, name, row_number() over (order by id) as rn from organizations)
  insert into invoices (kind, status, number, series_year, series_number, organization_id, client_name, language, currency, subject,
    issue_date, due_date, seller, client, totals, total_ht, total_ttc, amount_paid, amount_credited, verify_code, created_at)
  select 'invoice',
    (array['issued','partially_paid','paid','paid','paid','cancelled'])[1 + n % 6],
    'F-' || (2024 + n % 3) || '-' || lpad((n / 3 + 1)::text, 5, '0'), 2024 + n % 3, n / 3 + 1,
    orgs.id, orgs.name, 'fr', 'XOF', 'Atelier ' || n,
    make_date(2024 + n % 3, 1 + n % 12, 1 + n % 28), make_date(2024 + n % 3, 1 + n % 12, 1 + n % 28) + 30,
    '{}'::jsonb, jsonb_build_object('name', orgs.name),
    '{"byRate":[],"totalHt":"100000","totalVat":"18000","totalTtc":"118000"}'::jsonb, 100000 + n, 118000 + n,
    case when n % 6 in (2, 3, 4) then 118000 + n when n % 6 = 1 then 50000 else 0 end,
    case when n % 6 = 5 then 118000 + n else 0 end,
    md5(n::text), now() - (n || ' minutes')::interval
  from generate_series(1, 100000) as n join orgs on orgs.rn = 1 + n % 10000`);
// The series as issuing would have left them.
await db.execute(sql`
  insert into document_series (kind, year, last_number)
  select kind, series_year, max(series_number) from invoices group by kind, series_year`);
await db.execute(sql`analyze`);
if (process.env.EXPLAIN) {
  for (const query of process.env.EXPLAIN.split(";;")) {
    const plan = await db.execute(sql.raw(`explain analyze ${query}`));
    console.log(
      (plan as { rows: Record<string, unknown>[] }).rows.map((row) => Object.values(row).join("")).join("\n"),
    );
  }
  process.exit(0);
}
console.log(`seeded 10,000 organizations and 100,000 invoices in ${Math.round(performance.now() - started)} ms`);
const admin = await signedInAs("admin");
const { cookie } = admin;

async function time(run: () => Promise<unknown>, rounds = ROUNDS): Promise<number[]> {
  const timings: number[] = [];
  // The first call warms PGlite's caches and the query plans; it is not counted.
  for (let round = 0; round <= rounds; round++) {
    const start = performance.now();
    await run();
    if (round > 0) timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}
const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
let slow = 0;
const report = (name: string, timings: number[], target: number) => {
  const median = at(timings, 0.5);
  if (median > target) slow++;
  console.log(
    `${median <= target ? "ok  " : "SLOW"} ${name.padEnd(56)} median ${median.toFixed(1).padStart(6)} ms   p90 ${at(timings, 0.9).toFixed(1).padStart(6)} ms`,
  );
};

const [load1] = os.loadavg();
console.log(`\nload average ${load1!.toFixed(1)} on ${os.cpus().length} CPUs (timings grow with it)`);
console.log(`\nthe billing table's loader, session check included (target: median ≤ ${TABLE_MS} ms)`);
const list = (url: string) => () =>
  (billingList.loader as (args: unknown) => Promise<unknown>)({
    request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
    params: {},
    context: requestContext({ lang: "fr", cspNonce: "" }),
  });
for (const [name, url] of [
  ["first page (newest first)", "/admin/billing"],
  ["overdue + search a client + sort by balance", "/admin/billing?status=overdue&q=sahel&sort=balance&dir=desc"],
  ["paid + search a number + sort by number", "/admin/billing?status=paid&q=2025-0123&sort=number"],
  ["all + search a client + sort by total, page 2", "/admin/billing?q=baobab&sort=total&dir=desc&page=2"],
  ["partially paid + sort by client, page 200", "/admin/billing?status=partially_paid&sort=client&page=200"],
  ["all + sort by due date, page 50", "/admin/billing?sort=due&page=50"],
] as const)
  report(name, await time(list(url)), TABLE_MS);

console.log(
  `\nissuing an invoice (the next number of the series, in its transaction; target: median ≤ ${ISSUE_MS} ms)`,
);
const [organization] = await db.select({ id: organizations.id }).from(organizations).limit(1);
const source = { actor: { id: admin.id, email: admin.email }, address: null };
const draftInput = {
  organizationId: organization!.id,
  personName: null,
  personEmail: null,
  personAddress: null,
  language: "fr" as const,
  currency: "XOF" as const,
  subject: "Atelier de prospective",
  purchaseOrder: null,
  notes: null,
  lines: [
    { description: "Animation (3 jours)", quantity: "3", unitPrice: "450000", vatRate: "18" },
    { description: "Rapport", quantity: "1", unitPrice: "600000", vatRate: "18" },
  ],
};
const drafts: string[] = [];
for (let round = 0; round <= ROUNDS; round++) {
  const created = await createDraft(draftInput, source);
  if (created.kind === "created") drafts.push(created.id);
}
const issued: string[] = [];
report(
  "issue a draft of two lines",
  await time(async () => {
    const id = drafts.pop()!;
    const draft = await getInvoice(id);
    const outcome = await issueInvoice(id, draft!.updatedAt, source);
    if (outcome.kind !== "issued") throw new Error(`not issued: ${outcome.kind}`);
    issued.push(id);
  }),
  ISSUE_MS,
);

console.log(`\nan invoice's PDF (target: median ≤ ${PDF_MS} ms, ≤ ${PDF_MB} MB of extra memory while rendering)`);
const invoice = await getInvoice(issued[0]!);
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
started = performance.now();
await invoicePdf(invoice!);
console.log(
  `     first PDF of the process (loads pdfkit and the font): ${(performance.now() - started).toFixed(0)} ms`,
);
report("render an issued invoice's PDF", await time(() => invoicePdf(invoice!)), PDF_MS);
clearInterval(sampler);
const extraMb = (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024;
if (extraMb > PDF_MB) slow++;
console.log(
  `${extraMb <= PDF_MB ? "ok  " : "OVER"} extra resident memory at its peak, from before the first of ${ROUNDS + 2} PDFs: ${extraMb.toFixed(1)} MB`,
);

await database.close();
if (serverUrl) await withAdminClient(serverUrl, (client) => client.query(`drop database ${benchDatabase}`));
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
if (slow > 0) {
  console.log(`\n${slow} case(s) over the target`);
  process.exitCode = 1;
}
