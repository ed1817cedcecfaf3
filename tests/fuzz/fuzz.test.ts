/**
 * The fuzz suite: malformed and hostile requests to every route of app/routes.ts (its loader, its `.data`
 * answer, its action, its query parameters and path ids) against the production build behind the real
 * HTTP front, on a seeded in-memory database. Each request must answer below 500; one answered 4xx, and
 * every GET, must leave every table as it was; a redirect must stay on the site; a page must never hold
 * an attacker's markup unescaped.
 *
 * Seeded: `FUZZ_SEED=<n> npx vitest run tests/fuzz` replays a run (a failure prints its seed and request).
 * `FUZZ_RUNS=<n>` multiplies the number of requests (1 by default). Rows live in ./routes.ts.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../../app/server/logger.server";
import { createUser } from "../support/factories";
import { siteRoutes } from "../support/route-table";
import { setUpTestDatabase } from "../support/test-database";
import { pageForms, plausibleValue } from "./forms";
import {
  hostileBody,
  hostileCookie,
  hostileHeaders,
  hostileOrigin,
  hostilePairs,
  hostileQueryOf,
  hostileSegment,
  isValueClass,
  joinPairs,
  ORIGIN_OK,
  percentEncode,
  QUERY_CLASSES,
  UNESCAPED_PAYLOAD,
  wireName,
  wireValue,
  XSS_MARK,
  type Pairs,
  type QueryClass,
} from "./hostile";
import { fuzzRows, type FuzzRow, type SeededIds, type Session } from "./routes";
import { send, type RawRequest, type RawResponse } from "../support/raw-http";
import { DEMO_PASSWORD, PUBLIC_ORIGIN, serverEntry, siteTables, startSite, tableFingerprints, type Site } from "./site";

// Thousands of refusals are expected; a 5xx (logged as an error) is what the log is for.
vi.hoisted(() => {
  process.env.LOG_LEVEL ??= "error";
});

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1));
/** Requests per route: its loader (with `.data` and odd methods), and its action when it has one. */
const LOADER_RUNS = 8 * RUNS;
const ACTION_RUNS = 32 * RUNS;

/** Tables that record attempts, refused ones included (a failed sign-in is audited): a refusal may write there. */
const LOG_TABLES = ["audit_log"];

const demoAccounts: Record<Exclude<Session, "anonymous">, string> = {
  admin: "admin@example.org",
  facilitator: "facilitator@example.org",
  employee: "employee@example.org",
  client: "client@example.org",
  content_creator: "creator@example.org",
};

setUpTestDatabase({ open: async (target) => (await serverEntry()).openDatabase(target) });
let site: Site;
let tables: string[] = [];
const ids: SeededIds = { facilitatorId: "", workshopId: "" };

// --- the counts the suite prints -------------------------------------------------------------------
const counts = {
  requests: 0,
  byClass: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  /** Requests that changed a table, by table. */
  writes: {} as Record<string, number>,
  acceptedWithWrites: 0,
  refusedWithWrites: 0,
};
/** The query sweep's share of them (fuzzQueries), and the time it took. */
const queryCounts = { routes: 0, requests: 0 };
let querySeconds = 0;

function countResponse(status: number) {
  counts.requests += 1;
  const statusClass = `${Math.floor(status / 100)}xx`;
  counts.byClass[statusClass] = (counts.byClass[statusClass] ?? 0) + 1;
  counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
}

// --- requests ---------------------------------------------------------------------------------------
const host: [string, string] = ["Host", new URL(PUBLIC_ORIGIN).host];

async function get(target: string, cookie = ""): Promise<RawResponse> {
  return send(site.port, {
    method: "GET",
    target,
    headers: [host, ["X-Forwarded-For", "10.9.9.9"], ...(cookie ? [["Cookie", cookie] as [string, string]] : [])],
  });
}

/** Signs an account in through /auth, as a browser does, and returns its session cookie. */
async function signInAs(email: string, password: string): Promise<string> {
  const response = await send(site.port, {
    method: "POST",
    target: "/auth",
    headers: [
      host,
      ["Origin", PUBLIC_ORIGIN],
      ["X-Forwarded-For", `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`],
      ["Content-Type", "application/x-www-form-urlencoded"],
    ],
    body: Buffer.from(new URLSearchParams({ intent: "sign-in", email, password }).toString()),
  });
  const cookie = ([] as string[])
    .concat(response.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0]!)
    .filter((pair) => pair.includes("session_token="))
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`Cannot sign in as ${email}: ${response.status}`);
  return cookie;
}

