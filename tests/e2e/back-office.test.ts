/**
 * The back office as staff use it, in Chromium: the general settings (site name, tagline, business hours) on the
 * public pages at the next load, the messages inbox's search and pages, a not-found address inside a signed-in
 * area, the invitation form after a sent invitation, and the content editor after refusing a too-large image.
 * Screenshots go to SHOTS_DIR when it is set (never into the repository).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  clickAndWaitForNavigation,
  DESKTOP,
  newVisitorAddress,
  open,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();
const run = `${process.pid}-${Date.now()}`;

/** A signed-in page read in `lang`: signing in restores the account's own language (French for the demo accounts). */
async function signedIn(email: string, lang: "fr" | "en" = "en", viewport = DESKTOP): Promise<Page> {
  const page = await newPage(viewport, { lang });
  await signIn(page, email);
  await page.context().addCookies([{ name: "lang", value: lang, url: baseUrl() }]);
  return page;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Saves one setting on Site Settings (English labels) and returns the value it had. */
async function setSetting(page: Page, label: string, value: string): Promise<string> {
  await open(page, "/creator/settings");
  const form = page.locator("form").filter({ has: page.getByLabel(label, { exact: true }) });
  const field = form.getByLabel(label, { exact: true });
  const before = await field.inputValue();
  if (before === value) return before;
  await field.fill(value);
  await clickAndWaitForNavigation(form.getByRole("button", { name: "Save" }));
  await shows(page.getByText("The setting has been successfully updated."));
  return before;
}

describe("the general settings", () => {
  it("show the site name, tagline and business hours on the public pages at the next load", async () => {
    const creator = await signedIn("creator@example.org");
    const visitor = await newPage(DESKTOP);
    // Loaded once before the change, so the page cache holds the old page.
    await open(visitor, "/contact");
    const name = `Atelier Kora ${run}`;
    const tagline = `Le futur se dessine ici ${run}`;
    const hours = `Lundi – samedi : 8 h – 17 h\nDimanche : fermé ${run}`;
    const saved: [string, string][] = [];
    try {
      saved.push(["Site name", await setSetting(creator, "Site name", name)]);
      saved.push(["Tagline", await setSetting(creator, "Tagline", tagline)]);
      saved.push(["Business hours", await setSetting(creator, "Business hours", hours)]);

      for (const [lang, pathname, title] of [
        ["fr", "/contact", "Contact"],
        ["en", "/en/contact", "Contact"],
      ] as const) {
        for (const [width, viewport] of [
          ["360", PHONE],
          ["1280", DESKTOP],
        ] as const) {
          const page = await newPage(viewport, { lang });
          await open(page, pathname);
          expect(await page.title()).toMatch(new RegExp(`^${title}.* \\| ${name}$`));
          const header = page.getByRole("banner");
          await shows(header.getByRole("link", { name: new RegExp(`^${name}`) }));
          const footer = page.getByRole("contentinfo");
          await shows(footer.getByText(name, { exact: true }));
          await shows(footer.getByText(tagline, { exact: true }));
          expect(await footer.innerText()).toContain(`${new Date().getFullYear()} ${name}`);
          if (viewport === DESKTOP) await shows(header.getByText(tagline, { exact: true }));
          const hoursCard = page.locator("section").filter({ has: page.locator("#contact-hours-title") });
          expect(await hoursCard.innerText()).toContain(`Dimanche : fermé ${run}`);
          await shoot(page, `settings-contact-${lang}-${width}`);
        }
      }
    } finally {
      for (const [label, value] of saved.reverse()) await setSetting(creator, label, value);
    }
  });
});

describe("the messages inbox", () => {
  it("searches every message and pages through them, with its state in the URL", async () => {
    // Each from its own address and client, as the contact form's limits count both.
    const sender = `Inbox ${run}`;
    for (let index = 0; index < 12; index += 1) {
      const response = await fetch(`${baseUrl()}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newVisitorAddress() },
        body: new URLSearchParams({
          name: sender,
          email: `inbox-${run}-${index}@example.org`,
          subject: `Question ${String(index).padStart(2, "0")}`,
          message: "Bonjour, une question sur vos ateliers.",
        }),
      });
      expect(response.status).toBe(200);
    }
    for (const [lang, viewport, width] of [
      ["fr", PHONE, "360"],
      ["en", DESKTOP, "1280"],
      ["fr", DESKTOP, "1280"],
      ["en", PHONE, "360"],
    ] as const) {
      const page = await signedIn("admin@example.org", lang, viewport);
      await open(page, "/admin/messages");
      const search = page.getByRole("searchbox");
      await search.fill(sender);
      await clickAndWaitForNavigation(
        page.getByRole("button", { name: lang === "fr" ? "Rechercher" : "Search" }),
        /[?&]q=/,
      );
      const headings = () => page.locator("main article h2").allInnerTexts();
      expect(await headings()).toEqual(
        [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Question ${String(index).padStart(2, "0")}`),
      );
      await shoot(page, `inbox-${lang}-${width}`);
      const pager = page.getByRole("navigation", { name: lang === "fr" ? "Pages du tableau" : "Table pages" });
      await clickAndWaitForNavigation(
        pager.getByRole("link", { name: lang === "fr" ? "Suivant" : "Next", exact: true }),
        /page=2/,
      );
      expect(await headings()).toEqual(["Question 01", "Question 00"]);
      expect(new URL(page.url()).searchParams.get("q")).toBe(sender);
    }
  });
});

