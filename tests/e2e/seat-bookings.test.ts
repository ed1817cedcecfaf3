/**
 * An organization's client books seats in Chromium, on a phone: from a workshop's public page to the client area,
 * two seats booked with a purchase-order reference, the first named (the person is emailed their confirmation),
 * then given to a colleague (the first person is told, the colleague confirmed), and the other seat released.
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
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const MAIL_WAIT_MS = 60_000;
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("seat bookings", () => {
  it("books two seats from a workshop page, names one, swaps it and releases the other, on a phone", async () => {
    const stamp = Date.now();
    const first = `awa.${stamp}@example.org`;
    const second = `issa.${stamp}@example.org`;
    const page = await newPage(PHONE);
    await signIn(page, "client@example.org");

    await open(page, "/calendar");
    const workshopLink = page.locator('main a[href^="/calendar/"]').first();
    await clickAndWaitForNavigation(workshopLink, /\/calendar\/[0-9a-f-]{36}$/);
    const workshopId = /\/calendar\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Réserver des places pour mon organisation" }),
      /\/client\/bookings\?workshop=/,
    );
    const book = page.locator("form[action$='intent=book']");
    expect(await book.getByLabel("Atelier").inputValue()).toBe(workshopId);
    await book.getByLabel("Nombre de places").fill("2");
    await book.getByLabel("Référence de bon de commande (facultatif)").fill(`BC-${stamp}`);
    await clickAndWaitForNavigation(book.getByRole("button", { name: "Réserver" }));
    await shows(page.getByText("2 places réservées"));
    const booking = page.locator("article").filter({ hasText: `BC-${stamp}` });
    await shows(booking.getByText("2 à nommer"));
    await expectNoHorizontalScroll(page);

    // Name the first seat.
    await booking.getByLabel("Nommer la place 1").click();
    const seatForm = booking.locator("form[action$='intent=name']").first();
    await seatForm.getByLabel("Prénom").fill("Awa");
    await seatForm.getByLabel("Nom", { exact: true }).fill("Ouédraogo");
    await seatForm.getByRole("textbox", { name: "Email" }).fill(first);
    await clickAndWaitForNavigation(seatForm.getByRole("button", { name: "Enregistrer" }));
    await shows(page.getByText("Place nommée : Awa Ouédraogo reçoit sa confirmation"));
    const mailDir = path.join(dataDir(), "mail");
    const [confirmation] = await waitForMails(mailDir, first, 1, MAIL_WAIT_MS);
    expect(plain(confirmation!.subject)).toMatch(/^Inscription confirmée : /);

    // Give it to a colleague: she is told, he is confirmed.
    const named = page.locator("article").filter({ hasText: `BC-${stamp}` });
    await named.getByLabel("Remplacer Awa Ouédraogo").click();
    const swapForm = named.locator("form[action$='intent=name']").first();
    await swapForm.getByLabel("Prénom").fill("Issa");
    await swapForm.getByLabel("Nom", { exact: true }).fill("Kaboré");
    await swapForm.getByRole("textbox", { name: "Email" }).fill(second);
    await clickAndWaitForNavigation(swapForm.getByRole("button", { name: "Enregistrer" }));
    await shows(page.getByText("Place échangée : Issa Kaboré reçoit sa confirmation"));
    await shows(
      page
        .locator("article")
        .filter({ hasText: `BC-${stamp}` })
        .getByText(second),
    );
    const [, released] = await waitForMails(mailDir, first, 2, MAIL_WAIT_MS);
    expect(plain(released!.subject)).toMatch(/^Votre place a été attribuée à une autre personne : /);
    const [welcome] = await waitForMails(mailDir, second, 1, MAIL_WAIT_MS);
    expect(plain(welcome!.subject)).toMatch(/^Inscription confirmée : /);

    // Release the seat still to name, before the deadline: the booking keeps one seat, which the organization's
    // contract includes (the demo contract has four workshop seats).
    const kept = page.locator("article").filter({ hasText: `BC-${stamp}` });
    await shows(kept.getByText(/Les places peuvent être libérées jusqu'au/));
    page.once("dialog", (dialog) => void dialog.accept());
    await clickAndWaitForNavigation(kept.getByRole("button", { name: "Libérer la place 2" }));
    await shows(page.getByText("Place libérée"));
    const after = page.locator("article").filter({ hasText: `BC-${stamp}` });
    await shows(after.getByText(/1 place confirmée · 1 place incluse dans votre contrat/));
    expect(await after.getByRole("button", { name: /^Libérer la place/ }).count()).toBe(1);
  });
});
