import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider } from "~/locales/runtime/react";
import { HydratedRouter } from "react-router/dom";
import { appHydratingEvent } from "~/enhance/protocol";
import { isLanguage, defaultLanguage } from "~/lib/i18n";
import { installMenus } from "~/lib/menus";
import { createI18n } from "~/locales";
import { areasForRoutes } from "~/locales/areas";
import { loadAreas } from "~/locales/client";
import type { Translation } from "~/locales/types";

// The menus' Escape and closing work as soon as the app's code runs, before the strings and hydration.
installMenus();

// Only the page's language is downloaded; switching language is a full page load.
const htmlLang = document.documentElement.lang;
const lang = isLanguage(htmlLang) ? htmlLang : defaultLanguage;

// ...and only the areas this page's routes declare (decision 0005). React Router has imported the
// matched route modules before this module runs; their `handle.i18n` says which areas they use.
const routeModules = (
  window as unknown as { __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined> }
).__reactRouterRouteModules;
const areas = routeModules ? areasForRoutes(Object.values(routeModules).map((module) => module?.handle)) : "all";

void loadAreas(lang, areas).then((translation) => {
  const i18n = createI18n(lang, translation as Translation);
  // On a page hydrated on intent, the enhancement script stops handling the widgets React now runs.
  window.dispatchEvent(new Event(appHydratingEvent));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
