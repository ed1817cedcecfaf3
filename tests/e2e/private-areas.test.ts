/**
 * The signed-in areas on a 360 px phone: each role lands in its own area, whose navigation lists that
 * area's screens and no other area's, marks the current screen, leads from one screen to another, fits
 * the width of the phone, and stays on screen when a screen fails.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  clickAndWaitForNavigation,
  expectNoHorizontalScroll,
  open,
  PHONE,
  shows,
  signIn,
  SLOW_MACHINE_MS,
  useBrowser,
} from "./browser";

const { newPage } = useBrowser();

interface Area {
  /** The navigation's accessible name. */
  title: string;
  home: string;
  links: [label: string, href: string][];
}

const admin: Area = {
  title: "Portail d'administration",
  home: "/admin",
  links: [
    ["Vue d'ensemble", "/admin/overview"],
    ["Clients", "/admin/clients"],
    ["Projets", "/admin/projects"],
    ["Ateliers", "/admin/workshops"],
    ["Avis", "/admin/feedback"],
    ["Facilitateurs", "/admin/facilitators"],
    ["Gestion du contenu", "/admin/cms"],
    ["Messages", "/admin/messages"],
    ["E-mails", "/admin/emails"],
    ["Journal d'audit", "/admin/audit"],
    ["Utilisateurs", "/admin/dashboard"],
    ["Ventes", "/admin/sales"],
    ["Facturation", "/admin/billing"],
    ["Rapports", "/admin/reports"],
  ],
};
const facilitator: Area = {
  title: "Espace facilitateur",
  home: "/facilitator",
  links: [
    ["Tableau de bord facilitateur", "/facilitator"],
    ["Mon profil public", "/facilitator/profile"],
  ],
};
const client: Area = {
  title: "Espace client",
  home: "/client",
  links: [
    ["Tableau de bord client", "/client"],
    ["Réservations de places", "/client/bookings"],
  ],
};
const creator: Area = {
  title: "Espace créateur",
  home: "/creator",
  links: [
    ["Studio de création", "/creator"],
    ["Paramètres du site", "/creator/settings"],
  ],
};
const areas = [admin, facilitator, client, creator];

const areaNavigation = (page: Page, area: Area) => page.getByRole("navigation", { name: area.title, exact: true });

async function linksOf(page: Page, area: Area): Promise<[string, string | null][]> {
  const links = areaNavigation(page, area).getByRole("link");
  return Promise.all(
    (await links.all()).map(
      async (link) => [(await link.innerText()).trim(), await link.getAttribute("href")] as [string, string | null],
    ),
  );
}

async function currentLink(page: Page, area: Area): Promise<string | null> {
  return areaNavigation(page, area).locator('a[aria-current="page"]').textContent();
}

describe("private areas on a phone", () => {
  it.each([
    ["admin@example.org", admin],
    ["facilitator@example.org", facilitator],
    ["employee@example.org", facilitator],
    ["client@example.org", client],
    ["creator@example.org", creator],
  ] as const)(
    "%s lands in its area, with that area's navigation only, at 360 px without sideways scrolling",
    async (email, area) => {
      const page = await newPage(PHONE);
      await signIn(page, email);
      await open(page, area.home);
      expect(new URL(page.url()).pathname).toBe(area.home);
      await shows(areaNavigation(page, area));
      expect(await linksOf(page, area)).toEqual(area.links);
      for (const other of areas.filter((candidate) => candidate !== area))
        expect(await areaNavigation(page, other).count(), other.title).toBe(0);
      await expectNoHorizontalScroll(page);
    },
  );

  // At 360 px the admin links scroll inside the navigation: Messages starts past the edge of the screen.
  it.each([
    ["admin@example.org", "Vue d'ensemble", "Messages", admin],
    ["creator@example.org", "Paramètres du site", "Studio de création", creator],
  ] as const)(
    "%s moves from %s to %s with the area's navigation, which marks the current screen",
    async (email, from, to, area) => {
      const href = (label: string) => area.links.find(([text]) => text === label)![1];
      const page = await newPage(PHONE);
      await signIn(page, email);
      await open(page, href(from));
      expect(await currentLink(page, area)).toBe(from);
      await clickAndWaitForNavigation(
        areaNavigation(page, area).getByRole("link", { name: to, exact: true }),
        `**${href(to)}`,
      );
      expect(await currentLink(page, area)).toBe(to);
      await expectNoHorizontalScroll(page);
    },
  );

  it("keeps the area's navigation on screen when one of its screens answers not found", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const response = await open(page, "/admin/workshops/00000000-0000-4000-8000-000000000000/registrations");
    expect(response?.status()).toBe(404);
    const notFound = page.getByRole("heading", { level: 1, name: "Oups\u00a0! Page introuvable" });
    await shows(notFound);
    expect(await page.getByText("Une erreur est survenue").count()).toBe(0);
    expect(await linksOf(page, admin)).toEqual(admin.links);
    await clickAndWaitForNavigation(
      areaNavigation(page, admin).getByRole("link", { name: "Ateliers", exact: true }),
      "**/admin/workshops",
    );
    expect(await currentLink(page, admin)).toBe("Ateliers");
    expect(await notFound.count()).toBe(0);
    await expectNoHorizontalScroll(page);
  });

  // The list scrolls sideways inside the navigation: each screen's own link is brought into view, the page is
  // not scrolled for it, and a fade marks the side with more links.
  it("shows the current admin screen's link whole at 360 px on every admin screen, with a fade where more links are", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    const navigation = areaNavigation(page, admin);
    for (const [label, href] of admin.links) {
      await open(page, href);
      expect(await currentLink(page, admin)).toBe(label);
      const current = navigation.locator('a[aria-current="page"]');
      await expect
        .poll(
          async () => {
            const box = await current.boundingBox();
            return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
          },
          { timeout: SLOW_MACHINE_MS },
        )
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY), href).toBe(0);
      const fades = await navigation
        .locator("[data-fade]:visible")
        .evaluateAll((shown) => shown.map((fade) => (fade as HTMLElement).dataset.fade));
      const list = navigation.getByRole("list");
      const hiddenSides = await list.evaluate((element) => [
        ...(element.scrollLeft > 1 ? ["start"] : []),
        ...(element.scrollLeft < element.scrollWidth - element.clientWidth - 1 ? ["end"] : []),
      ]);
      expect(fades, href).toEqual(hiddenSides);
      if (href === admin.links[0]![1]) expect(fades).toEqual(["end"]);
      if (href === admin.links.at(-1)![1]) expect(fades).toEqual(["start"]);
      await expectNoHorizontalScroll(page);
    }
  });

  it("marks Clients on an organization's page and Projects on a project's team", async () => {
    const page = await newPage(PHONE);
    await signIn(page, "admin@example.org");
    await open(page, "/admin/clients");
    const organization = page
      .getByRole("main")
      .locator('a[href^="/admin/clients/"]:not([href$="/edit"]):not([href$="/delete"]):not([href*="/new"])');
    await clickAndWaitForNavigation(organization.first(), /\/admin\/clients\/[0-9a-f-]{36}$/);
    expect(await currentLink(page, admin)).toBe("Clients");
    await open(page, "/admin/projects");
    const team = page.getByRole("main").locator('a[href$="/team"]');
    await clickAndWaitForNavigation(team.first(), /\/team$/);
    // The team is a modal dialog: the page behind it, its navigation included, is hidden from the accessibility tree.
    const marked = page.locator(`nav[aria-label="${admin.title}"] a[aria-current="page"]`);
    expect(await marked.textContent()).toBe("Projets");
  });
});
