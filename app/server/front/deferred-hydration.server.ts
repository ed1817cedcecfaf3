/**
 * Pages hydrated on intent (docs/decisions/0012-hydration-on-intent.md): an anonymous visitor's public page
 * arrives as complete HTML with one small enhancement script, and React with its router (about 105 KB
 * gzipped) downloads only once the visitor turns to a form. React Router's `<Scripts>` is rendered as usual;
 * this rewrites its output so the browser neither preloads nor runs it until the enhancement script says so.
 */
import type { EntryContext } from "react-router";
import { deferredAppScriptId, hydrationOnIntent } from "~/enhance/protocol";

/**
 * Whether this response can wait for the visitor: every matched route asks for it (see `hydrationOnIntent`),
 * nothing failed, and the visitor is anonymous with no flash message (those pages need React at once: the
 * account menu, the toast).
 */
export function hydratesOnIntent(context: EntryContext): boolean {
  const { matches, loaderData, errors } = context.staticHandlerContext;
  if (errors || context.isSpaMode) return false;
  const root = loaderData.root as { user?: unknown; flash?: unknown } | undefined;
  if (!root || root.user || root.flash) return false;
  return matches.every((match) => {
    if (match.route.id === "root") return true;
    const handle = context.routeModules[match.route.id]?.handle as { hydration?: string } | undefined;
    return handle?.hydration === hydrationOnIntent.hydration;
  });
}

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's module script, which imports the route modules and then the client entry. */
const moduleScript = /<script((?: nonce="[^"]*")?) type="module" async="">/;

/**
 * The page with React Router's module script made inert (an unknown `type`, under `deferredAppScriptId`, the
 * modules it would have preloaded listed in `data-preload`) and the enhancement script added. The inline
 * scripts that carry the loader data still run: they only fill a stream the app reads once it starts. A page
 * without that script is returned as it was, and hydrates at once.
 */
export function deferHydration(html: string, enhanceScriptUrl: string): string {
  const match = moduleScript.exec(html);
  if (!match) return html;
  const nonceAttribute = match[1];
  const preloads = [...html.matchAll(modulePreload)].map((preload) => preload[1]);
  const inert = `<script${nonceAttribute} type="text/x-deferred-module" id="${deferredAppScriptId}" data-preload="${preloads.join(" ")}">`;
  const enhance = `<script${nonceAttribute} src="${enhanceScriptUrl}" defer=""></script>`;
  const page = html.replace(moduleScript, inert).replace(modulePreload, "");
  const bodyEnd = page.lastIndexOf("</body>");
  return bodyEnd < 0 ? page + enhance : page.slice(0, bodyEnd) + enhance + page.slice(bodyEnd);
}
