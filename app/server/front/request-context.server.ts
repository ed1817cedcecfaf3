import { createContext, RouterContextProvider } from "react-router";
import type { Language } from "~/lib/i18n";
import { startRequestSession } from "../accounts/session.server";

/**
 * The router context of a request: what the HTTP front settled before React Router runs, read by loaders,
 * actions, middleware and the document's renderer with `context.get(...)`. A new one for every request, so
 * what is kept in it (the session user, read once) never outlives the request.
 */

/** The page's language, decided from the URL (or the remembered choice on single-URL pages). */
export const pageLanguage = createContext<Language>();

/** The answer's nonce, which the Content-Security-Policy allows for inline and module scripts. */
export const cspNonce = createContext<string>();

/** The site's stylesheets (the root route's CSS in the build), for a page drawn without React. */
export const siteStylesheets = createContext<readonly string[]>([]);

/** Render the whole document before answering (the page cache keeps it), not only its shell. */
export const wholeDocument = createContext<boolean>(false);

/**
 * Whether the request is for a private area's page or action, as the guards found (requireUser, on the route React
 * Router matched): its answer, a redirect to sign in included, is the visitor's own and no cache may keep it.
 */
const privateArea = createContext<{ marked: boolean }>();

/** Marks the request as one for a private area (the guards, before they look at the session). */
export function markPrivateArea(context: Readonly<RouterContextProvider>): void {
  context.get(privateArea).marked = true;
}

export function isPrivateArea(context: Readonly<RouterContextProvider>): boolean {
  return context.get(privateArea).marked;
}

/** What a loader, an action or a middleware is handed, as far as the server modules need it. */
export interface RequestArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export function requestContext(init: {
  lang: Language;
  cspNonce: string;
  wholeDocument?: boolean;
  stylesheets?: readonly string[];
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageLanguage, init.lang);
  context.set(cspNonce, init.cspNonce);
  context.set(wholeDocument, init.wholeDocument ?? false);
  context.set(privateArea, { marked: false });
  context.set(siteStylesheets, init.stylesheets ?? []);
  startRequestSession(context);
  return context;
}
