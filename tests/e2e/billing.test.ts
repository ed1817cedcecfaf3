/**
 * Billing as staff and clients use it, in Chromium: a new invoice refused with its messages then saved at 360 px,
 * issued (its number, its history), paid in two payments with an overpayment refused in between, and its PDF; a
 * credit note that cancels an invoice; the client's dashboard listing their organization's invoices with a PDF that
 * opens; the public verification page the QR code leads to.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
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

const { newPage } = useBrowser();

/** Writes a draft for a person (no organization to search for) with `lines`, and opens its page. */
async function draftForPerson(page: Page, subject: string, lines: { description: string; price: string }[]) {
  await open(page, "/admin/billing/new");
  await page.getByRole("radio", { name: "Une personne" }).check();
  await page.getByRole("textbox", { name: "Nom" }).fill("Awa Test");
  await page.getByRole("textbox", { name: "E-mail" }).fill("awa.test@example.org");
  await page.getByRole("textbox", { name: "Objet" }).fill(subject);
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    await page.getByRole("textbox", { name: "Description" }).nth(index).fill(line.description);
    await page.getByRole("textbox", { name: "Prix unitaire HT" }).nth(index).fill(line.price);
  }
  await clickAndWaitForNavigation(
    page.getByRole("button", { name: "Enregistrer le brouillon" }),
    /\/admin\/billing\/[0-9a-f-]{36}$/,
  );
  await shows(page.getByRole("heading", { name: "Brouillon de facture" }));
}

async function issue(page: Page): Promise<string> {
  await clickAndWaitForNavigation(page.getByRole("link", { name: "Émettre la facture" }), /\/issue$/);
  await clickAndWaitForNavigation(
    page.getByRole("alertdialog").getByRole("button", { name: "Émettre" }),
    /\/admin\/billing\/[0-9a-f-]{36}$/,
  );
  const heading = page.getByRole("heading", { name: /^Facture F-\d{4}-\d{4,}$/ });
  await shows(heading);
  return (await heading.innerText()).replace("Facture ", "");
}

async function pay(page: Page, amount: string) {
  await clickAndWaitForNavigation(page.getByRole("link", { name: "Enregistrer un paiement" }), /\/payment$/);
  const dialog = page.getByRole("dialog", { name: "Enregistrer un paiement" });
  await dialog.getByRole("textbox", { name: "Montant reçu" }).fill(amount);
  await dialog.getByRole("combobox", { name: "Moyen de paiement" }).selectOption("orange_money");
  await dialog.getByRole("textbox", { name: "Référence" }).fill("OM-TEST-1");
  await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Enregistrer le paiement" }));
}

describe("billing", () => {
  it("refuses a new invoice with its messages, then saves, issues and settles it in two payments at 360 px", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/billing/new");
    await page.getByRole("textbox", { name: "Description" }).fill("Atelier");
    await page.getByRole("textbox", { name: "Prix unitaire HT" }).fill("12,5");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Enregistrer le brouillon" }));
    // Every refusal at once: the subject, the organization, and the line's price in whole francs.
    await shows(page.getByText("L'objet est requis."));
    await shows(page.getByText("Choisissez une organisation dans la liste."));
    await shows(page.getByText("En francs CFA, le prix est un nombre entier."));
    await expectNoHorizontalScroll(page);

    const subject = `Atelier test ${Date.now()}`;
    await draftForPerson(page, subject, [
      { description: "Animation (1 jour)", price: "100 000" },
      { description: "Supports", price: "18000" },
    ]);
    await expectNoHorizontalScroll(page);
    // 118 000 HT at 18 %: 21 240 of VAT, 139 240 in all.
    await shows(page.getByText("139 240 F CFA").first());

    const number = await issue(page);
    await shows(page.getByText(`Émise sous le numéro ${number}`));
    await shows(page.getByText("Émise", { exact: true }));

    await pay(page, "40000");
    await shows(page.getByText("Partiellement payée", { exact: true }));
    await pay(page, "100000");
    await shows(page.getByText(/dépasse le solde dû \(99\s240\sF\sCFA\)/));
    await page.getByRole("link", { name: "Annuler" }).click();
    await pay(page, "99240");
    await shows(page.getByText("Payée", { exact: true }));
    await expectNoHorizontalScroll(page);

    const pdf = await page.request.get(page.url() + "/pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("cancels an issued invoice with a credit note of its own series, and the verification page says so", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await draftForPerson(page, `Atelier annulé ${Date.now()}`, [{ description: "Animation", price: "50000" }]);
    const number = await issue(page);

    await clickAndWaitForNavigation(page.getByRole("link", { name: "Établir un avoir" }), /\/credit-note$/);
    const dialog = page.getByRole("dialog", { name: "Établir un avoir" });
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Établir l'avoir" }));
    await shows(dialog.getByText("Le motif est requis."));
    await dialog.getByRole("textbox", { name: "Motif" }).fill("Atelier reporté à la demande du client");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Établir l'avoir" }));
    await shows(page.getByText("Annulée", { exact: true }));
    const note = page.getByRole("link", { name: /^AV-\d{4}-\d{4,}$/ });
    await shows(note);
    const noteNumber = await note.innerText();
    await shows(page.getByText(`Avoir ${noteNumber} de 59 000 F CFA`));

    const verification = await page.getByRole("link", { name: "Page de vérification" }).getAttribute("href");
    await open(page, verification!);
    await shows(page.getByRole("heading", { name: "Vérification de facture" }));
    await shows(page.getByText(number, { exact: true }));
    await shows(page.getByText(`Annulée par l'avoir ${noteNumber}`));
  });

  it("shows a client their organization's invoices and payments, with PDFs that open", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "client@example.org");
    await open(page, "/client");
    const invoices = page.getByRole("region", { name: "Factures" });
    await shows(invoices.getByText(/F-\d{4}-\d{4,}/));
    await expectNoHorizontalScroll(page);
    const link = invoices.getByRole("link", { name: /PDF/ }).first();
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });
});
