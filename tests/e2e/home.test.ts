/**
 * The home page in a real Chromium: sections in order, the hero from published content,
 * keyboard tabs (and their no-JavaScript fallback), case studies, team, partners, contact with the form,
 * the role redirect; then what search engines read: titles, descriptions, alternates, JSON-LD, sitemap, robots.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  baseUrl,
  clickAndWaitForNavigation,
  DESKTOP,
  expectNoHorizontalScroll,
  open,
  settled,
  PHONE,
  shows,
  signIn,
  useBrowser,
} from "./browser";
import { publicPagePaths, seededFacilitatorPath } from "./public-pages";

const { newPage } = useBrowser();

/** Scrolls a deferred section into view and waits until its code has hydrated it (decision 0007). */
async function hydrate(page: Page, section: string) {
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`#${section}[data-hydrated]`);
}

const selectedTab = (page: Page, section: string) =>
  page.locator(`#${section} [role="tab"][aria-selected="true"]`).getAttribute("data-tab");
const visiblePanels = (page: Page, section: string) =>
  page
    .locator(`#${section} [role="tabpanel"]`)
    .evaluateAll((panels) => panels.filter((p) => !(p as HTMLElement).hidden).map((p) => p.getAttribute("data-panel")));

describe("home page", () => {
  it("has the spec's sections in order, with the published hero in each language", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/");
    const ids = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute("aria-labelledby")));
    expect(ids).toEqual(["hero-title", "about", "services", "case-studies", "team", "partners", "contact"]);
    expect(await page.locator("h1").textContent()).toBe("Design. Futurs. Systèmes. Made in Africa.");
    // The seeded hero content points its button at the calendar; 'Join as a Facilitator' is always there.
    expect(await page.getByRole("link", { name: "Trouver un atelier" }).getAttribute("href")).toBe("/calendar");
    expect(await page.getByRole("link", { name: "Devenir facilitateur" }).first().getAttribute("href")).toBe(
      "/join-facilitator",
    );

    await open(page, "/en");
    expect(await page.locator("h1").textContent()).toBe("Design. Futures. Systems. Made in Africa.");
    expect(await page.getByRole("link", { name: "Find a Workshop" }).getAttribute("href")).toBe("/en/calendar");
    expect(await page.getByRole("link", { name: "Join as a Facilitator" }).first().getAttribute("href")).toBe(
      "/en/join-facilitator",
    );
    // About: three values, five service lines, three impact figures.
    const about = page.locator("#about");
    expect(await about.locator("h4").count()).toBe(3);
    expect(await about.getByText("Design thinking labs").count()).toBe(1);
    for (const figure of ["20+", "500+", "6"]) expect(await about.getByText(figure, { exact: true }).count()).toBe(1);
  });

  it("service tabs: design-thinking first, arrow keys, Home and End move and select, four features each", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en");
    expect(await selectedTab(page, "services")).toBe("design-thinking");
    expect(await visiblePanels(page, "services")).toEqual(["design-thinking"]);
    await hydrate(page, "services");
    await page.locator('#services [role="tab"][data-tab="design-thinking"]').focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selectedTab(page, "services")).toBe("digital-product");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-tab"))).toBe("digital-product");
    expect(await visiblePanels(page, "services")).toEqual(["digital-product"]);
    await page.keyboard.press("End");
    await expect.poll(() => selectedTab(page, "services")).toBe("future-thinking");
    await page.keyboard.press("ArrowRight"); // wraps around
    await expect.poll(() => selectedTab(page, "services")).toBe("design-thinking");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => selectedTab(page, "services")).toBe("future-thinking");
    await page.keyboard.press("Home");
    await expect.poll(() => selectedTab(page, "services")).toBe("design-thinking");
    // One tab stop: Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");

    await page.getByRole("tab", { name: "Systems Thinking" }).click();
    const panel = page.locator('#services [role="tabpanel"][data-panel="system-thinking"]');
    await shows(panel);
    expect(await panel.locator("ul li").count()).toBe(4);
    expect(await panel.getByRole("link", { name: /See the service in detail/ }).getAttribute("href")).toBe(
      "/en/services#system-thinking",
    );
  });

  it("loads the code of the sections below the fold as they near the screen, not with the page", async () => {
    const page = await newPage(PHONE);
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
    });
    // The app asked for (as by a visitor who turns to a form, decision 0012), at the top of the page.
    await page.goto("/en");
    await settled(page);
    await page.waitForLoadState("networkidle");
    const deferred = (name: string) => scripts.some((path) => path.includes(`/${name}-`));
    expect(deferred("contact-form")).toBe(false);
    expect(deferred("services-tabs")).toBe(false);
    // The server's HTML is there in full meanwhile.
    expect(await page.locator("#contact form").count()).toBe(1);
    expect(await page.locator("#services [role=tab]").count()).toBe(6);
    await hydrate(page, "contact");
    expect(deferred("contact-form")).toBe(true);
  });

  it("without JavaScript, each tab list shows its default panel", async () => {
    const page = await newPage(PHONE);
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/");
    expect(await visiblePanels(page, "services")).toEqual(["design-thinking"]);
    expect(await visiblePanels(page, "case-studies")).toEqual(["healthconnect"]);
    // Every panel's text is still in the HTML for search engines.
    expect(await page.locator("#services [role=tabpanel]").count()).toBe(6);
  });

  it("case studies: three items with category, the spec's results and a link to the contact section", async () => {
    const page = await newPage(PHONE);
    await open(page, "/en");
    await hydrate(page, "case-studies");
    const tabs = page.locator('#case-studies [role="tab"]');
    expect(await tabs.allTextContents()).toEqual([
      expect.stringContaining("HealthConnect"),
      expect.stringContaining("AgriTech Solutions"),
      expect.stringContaining("EduAccess"),
    ]);
    const results: Record<string, string[]> = {
      healthconnect: ["Healthcare", "45%", "200,000+"],
      agritech: ["Agriculture", "30%", "50,000+"],
      eduaccess: ["Education", "100,000+", "32%"],
    };
    for (const [id, texts] of Object.entries(results)) {
      await page.locator(`#case-studies [role="tab"][data-tab="${id}"]`).click();
      const panel = page.locator(`#case-studies [data-panel="${id}"]`);
      await shows(panel);
      for (const text of texts) expect(await panel.textContent()).toContain(text);
      expect(await panel.locator("ul li").count()).toBe(3);
      expect(await panel.getByRole("link", { name: "Discuss your project" }).getAttribute("href")).toBe("#contact");
    }
    await expectNoHorizontalScroll(page);
  });

  it("team: up to 8 approved, available facilitators with specialty, clamped bio and https links", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en");
    const cards = page.locator("#team li:has(h3)");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    expect(await page.locator("#team [data-skeleton]").count()).toBe(0); // server-rendered: no loading phase
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      expect(await card.locator("h3 a").getAttribute("href")).toMatch(/^\/en\/facilitators\/[0-9a-f-]{36}$/);
      expect((await card.locator("p").first().textContent())?.trim()).toBeTruthy();
      expect(await card.locator("p.line-clamp-3").count()).toBe(1);
    }
    const external = await page
      .locator("#team a[target=_blank]")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(external.length).toBeGreaterThan(0);
    for (const href of external) expect(href).toMatch(/^https?:\/\//);
    // A seeded LinkedIn without http ("linkedin.com/in/...") gets https:// prepended.
    expect(external).toContain("https://linkedin.com/in/demo-aminata-ouedraogo");
  });

  it("partners and contact: three partner cards, info cards from the settings, WhatsApp, FAQs, hours", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en");
    expect(await page.locator("#partners ul > li h3").count()).toBe(4); // three partners and the invitation
    expect(await page.getByRole("link", { name: "Become a Partner" }).getAttribute("href")).toBe("#contact");
    const contact = page.locator("#contact");
    expect(await contact.getByRole("link", { name: "bonjour@fasofutures.bf" }).getAttribute("href")).toBe(
      "mailto:bonjour@fasofutures.bf",
    );
    expect(await contact.getByRole("link", { name: "+226 25 30 64 18" }).getAttribute("href")).toBe("tel:+22625306418");
    expect(await contact.locator("address").first().textContent()).toContain("Ouagadougou");
    expect(await contact.getByRole("link", { name: /Chat on WhatsApp/ }).getAttribute("href")).toBe(
      "https://wa.me/22670245831",
    );
    expect(await contact.locator("details").count()).toBe(4);
    expect(await contact.textContent()).toContain("Monday");
  });

  it("sends a message from the home page's form and thanks the visitor", async () => {
    const page = await newPage(PHONE);
    await open(page, "/en#contact");
    await hydrate(page, "contact");
    const form = page.locator("#contact");
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Home E2E");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(`home-e2e-${Date.now()}@example.org`);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("We would like a design thinking lab.");
    await form.getByRole("button", { name: "Send Message" }).click();
    // The server stores the message and sends two emails before it answers: shows() gives it time on a busy machine.
    await shows(form.getByRole("heading", { name: "Message Sent!" }));
    expect(page.url()).toBe(`${baseUrl()}/en#contact`);
    await form.getByRole("link", { name: "Send Another Message" }).click();
    expect(await form.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
  });

  it("sends a signed-in user with a role to their dashboard", async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, "client@example.org");
    await page.goto("/");
    await page.waitForURL("**/client");
  });

  it("a client navigation to the home page (team deferred) ends with the team cards, not skeletons", async () => {
    const page = await newPage(DESKTOP);
    await open(page, "/en/services");
    await clickAndWaitForNavigation(page.locator('header a[href="/en"]').first(), `${baseUrl()}/en`);
    await expect.poll(() => page.locator("#team ul > li h3").count()).toBeGreaterThan(0);
    expect(await page.locator("#team [data-skeleton]").count()).toBe(0);
    // The English data request gets the English content (/en.data is the English home page).
    expect(await page.locator("h1").textContent()).toBe("Design. Futures. Systems. Made in Africa.");
  });
});

