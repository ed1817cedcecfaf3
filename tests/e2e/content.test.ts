/**
 * The site's content from the back office, in Chromium: a hero written in the CMS shows on / and /en, the
 * editor's validation messages and image upload, and the currency setting on the calendar's prices.
 * Each test adds its own items and removes them after, so the seeded home page is left as it was.
 */
import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, clickAndWaitForNavigation, DESKTOP, open, shows, signIn, useBrowser } from "./browser";

const { newPage } = useBrowser();

/** A signed-in page read in `lang`: signing in restores the account's own language (French for the demo accounts). */
async function signedIn(email: string, lang: "fr" | "en" = "en"): Promise<Page> {
  const page = await newPage(DESKTOP, { lang });
  await signIn(page, email);
  await page.context().addCookies([{ name: "lang", value: lang, url: baseUrl() }]);
  return page;
}

const asAdmin = (lang: "fr" | "en" = "en") => signedIn("admin@example.org", lang);

/** Adds a published hero text through the CMS editor and moves it first among its language's heroes. */
async function addHero(page: Page, language: "fr" | "en", title: string) {
  await open(page, "/admin/cms/new");
  const dialog = page.getByRole("dialog", { name: "Add Content" });
  await dialog.getByLabel("Section").selectOption("hero");
  await dialog.getByLabel("Language").selectOption(language);
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Subtitle").fill(`${title}, the subtitle`);
  await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Create" }), /\/admin\/cms$/);
  await shows(page.getByText("Content created successfully!"));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  // Seeded heroes come first at equal order: move this one up until it leads.
  while (await card.getByRole("button", { name: /^Move up/ }).isEnabled())
    await clickAndWaitForNavigation(card.getByRole("button", { name: /^Move up/ }));
  return card;
}

async function deleteItem(page: Page, title: string) {
  await open(page, "/admin/cms");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await card.locator("summary").click();
  await clickAndWaitForNavigation(card.getByRole("link", { name: "Delete" }), /\/delete$/);
  await shows(page.getByRole("alertdialog", { name: "Delete Content" }));
  await clickAndWaitForNavigation(page.getByRole("button", { name: "Delete" }), /\/admin\/cms$/);
}

