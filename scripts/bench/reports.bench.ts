/**
 * The reports at scale: 10,000 organizations, 100,000 invoices (and a credit note for each cancelled one), each
 * saying a service and a third billing a workshop, 150,000 payments, 2,000 workshops led by 50 facilitators with
 * 80,000 registrations and their feedback, and 20,000 deals, on an in-memory PGlite. Prints the median and the 90th
 * percentile of each report's loader (the admin's session check included) and of each download's file. Targets:
 * every report ≤ 200 ms at the median; a download, every row of its table, ≤ 1 s.
 * `BENCH_DATABASE_URL=postgres://… npm run bench -- reports` measures the same on a PostgreSQL server.
 */
import { sql } from "drizzle-orm";

const { explainAndExit, openBenchDatabase, seedDeals, seedInvoices, seedReportActivity, time, Verdicts } =
  await import("./billing-volume");
const { signedInAs } = await import("../../tests/support/factories");
const { requestContext } = await import("../../app/server/front/request-context.server");
const { AGENCY_TIME_ZONE, todayIn } = await import("../../app/lib/time-zone");
const revenue = await import("../../app/routes/admin/reports/revenue");
const receivables = await import("../../app/routes/admin/reports/receivables");
const workshops = await import("../../app/routes/admin/reports/workshops");
const pipeline = await import("../../app/routes/admin/reports/pipeline");
const journals = await import("../../app/routes/admin/reports/journals");
const download = await import("../../app/routes/admin/reports/download");

const REPORT_MS = 200;
/** A download is every row of its table (10,000 clients, 30,000 invoices owed), not an aggregate: a second at most. */
const DOWNLOAD_MS = 1000;
const ROUNDS = 20;

const { db, close } = await openBenchDatabase("reports");
const started = performance.now();
const today = todayIn(AGENCY_TIME_ZONE);
await seedInvoices(db, Number(today.slice(0, 4)));
await seedReportActivity(db);
await seedDeals(db);
// The seed's updates (a service and a workshop for each invoice) leave a dead copy of every row, which nothing
// clears on the embedded database until a vacuum: measure the tables as a steady database holds them.
await db.execute(sql`vacuum analyze`);
await explainAndExit(db);
const counted = await db.execute(sql`select
  (select count(*) from organizations) as organizations, (select count(*) from invoices) as documents,
  (select count(*) from invoice_payments) as payments, (select count(*) from workshops) as workshops,
  (select count(*) from workshop_registrations) as registrations, (select count(*) from workshop_feedback) as feedback,
  (select count(*) from deals) as deals`);
console.log(
  `seeded ${JSON.stringify((counted as unknown as { rows: unknown[] }).rows[0])} in ${Math.round(performance.now() - started)} ms`,
);
const { cookie } = await signedInAs("admin");

type Loader = (args: unknown) => Promise<unknown>;
const call = (loader: Loader, url: string) => () =>
  loader({
    request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
    params: {},
    context: requestContext({ lang: "fr", cspNonce: "" }),
  });
const month = today.slice(0, 7);
const verdicts = new Verdicts();
Verdicts.printLoad();
console.log(`\neach report's loader, session check included (target: median ≤ ${REPORT_MS} ms)`);
for (const [name, loader, url] of [
  ["revenue: 12 months by month, client, service, facilitator", revenue.loader, "/admin/reports"],
  ["revenue: 24 months", revenue.loader, "/admin/reports?months=24"],
  ["receivables: ageing + all owed, page 1", receivables.loader, "/admin/reports/receivables"],
  [
    "receivables: ageing + over 90 days, page 20",
    receivables.loader,
    "/admin/reports/receivables?bucket=over-90&page=20",
  ],
  ["workshops: 12 months", workshops.loader, "/admin/reports/workshops"],
  ["workshops: 24 months", workshops.loader, "/admin/reports/workshops?months=24"],
  ["pipeline: open by stage + 12 months closed", pipeline.loader, "/admin/reports/pipeline"],
  ["pipeline: open by stage + 24 months closed", pipeline.loader, "/admin/reports/pipeline?months=24"],
  ["journals: this month's sums", journals.loader, `/admin/reports/journals?month=${month}`],
] as const)
  verdicts.report(name, await time(call(loader as Loader, url), ROUNDS), REPORT_MS);

console.log(`\neach download, the whole file built (target: median ≤ ${DOWNLOAD_MS} ms)`);
for (const [name, query] of [
  ["revenue by client, 12 months (10,000 rows), XLSX", "table=revenue-clients&format=xlsx"],
  ["receivables over 90 days, CSV", "table=receivables-invoices&format=csv&bucket=over-90"],
  ["sales journal of the month, XLSX", `table=sales-journal&format=xlsx&month=${month}`],
  ["receipts journal of the month, XLSX", `table=receipts-journal&format=xlsx&month=${month}`],
  ["workshops, 24 months, CSV", "table=workshops&format=csv&months=24"],
  ["pipeline by month, 24 months, XLSX", "table=pipeline-months&format=xlsx&months=24"],
] as const)
  verdicts.report(
    name,
    await time(async () => {
      const answer = (await call(download.loader as Loader, `/admin/reports/download?${query}`)()) as Response;
      await answer.arrayBuffer();
    }, ROUNDS),
    DOWNLOAD_MS,
  );

await close();
verdicts.exit();
