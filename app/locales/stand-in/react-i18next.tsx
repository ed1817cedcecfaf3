import { createContext, useContext, type ReactNode } from "react";
import type { StandInI18n } from "./i18next";

/** What the builds use in place of react-i18next: the instance through context, nothing more (see ./i18next.ts). */
const I18nContext = createContext<StandInI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: StandInI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside of <I18nextProvider>");
  return { t: i18n.t, i18n, ready: true };
}
