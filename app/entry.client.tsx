import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { isLanguage, defaultLanguage } from "~/lib/i18n";
import { createI18n, loadTranslation } from "~/locales";

// Only the page's language is downloaded; switching language is a full page load.
const htmlLang = document.documentElement.lang;
const lang = isLanguage(htmlLang) ? htmlLang : defaultLanguage;

void loadTranslation(lang).then((translation) => {
  const i18n = createI18n(lang, translation);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
});
