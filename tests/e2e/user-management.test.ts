/**
 * User management in Chromium: an admin creates a facilitator in the 'Create New User' dialog, the new
 * account signs in and lands on /facilitator; the overview and the audit log show what happened.
 */
import { describe, expect, it } from "vitest";
import { clickAndWaitForNavigation, DESKTOP, open, shows, signIn, useBrowser } from "./browser";

const { newPage } = useBrowser();

describe("user management", () => {
  it("creates a user with the facilitator role, who then signs in and lands on /facilitator", async () => {
    const email = `e2e.facilitator.${Date.now()}@example.org`;
    const admin = await newPage(DESKTOP);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin/dashboard");
    await clickAndWaitForNavigation(admin.getByRole("link", { name: "Créer un nouvel utilisateur" }), /users\/new/);
    const dialog = admin.getByRole("dialog", { name: "Créer un nouvel utilisateur" });
    await shows(dialog);
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("Mot de passe").fill("a-good-password");
    await dialog.getByLabel("Prénom").fill("Awa");
    await dialog.getByLabel("Nom", { exact: true }).fill("Traoré");
    await dialog.getByLabel("Rôle").selectOption("facilitator");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'utilisateur" }), /\/admin\/dashboard$/);
    await shows(admin.getByText("Utilisateur créé avec succès"));
    await shows(admin.getByRole("cell", { name: email }));

    const person = await newPage(DESKTOP);
    await signIn(person, email, "a-good-password");
    await open(person, "/auth");
    expect(new URL(person.url()).pathname).toBe("/facilitator");

    await open(admin, `/admin/audit?entity=user`);
    await shows(admin.getByText("Création").first());
  });

  it("shows the overview's cards, alerts and chart with its table", async () => {
    const admin = await newPage(DESKTOP);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin");
    await shows(admin.getByRole("region", { name: "Clients actifs" }));
    await shows(admin.getByRole("img", { name: "Inscriptions par semaine" }));
    await admin.getByText("Voir les chiffres sous forme de tableau").click();
    expect(await admin.getByRole("table", { name: "Inscriptions par semaine" }).locator("tbody tr").count()).toBe(20);
  });
});
