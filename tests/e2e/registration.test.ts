/**
 * Workshop registration in a real Chromium: register on a one-seat workshop, join the waitlist (also
 * without JavaScript), read the confirmation's .ics and cancellation link from DATA_DIR/mail, cancel,
 * and see the first waitlisted person promoted (page, email with .ics, admin list and CSV).
 *
 * This file runs its own server on its own data directory, prepared by tests/support/registration-fixture.ts
 * with the demo content plus a dedicated one-seat workshop: filling a workshop and cancelling seats
 * would otherwise change the seat counts the other end-to-end files see on the shared server.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, tempDataDir, type RunningServer } from "../support/server-process";
import { mailsTo, waitForMails, type ParsedMail } from "../support/mailbox";
import { prepareOneSeatWorkshop } from "../support/one-seat-workshop";
import { backgroundContrast, describeViolations, seriousViolations } from "./axe";
import {
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  newVisitorAddress,
  open,
  PHONE,
  shows,
  useBrowser,
} from "./browser";

let server: RunningServer;
let workshopId: string;
let workshopDate: string;
let mailDir: string;
const browser = useBrowser();

beforeAll(async () => {
  const dataDir = tempDataDir("registration-e2e-");
  ({ workshopId, date: workshopDate } = prepareOneSeatWorkshop(dataDir));
  server = await startServer({ DATA_DIR: dataDir });
  mailDir = path.join(dataDir, "mail");
});

afterAll(async () => {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const url = (pathname: string) => `${server.baseUrl}${pathname}`;
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel(/Nom complet|Full name/).fill(name);
  await page.getByLabel(/^Email$/).fill(email);
}

/** Fills the registration form of a page running its JavaScript and waits for the answer. */
async function register(page: Page, name: string, email: string) {
  await fillRegistration(page, name, email);
  await clickAndWaitForNavigation(page.locator('#register button[type="submit"]'));
}

function cancelLinkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s]+\/registrations\/[0-9a-f-]+\/cancel\?token=[\w-]+/.exec(mail.text);
  if (!match) throw new Error(`no cancellation link in:\n${mail.text}`);
  // The link carries the server's BASE_URL; open it on this server.
  return match[0].replace(/^https?:\/\/[^/]+/, server.baseUrl);
}

