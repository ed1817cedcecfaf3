/**
 * Staff running a workshop's registrations from its page, in Chromium: two sessions of one workshop are created
 * (the second with 'Duplicate'); on the first, staff add a person (a refused email first: the panel stays open with
 * what was typed), then move her to the second session, which emails her the new date; on a phone, staff write to
 * the second session's participants and she gets the message.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForMails } from "../support/mailbox";
import {
  clickAndWaitForNavigation,
  dataDir,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const MAIL_WAIT_MS = 60_000;

/** A day `days` ahead, as the date input takes it. */
const daysAhead = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** Fills the open workshop dialog's date, times and seats, publishes it, and saves. */
async function publishSession(page: Page, dialogName: string, date: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await shows(dialog);
  await dialog.getByLabel("Date").fill(date);
  await dialog.getByLabel("Heure de début").fill("09:00");
  await dialog.getByLabel("Heure de fin").fill("12:00");
  await dialog.getByLabel("Participants maximum").fill("10");
  await dialog.getByLabel("Statut").selectOption("published");
  await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }), /\/admin\/workshops$/);
}

/** The ids of the workshops listed under this title, from their registrations links. */
async function sessionIds(page: Page, title: string): Promise<string[]> {
  await open(page, `/admin/workshops?q=${encodeURIComponent(title)}`);
  const hrefs = await page
    .locator('a[href$="/registrations"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => /\/admin\/workshops\/([0-9a-f-]{36})\/registrations/.exec(href)![1]!);
}

describe("running a workshop's registrations", () => {
  it("adds a registrant, moves her to the other session, and writes to that session's participants", async () => {
    const stamp = Date.now();
    const title = `Atelier à deux dates ${stamp}`;
    const email = `mariam.${stamp}@example.org`;
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");

    await open(page, "/admin/workshops/new");
    const create = page.getByRole("dialog", { name: "Créer un atelier" });
    await shows(create);
    await create.getByLabel("Titre (français)").fill(title);
    await create.getByLabel("Titre (anglais)").fill(`Two-date workshop ${stamp}`);
    await publishSession(page, "Créer un atelier", daysAhead(20));
    const [first] = await sessionIds(page, title);
    await open(page, `/admin/workshops/new?from=${first}`);
    await publishSession(page, "Dupliquer un atelier", daysAhead(27));
    const second = (await sessionIds(page, title)).find((id) => id !== first)!;
    expect(second).toBeDefined();

    // Add a person: a refused email keeps the panel open with the name typed, then the fix registers her.
    await open(page, `/admin/workshops/${first}/registrations`);
    await page.getByText("Inscrire une personne").click();
    const add = page.locator("form[action$='intent=add']");
    await add.getByLabel("Nom complet").fill("Mariam Ouédraogo");
    await add.getByRole("textbox", { name: "Email" }).fill("mariam@");
    await clickAndWaitForNavigation(add.getByRole("button", { name: "Inscrire et confirmer la place" }));
    await shows(add.getByText("Veuillez saisir une adresse email valide"));
    expect(await add.getByLabel("Nom complet").inputValue()).toBe("Mariam Ouédraogo");
    await add.getByRole("textbox", { name: "Email" }).fill(email);
    await clickAndWaitForNavigation(add.getByRole("button", { name: "Inscrire et confirmer la place" }));
    await shows(page.getByText("Mariam Ouédraogo est inscrit·e\u00a0: place confirmée"));
    const confirmed = page.getByRole("table", { name: "Participants confirmés" });
    await shows(confirmed.getByRole("cell", { name: email }));
    // The panel is drawn afresh, closed and empty, after a success.
    expect(await page.locator("details:has(form[action$='intent=add'])").getAttribute("open")).toBeNull();

    // Move her: the list offers the other session with its free seats; staff confirm.
    const target = confirmed.getByLabel("Déplacer Mariam Ouédraogo vers une autre session");
    await target.selectOption(second);
    expect(plain(await target.locator("option:checked").innerText())).toMatch(/10 places libres$/);
    page.once("dialog", (dialog) => void dialog.accept());
    await clickAndWaitForNavigation(confirmed.getByRole("button", { name: "Déplacer" }));
    await shows(page.getByText("Mariam Ouédraogo a été déplacé·e vers l'autre session"));
    await shows(page.getByRole("table", { name: "Inscriptions annulées" }).getByRole("cell", { name: email }));
    const mailDir = path.join(dataDir(), "mail");
    const [, moved] = await waitForMails(mailDir, email, 2, MAIL_WAIT_MS);
    expect(plain(moved!.subject)).toMatch(/^Nouvelle date pour votre inscription : /);
    expect(moved!.attachments.filter((file) => file.contentType.startsWith("text/calendar"))).toHaveLength(2);

    // On a phone: write to the second session's participants; she reads French, so the French version is enough.
    const phone = await newPage(PHONE);
    await signIn(phone, "admin@example.org");
    await open(phone, `/admin/workshops/${second}/registrations`);
    await shows(phone.getByRole("table", { name: "Participants confirmés" }).getByRole("cell", { name: email }));
    await phone.getByText("Écrire aux inscrits").click();
    const message = phone.locator("form[action$='intent=message']");
    await shows(message.getByText("Participants confirmés (1)"));
    const french = message.getByRole("group", { name: /Français/ });
    await french.getByLabel("Objet").fill("Salle changée");
    await french.getByLabel("Message").fill("Rendez-vous dans la salle 2, au premier étage.");
    await expectNoHorizontalScroll(phone);
    await clickAndWaitForNavigation(message.getByRole("button", { name: "Envoyer à 1 personne" }));
    await shows(phone.getByText("Message en file d'envoi pour 1 personne"));
    const [, , note] = await waitForMails(mailDir, email, 3, MAIL_WAIT_MS);
    expect(note!.subject).toBe(`Salle changée · ${title}`);
    expect(note!.text).toContain("Rendez-vous dans la salle 2, au premier étage.");
  });
});
