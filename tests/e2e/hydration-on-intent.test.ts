/**
 * Public pages hydrated on intent (docs/decisions/0012-hydration-on-intent.md), in a real Chromium: an
 * anonymous visitor downloads only the enhancement script, the header and the tabs work before React, the
 * app arrives when the visitor turns to a form and keeps what they chose, and a form sent before it arrives
 * is answered by the server. Signed-in visitors get the app at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, DESKTOP, menuButton, PHONE, shows, signIn, SLOW_MACHINE_MS, useBrowser } from "./browser";

const { newPage } = useBrowser();

/** The scripts the page requests, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens a page and waits for its enhancement script, without asking for the app. */
async function openEnhanced(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "enhanced" in document.documentElement.dataset, undefined, {
    timeout: SLOW_MACHINE_MS,
  });
}

const hasRouter = (page: Page) => page.evaluate(() => "__reactRouterDataRouter" in window);

async function waitForApp(page: Page) {
  await page.waitForFunction(
    () => "__reactRouterDataRouter" in window && document.documentElement.dataset.locationKey !== undefined,
    undefined,
    { timeout: SLOW_MACHINE_MS },
  );
}

describe("hydration on intent", () => {
  it("runs the menu, the theme toggle and the tabs without React, then hands them over when a form is used", async () => {
    const page = await newPage(PHONE);
    const scripts = recordScripts(page);
    await openEnhanced(page, "/");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);

    // The menu and the theme toggle in it.
    await menuButton(page, "Ouvrir le menu").click();
    const menu = page.locator("#mobile-menu");
    await shows(menu);
    await menu.getByRole("radio", { name: "Sombre" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await menu.getByRole("radio", { name: "Sombre" }).getAttribute("aria-checked")).toBe("true");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("dark");
    await menuButton(page, "Fermer le menu").click();
    expect(await menu.isHidden()).toBe(true);

    // The services tabs: a click, then the arrow key moves on and shows the next panel.
    const tablist = page.getByRole("tablist").first();
    const tabs = tablist.getByRole("tab");
    await tabs.nth(1).click();
    await page.keyboard.press("ArrowRight");
    const third = tabs.nth(2);
    expect(await third.getAttribute("aria-selected")).toBe("true");
    const panelId = (await third.getAttribute("aria-controls"))!;
    expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
    const firstPanelId = (await tabs.nth(0).getAttribute("aria-controls"))!;
    expect(await page.locator(`[id="${firstPanelId}"]`).isHidden()).toBe(true);
    expect(await hasRouter(page)).toBe(false);
    expect(scripts).toHaveLength(1);

    // Turning to the contact form brings the app, which keeps the tab and the theme chosen before it.
    await page.locator("#contact form").getByRole("textbox").first().focus();
    await waitForApp(page);
    expect(scripts.some((script) => script.includes("entry.client"))).toBe(true);
    expect(await third.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    // React now runs the menu: it opens, its toggle shows the theme chosen before, and switches it back.
    await menuButton(page, "Ouvrir le menu").click();
    await shows(menu);
    expect(await menu.getByRole("radio", { name: "Sombre" }).getAttribute("aria-checked")).toBe("true");
    await menu.getByRole("radio", { name: "Clair" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await menu.getByRole("radio", { name: "Sombre" }).getAttribute("aria-checked")).toBe("false");
    await menuButton(page, "Fermer le menu").click();
    expect(await menu.isHidden()).toBe(true);
  });

  it("answers a form sent before the app arrives with the server's page", async () => {
    const page = await newPage(DESKTOP, { lang: "en" });
    // The app never arrives: its entry module is refused.
    await page.route(/\/assets\/entry\.client-/, (route) => route.abort());
    await openEnhanced(page, "/en/contact");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-address");
    await Promise.all([
      page.waitForNavigation({ timeout: SLOW_MACHINE_MS }),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await shows(page.getByText("Name is required"));
    expect(new URL(page.url()).pathname).toBe("/en/contact");
    expect(await hasRouter(page)).toBe(false);
  });

  it("gives a signed-in visitor the app at once", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "client@example.org");
    const scripts = recordScripts(page);
    await page.goto("/services");
    await waitForApp(page);
    expect(scripts.some((script) => script.includes("entry.client"))).toBe(true);
    expect(scripts.some((script) => script.includes("/enhance-"))).toBe(false);
  });

  it("without any JavaScript, opens the menu, shows every tab panel and offers no dead control", async () => {
    const browser = (await newPage(PHONE)).context().browser()!;
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      await page.goto("/");
      // The menu is a native disclosure (decision 0022): it needs no script.
      await menuButton(page, "Ouvrir le menu").click();
      await shows(page.locator("#mobile-menu").getByRole("link", { name: "Calendrier" }));
      expect(await page.getByRole("radiogroup", { name: "Thème" }).count()).toBe(0);
      const panels = page.locator("#services").getByRole("tabpanel");
      expect(await panels.count()).toBeGreaterThan(1);
      for (const panel of await panels.all()) expect(await panel.isVisible()).toBe(true);
      expect(await page.locator("#services").getByRole("tab").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