describe("a not-found address inside a signed-in area", () => {
  it("says not found, in the area's frame and the page's language, with a 404", async () => {
    for (const [lang, viewport, width] of [
      ["fr", PHONE, "360"],
      ["fr", DESKTOP, "1280"],
      ["en", PHONE, "360"],
      ["en", DESKTOP, "1280"],
    ] as const) {
      const page = await signedIn("admin@example.org", lang, viewport);
      for (const pathname of [
        "/admin/nowhere",
        "/admin/workshops/00000000-0000-4000-8000-000000000000/registrations",
      ]) {
        const response = await open(page, pathname);
        expect(response?.status()).toBe(404);
        await shows(
          page.getByRole("heading", {
            level: 1,
            name: lang === "fr" ? "Oups\u00a0! Page introuvable" : "Oops! Page not found",
          }),
        );
        await shows(
          page.getByRole("navigation", { name: lang === "fr" ? "Portail d'administration" : "Admin Portal" }),
        );
        expect(await page.getByText(lang === "fr" ? "Une erreur est survenue" : "Something went wrong").count()).toBe(
          0,
        );
      }
      await shoot(page, `admin-404-${lang}-${width}`);
      await clickAndWaitForNavigation(
        page.getByRole("link", {
          name: lang === "fr" ? "Retour\u00a0: Portail d'administration" : "Back to Admin Portal",
        }),
        /\/admin\/overview$/,
      );
    }
  });
});

describe("forms that keep what was typed", () => {
  it("the invitation form keeps its values on a refusal and starts empty after a sent invitation", async () => {
    const page = await signedIn("admin@example.org");
    const organization = `Invite Org ${run}`;
    await open(page, "/admin/clients/new");
    await page.getByLabel("Organization name").fill(organization);
    await clickAndWaitForNavigation(
      page.getByRole("dialog").getByRole("button", { name: "Create" }),
      /\/admin\/clients$/,
    );
    await clickAndWaitForNavigation(
      page.getByRole("link", { name: organization, exact: true }),
      /\/admin\/clients\/[0-9a-f-]{36}$/,
    );

    const form = page.locator("form").filter({ hasText: "Invite a new person" });
    await form.getByLabel("First name").fill("Aminata");
    await form.getByLabel("Last name").fill("Traoré");
    await form.getByLabel(/^Email/).fill("not an email");
    await form.getByLabel("Language of emails").selectOption("en");
    await form.getByRole("button", { name: "Invite" }).click();
    await shows(form.locator("[aria-invalid='true']"));
    expect(await form.getByLabel("First name").inputValue()).toBe("Aminata");
    expect(await form.getByLabel("Language of emails").inputValue()).toBe("en");

    const email = `invited-${run}@example.org`;
    await form.getByLabel(/^Email/).fill(email);
    await clickAndWaitForNavigation(form.getByRole("button", { name: "Invite" }));
    await shows(page.getByText(`Invitation sent to ${email}`));
    await expect.poll(() => form.getByLabel("First name").inputValue()).toBe("");
    expect(await form.getByLabel("Last name").inputValue()).toBe("");
    expect(await form.getByLabel(/^Email/).inputValue()).toBe("");
    expect(await form.getByLabel("Language of emails").inputValue()).toBe("fr");
  });

  it("the content editor keeps section, type, language, title and Published after refusing a 7.7 MB image", async () => {
    const page = await signedIn("admin@example.org");
    await open(page, "/admin/cms/new");
    const dialog = page.getByRole("dialog", { name: "Add Content" });
    await dialog.getByLabel("Section").selectOption("partners");
    await dialog.getByLabel("Content type").selectOption("card");
    await dialog.getByLabel("Language").selectOption("en");
    await dialog.getByLabel("Title", { exact: true }).fill(`Too large ${run}`);
    await dialog.getByRole("switch", { name: "Published" }).uncheck();
    await dialog.getByLabel("Upload an image").setInputFiles({
      name: "poster.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(7_700_000, 1),
    });
    await dialog.getByRole("button", { name: "Create" }).click();
    await shows(dialog.getByText("File size must be less than 5MB"));
    expect(await dialog.getByLabel("Section").inputValue()).toBe("partners");
    expect(await dialog.getByLabel("Content type").inputValue()).toBe("card");
    expect(await dialog.getByLabel("Language").inputValue()).toBe("en");
    expect(await dialog.getByLabel("Title", { exact: true }).inputValue()).toBe(`Too large ${run}`);
    expect(await dialog.getByRole("switch", { name: "Published" }).isChecked()).toBe(false);
  });
});
