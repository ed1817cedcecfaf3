import { createContext, useContext, type ReactNode } from "react";
import type { I18n } from "./i18n";

/** The page's translations through React context: the instance of its language, shared by every component. */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside of <I18nProvider>");
  return { t: i18n.t, i18n };
}
