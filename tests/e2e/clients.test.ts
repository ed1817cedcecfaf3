/**
 * The clients screen as staff use it, in Chromium: the Create Organization dialog (its messages, the focus
 * on the refused field, tags added with Enter or +, trimmed and without repeats), the new row in the table and
 * the delete confirmation; the billing details at 360 px; a contact person and a call logged on the organization's
 * timeline, whose follow-up waits on the overview; the browser's Back button around a dialog; the overview's quick
 * actions.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  PHONE,
  settled,
  SLOW_MACHINE_MS,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();

/** Creates an organization through its dialog, then opens its page from the list. */
async function createAndOpenOrganization(page: Page, name: string) {
  await open(page, "/admin/clients/new");
  await page.getByLabel("Nom de l'organisation").fill(name);
  await clickAndWaitForNavigation(page.getByRole("dialog").getByRole("button", { name: "Créer" }), /\/admin\/clients$/);
  await clickAndWaitForNavigation(page.getByRole("link", { name, exact: true }), /\/admin\/clients\/[0-9a-f-]+$/);
}

describe("the clients screen", () => {
  it("creates an organization with tags through its dialog, after showing the refusal on the name", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/clients");
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Créer une organisation" }),
      /\/admin\/clients\/new$/,
    );
    const dialog = page.getByRole("dialog", { name: "Créer une organisation" });
    await shows(dialog);

    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }));
    await shows(dialog.getByText("Le nom de l'organisation est obligatoire"));
    const name = dialog.getByLabel("Nom de l'organisation");
    await expect
      .poll(() => name.evaluate((input) => input === document.activeElement), { timeout: SLOW_MACHINE_MS })
      .toBe(true);

    const unique = `Collectif Test ${Date.now()}`;
    await name.fill(unique);
    const tags = dialog.getByRole("textbox", { name: "Étiquettes" });
    await tags.fill("  Santé  ");
    await tags.press("Enter");
    await tags.fill("santé");
    await tags.press("Enter");
    await tags.fill("   ");
    await dialog.getByRole("button", { name: "Ajouter l'étiquette" }).click();
    await tags.fill("ONG");
    await dialog.getByRole("button", { name: "Ajouter l'étiquette" }).click();
    await tags.fill("Brouillon");
    await tags.press("Enter");
    await dialog.getByRole("button", { name: "Retirer Brouillon" }).click();
    const chosen = () =>
      dialog
        .locator("input[type=hidden][name=tags]")
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(chosen).toEqual(["Santé", "ONG"]);

    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/clients$/);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const row = page.getByRole("row").filter({ hasText: unique });
    await shows(row);
    expect(await row.getByRole("listitem").allInnerTexts()).toEqual(["Santé", "ONG"]);
    await shows(page.getByText("Organisation créée avec succès"));
  });

  it("deletes an organization after its confirmation", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const unique = `A supprimer ${Date.now()}`;
    await open(page, "/admin/clients/new");
    await page.getByLabel("Nom de l'organisation").fill(unique);
    await clickAndWaitForNavigation(
      page.getByRole("dialog").getByRole("button", { name: "Créer" }),
      /\/admin\/clients$/,
    );

    await clickAndWaitForNavigation(page.getByRole("link", { name: `Supprimer ${unique}` }), /\/delete$/);
    const confirm = page.getByRole("alertdialog", { name: "Supprimer l'organisation" });
    await shows(confirm.getByText(unique));
    await clickAndWaitForNavigation(confirm.getByRole("button", { name: "Supprimer" }), /\/admin\/clients$/);
    await shows(page.getByText(`Organisation «\u00a0${unique}\u00a0» supprimée`));
    expect(await page.getByRole("link", { name: unique, exact: true }).count()).toBe(0);
  });

  it("records an organization's billing details at 360 px, asking for the exemption's reference when it is exempt", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const unique = `Facturation ${Date.now()}`;
    await createAndOpenOrganization(page, unique);

    const billing = page.locator("form[action$='intent=billing']");
    await billing.getByLabel("Raison sociale").fill(`${unique} SARL`);
    await billing.getByLabel("IFU").fill("0001 2345 x");
    await billing.getByLabel("Exonérée de TVA").check();
    await clickAndWaitForNavigation(billing.getByRole("button", { name: "Enregistrer la facturation" }));
    const reference = billing.getByLabel("Référence de l'exonération");
    await shows(billing.getByText("Indiquez la référence de l'exonération"));
    expect(await reference.getAttribute("aria-invalid")).toBe("true");
    // What was typed stays.
    expect(await billing.getByLabel("Raison sociale").inputValue()).toBe(`${unique} SARL`);
    expect(await billing.getByLabel("Exonérée de TVA").isChecked()).toBe(true);

    await reference.fill("Arrêté n° 2024-117/MEFP");
    await clickAndWaitForNavigation(billing.getByRole("button", { name: "Enregistrer la facturation" }));
    await shows(page.getByText("Informations de facturation enregistrées"));
    expect(await billing.getByLabel("IFU").inputValue()).toBe("00012345X");
    expect(await billing.getByLabel("Référence de l'exonération").inputValue()).toBe("Arrêté n° 2024-117/MEFP");
    await expectNoHorizontalScroll(page);
  });

  it("keeps the list's filters through the browser's Back button, and never reopens a closed dialog", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/overview");
    const filtered = "/admin/clients?q=a&sort=name&dir=asc";
    await clickAndWaitForNavigation(
      page
        .getByRole("navigation", { name: "Portail d'administration", exact: true })
        .getByRole("link", { name: "Clients", exact: true }),
      "**/admin/clients",
    );
    await open(page, filtered);
    const dialog = page.getByRole("dialog", { name: "Créer une organisation" });
    const openDialog = () =>
      clickAndWaitForNavigation(page.getByRole("link", { name: "Créer une organisation" }), /\/admin\/clients\/new\?/);
    const back = async (page: Page) => {
      await page.goBack();
      await settled(page);
    };
    const path = () => new URL(page.url()).pathname + new URL(page.url()).search;

    await openDialog();
    expect(path()).toBe("/admin/clients/new?q=a&sort=name&dir=asc");
    await back(page);
    expect(path()).toBe(filtered);
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole("searchbox").inputValue()).toBe("a");

    await openDialog();
    await clickAndWaitForNavigation(dialog.getByRole("link", { name: "Annuler" }), filtered);
    expect(await dialog.count()).toBe(0);
    // Back leaves the list for the page before it, rather than reopening the dialog just closed.
    await back(page);
    expect(path()).toBe("/admin/clients");
    expect(await dialog.count()).toBe(0);

    await page.goForward();
    await settled(page);
    expect(path()).toBe(filtered);
    await openDialog();
    await page.keyboard.press("Escape");
    await page.waitForURL(`**${filtered}`, { timeout: SLOW_MACHINE_MS });
    await settled(page);
    await back(page);
    expect(path()).toBe("/admin/clients");
  });

  it("adds a contact person, logs a call with a follow-up on the organization's timeline, and finds it on the overview", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const unique = `Chronologie ${Date.now()}`;
    await createAndOpenOrganization(page, unique);

    const contacts = page.getByRole("region", { name: "Personnes à contacter" });
    await shows(contacts.getByText("Aucune personne à contacter pour l'instant."));
    await clickAndWaitForNavigation(contacts.getByRole("link", { name: "Ajouter une personne" }), /\/contacts\/new$/);
    const dialog = page.getByRole("dialog", { name: "Ajouter une personne à contacter" });
    await dialog.getByLabel("E-mail").fill("mariam@");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }));
    await shows(dialog.getByText("Le nom est obligatoire."));
    await shows(dialog.getByText("Veuillez saisir une adresse e-mail valide"));
    await dialog.getByLabel("Nom").fill("Mariam Ouédraogo");
    await dialog.getByLabel("Fonction").fill("Présidente");
    await dialog.getByLabel("E-mail").fill("Mariam@Cooperative.example");
    await dialog.getByLabel("Téléphone").fill("+226 70 24 58 31");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/clients\/[0-9a-f-]+$/);
    await shows(page.getByText("Personne à contacter ajoutée"));
    await shows(contacts.getByRole("link", { name: "mariam@cooperative.example" }));
    expect(await contacts.getByRole("link", { name: "+226 70 24 58 31" }).getAttribute("href")).toBe(
      "tel:+22670245831",
    );

    // A follow-up due tomorrow: among the first the overview lists, whatever other tests left due later.
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const summary = `Appel avec Mariam : devis attendu (${unique})`;
    const timeline = page.getByRole("region", { name: "Historique" });
    await timeline.getByLabel("Type").selectOption("call");
    await timeline.getByLabel("Ce qui s'est passé").fill(summary);
    await timeline.getByLabel("Prochaine étape").fill("Envoyer le devis");
    await timeline.getByLabel("Relancer le").fill(tomorrow);
    await clickAndWaitForNavigation(timeline.getByRole("button", { name: "Noter" }));
    await shows(page.getByText("C'est noté dans l'historique de l'organisation."));
    await shows(timeline.getByText(summary));
    await shows(timeline.getByText("Ensuite\u00a0: Envoyer le devis"));
    expect(await timeline.getByLabel("Ce qui s'est passé").inputValue()).toBe("");
    await expectNoHorizontalScroll(page);

    await open(page, "/admin/overview");
    const followUps = page.getByRole("region", { name: "Mes relances" });
    await clickAndWaitForNavigation(followUps.getByRole("link", { name: unique }), /\/admin\/clients\/[0-9a-f-]+$/);
    await clickAndWaitForNavigation(
      page.getByRole("region", { name: "Historique" }).getByRole("button", { name: "Fait", exact: true }),
    );
    await shows(page.getByText("La relance est marquée comme faite."));
    await open(page, "/admin/overview");
    await shows(page.getByRole("region", { name: "Mes relances" }));
    expect(await page.getByRole("region", { name: "Mes relances" }).getByRole("link", { name: unique }).count()).toBe(
      0,
    );
  });

  it.each([
    ["Créer un client", "/admin/clients/new", "Créer une organisation"],
    ["Nouveau projet", "/admin/projects/new", "Créer un projet"],
    ["Planifier un atelier", "/admin/workshops/new", "Créer un atelier"],
  ])("opens the overview's quick action %s as its create dialog", async (action, url, title) => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/overview");
    await clickAndWaitForNavigation(page.getByRole("link", { name: action }), `**${url}`);
    await shows(page.getByRole("dialog", { name: title }));
  });

  it("chooses a project's organization by typing part of its name, with the keyboard", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/projects/new");
    const dialog = page.getByRole("dialog", { name: "Créer un projet" });
    const title = `Projet combobox ${Date.now()}`;
    await dialog.getByLabel("Titre du projet").fill(title);
    const organization = dialog.getByRole("combobox", { name: "Organisation" });
    await organization.fill("volta");
    const options = dialog.getByRole("listbox", { name: "Organisation" }).getByRole("option");
    const option = options.filter({ hasText: "Volta Energy Cooperative" });
    await shows(option);
    // 'No organization', then the one match (the first answer, to the empty box, may still be on screen).
    await expect.poll(() => options.count(), { timeout: SLOW_MACHINE_MS }).toBe(2);
    await organization.press("ArrowDown");
    await expect
      .poll(() => organization.getAttribute("aria-activedescendant"), { timeout: SLOW_MACHINE_MS })
      .toBe(await option.getAttribute("id"));
    await organization.press("Enter");
    expect(await organization.inputValue()).toBe("Volta Energy Cooperative");
    expect(await organization.getAttribute("aria-expanded")).toBe("false");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/projects$/);
    await shows(page.getByText(title));
    const card = page.getByRole("row").filter({ hasText: title });
    await shows(card.getByText("Volta Energy Cooperative"));
  });
});