describe("search engines and sharing", () => {
  it("every public page has a title, a description, Open Graph tags, a canonical URL and fr/en/x-default alternates", async () => {
    for (const path of await publicPagePaths()) {
      const html = await (await fetch(baseUrl() + path)).text();
      const tag = (pattern: RegExp) => html.match(pattern)?.[1];
      const title = tag(/<title>([^<]+)<\/title>/);
      expect(title, path).toMatch(/Faso Futures Studio/);
      const description = tag(/<meta name="description" content="([^"]+)"/);
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(50);
      expect(tag(/<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
      expect(tag(/<meta property="og:description" content="([^"]+)"/), path).toBeTruthy();
      expect(tag(/<meta property="og:image" content="([^"]+)"/), path).toBe(`${baseUrl()}/og-image.png`);
      expect(tag(/<link rel="canonical" href="([^"]+)"/), path).toBe(baseUrl() + path);
      for (const lang of ["fr", "en", "x-default"])
        expect(html, `${path} ${lang}`).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}"`));
    }
  });

  it("services and workshops pages are titled with the translated name and the brand", async () => {
    const title = async (path: string) =>
      (await (await fetch(baseUrl() + path)).text()).match(/<title>([^<]+)<\/title>/)?.[1];
    expect(await title("/services")).toBe("Services | Faso Futures Studio");
    expect(await title("/en/services")).toBe("Services | Faso Futures Studio");
    expect(await title("/workshops")).toBe("Ateliers | Faso Futures Studio");
    expect(await title("/en/workshops")).toBe("Workshops | Faso Futures Studio");
  });

  it("the home page describes the agency as an Organization in Ouagadougou (JSON-LD)", async () => {
    const html = await (await fetch(`${baseUrl()}/en`)).text();
    const json = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Faso Futures Studio",
      url: `${baseUrl()}/`,
      address: { addressLocality: "Ouagadougou", addressCountry: "BF" },
      contactPoint: [{ email: "bonjour@fasofutures.bf", telephone: "+226 25 30 64 18" }],
    });
    expect(data.sameAs).toContain("https://www.linkedin.com/company/faso-futures-studio");
  });

  it("/sitemap.xml lists the public pages in both languages with alternates, the public profiles and upcoming workshops", async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "",
      "/en",
      "/services",
      "/en/services",
      "/workshops",
      "/en/workshops",
      "/facilitators",
      "/calendar",
      "/contact",
      "/en/join-facilitator",
    ]) {
      expect(xml, path).toContain(`<loc>${baseUrl()}${path || "/"}</loc>`);
    }
    expect(xml).not.toContain("/auth<");
    // Upcoming public workshops have their page in the sitemap too.
    expect(xml).toMatch(new RegExp(`<loc>${baseUrl()}/en/calendar/[0-9a-f-]{36}</loc>`));
    const profile = await seededFacilitatorPath();
    expect(xml).toContain(`<loc>${baseUrl()}/en${profile}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseUrl()}${profile}"/>`);
    // Every listed page answers 200.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const loc of locs) expect((await fetch(loc)).status, loc).toBe(200);
  });

  it("/robots.txt keeps crawlers out of the accounts area and points to the sitemap", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const robots = await response.text();
    for (const rule of ["/admin", "/facilitator$", "/client", "/creator", "/profile", "/auth", "/en/auth"])
      expect(robots).toContain(`Disallow: ${rule}\n`);
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});
