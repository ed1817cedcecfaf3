/**
 * How fast the clients and projects lists answer with a large client base: 10,000 organizations and 20,000
 * projects on an in-memory PGlite, each list's loader called as a request would call it (the admin's session
 * checked, the URL's state parsed, the search, sort and page done in SQL). Prints the median and the 90th
 * percentile of each case. Run with `npm run bench`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
process.env.LOG_LEVEL = "warn";
delete process.env.SMTP_URL;

const { openDatabase, setDatabase } = await import("../../app/server/db/client.server");
const { resetAuth } = await import("../../app/server/accounts/auth.server");
const { createManyClients } = await import("../../tests/support/many-clients");
const { signedInAs } = await import("../../tests/support/factories");
const clientsList = await import("../../app/routes/admin/clients/list");
const { getSessionUser } = await import("../../app/server/accounts/session.server");
const { requestContext } = await import("../../app/server/front/request-context.server");
const projectsList = await import("../../app/routes/admin/projects/list");

const ROUNDS = 30;
const TARGET_MS = 50;

const database = await openDatabase({ kind: "pglite" });
setDatabase(database);
resetAuth();
const started = performance.now();
await createManyClients(database.db, { organizations: 10_000, projects: 20_000 });
console.log(`seeded 10,000 organizations and 20,000 projects in ${Math.round(performance.now() - started)} ms`);
const { cookie } = await signedInAs("admin");

type Loader = (args: never) => Promise<unknown>;

const request = (url: string) => new Request(`http://localhost${url}`, { headers: { Cookie: cookie } });

async function time(run: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  // The first call warms PGlite's caches and the query plans; it is not counted.
  for (let round = 0; round <= ROUNDS; round++) {
    const start = performance.now();
    await run();
    if (round > 0) timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}

const callLoader = (loader: Loader, url: string) => () =>
  (loader as (args: unknown) => Promise<unknown>)({
    request: request(url),
    params: {},
    context: requestContext({ lang: "fr", cspNonce: "" }),
  });

const cases: [string, Loader, string][] = [
  ["clients: first page (newest first)", clientsList.loader as Loader, "/admin/clients"],
  ["clients: search + sort by name + page 3", clientsList.loader as Loader, "/admin/clients?q=sahel&sort=name&page=3"],
  [
    "clients: sort by active contracts, page 50",
    clientsList.loader as Loader,
    "/admin/clients?sort=contracts&dir=desc&page=50",
  ],
  ["clients: search + sort by health", clientsList.loader as Loader, "/admin/clients?q=coop&sort=health&dir=desc"],
  ["projects: first page", projectsList.loader as Loader, "/admin/projects"],
  [
    "projects: status + search + sort by title + page 2",
    projectsList.loader as Loader,
    "/admin/projects?status=active&q=eau&sort=title&page=2",
  ],
  [
    "projects: sort by organization, page 100",
    projectsList.loader as Loader,
    "/admin/projects?sort=organization&page=100",
  ],
  ["projects: sort by team size", projectsList.loader as Loader, "/admin/projects?sort=team&dir=desc"],
];

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
let slow = 0;
const [load1] = os.loadavg();
console.log(`\nload average ${load1!.toFixed(1)} on ${os.cpus().length} CPUs (timings grow with it)`);
const session = await time(() =>
  getSessionUser({ request: request("/admin"), context: requestContext({ lang: "fr", cspNonce: "" }) }),
);
console.log(`the admin's session check alone (every signed-in page pays it): median ${at(session, 0.5).toFixed(1)} ms`);
console.log(
  `\nserver time of the list loaders, session check included, ${ROUNDS} requests each (target: median ≤ ${TARGET_MS} ms)`,
);
for (const [name, loader, url] of cases) {
  const timings = await time(callLoader(loader, url));
  const median = at(timings, 0.5);
  if (median > TARGET_MS) slow++;
  console.log(
    `${median <= TARGET_MS ? "ok  " : "SLOW"} ${name.padEnd(52)} median ${median.toFixed(1).padStart(6)} ms   p90 ${at(timings, 0.9).toFixed(1).padStart(6)} ms`,
  );
}

await database.close();
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
if (slow > 0) {
  console.log(`\n${slow} case(s) over the target`);
  process.exitCode = 1;
}
