/**
 * The workshop editor as staff use it, in Chromium, on a phone and on a desktop: the Create Workshop dialog
 * refuses an empty title, no participants and an end before the start; the draft stays off the calendar until
 * it is published; once cancelled, its public page says so and the calendar drops it. A facilitator's own
 * Create Workshop saves a draft of theirs, listed on their dashboard and kept off the calendar.
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

const { newPage } = useBrowser();

/** A day a month ahead, as the date input takes it. */
function monthAhead(): string {
  return new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

describe("the workshop editor", () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`creates, publishes and cancels a workshop (${name})`, async () => {
      const page = await newPage(viewport);
      await signIn(page, "admin@example.org");
      await open(page, "/admin/workshops");
      await clickAndWaitForNavigation(page.getByRole("link", { name: "Créer l'atelier" }), /\/admin\/workshops\/new$/);
      const dialog = page.getByRole("dialog", { name: "Créer un atelier" });
      await shows(dialog);
      expect(await dialog.getByLabel("Participants maximum").inputValue()).toBe("20");
      expect(await dialog.getByLabel("Prix").inputValue()).toBe("0");
      expect(await dialog.getByLabel("Statut").inputValue()).toBe("draft");

      await dialog.getByLabel("Date").fill(monthAhead());
      await dialog.getByLabel("Heure de début").fill("14:00");
      await dialog.getByLabel("Heure de fin").fill("10:00");
      await dialog.getByLabel("Participants maximum").fill("0");
      await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }));
      await shows(dialog.getByText("Le titre est obligatoire"));
      await shows(dialog.getByText("Il faut au moins 1 participant"));
      await shows(dialog.getByText("L'heure de fin doit suivre l'heure de début"));
      await expectNoHorizontalScroll(page);

      const title = `Atelier e2e ${name} ${Date.now()}`;
      await dialog.getByLabel("Titre (français)").fill(title);
      await dialog.getByLabel("Titre (anglais)").fill(`${title} (en)`);
      await dialog.getByLabel("Heure de fin").fill("17:00");
      await dialog.getByLabel("Participants maximum").fill("12");
      await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }), /\/admin\/workshops$/);
      await shows(page.getByText("Atelier créé avec succès"));

      // A draft is not on the calendar.
      await open(page, "/calendar");
      expect(await page.getByText(title, { exact: true }).count()).toBe(0);

      // Publish: on the calendar at once.
      await open(page, `/admin/workshops?q=${encodeURIComponent(title)}`);
      await clickAndWaitForNavigation(page.getByRole("link", { name: `Modifier – ${title}` }), /\/edit\?q=/);
      const id = /\/admin\/workshops\/([0-9a-f-]{36})\/edit/.exec(page.url())![1]!;
      const edit = page.getByRole("dialog", { name: "Modifier l'atelier" });
      await edit.getByLabel("Statut").selectOption("published");
      await clickAndWaitForNavigation(edit.getByRole("button", { name: "Enregistrer" }), /\/admin\/workshops\?q=/);
      await open(page, "/calendar");
      await shows(page.getByText(title, { exact: true }));

      // Cancel: the public page says so and closes registration; the calendar drops it.
      await open(page, `/admin/workshops/${id}/edit?q=${encodeURIComponent(title)}`);
      await page.getByRole("dialog", { name: "Modifier l'atelier" }).getByLabel("Statut").selectOption("cancelled");
      await clickAndWaitForNavigation(
        page.getByRole("dialog").getByRole("button", { name: "Enregistrer" }),
        /\/admin\/workshops\?q=/,
      );
      await shows(page.getByText("Atelier annulé. Personnes prévenues\u00a0: 0"));
      await open(page, `/calendar/${id}`);
      await shows(page.getByText("Cet atelier a été annulé. Les inscriptions sont fermées."));
      expect(await page.getByRole("button", { name: "Confirmer mon inscription" }).count()).toBe(0);
      await open(page, "/calendar");
      expect(await page.getByText(title, { exact: true }).count()).toBe(0);
      await expectNoHorizontalScroll(page);
    });
  }

  it("keeps every value and says why next to Status when a future workshop is marked Completed; English pages show the English place and tags", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/workshops/new");
    const dialog = page.getByRole("dialog", { name: "Créer un atelier" });
    await shows(dialog);
    const stamp = Date.now();
    const title = `Leadership e2e ${stamp}`;
    const place = `Koudougou ${stamp}`;
    await dialog.getByLabel("Titre (français)").fill(title);
    await dialog.getByLabel("Titre (anglais)").fill(`${title} (en)`);
    await dialog.getByLabel("Lieu (français)").fill(place);
    await dialog.getByLabel("Lieu (anglais)").fill(`${place} (EN)`);
    // Tags typed comma-separated become one tag each, trimmed, the empty one dropped.
    const tagsFr = dialog.getByRole("textbox", { name: "Étiquettes (français)" });
    await tagsFr.fill("Audit, Test , ");
    await tagsFr.press("Enter");
    const tagsEn = dialog.getByRole("textbox", { name: "Étiquettes (anglais)" });
    await tagsEn.fill("Audit EN, Testing");
    await tagsEn.press("Enter");
    await dialog.getByLabel("Date").fill(monthAhead());
    await dialog.getByLabel("Heure de début").fill("09:00");
    await dialog.getByLabel("Heure de fin").fill("12:00");
    await dialog.getByLabel("Fuseau horaire").selectOption("Africa/Abidjan");
    await dialog.getByLabel("Atelier en ligne").check();
    await dialog.getByLabel("Thème").selectOption("leadership");
    await dialog.getByLabel("Niveau").selectOption("beginner");
    await dialog.getByLabel("anglais", { exact: true }).check();
    await dialog.getByLabel("Statut").selectOption("completed");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }));

    const status = dialog.getByLabel("Statut");
    await shows(dialog.getByText("Un atelier ne peut être marqué terminé qu'une fois fini."));
    expect(await status.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await status.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain("terminé qu'une fois fini");
    expect(await dialog.getByLabel("Titre (français)").inputValue()).toBe(title);
    expect(await dialog.getByLabel("Lieu (anglais)").inputValue()).toBe(`${place} (EN)`);
    expect(await dialog.getByLabel("Fuseau horaire").inputValue()).toBe("Africa/Abidjan");
    expect(await dialog.getByLabel("Thème").inputValue()).toBe("leadership");
    expect(await dialog.getByLabel("Niveau").inputValue()).toBe("beginner");
    expect(await dialog.getByLabel("Atelier en ligne").isChecked()).toBe(true);
    expect(await dialog.getByLabel("anglais", { exact: true }).isChecked()).toBe(true);
    const sentTags = dialog.locator('input[type="hidden"][name="tags"]');
    expect(await sentTags.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "Audit",
      "Test",
    ]);

    await status.selectOption("published");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }), /\/admin\/workshops$/);
    await shows(page.getByText("Atelier créé avec succès"));

    // The English calendar, filtered on the theme, the place and the language, shows the English forms.
    const query = `?theme=leadership&location=${encodeURIComponent(place)}&language=en`;
    await open(page, `/en/calendar${query}`);
    const card = page.getByRole("article").filter({ hasText: `${title} (en)` });
    await shows(card);
    await shows(card.getByText(`${place} (EN) · Online`));
    expect(await card.getByRole("list", { name: "Topics" }).getByRole("listitem").allInnerTexts()).toEqual([
      "Audit EN",
      "Testing",
    ]);
    await shows(card.getByText("Leadership", { exact: true }));
    expect(await page.getByRole("article").count()).toBe(1);
    await open(page, `/calendar${query}`);
    await shows(page.getByRole("article").getByText(`${place} · En ligne`));
  });

  it("saves a facilitator's workshop as their own draft, on their dashboard and off the calendar", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "facilitator@example.org");
    await open(page, "/facilitator");
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Créer un atelier" }),
      /\/facilitator\/workshops\/new$/,
    );
    const dialog = page.getByRole("dialog", { name: "Créer un atelier" });
    await shows(dialog.getByText("Il est enregistré comme brouillon à votre nom"));
    expect(await dialog.getByLabel("Statut").count()).toBe(0);
    expect(await dialog.getByLabel("Facilitateur").count()).toBe(0);

    const title = `Brouillon e2e ${Date.now()}`;
    await dialog.getByLabel("Titre (français)").fill(title);
    await dialog.getByLabel("Date").fill(monthAhead());
    await dialog.getByLabel("Heure de début").fill("09:00");
    await dialog.getByLabel("Heure de fin").fill("12:00");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer l'atelier" }), /\/facilitator$/);
    await shows(page.getByText("Brouillon créé\u00a0: un administrateur le relira et le publiera"));
    const item = page.getByRole("listitem").filter({ hasText: title });
    await shows(item.getByText("Brouillon", { exact: true }));
    await expectNoHorizontalScroll(page);
    await open(page, "/calendar");
    expect(await page.getByText(title, { exact: true }).count()).toBe(0);
  });
});
