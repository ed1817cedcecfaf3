/**
 * The public forms and directories in a real Chromium: the contact form (with and without JavaScript)
 * down to the admin list and the mailbox, the calendar's shareable filters, a facilitator's profile
 * and its tabs, and the facilitator application.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { waitForMails } from "../support/mailbox";
import {
  baseUrl,
  clickAndWaitForNavigation,
  dataDir,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const run = `${process.pid}-${Date.now()}`;

describe("contact form", () => {
  it("sends a message with JavaScript, shows 'Message Sent!', and the team finds it in the admin list and the mailbox", async () => {
    const page = await newPage(PHONE);
    await open(page, "/en/contact");
    await expectNoHorizontalScroll(page);
    const subject = `E2E subject ${run}`;
    const email = `e2e-contact-${run}@example.org`;
    // Validation first: the server's messages show next to the fields.
    await page.getByRole("button", { name: "Send Message" }).click();
    await shows(page.getByText("Name is required"));
    await shows(page.getByText("Subject is required"));

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Awa E2E");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("textbox", { name: "Company", exact: true }).fill("Kora Fintech");
    await page.getByRole("combobox", { name: "Service of interest", exact: true }).selectOption("future-thinking");
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We would like a foresight workshop for 20 people.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await shows(page.getByRole("heading", { name: "Message Sent!" }));
    await shows(page.getByText("We'll get back to you within 24 hours."));
    expect(page.url()).toContain("/en/contact"); // no page change: the fetcher posted it

    // 'Send Another Message' brings back an empty form.
    await page.getByRole("link", { name: "Send Another Message" }).click();
    expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");

    // The sender is acknowledged in English; the team gets the message at contact_email.
    const [ack] = await waitForMails(path.join(dataDir(), "mail"), email);
    expect(ack.subject).toContain("We received your message");
    expect(ack.text).toContain("within 24 hours");

    const admin = await newPage(DESKTOP);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin/messages");
    const card = admin.getByRole("article").filter({ hasText: subject });
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain(email);
    await card.getByRole("button", { name: /Marquer comme traité|Mark as handled/ }).click();
    // The default view lists new messages: once handled, the message leaves it.
    await expect.poll(() => card.count()).toBe(0);
    await open(admin, "/admin/messages?status=handled");
    expect(await admin.getByRole("article").filter({ hasText: subject }).count()).toBe(1);
  });

  it("works without JavaScript: a plain POST renders the errors, then 'Message envoyé !'", async () => {
    const page = await newPage(DESKTOP);
    await page.route("**/*.js", (route) => route.abort());
    // Without JavaScript nothing hydrates: the page is ready once loaded, and each answer is a new page to wait for.
    await page.goto("/contact?facilitator=Aminata%20Ou%C3%A9draogo&intent=booking");
    expect(await page.getByRole("textbox", { name: "Objet", exact: true }).inputValue()).toBe(
      "Réserver une séance avec Aminata Ouédraogo",
    );
    await page.getByRole("textbox", { name: "Nom", exact: true }).fill("Issa Sans JS");
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill("pas-une-adresse");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await shows(page.getByText("Veuillez saisir une adresse e-mail valide"));
    expect(await page.getByRole("textbox", { name: "Nom", exact: true }).inputValue()).toBe("Issa Sans JS"); // what was typed comes back
    await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(`e2e-nojs-${run}@example.org`);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await shows(page.getByRole("heading", { name: "Message envoyé !" }));
  });

  it("drops a bot that fills the honeypot while pretending success", async () => {
    const response = await fetch(`${baseUrl()}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.99.0.1" },
      body: new URLSearchParams({
        name: "Bot",
        email: `bot-${run}@example.org`,
        subject: "Buy",
        message: "spam",
        website_url: "http://spam.example",
      }),
    });
    expect(response.status).toBe(200);
    const admin = await newPage(DESKTOP);
    await signIn(admin, "admin@example.org");
    await open(admin, "/admin/messages?status=all");
    expect(await admin.getByText(`bot-${run}@example.org`).count()).toBe(0);
  });
});

/** A theme and a level that no upcoming workshop has together, as a calendar query. */
async function unmatchedChoices(page: Page): Promise<string> {
  await open(page, "/en/calendar");
  return page.evaluate(() => {
    const choices = (name: string) =>
      [...document.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].filter((o) => o.value);
    const cards = [...document.querySelectorAll("article")].map((card) => card.textContent ?? "");
    for (const theme of choices("theme"))
      for (const level of choices("level"))
        if (!cards.some((card) => card.includes(theme.text) && card.includes(level.text)))
          return new URLSearchParams({ theme: theme.value, level: level.value }).toString();
    throw new Error("every theme is offered at every level");
  });
}

describe("calendar", () => {
  it("filters from the URL query, so a filtered view can be shared", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en/calendar");
    const all = await page.getByRole("article").count();
    expect(all).toBeGreaterThan(2);
    await page.getByRole("combobox", { name: "Level", exact: true }).selectOption("beginner");
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Filter" }), /level=beginner/);
    expect(page.url()).not.toMatch(/theme=|month=/); // empty choices stay out of the URL
    expect(await page.getByRole("article").count()).toBeLessThan(all);
    const filtered = await page.getByRole("article").count();
    expect(filtered).toBeGreaterThan(0);
    for (const text of await page.getByRole("article").allTextContents()) expect(text).toContain("Beginner");

    const shared = await newPage(PHONE);
    await open(shared, page.url());
    expect(await shared.getByRole("article").count()).toBe(filtered);
    expect(await shared.getByRole("combobox", { name: "Level", exact: true }).inputValue()).toBe("beginner");
    await expectNoHorizontalScroll(shared);

    // A value no workshop has (a stale or edited link) is ignored, never added as a choice.
    await open(shared, "/en/calendar?level=beginner&location=Nowhere");
    expect(await shared.getByRole("article").count()).toBe(filtered);
    expect(await shared.getByRole("combobox", { name: "Location", exact: true }).inputValue()).toBe("");
    expect(await shared.locator('select[name="location"] option[value="Nowhere"]').count()).toBe(0);

    // Choices that together match nothing say so, and offer to clear the filters.
    await open(shared, `/en/calendar?${await unmatchedChoices(page)}`);
    await shows(shared.getByText("No workshops match these filters."));
    expect(await shared.getByText("No upcoming public workshops scheduled.").count()).toBe(0);
    await clickAndWaitForNavigation(
      shared.getByRole("link", { name: "Clear filters" }).first(),
      `${baseUrl()}/en/calendar`,
    );
    expect(await shared.getByRole("article").count()).toBe(all);
  });

  it("shows each filter's whole value on a phone, in both languages", async () => {
    for (const path of ["/calendar", "/en/calendar"]) {
      const page = await newPage(PHONE);
      await open(page, path);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLSelectElement>("main form select")].flatMap((select) => {
          const style = getComputedStyle(select);
          const probe = document.createElement("span");
          probe.style.font = style.font;
          probe.style.whiteSpace = "pre";
          probe.style.position = "absolute";
          probe.textContent = select.selectedOptions[0]?.text ?? "";
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          // The room for the text: the box without its padding and the browser's arrow (about 24 px).
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
          return text > room ? [`${select.name}: "${probe.textContent}" needs ${text}px, has ${room}px`] : [];
        }),
      );
      expect(cut, path).toEqual([]);
    }
  });

  it("shows each card's date, times, price, seats and links", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en/calendar");
    const card = page.getByRole("article").first();
    const text = (await card.textContent()) ?? "";
    expect(text).toMatch(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}/);
    expect(text).toMatch(/\d{1,2}:\d{2}\s(AM|PM)/);
    expect(text).toMatch(/Facilitated by \S+/);
    expect(text).toMatch(/\d+ of \d+ spots left/);
    expect(await card.getByRole("progressbar").count()).toBe(1);
    const details = await card.getByRole("link", { name: /^Details/ }).getAttribute("href");
    expect(details).toMatch(/^\/en\/calendar\/[0-9a-f-]{36}$/);
    expect(await card.getByRole("link", { name: /^(Register|Join Waitlist)/ }).getAttribute("href")).toBe(
      `${details}#register`,
    );
    const french = await newPage(DESKTOP);
    await open(french, "/calendar");
    expect(await french.getByRole("article").first().textContent()).toMatch(/\d{1,2}\sh\s\d{2}/);
  });
});

