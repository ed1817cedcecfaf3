import type { Language } from "~/lib/i18n";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request nonce that the Content-Security-Policy allows for inline and module scripts. */
    cspNonce: string;
    /** The page's language, decided from the URL (or the remembered choice on single-URL pages). */
    lang: Language;
    /** Render the whole document before answering (the page cache keeps it), not only its shell. */
    wholeDocument?: boolean;
  }
}