function expectValidIcs(ics: string, uidPrefix: string) {
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  // Every line ends in CRLF and is at most 75 octets.
  for (const line of ics.split("\r\n")) {
    expect(line).not.toContain("\n");
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  expect(unfolded).toContain("METHOD:PUBLISH");
  expect(unfolded).toContain("BEGIN:VTIMEZONE\r\nTZID:Africa/Ouagadougou");
  expect(unfolded).toContain(`DTSTART;TZID=Africa/Ouagadougou:${workshopDate.replace(/-/g, "")}T140000`);
  expect(unfolded).toContain(`DTEND;TZID=Africa/Ouagadougou:${workshopDate.replace(/-/g, "")}T163000`);
  expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
  expect(unfolded).toContain(`UID:${uidPrefix}`);
  expect(unfolded).toContain("SUMMARY:Atelier test : une seule place");
  expect(unfolded).toContain("LOCATION:Ouagadougou");
  expect(unfolded).toMatch(new RegExp(`URL:${server.baseUrl.replace(/[.:/]/g, "\\$&")}(/en)?/calendar/${workshopId}`));
}

describe("workshop registration", () => {
  it("confirms, waitlists, cancels with the emailed link, and promotes the first person waiting", async () => {
    const awa = `awa.${Date.now()}@example.org`;
    const ben = `ben.${Date.now()}@example.org`;
    const chloe = `chloe.${Date.now()}@example.org`;

    // 1. A phone visitor in French takes the only seat.
    const phone = await browser.newPage(PHONE);
    await open(phone, url(`/calendar/${workshopId}#register`));
    expect(await phone.title()).toContain("Atelier test : une seule place");
    expect(plain(await phone.locator("aside").textContent())).toContain("1 place restante sur 1");
    expect(plain(await phone.locator("aside").textContent())).toContain("14 h 00 – 16 h 30");
    // The JSON-LD is there, with the offset of the workshop's zone.
    const jsonLd = JSON.parse((await phone.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      "@type": "Event",
      startDate: `${workshopDate}T14:00:00+00:00`,
      offers: { availability: "https://schema.org/InStock" },
    });

    // Errors first: shown next to the fields, nothing stored.
    await register(phone, "", "not-an-email");
    expect(await phone.locator("#register").textContent()).toContain("Le nom est obligatoire");
    expect(await phone.locator("#register").textContent()).toContain("Veuillez saisir une adresse email valide");
    expect(await phone.getByLabel(/Nom complet/).getAttribute("aria-invalid")).toBe("true");

    await register(phone, "Awa Ouédraogo", awa);
    expect(await phone.locator('#register [role="status"]').textContent()).toContain("Inscription confirmée");
    expect(plain(await phone.locator("aside").textContent())).toContain("0 place restante sur 1");
    expect(await phone.locator("aside").textContent()).toContain("Complet");

    // Full, in the dark theme: the badge's text and the full bar keep their contrast.
    const dark = await browser.newPage(PHONE);
    await dark.context().addCookies([{ name: "theme", value: "dark", url: server.baseUrl }]);
    await open(dark, url(`/calendar/${workshopId}`));
    expect(await dark.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(describeViolations(await seriousViolations(dark, ["color-contrast"]))).toBe("");
    const bar = 'aside [role="progressbar"]';
    expect(await backgroundContrast(dark, `${bar} > div`, bar)).toBeGreaterThanOrEqual(3);

    // The same email again (other case): answered as a newcomer would be (the workshop is full), no second
    // seat; Awa learns from an email that she is already registered.
    await open(phone, url(`/calendar/${workshopId}#register`));
    await register(phone, "Awa encore", awa.toUpperCase());
    expect(await phone.locator('#register [role="status"]').textContent()).toContain("liste d'attente");
    expect(plain(await phone.locator("aside").textContent())).toContain("0 place restante sur 1");

    // 2. A desktop visitor in English is offered the waitlist and told the position.
    const desktop = await browser.newPage(DESKTOP, { lang: "en" });
    await open(desktop, url(`/en/calendar/${workshopId}`));
    expect(plain(await desktop.locator("aside").textContent())).toContain("2:00 PM – 4:30 PM");
    expect(await desktop.locator('#register button[type="submit"]').textContent()).toBe("Join the waitlist");
    await register(desktop, "Ben Mensah", ben);
    expect(await desktop.locator('#register [role="status"]').textContent()).toContain("You are on the waitlist");
    expect(await desktop.locator('#register [role="status"]').textContent()).toContain("number 1 on the waitlist");

    // 3. The emails: Awa's confirmation with a valid .ics; Ben's waitlist notice with his position.
    const [confirmation, reminder] = await waitForMails(mailDir, awa, 2);
    expect(plain(reminder!.subject)).toContain("Adresse déjà inscrite : Atelier test : une seule place");
    expect(plain(confirmation!.subject)).toContain("Inscription confirmée : Atelier test : une seule place");
    const attachment = confirmation!.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    expect(attachment?.contentType).toContain("method=PUBLISH");
    expect(attachment?.filename).toBe("atelier.ics");
    expectValidIcs(attachment!.content, "registration-");
    const [waitlistMail] = await waitForMails(mailDir, ben);
    expect(waitlistMail!.subject).toContain("Waitlist (number 1)");
    expect(waitlistMail!.text).toContain("you are number 1 on the waitlist");

    // The page's own 'Add to calendar' file is valid too.
    const [download] = await Promise.all([
      phone.waitForEvent("download"),
      phone.getByRole("link", { name: "Ajouter à mon agenda" }).click(),
    ]);
    expectValidIcs(fs.readFileSync((await download.path())!, "utf8"), `workshop-${workshopId}@`);

    // 4. Awa opens her cancellation link: a confirmation page first (GET changes nothing) ...
    const link = cancelLinkIn(confirmation!);
    await open(phone, link);
    expect(await phone.locator("h1").textContent()).toContain("Annuler votre inscription");
    expect(await phone.locator("main").textContent()).toContain("Awa Ouédraogo");
    // ... a tampered link is refused with a clear message ...
    const tampered = await open(
      phone,
      link.replace(/token=([\w-])/, (_m, first: string) => `token=${first === "A" ? "B" : "A"}`),
    );
    expect(tampered?.status()).toBe(403);
    expect(await phone.locator("h1").textContent()).toContain("Lien d'annulation invalide");
    // ... and the real one cancels on POST.
    await open(phone, link);
    await clickAndWaitForNavigation(phone.getByRole("button", { name: "Oui, annuler mon inscription" }));
    expect(await phone.locator("h1").textContent()).toContain("Inscription annulée");
    expect(await phone.locator("main").textContent()).toContain("première personne de la liste d'attente");

    // 5. Ben is promoted: a confirmation email with an .ics, in English.
    const benMails = await waitForMails(mailDir, ben, 2);
    const promotion = benMails.find((mail) => mail.subject.includes("A seat opened up"));
    expect(promotion).toBeDefined();
    expectValidIcs(
      promotion!.attachments.find((part) => part.contentType.startsWith("text/calendar"))!.content,
      "registration-",
    );
    expect(promotion!.text).toContain("/en/registrations/");
    const [cancelledMail] = (await waitForMails(mailDir, awa, 3)).filter((mail) =>
      plain(mail.subject).includes("Inscription annulée"),
    );
    expect(cancelledMail).toBeDefined();

    // Opening the link again says it is already cancelled.
    await open(phone, link);
    expect(await phone.locator("h1").textContent()).toContain("Inscription déjà annulée");

    // 6. The seat is Ben's: still full, nobody waiting; Chloé (no JavaScript) joins the waitlist at 1.
    await open(desktop, url(`/en/calendar/${workshopId}`));
    expect(plain(await desktop.locator("aside").textContent())).toContain("0 of 1 spots left");
    expect(await desktop.locator("aside").textContent()).not.toContain("on the waitlist");

    // Without JavaScript the form still works: a plain POST and a server-rendered answer.
    const noJsContext = await desktop
      .context()
      .browser()!
      .newContext({ viewport: DESKTOP, javaScriptEnabled: false, locale: "fr-FR" });
    const noJs = await noJsContext.newPage();
    await noJs.setExtraHTTPHeaders({ "X-Forwarded-For": newVisitorAddress() });
    await noJs.goto(url(`/calendar/${workshopId}`));
    await fillRegistration(noJs, "Chloé Kaboré", chloe);
    // Nothing hydrates here: the answer is a new page, to wait for by its content.
    await noJs.locator('#register button[type="submit"]').click();
    await shows(noJs.locator('#register [role="status"]'));
    expect(noJs.url()).toContain("#register");
    expect(await noJs.locator('#register [role="status"]').textContent()).toContain("Vous êtes sur la liste d'attente");
    expect(await noJs.locator('#register [role="status"]').textContent()).toContain("en position 1");
    await noJsContext.close();

    // 7. Staff see it: Ben confirmed (promoted), Chloé waiting, Awa cancelled; the CSV agrees.
    const admin = await browser.newPage(DESKTOP);
    const signIn = await admin.request.post(url("/auth"), {
      form: { intent: "sign-in", email: "admin@example.org", password: "demo-password" },
      headers: { "X-Forwarded-For": newVisitorAddress() },
    });
    expect(signIn.ok()).toBe(true);
    await open(admin, url(`/admin/workshops/${workshopId}/registrations`));
    const confirmed = await admin
      .locator("section")
      .filter({ has: admin.locator("#confirmed-heading") })
      .textContent();
    expect(confirmed).toContain("Ben Mensah");
    const waitlist = await admin
      .locator("section")
      .filter({ has: admin.locator("#waitlist-heading") })
      .textContent();
    expect(waitlist).toContain("Chloé Kaboré");
    const cancelled = await admin
      .locator("section")
      .filter({ has: admin.locator("#cancelled-heading") })
      .textContent();
    expect(cancelled).toContain("Awa Ouédraogo");
    const csv = await admin.request.get(url(`/admin/workshops/${workshopId}/registrations.csv`));
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const csvText = await csv.text();
    expect(csvText).toMatch(/Confirm\S+,,Ben Mensah,/);
    expect(csvText).toMatch(/(Liste d'attente|Waitlisted),1,Chloé Kaboré,/);

    // A visitor who is not signed in gets no CSV.
    const stranger = await browser.newPage(DESKTOP);
    const refused = await stranger.request.get(url(`/admin/workshops/${workshopId}/registrations.csv`), {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
  });

  it("checks Ben in from his ticket's link, and on a phone keeps a tap that could not be saved until it is retried", async () => {
    const ben = mailsTo(mailDir, "").find((mail) => mail.subject.includes("A seat opened up"));
    expect(ben).toBeDefined();
    const qr = ben!.attachments.find((part) => part.contentType.startsWith("image/png"));
    expect(qr?.filename).toBe("ticket.png");
    const link = /https?:\/\/[^\s]+\/en\/tickets\/[0-9a-f-]+\.[\w-]+/.exec(ben!.text)?.[0];
    expect(link).toBeDefined();
    const ticket = link!.replace(/^https?:\/\/[^/]+/, server.baseUrl);

    // Anyone holding the link sees the ticket, and only a way to sign in.
    const visitor = await browser.newPage(PHONE, { lang: "en" });
    await open(visitor, ticket);
    expect(await visitor.locator("main").textContent()).toContain("Ben Mensah");
    expect(await visitor.getByRole("button", { name: "Check in" }).count()).toBe(0);
    await expectNoHorizontalScroll(visitor);

    // Staff at the door: one tap.
    const staff = await browser.newPage(PHONE, { lang: "en" });
    const signedIn = await staff.request.post(url("/auth"), {
      form: { intent: "sign-in", email: "admin@example.org", password: "demo-password" },
      headers: { "X-Forwarded-For": newVisitorAddress() },
    });
    expect(signedIn.ok()).toBe(true);
    // Signing in sets the account's language (French); this staff member reads English.
    await staff.context().addCookies([{ name: "lang", value: "en", url: server.baseUrl }]);
    await open(staff, ticket);
    await clickAndWaitForNavigation(staff.getByRole("button", { name: "Check in" }));
    await shows(staff.getByText(/Checked in on/));

    // The attendance list on the phone: Ben present, 1 of 1.
    await open(staff, url(`/admin/workshops/${workshopId}/attendance`));
    const row = staff.getByRole("checkbox", { name: "Ben Mensah: present" });
    expect(await row.getAttribute("aria-checked")).toBe("true");
    expect(await staff.getByRole("status").first().textContent()).toContain("1 present of 1 expected");
    expect(await staff.locator("main").textContent()).toContain("No seat is free");
    await expectNoHorizontalScroll(staff);

    // The connection drops: the tap says it was not saved, and the row keeps what is saved.
    await staff.context().setOffline(true);
    await row.click();
    await shows(staff.getByRole("alert").filter({ hasText: "Not saved: Ben Mensah." }));
    expect(await row.getAttribute("aria-checked")).toBe("true");
    await staff.context().setOffline(false);
    await staff.getByRole("button", { name: "Retry" }).click();
    await staff.waitForFunction(
      () => document.querySelector('[role="checkbox"]')?.getAttribute("aria-checked") === "false",
    );
    expect(await staff.getByRole("alert").filter({ hasText: "Not saved" }).count()).toBe(0);
    await open(staff, url(`/admin/workshops/${workshopId}/attendance`));
    expect(await row.getAttribute("aria-checked")).toBe("false");
    expect(await staff.getByRole("status").first().textContent()).toContain("0 present of 1 expected");

    // The search filters as one types.
    await staff.getByLabel("Search a name").fill("zzz");
    await shows(staff.getByText("No name matches"));
    await staff.getByLabel("Search a name").fill("mensah");
    await shows(row);
  });
});