const demoSessions = new Map<Session, string>();

/** A session of the demo account with that role, for pages: shared by the rows, never ended by them. */
async function signIn(session: Session): Promise<string> {
  if (session === "anonymous") return "";
  if (!demoSessions.has(session)) demoSessions.set(session, await signInAs(demoAccounts[session], DEMO_PASSWORD));
  return demoSessions.get(session)!;
}

/**
 * A session of a new account with that role, for an action: actions may end sessions (sign-out, "sign out
 * everywhere else") or change the account, which must not touch the demo accounts the other rows use.
 */
async function signInNewAccount(session: Session): Promise<string> {
  if (session === "anonymous") return "";
  const account = await createUser({ role: session });
  return signInAs(account.email, account.password);
}

const ip = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.nat(255), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

const pathOf = (row: FuzzRow) => (typeof row.path === "function" ? row.path(ids) : row.path);

/** The row's path with a hostile value in place of each id it holds. */
function hostilePath(row: FuzzRow): fc.Arbitrary<string> {
  const clean = pathOf(row);
  const segments = clean.split("/");
  const idAt = segments.findIndex((segment) => /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(segment));
  if (idAt < 0) return fc.constant(clean);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(clean) },
    { weight: 3, arbitrary: hostileSegment.map((value) => segments.with(idAt, value).join("/")) },
  );
}

/** A query string: the row's parameters with plausible or hostile values, duplicated or joined by strangers. */
function hostileQuery(row: FuzzRow, extra: Pairs = []): fc.Arbitrary<string> {
  const known = row.query ?? [];
  const plausible: Pairs = [...extra, ...known.map((name): [string, string] => [name, "x"])];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(joinPairs(plausible)) },
    { weight: 4, arbitrary: hostilePairs(plausible, [...known, ...extra.map(([name]) => name)]).map(joinPairs) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(...known.map(() => wireValue))
        .map((values) => joinPairs([...extra, ...known.map((name, i): [string, string] => [name, values[i]!])])),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(wireName(known), wireValue).map(([name, value]) => `${name}=${value}&&&=&${name}`),
    },
  );
}

function withQuery(target: string, query: string): string {
  if (!query) return target;
  return target.includes("?") ? `${target}&${query}` : `${target}?${query}`;
}

interface FuzzCase {
  kind: "page" | "data" | "method" | "action";
  request: RawRequest;
}

function headersOf(cookie: string | undefined, address: string, extra: [string, string][]): [string, string][] {
  return [
    ...(extra.some(([name]) => name === "Host") ? [] : [host]),
    ["X-Forwarded-For", address],
    ["Accept", "text/html"],
    ...(cookie ? [["Cookie", cookie] as [string, string]] : []),
    ...extra.map(([name, value]): [string, string] => [name, value === ORIGIN_OK ? PUBLIC_ORIGIN : value]),
  ];
}

