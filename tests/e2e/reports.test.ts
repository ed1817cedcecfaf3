/**
 * The reports as an admin uses them, in Chromium: the period chosen in a form and carried from one report to the
 * next, the receivables' bucket opened from its bar, a table downloaded as XLSX and read back, the overview's
 * card leading to the report behind its figure, the workshops report on a 360 px phone in English, and the
 * pipeline's tab with the demo's open deals.
 */
import readXlsxFile from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../app/lib/format";
import { demoDeals } from "../../app/server/db/seed/demo-deals";
import {
  baseUrl,
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

describe("the reports", () => {
  it("show revenue over the chosen period, carry it to the receivables, open a bucket and download it", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/overview");
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Voir le rapport de chiffre d'affaires" }),
      /\/admin\/reports$/,
    );
    await shows(page.getByRole("heading", { name: "Rapports", level: 1 }));
    const byMonth = page.getByRole("table", { name: "Chiffre d'affaires par mois" });
    await expect.poll(() => byMonth.locator("tbody tr").count()).toBe(12);

    await page.getByRole("combobox", { name: "Durée" }).selectOption("3");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Afficher" }), /months=3/);
    await expect.poll(() => byMonth.locator("tbody tr").count()).toBe(3);

    // The period follows to the next report; the receivables are as of today whatever it says.
    await clickAndWaitForNavigation(
      page.getByRole("navigation", { name: "Rapports" }).getByRole("link", { name: "Créances" }),
      /\/admin\/reports\/receivables\?month=\d{4}-\d{2}&months=3$/,
    );
    const ageing = page.getByRole("table", { name: "Balance âgée des créances" });
    await expect.poll(() => ageing.locator("tbody tr").count()).toBe(5);
    await clickAndWaitForNavigation(ageing.getByRole("link", { name: "Pas encore échues" }), /bucket=current/);
    await shows(page.getByRole("heading", { name: "Factures dues : Pas encore échues" }));
    await expect
      .poll(() => ageing.getByRole("link", { name: "Pas encore échues" }).getAttribute("aria-current"))
      .toBe("true");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", { name: "Télécharger « Factures dues : Pas encore échues » au format Excel (XLSX)" })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receivables_current_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = await readXlsxFile(await download.path());
    expect(sheet!.data[0]).toEqual([
      "Numéro",
      "Client",
      "Émise le",
      "Échéance",
      "Jours de retard",
      "Total TTC",
      "Solde dû",
    ]);
    // Not yet due: every row's days overdue is 0.
    for (const row of sheet!.data.slice(1)) expect(row[4]).toBe(0);
  });

  it("credit a workshop's facilitator with the invoice that bills it, and show it by service and by facilitator", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/billing/new");
    await page.getByRole("radio", { name: "Une personne" }).check();
    await page.getByRole("textbox", { name: "Nom" }).fill("Mariam Test");
    await page.getByRole("textbox", { name: "Objet" }).fill("Places pour l'équipe");
    // Adding a workshop as a line says, unless staff chose otherwise, that the invoice sells that workshop's seats.
    const service = page.getByRole("combobox", { name: "Service", exact: true });
    const workshop = page.getByRole("combobox", { name: "Atelier", exact: true });
    const picker = page.getByRole("combobox", { name: "Ajouter un atelier" });
    const leadership = await picker
      .locator("option", { hasText: "Leadership adaptatif pour responsables d'ONG" })
      .getAttribute("value");
    await picker.selectOption(leadership!);
    await page.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect.poll(() => service.inputValue()).toBe("workshops");
    await expect.poll(async () => (await workshop.locator("option:checked").innerText()).trim()).toMatch(/^Leadership/);
    // The first, empty row is removed: the workshop's line is the invoice's only one.
    await page.getByRole("button", { name: "Retirer la ligne 1" }).click();
    await clickAndWaitForNavigation(
      page.getByRole("button", { name: "Enregistrer le brouillon" }),
      /\/admin\/billing\/[0-9a-f-]{36}$/,
    );
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Émettre la facture" }), /\/issue$/);
    await clickAndWaitForNavigation(
      page.getByRole("alertdialog").getByRole("button", { name: "Émettre" }),
      /\/admin\/billing\/[0-9a-f-]{36}$/,
    );
    await shows(page.getByRole("heading", { name: /^Facture F-\d{4}-\d{4,}$/ }));

    // Issued, its service can still be corrected: it is not printed.
    const reporting = page.getByRole("combobox", { name: "Service", exact: true });
    await expect.poll(() => reporting.inputValue()).toBe("workshops");
    await reporting.selectOption({ label: "Prospective" });
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Enregistrer", exact: true }));
    await shows(page.getByText("Les informations de suivi sont enregistrées."));

    await open(page, "/admin/reports");
    const byService = page.getByRole("table", { name: "Chiffre d'affaires par service" });
    await shows(byService.getByRole("row", { name: /^Prospective/ }));
    const byFacilitator = page.getByRole("table", { name: "Chiffre d'affaires par facilitateur" });
    await shows(byFacilitator.getByRole("row", { name: /^Ibrahim Sawadogo/ }));
    await shows(byFacilitator.getByRole("row", { name: /^Non attribué/ }));
  });

  it("fit the workshops report on a 360 px phone, in English, its wide table scrolling on its own", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    // The account's language is French: the page's language cookie, set as the language switch does, wins.
    await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(page, "/admin/reports/workshops?months=24");
    await shows(page.getByRole("heading", { name: "Reports", level: 1 }));
    await shows(page.getByRole("region", { name: "Fill rate" }));
    await expectNoHorizontalScroll(page);
    await clickAndWaitForNavigation(
      page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Accountant's export" }),
      /\/admin\/reports\/journals\?months=24$/,
    );
    await shows(page.getByRole("table", { name: "Sales journal" }).or(page.getByText("No entry this month.").first()));
    await expectNoHorizontalScroll(page);
  });

  it("open the pipeline's tab with the period carried, the demo's open deals by stage, and fit a 360 px phone", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/reports?months=6");
    await clickAndWaitForNavigation(
      page.getByRole("navigation", { name: "Rapports" }).getByRole("link", { name: "Pipeline commercial" }),
      /\/admin\/reports\/pipeline\?months=6$/,
    );
    // The demo's deals with a proposal sent, in the demo's currency (XOF): their number and the sum of their values.
    const proposals = demoDeals.filter((deal) => deal.stage === "proposal_sent");
    expect(proposals.length).toBeGreaterThan(0);
    const value = formatMoney(
      proposals.reduce((sum, deal) => sum + Number(deal.value), 0),
      "XOF",
    );
    const byStage = page.getByRole("table", { name: "Affaires en cours par étape" });
    const row = byStage.getByRole("row", { name: /Proposition envoyée/ });
    await shows(row);
    // The bar is hidden from screen readers: the row reads its stage, its value and its number of deals.
    await expect.poll(() => row.getByRole("cell").allTextContents()).toEqual([value, String(proposals.length)]);
    const byMonth = page.getByRole("table", { name: "Affaires conclues par mois" });
    await expect.poll(() => byMonth.locator("tbody tr").count()).toBe(6);
    await shows(page.getByRole("region", { name: "Taux de réussite" }));

    const phone = await newPage(PHONE);
    await signIn(phone, "admin@example.org");
    await phone.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(phone, "/admin/reports/pipeline");
    await shows(phone.getByRole("table", { name: "Open deals by stage" }).getByRole("row", { name: /Proposal sent/ }));
    await shows(phone.getByRole("region", { name: "Win rate" }));
    await expectNoHorizontalScroll(phone);
  });
});
