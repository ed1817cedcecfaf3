/**
 * User management in Chromium: an admin creates a facilitator in the 'Create New User' dialog, the new
 * account signs in and lands on /facilitator; the overview and the audit log show what happened.
 */
import { describe, expect, it } from "vitest";
import { clickAndWaitForNavigation, DESKTOP, open, PHONE, shows, signIn, useBrowser } from "./browser";

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

  it("leads to user management from the admin navigation, in both languages", async () => {
    const admin = await newPage(DESKTOP);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin/overview");
    const navigation = admin.getByRole("navigation", { name: "Portail d'administration" });
    await clickAndWaitForNavigation(navigation.getByRole("link", { name: "Utilisateurs" }), /\/admin\/dashboard$/);
    expect(await navigation.getByRole("link", { name: "Utilisateurs" }).getAttribute("aria-current")).toBe("page");
    await admin.context().addCookies([{ name: "lang", value: "en", url: admin.url() }]);
    await open(admin, "/admin/overview");
    await shows(admin.getByRole("navigation", { name: "Admin Portal" }).getByRole("link", { name: "Users" }));
  });

  it("draws this week's mark as no value, and names the weeks legibly at 360 px", async () => {
    const admin = await newPage(PHONE);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin/overview");
    const chart = admin.locator("figure").filter({ has: admin.getByRole("img", { name: "Inscriptions par semaine" }) });
    // Every shape standing on the baseline is a week's bar: its height is to the tallest's as its figure in
    // the table is to the largest (the old highlight was a full-height band, read as a 20-registration bar).
    const { heights, figures } = await chart.evaluate((figure) => {
      const rects = [...figure.querySelectorAll("svg rect")].map((rect) => ({
        bottom: Number(rect.getAttribute("y")) + Number(rect.getAttribute("height")),
        height: Number(rect.getAttribute("height")),
      }));
      const bottoms = rects.map((rect) => rect.bottom);
      const baseline = bottoms.sort(
        (a, b) => bottoms.filter((x) => x === b).length - bottoms.filter((x) => x === a).length,
      )[0];
      return {
        heights: rects.filter((rect) => rect.bottom === baseline).map((rect) => rect.height),
        figures: [...figure.querySelectorAll("tbody td")].map((cell) => Number(cell.textContent!.replace(/\D/g, ""))),
      };
    });
    const tallest = Math.max(...heights);
    const largest = Math.max(...figures);
    expect(largest).toBeGreaterThan(0);
    for (const height of heights) {
      const figure = (height / tallest) * largest;
      expect(
        figures.some((value) => Math.abs(value - figure) < 0.01),
        `a shape worth ${figure}`,
      ).toBe(true);
    }
    // The week names: at least four, each at least 12 px high, none over another.
    const labels = await chart.evaluate((figure) =>
      [...figure.querySelectorAll("svg text, span")]
        .filter((element) => /^\d{1,2} \S+$/.test(element.textContent!.trim()) && element.getClientRects().length > 0)
        .map((element) => element.getBoundingClientRect())
        .map(({ left, right, height }) => ({ left, right, height })),
    );
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const label of labels) expect(label.height).toBeGreaterThanOrEqual(12);
    const sorted = labels.sort((a, b) => a.left - b.left);
    for (let index = 1; index < sorted.length; index++)
      expect(sorted[index]!.left).toBeGreaterThan(sorted[index - 1]!.right);
  });
});
