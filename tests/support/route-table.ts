import routeConfig from "../../app/routes";

/** One route of app/routes.ts, as React Router reads the table. */
export interface RouteEntry {
  id: string;
  /** The module, relative to app/. */
  file: string;
  /** Its URL pattern, its parents' paths included (`/admin/clients/:id/edit`). */
  path: string;
}

interface ConfigEntry {
  id?: string;
  path?: string;
  file: string;
  index?: boolean;
  children?: ConfigEntry[];
}

function flatten(entries: readonly ConfigEntry[], parent = ""): RouteEntry[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join("/");
    return [
      // React Router names a route without an id after its file.
      { id: entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), file: entry.file, path: `/${path}` },
      ...flatten(entry.children ?? [], path),
    ];
  });
}

/** Every route of app/routes.ts: the suites that must cover each route (authorization, fuzz) check against it. */
export function siteRoutes(): RouteEntry[] {
  return flatten(routeConfig as ConfigEntry[]);
}

/** The route ids of the table, sorted. */
export function siteRouteIds(): string[] {
  return siteRoutes()
    .map((route) => route.id)
    .sort();
}