describe("content management", () => {
  it("a hero written in the CMS shows on the home page of its language at the next load", async () => {
    const page = await asAdmin();
    const fr = `Titre e2e ${Date.now()}`;
    const en = `E2E hero ${Date.now()}`;
    await addHero(page, "fr", fr);
    await addHero(page, "en", en);

    const visitor = await newPage(DESKTOP);
    await open(visitor, "/");
    await shows(visitor.getByRole("heading", { level: 1, name: fr }));
    await open(visitor, "/en");
    await shows(visitor.getByRole("heading", { level: 1, name: en }));

    // A draft is never public: unpublishing the English one brings back the seeded hero.
    await open(page, "/admin/cms");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: en }) });
    await card.locator("summary").click();
    await clickAndWaitForNavigation(card.getByRole("link", { name: "Edit" }), /\/edit$/);
    await page.getByRole("switch", { name: "Published" }).uncheck();
    await clickAndWaitForNavigation(page.getByRole("button", { name: "Save" }), /\/admin\/cms$/);
    await open(visitor, "/en");
    await expect.poll(() => visitor.getByRole("heading", { level: 1 }).innerText()).not.toBe(en);

    await deleteItem(page, fr);
    await deleteItem(page, en);
    await open(visitor, "/");
    await expect.poll(() => visitor.getByRole("heading", { level: 1 }).innerText()).not.toBe(fr);
  });

  it("shows the editor's validation messages in the page's language and writes nothing", async () => {
    for (const [lang, message] of [
      ["en", "Image URL must be a valid URL."],
      ["fr", "L'URL de l'image doit être une URL valide."],
    ] as const) {
      const page = await asAdmin(lang);
      await open(page, "/admin/cms/new");
      const dialog = page.getByRole("dialog");
      await dialog.locator('input[name="title"]').fill("Never saved");
      await dialog.locator('input[name="imageUrl"]').fill("not a url");
      await dialog.locator('input[name="orderIndex"]').fill("-2");
      await dialog.locator('button[type="submit"]').click();
      await shows(dialog.getByText(message));
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("imageUrl");
      await open(page, "/admin/cms");
      expect(await page.getByRole("heading", { name: "Never saved" }).count()).toBe(0);
    }
  });

  it("uploads an image, served as resized WebP copies, and refuses an SVG", async () => {
    const page = await asAdmin();
    const title = `Partner e2e ${Date.now()}`;
    const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#1f3a5f" } })
      .png()
      .toBuffer();
    await open(page, "/admin/cms/new");
    const dialog = page.getByRole("dialog", { name: "Add Content" });
    await dialog.getByLabel("Section").selectOption("partners");
    await dialog.getByLabel("Content type").selectOption("card");
    await dialog.getByLabel("Title", { exact: true }).fill(title);

    await dialog.getByLabel("Upload an image").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await dialog.getByRole("button", { name: "Create" }).click();
    await shows(dialog.getByText("The image must be a JPEG, PNG or WebP file."));

    await dialog.getByLabel("Upload an image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    await clickAndWaitForNavigation(dialog.getByRole("button", { name: "Create" }), /\/admin\/cms$/);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await card.locator("summary").click();
    await clickAndWaitForNavigation(card.getByRole("link", { name: "Edit" }), /\/edit$/);
    const imageUrl = await page.locator('input[name="imageUrl"]').inputValue();
    expect(imageUrl).toMatch(/^\/uploads\/content\/[0-9a-f-]{36}\/960\.webp$/);
    const image = await fetch(baseUrl() + imageUrl);
    expect(image.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(960);

    // The French home page shows the card (a French item) with every width in its srcset.
    const visitor = await newPage(DESKTOP);
    await open(visitor, "/");
    const srcset = await visitor.locator(`img[src="${imageUrl}"]`).getAttribute("srcset");
    expect(srcset).toContain("480w");
    expect(srcset).toContain("1600w");
    await deleteItem(page, title);
  });

  it("the currency setting changes the calendar's prices at once", async () => {
    const page = await signedIn("creator@example.org");
    const setCurrency = async (currency: "USD" | "XOF") => {
      await open(page, "/creator/settings");
      const form = page.locator("form").filter({ has: page.getByLabel("Currency") });
      const current = await form.getByLabel("Currency").inputValue();
      if (current === currency) return;
      await form.getByLabel("Currency").selectOption(currency);
      await clickAndWaitForNavigation(form.getByRole("button", { name: "Save" }));
      await shows(page.getByText("The setting has been successfully updated."));
    };
    const visitor = await newPage(DESKTOP);
    try {
      await setCurrency("USD");
      await open(visitor, "/calendar");
      await expect.poll(() => visitor.locator("main").innerText()).toMatch(/\$\d[\d,]*\.\d\d/);
      await setCurrency("XOF");
      await open(visitor, "/calendar");
      await expect.poll(() => visitor.locator("main").innerText()).toMatch(/\d[\d\s]*\sF\sCFA/);
    } finally {
      await setCurrency("XOF");
    }
  });

  it("Site Settings refuses a bad email and keeps Save disabled until a value changes", async () => {
    const page = await signedIn("creator@example.org");
    await open(page, "/creator/settings");
    const form = page.locator("form").filter({ has: page.getByLabel("Contact email") });
    const save = form.getByRole("button", { name: "Save" });
    await expect.poll(() => save.isDisabled()).toBe(true);
    await form.getByLabel("Contact email").fill("not an email");
    await expect.poll(() => save.isDisabled()).toBe(false);
    // A refusal stays on the page (no navigation): wait for its message.
    await save.click();
    await shows(form.getByText("Enter a valid email address."));
    await open(page, "/creator/settings");
    expect(await page.getByLabel("Contact email").inputValue()).not.toBe("not an email");
  });

  it("previews the item in the editor at a phone's width, then at a desktop's", async () => {
    const page = await asAdmin();
    await open(page, "/admin/cms/new");
    const dialog = page.getByRole("dialog", { name: "Add Content" });
    await dialog.getByLabel("Section").selectOption("hero");
    const title = `Preview ${Date.now()}`;
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    const frame = dialog.frameLocator('iframe[title="Preview"]');
    await shows(frame.getByRole("heading", { name: title }));
    const frameWidth = () => frame.locator("body").evaluate(() => window.innerWidth);
    expect(await frameWidth()).toBe(360);
    const desktop = dialog.getByRole("button", { name: "Desktop (1280 px)" });
    await desktop.click();
    expect(await desktop.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(frameWidth).toBe(1280);
    await shows(frame.getByRole("heading", { name: title }));
  });

  it("Site Settings describes each setting in the page's language", async () => {
    const french = await signedIn("creator@example.org", "fr");
    await open(french, "/creator/settings");
    await shows(french.getByText("Adresse postale du bureau à Ouagadougou."));
    expect(await french.getByText("Postal address of the office in Ouagadougou.").count()).toBe(0);
    const english = await signedIn("creator@example.org", "en");
    await open(english, "/creator/settings");
    await shows(english.getByText("Postal address of the office in Ouagadougou."));
  });
});
