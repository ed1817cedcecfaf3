/**
 * The header's menus are native disclosures (docs/decisions/0022-menus-are-native-disclosures.md): the first tap
 * opens them while the page's JavaScript is still on its way, on public and signed-in pages alike; following a
 * link in the phone menu closes it, a section of the same page too; Escape closes an open menu and gives the
 * focus back to its button.
 */
import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, menuButton, open, PHONE, shows, signIn, SLOW_MACHINE_MS, useBrowser } from "./browser";

const { newPage } = useBrowser();

/** Holds every script request until the returned function lets them through, as a slow link would. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => void held.push(route));
  return async () => {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

const hasApp = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);
/** The text of the focused element when it is a menu's button, else "". */
const focusedMenuButton = (page: Page) =>
  page.evaluate(() =>
    document.activeElement?.matches("details[data-menu] > summary") ? document.activeElement.textContent : "",
  );

describe("header menus", () => {
  it("open on the first tap of a signed-in page whose scripts have not arrived", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const release = await holdScripts(page);
    await page.goto("/admin/overview", { waitUntil: "commit" });

    const account = menuButton(page, "Menu du compte");
    await account.click({ timeout: SLOW_MACHINE_MS });
    await shows(page.getByRole("navigation", { name: "Menu du compte" }));
    expect(await page.getByRole("navigation", { name: "Menu du compte" }).textContent()).toContain("Se déconnecter");
    await account.click();
    expect(await page.getByRole("navigation", { name: "Menu du compte" }).isHidden()).toBe(true);

    await menuButton(page, "Ouvrir le menu").click();
    await shows(page.locator("#mobile-menu").getByRole("link", { name: "Calendrier" }));
    expect(await hasApp(page)).toBe(false);
    await release();
  });

  it("open on the first tap of a public page without any JavaScript", async () => {
    const browser = (await newPage(PHONE)).context().browser()!;
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await menuButton(page, "Ouvrir le menu").click();
      await shows(page.locator("#mobile-menu").getByRole("link", { name: "Calendrier" }));
    } finally {
      await context.close();
    }
  });

  it("close when a section link of the page is followed, before and after React", async () => {
    const page = await newPage(PHONE);
    await page.goto("/");
    await page.waitForFunction(() => "enhanced" in document.documentElement.dataset, undefined, {
      timeout: SLOW_MACHINE_MS,
    });
    const menu = page.locator("#mobile-menu");
    await menuButton(page, "Ouvrir le menu").click();
    await menu.getByRole("link", { name: "À propos" }).click();
    await page.waitForURL("**/#about");
    expect(await menu.isHidden()).toBe(true);
    expect(await hasApp(page)).toBe(false);

    await open(page, "/");
    await menuButton(page, "Ouvrir le menu").click();
    await menu.getByRole("link", { name: "Équipe" }).click();
    await page.waitForURL("**/#team");
    expect(await menu.isHidden()).toBe(true);
  });

  it("close on Escape and give the focus back to their button, on public and signed-in pages", async () => {
    const page = await newPage(PHONE, { lang: "en" });
    // A public page before its app (the enhancement script alone).
    await page.goto("/en/services");
    await page.waitForFunction(() => "enhanced" in document.documentElement.dataset, undefined, {
      timeout: SLOW_MACHINE_MS,
    });
    const menu = page.locator("#mobile-menu");
    await menuButton(page, "Open menu").click();
    await shows(menu);
    await menu.getByRole("link", { name: "Calendar" }).focus();
    await page.keyboard.press("Escape");
    expect(await menu.isHidden()).toBe(true);
    expect(await focusedMenuButton(page)).toContain("Open menu");
    expect(await hasApp(page)).toBe(false);

    // A signed-in page, hydrated: both menus (in the account's language, French).
    await signIn(page, "client@example.org");
    await open(page, "/client");
    await menuButton(page, "Menu du compte").click();
    const accountMenu = page.getByRole("navigation", { name: "Menu du compte" });
    await shows(accountMenu);
    await page.keyboard.press("Escape");
    expect(await accountMenu.isHidden()).toBe(true);
    expect(await focusedMenuButton(page)).toContain("Menu du compte");

    await menuButton(page, "Ouvrir le menu").click();
    await shows(menu);
    await page.keyboard.press("Escape");
    expect(await menu.isHidden()).toBe(true);
    expect(await focusedMenuButton(page)).toContain("Ouvrir le menu");
  });

  it("close when the visitor presses outside, so only one is open at a time", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "client@example.org");
    await open(page, "/client");
    const accountMenu = page.getByRole("navigation", { name: "Menu du compte" });
    await menuButton(page, "Menu du compte").click();
    await shows(accountMenu);
    await menuButton(page, "Ouvrir le menu").click();
    await shows(page.locator("#mobile-menu"));
    expect(await accountMenu.isHidden()).toBe(true);
    // Below the menu's links, on the page.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 10);
    expect(await page.locator("#mobile-menu").isHidden()).toBe(true);
  });
});
