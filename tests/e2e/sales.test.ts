/**
 * The sales pipeline as staff use it, in Chromium: a deal created through its dialog with a new organization, moved
 * across the board with the keyboard, lost with its reason; a contact message made a deal in one click; a won deal's
 * contract and project; the board and a deal's page at 360 px.
 */
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  PHONE,
  SLOW_MACHINE_MS,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const run = Date.now();

describe("the sales pipeline", () => {
  it("creates a deal with a new organization, then moves it across the board with the keyboard and loses it with its reason", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/sales");
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Nouvelle affaire" }), /\/admin\/sales\/new$/);
    const dialog = page.getByRole("dialog", { name: "Nouvelle affaire" });
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }));
    await shows(dialog.getByText("Le titre est obligatoire."));
    await shows(dialog.getByText("Choisissez une organisation ou nommez-en une nouvelle."));

    const title = `Atelier prospective ${run}`;
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Ou une nouvelle organisation").fill(`Mutuelle ${run}`);
    await dialog.getByLabel("Valeur (XOF)").fill("2 500 000");
    await dialog.getByLabel("Service").selectOption("future-thinking");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/sales$/);
    await shows(page.getByText("L'affaire a été créée."));

    const column = (stage: string) => page.getByRole("region", { name: stage, exact: true });
    const card = (stage: string) => column(stage).getByRole("article").filter({ hasText: title });
    await shows(card("Nouvelle").getByText("2 500 000 F CFA"));

    // The move is a form: the keyboard reaches the stage and the button.
    const stage = card("Nouvelle").getByRole("combobox", { name: `Déplacer «\u00a0${title}\u00a0» vers` });
    await stage.focus();
    await stage.selectOption("qualified");
    await page.keyboard.press("Tab");
    await clickAndWaitForNavigation(card("Nouvelle").getByRole("button", { name: "Déplacer" }), /\/admin\/sales$/);
    await shows(card("Qualifiée"));
    await shows(page.getByText(`«\u00a0${title}\u00a0» est passée à «\u00a0Qualifiée\u00a0».`));
    expect(await card("Nouvelle").count()).toBe(0);

    // Lost without a reason: the deal's page asks for it, Lost chosen and the reason's field focused.
    await card("Qualifiée").getByRole("combobox").selectOption("lost");
    await clickAndWaitForNavigation(
      card("Qualifiée").getByRole("button", { name: "Déplacer" }),
      /\/admin\/sales\/[0-9a-f-]+\?move=lost$/,
    );
    await shows(page.getByRole("heading", { name: title, level: 1 }));
    const reason = page.getByLabel("Pourquoi a-t-elle été perdue ?");
    await expect
      .poll(() => reason.evaluate((field) => field === document.activeElement), { timeout: SLOW_MACHINE_MS })
      .toBe(true);
    expect(await page.getByLabel("Déplacer vers").inputValue()).toBe("lost");
    await reason.fill("Budget reporté à 2028");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Déplacer" }), /\/admin\/sales\/[0-9a-f-]+$/);
    await shows(page.getByText("Perdue\u00a0: Budget reporté à 2028"));
  });

  it("makes a contact message a deal in one click, and the message then links to it", async () => {
    const visitor = await newPage(DESKTOP);
    await open(visitor, "/en/contact");
    const subject = `Foresight for our board ${run}`;
    await visitor.getByRole("textbox", { name: "Name", exact: true }).fill("Kofi Sales");
    await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(`e2e-sales-${run}@example.org`);
    await visitor.getByRole("textbox", { name: "Company", exact: true }).fill(`Accra Lab ${run}`);
    await visitor.getByRole("combobox", { name: "Service of interest", exact: true }).selectOption("future-thinking");
    await visitor.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
    await visitor.getByRole("textbox", { name: "Message", exact: true }).fill("Two days for our board, in March.");
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await shows(visitor.getByRole("heading", { name: "Message Sent!" }));

    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/messages");
    const message = page.getByRole("article").filter({ hasText: subject });
    await clickAndWaitForNavigation(
      message.getByRole("button", { name: "En faire une affaire" }),
      /\/admin\/sales\/[0-9a-f-]+$/,
    );
    await shows(page.getByRole("heading", { name: subject, level: 1 }));
    await shows(page.getByRole("link", { name: `Accra Lab ${run}` }));
    await shows(page.getByText("Two days for our board, in March."));
    await expectNoHorizontalScroll(page);

    await open(page, "/admin/messages?status=all");
    await shows(
      page
        .getByRole("article")
        .filter({ hasText: subject })
        .getByRole("link", { name: `Affaire\u00a0: ${subject}` }),
    );
  });

  it("offers a won deal's contract and project, then links to them", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/sales/new");
    const title = `Programme gagné ${run}`;
    const dialog = page.getByRole("dialog", { name: "Nouvelle affaire" });
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Ou une nouvelle organisation").fill(`Fondation ${run}`);
    await dialog.getByLabel("Valeur (XOF)").fill("900000");
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/sales$/);
    const card = page
      .getByRole("region", { name: "Nouvelle", exact: true })
      .getByRole("article")
      .filter({ hasText: title });
    await card.getByRole("combobox").selectOption("won");
    await clickAndWaitForNavigation(card.getByRole("button", { name: "Déplacer" }), /\/admin\/sales\/[0-9a-f-]+$/);

    const panel = page.getByRole("region", { name: "Contrat et projet" });
    await clickAndWaitForNavigation(panel.getByRole("button", { name: "Créer" }));
    await shows(page.getByText("Le contrat et le projet ont été créés."));
    await shows(panel.getByRole("link", { name: `Contrat\u00a0: ${title}` }));
    await clickAndWaitForNavigation(
      panel.getByRole("link", { name: `Projet\u00a0: ${title}` }),
      /\/admin\/projects\/[0-9a-f-]+\/edit$/,
    );
    expect(await page.getByRole("dialog").getByLabel("Titre").first().inputValue()).toBe(title);
  });

  it("logs a call with a follow-up on a deal's timeline, which waits on the owner's overview until it is done", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/sales/new");
    const title = `Relance ${run}`;
    const dialog = page.getByRole("dialog", { name: "Nouvelle affaire" });
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByLabel("Ou une nouvelle organisation").fill(`Coopérative ${run}`);
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Créer" }), /\/admin\/sales$/);
    await clickAndWaitForNavigation(page.getByRole("link", { name: title }), /\/admin\/sales\/[0-9a-f-]+$/);

    const timeline = page.getByRole("region", { name: "Historique" });
    await clickAndWaitForNavigation(timeline.getByRole("button", { name: "Noter" }));
    await shows(timeline.getByText("Dites ce qui s'est passé."));
    await timeline.getByLabel("Type").selectOption("call");
    await timeline.getByLabel("Ce qui s'est passé").fill("Appel avec la directrice : budget validé en janvier.");
    await timeline.getByLabel("Prochaine étape").fill("Envoyer la proposition");
    await timeline.getByLabel("Relancer le").fill("2099-01-15");
    await clickAndWaitForNavigation(timeline.getByRole("button", { name: "Noter" }));
    await shows(page.getByText("C'est noté dans l'historique de l'affaire."));
    await shows(timeline.getByText("Appel avec la directrice : budget validé en janvier."));
    await shows(timeline.getByText("Ensuite\u00a0: Envoyer la proposition"));

    await open(page, "/admin/overview");
    const followUps = page.getByRole("region", { name: "Mes relances" });
    await clickAndWaitForNavigation(followUps.getByRole("link", { name: title }), /\/admin\/sales\/[0-9a-f-]+$/);
    await clickAndWaitForNavigation(
      page.getByRole("region", { name: "Historique" }).getByRole("button", { name: "Fait", exact: true }),
    );
    await shows(page.getByText("La relance est marquée comme faite."));
    await open(page, "/admin/overview");
    await shows(page.getByRole("region", { name: "Mes relances" }));
    expect(await page.getByRole("region", { name: "Mes relances" }).getByRole("link", { name: title }).count()).toBe(0);
  });

  it("shows the board and the table at 360 px without sideways scrolling, in English too", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
    await open(page, "/admin/sales");
    await shows(page.getByRole("region", { name: "Proposal sent", exact: true }));
    await expectNoHorizontalScroll(page);
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Table" }), /\/admin\/sales\/table$/);
    await shows(page.getByRole("table", { name: "Deals" }));
  });
});
