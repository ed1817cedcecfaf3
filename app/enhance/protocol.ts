/**
 * What the server's HTML, the small enhancement script and the React app agree on for pages that load React
 * only when a visitor starts using a form (docs/decisions/0012-hydration-on-intent.md).
 */

/** The route's `handle` entry that asks for it; only anonymous visitors without a flash message get it. */
export const hydrationOnIntent = { hydration: "on-intent" } as const;

/** The inert `<script>` holding React Router's module script; its `data-preload` lists the modules to preload. */
export const deferredAppScriptId = "deferred-app";

/** Dispatched on `document` by anything that needs the app now (a widget, a test). */
export const startAppEvent = "app:start";

/** Dispatched on `window` by the app as React takes over the page: the enhancement script steps aside. */
export const appHydratingEvent = "app:hydrating";
