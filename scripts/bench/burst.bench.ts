/**
 * A burst of registrations: `npm start`'s server on the embedded database, a published free workshop with more
 * seats than the burst created through the admin's editor, then BENCH_BURST (default 150) registrations posted at
 * once through the workshop page's form, as a browser posts it before hydration (its fields, the site's Origin),
 * each with its own email and from its own address behind one trusted proxy (the registration form's limit per
 * address would refuse the same visitor long before). Prints how many answered 200 and the median, 90th
 * percentile and slowest answer, counted from the moment the burst was sent; then how long until every
 * registrant's email was written (the .eml transport: no SMTP_URL). Target: a median ≤ 500 ms. The figures go
 * to the console and to docs/benchmarks.md.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuild, signIn, startBenchServer, writeBenchSection } from "./support";

const BURST = Number(process.env.BENCH_BURST ?? 150);
const TARGET_MS = 500;
const MAIL_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  ms: number;
}

/** One form post on a connection of its own, timed from `since` until the last byte of the answer. */
function post(url: string, headers: Record<string, string>, body: string, since: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        agent: false,
        method: "POST",
        headers: {
          ...headers,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
        },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, ms: performance.now() - since }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Creates the workshop through the admin's editor and finds its id in the admin's list, searched by title. */
async function createWorkshop(baseUrl: string, seats: number): Promise<string> {
  const cookie = await signIn(baseUrl, "admin@example.org");
  const title = `Rafale ${Date.now()}`;
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const form = new URLSearchParams({
    titleFr: title,
    titleEn: title,
    descriptionFr: "Un atelier pour la mesure.",
    descriptionEn: "A workshop for the benchmark.",
    date,
    startTime: "09:00",
    endTime: "12:00",
    location: "Ouagadougou",
    maxParticipants: String(seats),
    price: "0",
    status: "published",
    facilitatorId: "",
    languages: "fr",
  });
  const headers = { Cookie: cookie, Origin: baseUrl };
  const created = await fetch(`${baseUrl}/admin/workshops/new`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: form,
  });
  await created.body?.cancel();
  if (created.status !== 302) throw new Error(`creating the workshop answered ${created.status}`);
  const list = await (
    await fetch(`${baseUrl}/admin/workshops?status=all&q=${encodeURIComponent(title)}`, { headers })
  ).text();
  const id = /\/admin\/workshops\/([0-9a-f-]{36})\/edit/.exec(list)?.[1];
  if (!id) throw new Error(`the admin's list does not show "${title}"`);
  return id;
}

function registration(index: number, run: string): string {
  return new URLSearchParams({
    name: `Participant ${index}`,
    email: `burst-${run}-${index}@example.org`,
    organization: "",
    phone: "",
    language: index % 2 === 0 ? "fr" : "en",
    website_url: "",
  }).toString();
}

/** How many messages to the burst's registrants are in the mail directory (each gets one: its confirmation). */
function registrantMails(dir: string, run: string, seen: Set<string>): number {
  if (!fs.existsSync(dir)) return seen.size;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(".eml") || seen.has(name)) continue;
    // Addressed to one of them: the staff's notices name the registrant in their text.
    if (new RegExp(`^To: burst-${run}-`, "m").test(fs.readFileSync(path.join(dir, name), "utf8"))) seen.add(name);
  }
  return seen.size;
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

ensureBuild();
// One trusted proxy: X-Forwarded-For names each registrant's own address.
const server = await startBenchServer({ TRUST_PROXY: "1", LOG_LEVEL: "warn" });
try {
  const workshop = await createWorkshop(server.baseUrl, BURST + 10);
  const url = `${server.baseUrl}/calendar/${workshop}`;
  const run = Date.now().toString(36);
  const headers = (index: number) => ({
    Origin: server.baseUrl,
    Accept: "text/html",
    "X-Forwarded-For": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  });
  // Once untimed: the page's and the action's code compiled, as on a server that has run for a while.
  const warm = await post(url, headers(BURST), registration(BURST, run), performance.now());
  if (warm.status !== 200) throw new Error(`the warm-up registration answered ${warm.status}`);

  const loadBefore = os.loadavg()[0]!.toFixed(1);
  console.log(
    `server at ${server.baseUrl}; ${BURST} registrations at once to ${url}; load average ${loadBefore} on ${os.cpus().length} CPUs (timings grow with it)\n`,
  );
  const since = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, index) => post(url, headers(index), registration(index, run), since)),
  );
  const answered = performance.now() - since;
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const [median, p90, max] = [at(times, 0.5), at(times, 0.9), times.at(-1)!];
  const succeeded = statuses.get(200) ?? 0;

  // Every registrant's confirmation, including the warm-up's, whether the requests wrote it or the worker.
  const seen = new Set<string>();
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (registrantMails(path.join(server.dataDir, "mail"), run, seen) < succeeded + 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mailed = performance.now() - since;
  const loadAfter = os.loadavg()[0]!.toFixed(1);
  const ms = (value: number) => `${Math.round(value)} ms`;
  const statusList = [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");
  const mails = `${seen.size - 1} of ${succeeded} registrants' emails written`;
  console.log(`answers: ${statusList}`);
  console.log(`median ${ms(median)}  p90 ${ms(p90)}  max ${ms(max)}  (target: median ≤ ${TARGET_MS} ms)`);
  console.log(`${mails} ${ms(mailed)} after the burst was sent; load average ${loadAfter} after it`);
  console.log(median <= TARGET_MS ? "\nwithin the target" : "\nover the target");
  writeBenchSection(
    "burst",
    `## A burst of registrations (\`npm run bench -- burst\`)

Last run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${os.cpus().length} cores, embedded
database, mail written as files; load average ${loadBefore} before the burst and ${loadAfter} after it.

| registrations at once | answered 200 | median | p90 | max | all answered | registrants' emails written |
| --- | --- | --- | --- | --- | --- | --- |
| ${BURST} | ${succeeded} | ${ms(median)} | ${ms(p90)} | ${ms(max)} | ${ms(answered)} | ${seen.size - 1} after ${ms(mailed)} |

Target: a median ≤ ${TARGET_MS} ms.`,
  );
} finally {
  await server.stop();
}
