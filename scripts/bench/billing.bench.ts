/**
 * Billing at scale: 10,000 organizations and 100,000 invoices on an in-memory PGlite. Prints the median and the
 * 90th percentile of the billing table's loader (filter + search + sort + page, the admin's session included), of
 * issuing an invoice (the number taken in its transaction), and of rendering an invoice's PDF with the memory the
 * rendering adds. Targets: table ≤ 50 ms and issuing ≤ 50 ms at the median, a PDF ≤ 300 ms and ≤ 50 MB.
 * `BENCH_DATABASE_URL=postgres://… npm run bench -- billing` measures the same on a PostgreSQL server.
 */
import { sql } from "drizzle-orm";

const { explainAndExit, openBenchDatabase, seedInvoices, time, Verdicts } = await import("./billing-volume");
const { signedInAs } = await import("../../tests/support/factories");
const billingList = await import("../../app/routes/admin/billing/list");
const { requestContext } = await import("../../app/server/front/request-context.server");
const { organizations } = await import("../../app/server/db/schema");
const { createDraft, getInvoice, issueInvoice } = await import("../../app/server/billing/invoices.server");
const { invoicePdf } = await import("../../app/server/billing/invoice-mail.server");

const ROUNDS = 30;
const TABLE_MS = 50;
const ISSUE_MS = 50;
const PDF_MS = 300;
const PDF_MB = 50;

const { db, close } = await openBenchDatabase("billing");
let started = performance.now();
await seedInvoices(db);
await db.execute(sql`analyze`);
await explainAndExit(db);
console.log(`seeded 10,000 organizations and 100,000 invoices in ${Math.round(performance.now() - started)} ms`);
const admin = await signedInAs("admin");
const { cookie } = admin;

const verdicts = new Verdicts();
const report = verdicts.report.bind(verdicts);

Verdicts.printLoad();
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
  service: null,
  workshopId: null,
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
if (extraMb > PDF_MB) verdicts.slow++;
console.log(
  `${extraMb <= PDF_MB ? "ok  " : "OVER"} extra resident memory at its peak, from before the first of ${ROUNDS + 2} PDFs: ${extraMb.toFixed(1)} MB`,
);

await close();
verdicts.exit();
