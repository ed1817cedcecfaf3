/**
 * The page cache of anonymous visitors on the real server: pages come from memory after their first visit,
 * and a registration, a place on the waitlist, a cancellation and the promotion it causes show on the very
 * next request to the calendar and to the workshop's page.
 *
 * Plain HTTP requests (a visitor without JavaScript), on a server of its own with a one-seat workshop
 * (tests/support/one-seat-workshop.ts), so that filling seats changes nothing the other files see.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { waitForMails } from "../support/mailbox";
import { prepareOneSeatWorkshop } from "../support/one-seat-workshop";
import { startServer, tempDataDir, type RunningServer } from "../support/server-process";

let server: RunningServer;
let workshopId: string;
let visitor = 0;

beforeAll(async () => {
  const dataDir = tempDataDir("page-cache-e2e-");
  ({ workshopId } = prepareOneSeatWorkshop(dataDir));
  // Every request's log line says whether it came from memory.
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
});

afterAll(async () => {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A new visitor address for each request, as the rate limits count per address. */
function headers(extra: Record<string, string> = {}) {
  visitor += 1;
  return { "x-forwarded-for": `198.51.100.${visitor % 250}`, "accept-encoding": "gzip", ...extra };
}

/** The server's request log so far. */
function requestLines(): { path: string; cache?: string }[] {
  // The last piece may be a line still being written.
  return server
    .output()
    .split("\n")
    .slice(0, -1)
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { path: string; cache?: string });
}

/** Whether the request came from memory, from its log line (the visits here are sent one at a time). */
async function visit(pathname: string, extra: Record<string, string> = {}) {
  const logged = requestLines().length;
  const response = await fetch(`${server.baseUrl}${pathname}`, { headers: headers(extra) });
  const html = plain(await response.text());
  // Lines are written in the order the requests were answered: a line left to write from an earlier request (a
  // post's) comes before this one's.
  const path = new URL(pathname, server.baseUrl).pathname;
  const line = await vi.waitFor(() => {
    const mine = requestLines()
      .slice(logged)
      .find((entry) => entry.path === path);
    expect(mine).toBeDefined();
    return mine!;
  }, 10_000);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { status: response.status, cache: line.cache ?? null, html, nonce };
}

/** What the calendar and the workshop's page say about the one-seat workshop, and whether they came from memory. */
async function seats() {
  const calendar = await visit("/en/calendar");
  const workshop = await visit(`/en/calendar/${workshopId}`);
  const card = calendar.html.slice(calendar.html.indexOf(`/en/calendar/${workshopId}`));
  return {
    calendar: /\d+ of 1 spots left/.exec(card)?.[0],
    workshop: /\d+ of 1 spots left/.exec(workshop.html)?.[0],
    waitlist: /\d+ on the waitlist/.exec(workshop.html)?.[0] ?? null,
    cache: [calendar.cache, workshop.cache],
  };
}

async function register(name: string, email: string) {
  const response = await fetch(`${server.baseUrl}/en/calendar/${workshopId}`, {
    method: "POST",
    headers: headers({ origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ name, email, organization: "", phone: "", language: "en" }),
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  await response.text();
}

async function cancel(email: string) {
  const [mail] = await waitForMails(path.join(server.dataDir, "mail"), email);
  const link = /\/registrations\/[0-9a-f-]+\/cancel\?token=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  const response = await fetch(`${server.baseUrl}/en${link}`, {
    method: "POST",
    headers: headers({ origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" }),
    body: "",
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  await response.text();
}

describe("page cache", () => {
  it("serves anonymous pages from memory, with the nonce their scripts carry in the CSP", async () => {
    await visit("/en/services");
    const answers = [await visit("/en/services"), await visit("/en/services")];
    expect(answers.map((answer) => answer.cache)).toEqual(["hit", "hit"]);
    for (const { html, nonce } of answers) expect(html).toContain(`nonce="${nonce}"`);
  });

  it("never answers a signed-in visitor from memory", async () => {
    await visit("/en/calendar");
    const signedIn = await visit("/en/calendar", { cookie: "better-auth.session_token=not-a-real-one" });
    expect(signedIn.cache).toBeNull();
  });

  it("shows each registration, cancellation and promotion on the very next request", async () => {
    await seats();
    expect(await seats()).toEqual({
      calendar: "1 of 1 spots left",
      workshop: "1 of 1 spots left",
      waitlist: null,
      cache: ["hit", "hit"],
    });

    await register("Awa Ouédraogo", "awa.cache@example.org");
    expect(await seats()).toEqual({
      calendar: "0 of 1 spots left",
      workshop: "0 of 1 spots left",
      waitlist: null,
      cache: ["miss", "miss"],
    });

    await register("Ben Kaboré", "ben.cache@example.org");
    expect(await seats()).toMatchObject({ workshop: "0 of 1 spots left", waitlist: "1 on the waitlist" });

    // Awa cancels: Ben gets her seat.
    await cancel("awa.cache@example.org");
    expect(await seats()).toMatchObject({ workshop: "0 of 1 spots left", waitlist: null });

    // Ben cancels: the seat is free again.
    await cancel("ben.cache@example.org");
    expect(await seats()).toEqual({
      calendar: "1 of 1 spots left",
      workshop: "1 of 1 spots left",
      waitlist: null,
      cache: ["miss", "miss"],
    });
  });
});
