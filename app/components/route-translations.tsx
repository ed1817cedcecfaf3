import { use, type ReactNode } from "react";
import { useTranslation } from "~/locales/runtime/react";
import { useMatches } from "react-router";
import { areasForRoutes, type Area } from "~/locales/areas";
import { ensureAreas } from "~/locales/client";

/**
 * Renders the page once the browser holds the locale areas its routes declare (`handle.i18n`).
 * The first page load already has them (entry.client.tsx loads them before hydrating); on a client
 * navigation to a page with other areas, rendering suspends inside the navigation's transition,
 * so the previous page stays on screen until the strings arrive.
 */
export function RouteTranslations({ children }: { children: ReactNode }) {
  const matches = useMatches();
  return <AreasReady areas={areasForRoutes(matches.map((match) => match.handle))}>{children}</AreasReady>;
}

/** Renders its children once the browser holds these locale areas (suspends until then; never on the server). */
export function AreasReady({ areas, children }: { areas: readonly Area[] | "all"; children: ReactNode }) {
  const { i18n } = useTranslation();
  const loading = ensureAreas(i18n, areas);
  if (loading) use(loading);
  return children;
}
