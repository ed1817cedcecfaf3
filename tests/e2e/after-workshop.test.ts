/**
 * A workshop's whole "after" in a real Chromium, as people go through it: a visitor registers, staff check her in
 * from the ticket link of her confirmation email; a day passes (the server stops, the workshop moves to yesterday
 * and the feedback request it queued falls due: tests/support/workshop-day-passes.ts, then the server starts again);
 * staff mark the workshop completed in the back office; her certificate arrives and its link says it is valid;
 * the feedback email's link opens the form, without signing in, on a phone; staff publish her answer; the
 * facilitator's profile and the workshop's page show it as a verified review.
 *
 * Its own server and data directory (the one-seat workshop of tests/support/registration-fixture.ts), since it
 * stops and restarts the server and changes the workshop's day: the shared server's data stay as they were.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailsTo, waitForMails, type ParsedMail } from "../support/mailbox";
import { prepareOneSeatWorkshop } from "../support/one-seat-workshop";
import { startServer, tempDataDir, type RunningServer } from "../support/server-process";
import {
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const root = path.resolve(import.meta.dirname, "../..");
const TITLE = "Atelier test : une seule place";
/** How long an email may take: the outbox sends at once when woken, but a busy machine is slow to render a PDF. */
const MAIL_WAIT_MS = 60_000;

let server: RunningServer;
let dataDir: string;
let mailDir: string;
let workshopId: string;
// Pages open on the server of the moment: it gets a new port when it starts again.
const browser = useBrowser({ site: () => server.baseUrl });

beforeAll(async () => {
  dataDir = tempDataDir("after-workshop-e2e-");
  ({ workshopId } = prepareOneSeatWorkshop(dataDir));
  server = await startServer({ DATA_DIR: dataDir });
  mailDir = path.join(dataDir, "mail");
});

afterAll(async () => {
  if (server) await server.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const url = (pathname: string) => `${server.baseUrl}${pathname}`;
/** French typography's non-breaking spaces as plain ones. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The first link of a mail's text matching `pattern`, opened on this server (links carry the server's BASE_URL). */
function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = mail.links.find((candidate) => pattern.test(candidate));
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}":\n${mail.text}`);
  return link.replace(/^https?:\/\/[^/]+/, server.baseUrl);
}

/** Waits, mail after mail, for one to `address` whose subject matches; bounded by MAIL_WAIT_MS. */
async function waitForMailAbout(address: string, subject: RegExp): Promise<ParsedMail> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (let count = 1; ; count++) {
    let mails: ParsedMail[];
    try {
      mails = await waitForMails(mailDir, address, count, Math.max(0, deadline - Date.now()));
    } catch (error) {
      const subjects = mailsTo(mailDir, address).map((mail) => `  ${plain(mail.subject)}`);
      throw new Error(
        `no mail to ${address} about ${subject} within ${MAIL_WAIT_MS} ms; received:\n${subjects.join("\n")}\n` +
          `server output:\n${server.output().slice(-3000)}`,
        { cause: error },
      );
    }
    const found = mails.find((mail) => subject.test(plain(mail.subject)));
    if (found) return found;
    count = mails.length;
  }
}

/** A page of staff: the demo admin, signed in on the server of the moment. */
async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await browser.newPage(viewport);
  await signIn(page, "admin@example.org");
  return page;
}

/**
 * A day passes: the server stops, the workshop moves to yesterday (with a facilitator) and its feedback requests
 * fall due, in a process of their own on the stopped server's database; then the server starts again on it.
 */
async function aDayPasses(): Promise<{ facilitatorId: string; date: string; feedbackRequests: number }> {
  const code = await server.stop();
  try {
    // 0: it finished its requests and closed the embedded database, which the script opens next.
    expect(code, `the server stopped badly:\n${server.output().slice(-3000)}`).toBe(0);
    const output = execFileSync(
      process.execPath,
      ["--import", "tsx", "tests/support/workshop-day-passes.ts", workshopId],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", BASE_URL: "http://localhost" },
        encoding: "utf8",
      },
    );
    return JSON.parse(output.trim().split("\n").at(-1)!);
  } finally {
    server = await startServer({ DATA_DIR: dataDir });
  }
}

