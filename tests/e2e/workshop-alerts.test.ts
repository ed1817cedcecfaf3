/**
 * Workshop alerts in a phone's Chromium: the form refuses a missing address next to its field, sends the
 * confirmation email, and the email's link confirms the subscription with one click.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { waitForMails } from "../support/mailbox";
import {
  clickAndWaitForNavigation,
  dataDir,
  expectNoHorizontalScroll,
  open,
  PHONE,
  shows,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const run = `${process.pid}-${Date.now()}`;

describe("workshop alerts", () => {
  it("subscribes from the calendar's link and confirms from the email at 360 px", async () => {
    const page = await newPage(PHONE);
    await open(page, "/calendar");
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Être informé des prochains ateliers" }),
      /\/workshop-alerts$/,
    );
    await expectNoHorizontalScroll(page);

    await clickAndWaitForNavigation(page.getByRole("button", { name: "M'abonner aux alertes" }));
    await shows(page.getByText("L'adresse e-mail est obligatoire."));
    const email = page.getByRole("textbox", { name: "Adresse e-mail" });
    expect(await email.getAttribute("aria-invalid")).toBe("true");

    const address = `e2e-alerts-${run}@example.org`;
    await email.fill(address);
    await page.getByRole("checkbox", { name: "Débutant" }).check();
    await clickAndWaitForNavigation(page.getByRole("button", { name: "M'abonner aux alertes" }));
    await shows(page.getByRole("heading", { name: "Vérifiez votre boîte de réception" }));
    await expectNoHorizontalScroll(page);

    const [mail] = await waitForMails(path.join(dataDir(), "mail"), address);
    expect(mail!.subject).toContain("Confirmez votre abonnement aux alertes ateliers");
    const link = /https?:\/\/\S+\/workshop-alerts\/confirm\?token=[\w.-]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    await open(page, url.pathname + url.search);
    await shows(page.getByRole("heading", { name: "Confirmez votre abonnement aux alertes" }));
    await expectNoHorizontalScroll(page);
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Confirmer l'abonnement" }));
    await shows(page.getByRole("heading", { name: "Abonnement confirmé" }));
    await shows(page.getByText(address));
  });
});
