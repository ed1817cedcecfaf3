/**
 * The clients screen as staff use it, in Chromium: the Create Organization dialog (its messages, the focus
 * on the refused field, tags added with Enter or +, trimmed and without repeats), the new row in the table and
 * the delete confirmation.
 */
import { describe, expect, it } from "vitest";
import { clickAndWaitForNavigation, DESKTOP, open, PHONE, SLOW_MACHINE_MS, shows, signIn, useBrowser } from "./browser";

const { newPage } = useBrowser();

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
});