describe("after a workshop", () => {
  const stamp = Date.now();
  const name = "Fatou Sawadogo";
  const email = `fatou.${stamp}@example.org`;
  const comment = `Les jeux de rôle en petits groupes, très concrets (${stamp}).`;
  let ticketLink: string;
  let facilitatorId: string;

  it("registers a visitor, whose confirmation email carries her ticket link", async () => {
    const visitor = await browser.newPage(PHONE);
    await open(visitor, url(`/calendar/${workshopId}#register`));
    await visitor.getByLabel(/Nom complet/).fill(name);
    await visitor.getByLabel(/^Email$/).fill(email);
    await clickAndWaitForNavigation(visitor.locator('#register button[type="submit"]'));
    await shows(visitor.locator('#register [role="status"]').filter({ hasText: "Inscription confirmée" }));

    const confirmation = await waitForMailAbout(email, /^Inscription confirmée : /);
    expect(plain(confirmation.subject)).toContain(TITLE);
    ticketLink = linkIn(confirmation, /\/tickets\/[0-9a-f-]{36}\.[\w-]+$/);
    expect(new URL(ticketLink).pathname).toMatch(/^\/tickets\//);
  });

  it("checks her in from the ticket link, as the admin at the door", async () => {
    const staff = await adminPage(PHONE);
    await open(staff, ticketLink);
    expect(await staff.locator("main").textContent()).toContain(name);
    await clickAndWaitForNavigation(staff.getByRole("button", { name: "Enregistrer l'arrivée", exact: true }));
    await shows(staff.getByRole("status").filter({ hasText: /Arrivée enregistrée le/ }));
    expect(await staff.getByRole("button", { name: "Enregistrer l'arrivée", exact: true }).count()).toBe(0);
  });

  it("lets a day pass: the workshop took place yesterday, with a facilitator, and its feedback request is due", async () => {
    const passed = await aDayPasses();
    facilitatorId = passed.facilitatorId;
    expect(facilitatorId).toMatch(/^[0-9a-f-]{36}$/);
    // Yesterday in Africa/Ouagadougou (UTC all year); a run across midnight may be a day further.
    const daysAgo = (Date.parse(new Date().toISOString().slice(0, 10)) - Date.parse(passed.date)) / (24 * 3600 * 1000);
    expect([1, 2]).toContain(daysAgo);
    expect(passed.feedbackRequests).toBe(1);
  });

  it("marks the workshop completed in the back office; her certificate arrives and its link says it is valid", async () => {
    const staff = await adminPage();
    await open(staff, url(`/admin/workshops?q=${encodeURIComponent(TITLE)}`));
    await clickAndWaitForNavigation(staff.getByRole("link", { name: `Modifier – ${TITLE}` }), /\/edit\?q=/);
    const dialog = staff.getByRole("dialog", { name: "Modifier l'atelier" });
    await shows(dialog);
    expect(await dialog.getByLabel("Facilitateur").inputValue()).toBe(facilitatorId);
    await dialog.getByLabel("Statut").selectOption("completed");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Enregistrer" }), /\/admin\/workshops\?q=/);
    await shows(staff.getByText("Atelier mis à jour"));

    const mail = await waitForMailAbout(email, /^Votre attestation de participation : /);
    expect(plain(mail.subject)).toContain(TITLE);
    expect(mail.attachments.some((part) => part.contentType.startsWith("application/pdf"))).toBe(true);
    const certificate = linkIn(mail, /\/certificates\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(new URL(certificate).pathname).toMatch(/^\/certificates\//);

    const visitor = await browser.newPage(PHONE);
    await open(visitor, certificate);
    const main = plain(await visitor.locator("main").textContent());
    expect(main).toContain("Attestation valable, délivrée par");
    expect(main).toContain(name);
    expect(main).toContain(TITLE);
  });

  it("sends her the feedback email; its link opens the form without signing in, and on a phone it saves her answer", async () => {
    const mail = await waitForMailAbout(email, /^Votre avis sur /);
    expect(plain(mail.subject)).toContain(TITLE);
    const feedbackLink = linkIn(mail, /\/feedback\/[0-9a-f-]{36}\.[\w-]+$/);
    expect(new URL(feedbackLink).pathname).toMatch(/^\/feedback\//);

    // A fresh browser context: no session, only the link.
    const phone = await browser.newPage(PHONE);
    const response = await open(phone, feedbackLink);
    expect(response?.status()).toBe(200);
    await shows(phone.getByRole("heading", { name: /Comment s'est passé l'atelier/ }));
    expect(await phone.locator("main").textContent()).toContain(name);
    await expectNoHorizontalScroll(phone);

    const rating = phone.getByRole("radio", { name: "5 sur 5", exact: true });
    await rating.check();
    const recommendation = phone
      .getByRole("group", { name: /recommandiez cet atelier/ })
      .getByRole("radio", { name: "10", exact: true });
    await recommendation.check();
    await phone.getByLabel(/Qu'est-ce qui a bien fonctionné/).fill(comment);
    await phone.getByRole("checkbox", { name: /J'accepte que mon prénom/ }).check();
    await clickAndWaitForNavigation(phone.getByRole("button", { name: "Envoyer mon avis" }));
    await shows(phone.getByText(/Merci\s!\sVotre avis est enregistré\./));
    // The saved answer is shown again, to be changed for 7 days.
    await shows(phone.getByRole("button", { name: "Modifier mon avis" }));
    expect(await rating.isChecked()).toBe(true);
    expect(await recommendation.isChecked()).toBe(true);
    expect(await phone.getByLabel(/Qu'est-ce qui a bien fonctionné/).inputValue()).toBe(comment);
    expect(await phone.getByRole("checkbox", { name: /J'accepte que mon prénom/ }).isChecked()).toBe(true);
    await expectNoHorizontalScroll(phone);
  });

  it("lets staff publish her answer from the moderation list", async () => {
    const staff = await adminPage();
    await open(staff, url("/admin/feedback"));
    // "À modérer" is the list shown first.
    expect(await staff.getByRole("link", { name: "À modérer" }).getAttribute("aria-current")).toBe("page");
    const card = staff.getByRole("listitem").filter({ hasText: email });
    await shows(card);
    expect(await card.textContent()).toContain(comment);
    expect(plain(await card.textContent())).toContain("Note 5/5 · recommandation 10/10");
    await clickAndWaitForNavigation(card.getByRole("button", { name: "Publier" }), /\/admin\/feedback/);
    await shows(staff.getByText("Avis publié"));

    await open(staff, url("/admin/feedback?status=approved"));
    await shows(staff.getByRole("listitem").filter({ hasText: email }).filter({ hasText: "Publié" }));
  });

  it("shows the verified review on the facilitator's profile and on the workshop's page", async () => {
    const visitor = await browser.newPage(DESKTOP);
    await open(visitor, url(`/facilitators/${facilitatorId}?tab=reviews`));
    const review = visitor.getByRole("listitem").filter({ hasText: comment });
    await shows(review);
    const shown = plain(await review.textContent());
    expect(shown).toContain("Participant vérifié");
    expect(shown).toContain("Fatou");
    expect(shown).not.toContain("Sawadogo");

    await open(visitor, url(`/calendar/${workshopId}`));
    const section = visitor.locator("section").filter({
      has: visitor.getByRole("heading", { name: "Ce qu'en disent les participants" }),
    });
    await shows(section);
    const onWorkshop = section.getByRole("listitem").filter({ hasText: comment });
    await shows(onWorkshop);
    expect(plain(await onWorkshop.textContent())).toContain("Participant vérifié");
    expect(plain(await onWorkshop.textContent())).toContain("Fatou");
  });
});