function loaderCases(row: FuzzRow, cookie: string): fc.Arbitrary<FuzzCase> {
  const common = fc.record({
    path: hostilePath(row),
    query: hostileQuery(row),
    cookie: hostileCookie(cookie),
    address: ip,
    headers: hostileHeaders,
  });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: common.map(({ path, query, cookie, address, headers }) => ({
        kind: "page" as const,
        request: { method: "GET", target: withQuery(path, query), headers: headersOf(cookie, address, headers) },
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(common, fc.oneof(fc.constantFrom("root", "routes/admin/layout"), wireValue))
        .map(([{ path, query, cookie, address, headers }, routes]) => ({
          kind: "data" as const,
          request: {
            method: "GET",
            target: withQuery(targetOf(path, true), `_routes=${routes}&${query}`),
            headers: headersOf(cookie, address, headers),
          },
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(common, fc.constantFrom("HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "TRACE"), hostileOrigin)
        .map(([{ path, query, cookie, address, headers }, method, origin]) => ({
          kind: "method" as const,
          request: {
            method,
            target: withQuery(path, query),
            headers: headersOf(cookie, address, [...origin, ...headers]),
          },
        })),
    },
  );
}

function actionCases(row: FuzzRow, cookie: string, formHtml: string): fc.Arbitrary<FuzzCase> {
  const forms = pageForms(formHtml);
  const names = [...new Set([...forms.flatMap((form) => form.fields.map(([name]) => name)), ...(row.fields ?? [])])];
  const intents = [...new Set([...forms.flatMap((form) => form.intents), ...(row.intents ?? [])])];
  const actionPath = row.actionPath ?? pathOf(row);
  const [pathname = "", search = ""] = actionPath.split("?");
  const pathRow: FuzzRow = { ...row, path: pathname };
  const indexQuery: Pairs = search ? [[search, ""]] : [];
  // A form the page shows, or the row's fields alone; with one of its intents.
  const form = fc
    .tuple(
      fc.constantFrom(...(forms.length > 0 ? forms : [{ fields: [], intents: [] }])),
      intents.length > 0 ? fc.constantFrom(...intents) : fc.constant(undefined),
      fc.nat(),
      fc.subarray([...(row.fields ?? [])]),
    )
    .map(([chosen, intent, n, extraFields]): Pairs => {
      const fields = chosen.fields.map(([name, value]): [string, string] => [
        name,
        value.replace(/\d+(?=@example\.org$)/, String(n)),
      ]);
      for (const name of extraFields)
        if (!fields.some(([known]) => known === name)) fields.push([name, plausibleValue(name, "text", n)]);
      const chosenIntent = chosen.intents.length > 0 ? chosen.intents[n % chosen.intents.length] : intent;
      return chosenIntent ? [["intent", chosenIntent], ...fields] : fields;
    });
  return fc
    .record({
      path: hostilePath(pathRow),
      query: hostileQuery({ ...row, path: pathname }, indexQuery),
      body: form.chain((plausible) =>
        hostileBody(hostilePairs(plausible, [...names, "intent", ...intents.map(() => "intent")])),
      ),
      cookie: hostileCookie(cookie),
      address: ip,
      origin: hostileOrigin,
      headers: hostileHeaders,
      data: fc.boolean(),
    })
    .map(({ path, query, body, cookie, address, origin, headers, data }) => ({
      kind: "action" as const,
      request: {
        method: "POST",
        target: withQuery(targetOf(path, data), query),
        headers: headersOf(cookie, address, [
          ...origin,
          ...headers,
          ...(body.contentType ? [["Content-Type", body.contentType] as [string, string]] : []),
        ]),
        body: body.body,
      },
    }));
}

/** What the server logged as an error (the logger is shared with the build: decision 3). */
const loggedErrors = vi.spyOn(logger, "error");

/**
 * The tables as the last checked request left them: the next one starts from there (nothing else writes
 * between two requests of one run). Forgotten whenever something else may have written (`fuzz`, `sweepQuery`).
 */
let lastFingerprints: Record<string, string> | undefined;

/** The checks every answer must pass; throws what went wrong. */
async function check(fuzzCase: FuzzCase): Promise<void> {
  const before = lastFingerprints ?? (await tableFingerprints(tables));
  const errorsBefore = loggedErrors.mock.calls.length;
  const response = await send(site.port, fuzzCase.request);
  const after = await tableFingerprints(tables);
  lastFingerprints = after;
  const errors = loggedErrors.mock.calls.slice(errorsBefore);
  countResponse(response.status);
  const written = tables.filter((table) => before[table] !== after[table]);
  for (const table of written) counts.writes[table] = (counts.writes[table] ?? 0) + 1;
  const changed = written.filter((table) => !LOG_TABLES.includes(table));
  const accepted = fuzzCase.kind === "action" && response.status < 400;
  if (changed.length > 0) counts[accepted ? "acceptedWithWrites" : "refusedWithWrites"] += 1;
  expect(response.status, `a ${response.status}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  // A page that caught a failure still answers 200: the log says the request broke something.
  expect(
    errors.map((call) => describeLogged(call)),
    "errors logged",
  ).toEqual([]);
  expect(accepted ? [] : changed, `tables written by a ${response.status}`).toEqual([]);
  const location = response.headers.location;
  if (location) expect(new URL(location, PUBLIC_ORIGIN).origin, `Location: ${location}`).toBe(PUBLIC_ORIGIN);
  if (String(response.headers["content-type"]).startsWith("text/html"))
    expect(UNESCAPED_PAYLOAD.exec(response.body)?.[0], "markup from the request, unescaped").toBeUndefined();
}

function describeLogged(call: unknown[]): string {
  return call
    .map((part) => {
      const err = (part as { err?: { message?: string } } | null)?.err;
      return err?.message ? err.message.slice(-300) : typeof part === "string" ? part : "";
    })
    .filter(Boolean)
    .join(": ");
}

function describeRequest(request: RawRequest): string {
  const body = request.body ? JSON.stringify(request.body.subarray(0, 400).toString("latin1")) : "";
  return [
    `${request.method} ${JSON.stringify(request.target.slice(0, 400))}`,
    ...request.headers.map(([name, value]) => `  ${name}: ${JSON.stringify(value.slice(0, 200))}`),
    body && `  body (${request.body!.length} bytes): ${body}`,
  ].join("\n");
}

/** A request's page or `.data` URL (React Router's single fetch: `/_root.data` stands for `/`). */
function targetOf(path: string, data: boolean): string {
  if (!data) return path;
  const [pathname = "", search] = path.split("?");
  const target = `${pathname === "/" ? "/_root" : pathname}.data`;
  return search === undefined ? target : `${target}?${search}`;
}

/** Who reads a row's page in its query sweep: its own session, and a visitor without one. */
const sessionsOf = (row: FuzzRow): Session[] =>
  row.as && row.as !== "anonymous" ? [row.as, "anonymous"] : ["anonymous"];

/** The query strings of a row's sweep: each class from the bare page, each value class from each of its states too. */
function queryCasesOf(row: FuzzRow): { kind: QueryClass; base: string }[] {
  const bases = ["", ...(row.states ?? [])];
  return QUERY_CLASSES.flatMap((kind) => (isValueClass(kind) ? bases : [""]).map((base) => ({ kind, base })));
}

/** The requests of a row's sweep: each query string as a page and as `.data`, for each session. */
const queryRequestsOf = (row: FuzzRow) => queryCasesOf(row).length * RUNS * 2 * sessionsOf(row).length;
const queryTotals = Object.values(fuzzRows).reduce(
  (total, row) => ({ routes: total.routes + 1, requests: total.requests + queryRequestsOf(row) }),
  { routes: 0, requests: 0 },
);

/**
 * Every row's page and `.data`, with one query string of each class (QUERY_CLASSES in ./hostile.ts) drawn
 * from the row's seed, with the row's session and without: whatever the random draw of `fuzz`, each route
 * meets each class.
 */
async function fuzzQueries(id: string, row: FuzzRow): Promise<void> {
  const started = performance.now();
  lastFingerprints = undefined;
  for (const { kind, base } of queryCasesOf(row)) {
    const queries = fc.sample(hostileQueryOf(kind, row.query ?? [], base), {
      seed: seedFor(`${id} ${kind} ${base}`),
      numRuns: RUNS,
    });
    for (const query of queries)
      for (const session of sessionsOf(row))
        for (const data of [false, true]) {
          const request: RawRequest = {
            method: "GET",
            target: withQuery(targetOf(pathOf(row), data), query),
            headers: headersOf(await signIn(session), "10.6.6.6", []),
          };
          try {
            await check({ kind: data ? "data" : "page", request });
            queryCounts.requests += 1;
          } catch (error) {
            throw new Error(
              `Fuzz failure on ${id} (query string: ${kind}); replay with: FUZZ_SEED=${BASE_SEED} npx vitest run tests/fuzz -t "${id}:"\n${describeRequest(request)}\n${(error as Error).message}`,
              { cause: error },
            );
          }
        }
  }
  queryCounts.routes += 1;
  querySeconds += (performance.now() - started) / 1000;
}

/** A seed per route, from the run's seed: adding a route does not change the requests of the others. */
function seedFor(id: string): number {
  let hash = BASE_SEED | 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function fuzz(id: string, cases: fc.Arbitrary<FuzzCase>, numRuns: number): Promise<void> {
  lastFingerprints = undefined;
  const result = await fc.check(
    fc.asyncProperty(cases, (fuzzCase) => check(fuzzCase)),
    { seed: seedFor(id), numRuns },
  );
  if (!result.failed) return;
  const [counterexample] = result.counterexample ?? [];
  throw new Error(
    [
      `Fuzz failure on ${id}; replay with: FUZZ_SEED=${BASE_SEED} npx vitest run tests/fuzz -t "${id.replace(/ (loader|action)$/, "")}"`,
      counterexample ? describeRequest(counterexample.request) : "(no counterexample)",
      String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance),
    ].join("\n"),
  );
}

beforeAll(async () => {
  site = await startSite();
  tables = await siteTables();
  const facilitators = (await get("/facilitators")).body;
  const calendar = (await get("/calendar")).body;
  ids.facilitatorId = /href="\/facilitators\/([0-9a-f-]{36})"/.exec(facilitators)?.[1] ?? "";
  ids.workshopId = /href="\/calendar\/([0-9a-f-]{36})"/.exec(calendar)?.[1] ?? "";
  if (!ids.facilitatorId || !ids.workshopId) throw new Error("The seeded directory or calendar is empty.");
}, 120_000);

afterAll(async () => {
  await site?.close();
  const sorted = (record: Record<string, number>) =>
    Object.entries(record)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}: ${value}`)
      .join(", ");
  console.log(
    [
      `fuzz (FUZZ_SEED=${BASE_SEED}, FUZZ_RUNS=${RUNS}): ${counts.requests} requests`,
      `  query strings: ${queryCounts.requests} requests to ${queryCounts.routes} routes in ${Math.round(querySeconds)} s (${QUERY_CLASSES.join(", ")}; page and .data; own session and anonymous)`,
      `  status classes: ${sorted(counts.byClass)}`,
      `  statuses: ${sorted(counts.byStatus)}`,
      `  accepted posts that wrote: ${counts.acceptedWithWrites}; refused requests or GETs that wrote: ${counts.refusedWithWrites} (${LOG_TABLES.join(", ")} aside)`,
      `  writes by table: ${sorted(counts.writes) || "none"}`,
    ].join("\n"),
  );
});

describe("the fuzz table", () => {
  it("has a row for every route of app/routes.ts, and none for a route that is gone", () => {
    expect(Object.keys(fuzzRows).sort()).toEqual(
      siteRoutes()
        .map((route) => route.id)
        .sort(),
    );
  });

  it("fuzzes the action of exactly the routes that have one", () => {
    const withAction = Object.entries(site.build.routes)
      .filter(([, route]) => route?.module.action)
      .map(([id]) => id)
      .sort();
    const rowsWithAction = Object.entries(fuzzRows)
      .filter(([, row]) => row.action)
      .map(([id]) => id)
      .sort();
    expect(rowsWithAction).toEqual(withAction);
  });

  it("lists every query parameter a route reads (in its module or a module it imports from app/)", () => {
    const missing: string[] = [];
    for (const route of siteRoutes()) {
      const listed = new Set(fuzzRows[route.id]?.query ?? []);
      for (const name of queryParametersRead(path.join("app", route.file)))
        if (!listed.has(name)) missing.push(`${route.id}: ${name}`);
    }
    expect(missing).toEqual([]);
  });
});

/** The names a module reads with `searchParams.get("…")` (or `params.get`), with those of the app modules it imports. */
function queryParametersRead(file: string): Set<string> {
  const names = new Set<string>();
  const source = fs.readFileSync(file, "utf8");
  const files = [source];
  for (const [, specifier = ""] of source.matchAll(/from "((?:~|\.)\/[^"]+)"/g)) {
    const base = specifier.startsWith("~/")
      ? path.join("app", specifier.slice(2))
      : path.join(path.dirname(file), specifier);
    const found = [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (found) files.push(fs.readFileSync(found, "utf8"));
  }
  // A back-office table reads its query through its definition (app/lib/tables.ts): at least these.
  if (files.some((text) => /\w+\.parse\((?:new URL\(request\.url\)|url)\.searchParams\)/.test(text)))
    for (const name of ["q", "sort", "dir", "page"]) names.add(name);
  for (const text of files.map((source) => source.replace(/new URL\((?!request\.url\))[^)]*\)\.searchParams/g, "")))
    for (const [, name = ""] of text.matchAll(/[pP]arams\.(?:get|getAll|has)\("([^"]+)"\)/g)) names.add(name);
  return names;
}

describe("hostile requests", () => {
  for (const [id, row] of Object.entries(fuzzRows)) {
    it(`${id}: ${queryRequestsOf(row)} query strings, loader${row.action ? " and action" : ""}`, async () => {
      const loaderCookie = await signIn(row.as ?? "anonymous");
      await fuzzQueries(id, row);
      await fuzz(`${id} loader`, loaderCases(row, loaderCookie), LOADER_RUNS);
      if (!row.action) return;
      const actionCookie = await signInNewAccount(row.action);
      const formPage = await get(pathOf(row), actionCookie);
      await fuzz(`${id} action`, actionCases(row, actionCookie, formPage.body), ACTION_RUNS);
    }, 300_000);
  }

  it("sent at least 1,000 requests", () => {
    expect(counts.requests).toBeGreaterThanOrEqual(1000);
  });

  it(`sent ${queryTotals.requests} hostile query strings to ${queryTotals.routes} routes (${QUERY_CLASSES.length} classes, page and .data, own session and anonymous)`, () => {
    expect(queryCounts).toEqual(queryTotals);
  });
});

// --- stored hostile values ------------------------------------------------------------------------
interface Store {
  /** The page whose form stores the values, and who fills it. */
  form: string | ((ids: SeededIds) => string);
  as: Session;
  /** The page that shows what was stored, and who looks at it. */
  shownAt: string | ((ids: SeededIds) => string);
  viewer: Session;
  /** Fields that page must show (each gets its own payload). */
  shown: readonly string[];
}

/**
 * Every form that stores free text and the page that shows it. (Facilitator applications are stored but
 * shown on no page yet: the team reads them in a text email. The screen that lists them gets a row here.)
 */
const stores: Record<string, Store> = {
  "contact message": {
    form: "/contact",
    as: "anonymous",
    shownAt: "/admin/messages",
    viewer: "admin",
    shown: ["name", "message"],
  },
  "workshop registration": {
    form: (seeded) => `/calendar/${seeded.workshopId}`,
    as: "anonymous",
    shownAt: (seeded) => `/admin/workshops/${seeded.workshopId}/registrations`,
    viewer: "admin",
    shown: ["name"],
  },
  profile: { form: "/profile", as: "client", shownAt: "/profile", viewer: "client", shown: ["firstName", "lastName"] },
};

const htmlPayloads = [
  `<script ${XSS_MARK}>alert(1)</script>`,
  `"><img ${XSS_MARK} src=x onerror=alert(1)>`,
  `</textarea><svg ${XSS_MARK} onload=alert(1)>`,
  `' onmouseover='alert(1)' x='<b ${XSS_MARK}>`,
];

async function post(target: string, cookie: string, pairs: Pairs): Promise<RawResponse> {
  return send(site.port, {
    method: "POST",
    target,
    headers: headersOf(cookie, `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, [
      ["Origin", ORIGIN_OK],
      ["Content-Type", "application/x-www-form-urlencoded"],
    ]),
    body: Buffer.from(joinPairs(pairs.map(([name, value]) => [percentEncode(name), percentEncode(value)]))),
  });
}

describe("stored hostile values", () => {
  for (const [name, store] of Object.entries(stores)) {
    it(`${name}: stored as typed, shown escaped`, async () => {
      const at = (where: Store["form"]) => (typeof where === "function" ? where(ids) : where);
      const cookie = await signIn(store.as);
      const viewerCookie = store.viewer === store.as ? cookie : await signIn(store.viewer);
      for (const [index, payload] of htmlPayloads.entries()) {
        const formPage = await get(at(store.form), cookie);
        const form = pageForms(formPage.body, Date.now() % 1_000_000).find((candidate) =>
          store.shown.every((field) => candidate.fields.some(([known]) => known === field)),
        );
        if (!form) throw new Error(`No form with ${store.shown.join(", ")} on ${at(store.form)}`);
        const tokens = new Map(store.shown.map((field) => [field, `fz${index}${field}${Date.now() % 100_000}`]));
        const pairs: Pairs = form.fields.map(([field, value]) => [
          field,
          tokens.has(field) ? `${tokens.get(field)} ${payload}` : value,
        ]);
        const intent = form.intents[0];
        const response = await post(at(store.form), cookie, intent ? [["intent", intent], ...pairs] : pairs);
        expect(response.status, `posting ${JSON.stringify(pairs)}: ${response.status}`).toBeLessThan(400);
        const shown = await get(at(store.shownAt), viewerCookie);
        expect(shown.status).toBe(200);
        for (const [field, token] of tokens)
          expect(shown.body, `${field} shown on ${at(store.shownAt)}`).toContain(token);
        expect(UNESCAPED_PAYLOAD.exec(shown.body)?.[0], "markup from a stored value, unescaped").toBeUndefined();
      }
    });
  }

  it("a registrant's name that a spreadsheet would run is neutralized in the CSV export", async () => {
    const cookie = await signIn("admin");
    const formPage = await get(`/calendar/${ids.workshopId}`);
    const form = pageForms(formPage.body, 4242).find((candidate) =>
      candidate.fields.some(([field]) => field === "name"),
    )!;
    const formula = '=HYPERLINK("https://evil.example","fz")';
    const response = await post(
      `/calendar/${ids.workshopId}`,
      "",
      form.fields.map(([field, value]) => [field, field === "name" ? formula : value]),
    );
    expect(response.status).toBeLessThan(400);
    const csv = await get(`/admin/workshops/${ids.workshopId}/registrations.csv`, cookie);
    expect(csv.body).toContain(`"'=HYPERLINK(""https://evil.example"",""fz"")"`);
  });
});