describe("facilitators", () => {
  it("opens a profile from the directory and moves between its tabs with the mouse and the keyboard", async () => {
    const page = await newPage(PHONE);
    await open(page, "/en/facilitators");
    await expectNoHorizontalScroll(page);
    expect(await page.getByText("Professional Facilitator").count()).toBeGreaterThan(0);
    const body = (await page.textContent("main")) ?? "";
    expect(body).not.toMatch(/@example\.org|\+226 70/); // no email or phone in the public view
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: /View Aminata Ouédraogo's profile/ }),
      /\/en\/facilitators\/[0-9a-f-]{36}$/,
    );
    expect(await page.title()).toBe("Aminata Ouédraogo | Faso Futures Studio");
    await expectNoHorizontalScroll(page);

    const overview = page.getByRole("tab", { name: "Overview" });
    expect(await overview.getAttribute("aria-selected")).toBe("true");
    // The tabs switch in place, without a navigation.
    await page.getByRole("tab", { name: "Reviews" }).click();
    await shows(page.getByRole("heading", { name: "Reviews & Feedback" }));
    expect(page.url()).toContain("tab=reviews");
    await page.getByRole("tab", { name: "Reviews" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.getByRole("tab", { name: "Workshops" }).getAttribute("aria-selected")).toBe("true");
    await shows(page.getByRole("heading", { name: "Workshop History" }));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Workshops");

    await clickAndWaitForNavigation(page.getByRole("link", { name: "Book a Session" }), /\/en\/contact\?/);
    expect(await page.getByRole("textbox", { name: "Subject", exact: true }).inputValue()).toBe(
      "Book a session with Aminata Ouédraogo",
    );
  });

  it("answers 404 with 'Facilitator not found' for a malformed or unknown id", async () => {
    const page = await newPage(DESKTOP);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await open(page, `/en/facilitators/${id}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Facilitator not found");
    }
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: "Back to Facilitators" }),
      `${baseUrl()}/en/facilitators`,
    );
  });
});

describe("facilitator application", () => {
  it("submits an application, goes home with the success toast, and answers the same email again alike, telling its owner by email", async () => {
    const page = await newPage(PHONE);
    await open(page, "/join-facilitator");
    await expectNoHorizontalScroll(page);
    const email = `e2e-apply-${run}@example.org`;
    const fill = async () => {
      await page.getByRole("textbox", { name: "Nom complet", exact: true }).fill("Salif E2E Kaboré");
      await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
      await page.getByRole("textbox", { name: "Domaine d'expertise", exact: true }).fill("Facilitation graphique");
      await page.getByRole("textbox", { name: "Années d'expérience", exact: true }).fill("6 ans");
      await page
        .getByRole("textbox", { name: "Présentation", exact: true })
        .fill("Je dessine les échanges des ateliers.");
    };
    await fill();
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Envoyer ma candidature" }), `${baseUrl()}/`);
    await shows(page.getByText("Candidature envoyée avec succès !"));

    await open(page, "/join-facilitator");
    await fill();
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Envoyer ma candidature" }), `${baseUrl()}/`);
    await shows(page.getByText("Candidature envoyée avec succès !"));
    const mails = await waitForMails(path.join(dataDir(), "mail"), email, 2);
    expect(mails.map((mail) => mail.subject).join("\n")).toContain("Votre candidature est déjà en cours d'examen");
  });
});
