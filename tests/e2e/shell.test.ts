import type { Response as PlaywrightResponse } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  menuButton,
  open,
  PHONE,
  settled,
  shows,
  signIn,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();

describe("site shell", () => {
  it("serves French at the spec's paths and English under /en, with alternates and a self canonical", async () => {
    const page = await newPage();
    for (const [path, lang, canonical] of [
      ["/services", "fr", "/services"],
      ["/en/services", "en", "/en/services"],
      ["/", "fr", "/"],
      ["/en", "en", "/en"],
    ] as const) {
      const response = await open(page, path);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(baseUrl() + canonical);
      const alternates = await page.$$eval('link[rel="alternate"]', (links) =>
        links.map((l) => `${l.getAttribute("hreflang")}=${new URL(l.getAttribute("href")!).pathname}`),
      );
      const bare = canonical.replace(/^\/en/, "") || "/";
      expect(alternates.sort()).toEqual(
        [`en=${bare === "/" ? "/en" : `/en${bare}`}`, `fr=${bare}`, `x-default=${bare}`].sort(),
      );
    }
  });

  it("the language toggle goes to the same page in the other language and remembers the choice", async () => {
    const page = await newPage();
    await open(page, "/workshops");
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Switch to English" }), "**/en/workshops");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("en");
    // Single-URL pages (here the 404 page) follow the remembered choice.
    await open(page, "/no-such-page");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Passer en français" }), "**/no-such-page");
    expect(await page.getAttribute("html", "lang")).toBe("fr");
  });

  it("shows the 404 page with a 404 status in both languages", async () => {
    const page = await newPage(PHONE);
    const fr = await open(page, "/nulle-part");
    expect(fr?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oups\u00a0! Page introuvable");
    const en = await open(page, "/en/nowhere");
    expect(en?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Oops! Page not found");
    await clickAndWaitForNavigation(page.getByRole("link", { name: "Return to Home" }), `${baseUrl()}/en`);
  });

  it("compacts the navigation past 20 px of scroll", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en/services");
    await page.setViewportSize({ width: 1280, height: 400 });
    expect(await page.getAttribute("header", "data-compact")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.getAttribute("header", "data-compact")).toBe("true");
  });

  it("has a working mobile menu at 360 px without horizontal scrolling", async () => {
    const page = await newPage(PHONE);
    await open(page, "/en");
    await expectNoHorizontalScroll(page);
    await menuButton(page, "Open menu").click();
    const menu = page.locator("#mobile-menu");
    await shows(menu);
    await clickAndWaitForNavigation(menu.getByRole("link", { name: "Calendar" }), "**/en/calendar");
  });

  it("switches to the dark theme and keeps it after a reload", async () => {
    const page = await newPage();
    await open(page, "/en/contact");
    await page.getByRole("radio", { name: "Dark" }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  });

  it("shows the avatar menu to a signed-in user and signs out with a toast", async () => {
    const page = await newPage();
    await signIn(page, "admin@example.org");
    await open(page, "/admin/overview");
    await menuButton(page, "Menu du compte").click();
    const menu = page.getByRole("navigation", { name: "Menu du compte" });
    await shows(menu);
    expect(await page.locator("details[data-menu][open]").textContent()).toContain("admin@example.org");
    expect((await menu.getByRole("listitem").allTextContents()).map((text) => text.trim())).toEqual([
      "Mon tableau de bord",
      "Mes inscriptions",
      "Paramètres du profil",
      "Se déconnecter",
    ]);
    await clickAndWaitForNavigation(menu.getByRole("button", { name: "Se déconnecter" }), `${baseUrl()}/`);
    await shows(page.getByText("Vous avez été déconnecté avec succès."));
    await shows(page.getByRole("link", { name: "Se connecter" }));
  });

  it("names the role in the menu in the page's language, and labels the hidden honeypot field in it too", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "facilitator@example.org");
    await open(page, "/facilitator");
    await menuButton(page, "Menu du compte").click();
    const menu = page.locator("details[data-menu][open]");
    await shows(menu);
    expect(await menu.textContent()).toContain("Facilitateur");
    expect(await menu.textContent()).not.toContain("Facilitator");
    // Whatever the role, the menu leads to the registrations made with the account's address.
    await clickAndWaitForNavigation(
      menu.getByRole("link", { name: "Mes inscriptions" }),
      `${baseUrl()}/my-registrations`,
    );
    await shows(page.getByRole("heading", { name: "À venir" }));
    await shows(page.getByRole("heading", { name: "Passées" }));

    const visitor = await newPage(DESKTOP);
    for (const [path, label] of [
      ["/contact", "Laissez ce champ vide"],
      ["/en/contact", "Leave this empty"],
    ] as const) {
      await open(visitor, path);
      expect(await visitor.locator("form label:has(input[name=website_url])").first().textContent()).toBe(label);
    }
  });

  it("serves hashed assets compressed with long immutable caching and HTML with a CSP nonce its scripts carry", async () => {
    const page = await newPage();
    const assets: string[] = [];
    const texts: PlaywrightResponse[] = [];
    page.on("response", (response) => {
      if (!response.url().includes("/assets/")) return;
      assets.push(response.headers()["cache-control"] ?? "");
      if (/\.(css|js)$/.test(new URL(response.url()).pathname)) texts.push(response);
    });
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptNonces = await page.$$eval("script:not([type='application/ld+json'])", (scripts) =>
      scripts.map((s) => s.nonce),
    );
    expect(scriptNonces.every((value) => value === nonce)).toBe(true);
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((value) => value.includes("immutable") && value.includes("max-age=31536000"))).toBe(true);
    // The stylesheet and the scripts are text a phone downloads before it can paint or respond: compressed, but
    // for files under 1 KB (the compression middleware's threshold, where the saving is smaller than a packet).
    const sent = await Promise.all(
      texts.map(async (text) => ({
        bytes: (await text.body()).length,
        encoding: text.headers()["content-encoding"] ?? "",
      })),
    );
    expect(sent.some(({ bytes }) => bytes > 10_000)).toBe(true);
    expect(sent.filter(({ bytes, encoding }) => bytes > 1024 && encoding !== "gzip" && encoding !== "br")).toEqual([]);
  });
});
