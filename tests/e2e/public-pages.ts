import { baseUrl } from "./browser";

/** The first path of the sitemap under `/${section}/` (a seeded public profile or workshop). */
async function firstSitemapPath(section: string): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const match = sitemap.match(new RegExp(`<loc>[^<]*?(/${section}/[0-9a-f-]{36})</loc>`));
  if (!match) throw new Error(`no /${section}/ page in /sitemap.xml: is the demo content seeded?`);
  return match[1];
}

/** A seeded public facilitator's profile path (approved and available facilitators). */
export const seededFacilitatorPath = () => firstSitemapPath("facilitators");

/** Every public page of the route table, French then English. */
export async function publicPagePaths(): Promise<string[]> {
  const facilitator = await seededFacilitatorPath();
  const workshop = await firstSitemapPath("calendar");
  const french = [
    "/",
    "/services",
    "/workshops",
    "/facilitators",
    facilitator,
    "/calendar",
    workshop,
    "/contact",
    "/join-facilitator",
    "/workshop-alerts",
    "/auth",
  ];
  return [...french, ...french.map((path) => (path === "/" ? "/en" : `/en${path}`))];
}
