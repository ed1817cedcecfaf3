/**
 * A quote as staff and a client use it, in Chromium: started from a deal (its organization, title and value filled
 * in), sent (numbered in the quotes' series), answered by the client through its link on a phone (a name is asked
 * for; no serious axe violation), which wins the deal, then invoiced as a deposit.
 */
import { describe, expect, it } from "vitest";
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
import { describeViolations, seriousViolations } from "./axe";

const { newPage } = useBrowser();
const run = Date.now();

describe("a quote", () => {
  it("goes from a deal to the client's acceptance and a deposit invoice", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    const title = `Accompagnement ${run}`;
    await open(page, "/admin/sales/new");
    const dialog = page.getByRole("dialog", { name: "Nouvelle affaire" });
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Ou une nouvelle organisation").fill(`Fondation ${run}`);
    await dialog.getByLabel("Valeur (XOF)").fill("2 000 000");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/sales$/);
    await open(page, `/admin/sales/table?q=${run}`);
    await clickAndWaitForNavigation(page.getByRole("link", { name: title }), /\/admin\/sales\/[0-9a-f-]+$/);

    // The deal's page starts the quote: the editor holds the deal's organization, title and value.
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Nouveau devis" }),
      /\/admin\/sales\/quotes\/new\?deal=/,
    );
    await expect.poll(() => page.getByLabel("Objet").inputValue()).toBe(title);
    await expect.poll(() => page.getByLabel("Prix unitaire HT").first().inputValue()).toBe("2000000");
    await shows(page.getByRole("link", { name: title }));
    await clickAndWaitForNavigation(
      page.getByRole("button", { name: "Enregistrer le brouillon" }),
      /\/admin\/sales\/quotes\/[0-9a-f-]+$/,
    );
    await shows(page.getByText("Le devis est enregistré en brouillon."));
    await shows(page.getByRole("heading", { name: "Devis (brouillon)" }));

    await clickAndWaitForNavigation(page.getByRole("link", { name: "Envoyer" }), /\/send$/);
    await clickAndWaitForNavigation(
      page.getByRole("alertdialog").getByRole("button", { name: "Envoyer le devis" }),
      /\/admin\/sales\/quotes\/[0-9a-f-]+$/,
    );
    const heading = page.getByRole("heading", { name: /^Devis D-\d{4}-\d{4,}$/ });
    await shows(heading);
    const number = (await heading.innerText()).replace("Devis ", "");
    const link = await page.getByLabel("Lien de réponse du client").inputValue();
    expect(link).toMatch(/\/quotes\/[0-9a-f-]+\.[A-Za-z0-9_-]+$/);

    // The client opens the link on a phone: a name is needed, then the quote is accepted.
    const client = await newPage(PHONE);
    await open(client, new URL(link).pathname);
    await shows(client.getByRole("heading", { name: `Devis ${number}` }));
    await expectNoHorizontalScroll(client);
    expect(describeViolations(await seriousViolations(client))).toBe("");
    await clickAndWaitForNavigation(client.getByRole("button", { name: "Accepter le devis" }));
    await shows(client.getByText("Indiquez votre nom."));
    await client.getByLabel("Votre nom").fill("Mariam Sawadogo");
    await client.getByLabel("Commentaire (facultatif)").fill("Bon pour accord.");
    await clickAndWaitForNavigation(client.getByRole("button", { name: "Accepter le devis" }));
    await shows(client.getByText("Merci\u00a0: le devis est accepté."));

    // Back office: accepted, the deal won, and a 30 % deposit invoiced first.
    await open(page, new URL(page.url()).pathname);
    await shows(page.getByText("Accepté par Mariam Sawadogo"));
    await page.getByLabel("Un acompte, puis le solde").check();
    await page.getByLabel("Pourcentage de l'acompte").fill("30");
    await clickAndWaitForNavigation(
      page.getByRole("button", { name: "Créer la facture" }),
      /\/admin\/billing\/[0-9a-f-]+$/,
    );
    await shows(page.getByText("La facture d'acompte est créée en brouillon"));
    await shows(page.getByText(`Acompte de 30 % sur le devis ${number}`));
    await open(page, `/admin/sales/table?q=${run}`);
    await shows(page.getByRole("row", { name: new RegExp(title) }).getByText("Gagnée"));
  });
});
