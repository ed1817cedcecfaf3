import { baseUrl } from "./browser";

/** A seeded public facilitator's profile path, read from the sitemap (approved and available facilitators). */
export async function seededFacilitatorPath(): Promise<string> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const match = sitemap.match(/<loc>[^<]*?(\/facilitators\/[0-9a-f-]{36})<\/loc>/);
  if (!match) throw new Error("no facilitator profile in /sitemap.xml: is the demo content seeded?");
  return match[1];
}

/** Every public page of the route table, French then English. */
export async function publicPagePaths(): Promise<string[]> {
  const facilitator = await seededFacilitatorPath();
  const french = [
    "/",
    "/services",
    "/workshops",
    "/facilitators",
    facilitator,
    "/calendar",
    "/contact",
    "/join-facilitator",
    "/workshop-alerts",
    "/auth",
  ];
  return [...french, ...french.map((path) => (path === "/" ? "/en" : `/en${path}`))];
}
